import { customerByContinueUrl } from '@/features/application/api.server'
import { reply, submitContext } from '@/features/enquiries/http.server'
import { guarded, readJson } from '@/lib/http/json-endpoint'
import { submitTour } from '@/features/enquiries/submit.server'

export const dynamic = 'force-dynamic'

/**
 * GET /v1/api/Customer?continueUrl=: the lead the continue capability opens, as a list whose first
 * item is the lead (spec 001 section 7); 404 for an unknown or expired capability
 * (src/features/application/api.server.ts).
 */
export function GET(request: Request): Promise<Response> {
  return guarded(() => customerByContinueUrl(request))
}

/** POST /v1/api/Customer?useAsync=true: the tour request of spec 001 section 7; body as its section 3. */
export function POST(request: Request): Promise<Response> {
  return guarded(async () => {
    const read = await readJson(request)
    if (!read.ok) return read.response
    const result = await submitTour(read.body, submitContext(request, 'tour-api'))
    return reply(result, (r) => ({ id: r.id, status: 'new', replayed: r.replayed, linkedTo: null }))
  })
}
