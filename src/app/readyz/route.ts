import { readiness } from '@/model/readiness'

export const dynamic = 'force-dynamic'

/**
 * GET /readyz: whether this instance should be sent visitors (docs/decisions/065). 200 when the
 * database answers and every migration of this build is applied; else 503 with the reason. The
 * server in front (scripts/server.mjs) answers 503 itself while the process starts or stops.
 */
export async function GET(): Promise<Response> {
  const state = await readiness()
  return Response.json(state, { status: state.status === 'ready' ? 200 : 503, headers: { 'Cache-Control': 'no-store' } })
}
