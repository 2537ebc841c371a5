import { renderer } from '../renderer'

export const dynamic = 'force-dynamic'

/**
 * GET /v1/api/docs/reference.js: the API reference's renderer (Scalar's standalone bundle), from
 * node_modules. The page asks for it with its version (?v=1.76.0): that answer never changes and
 * is kept a year; any other address is kept five minutes.
 */
export function GET(request: Request): Response {
  const { version, script } = renderer()
  const current = new URL(request.url).searchParams.get('v') === version
  return new Response(script, {
    headers: {
      'Content-Type': 'text/javascript; charset=utf-8',
      'Cache-Control': current ? 'public, max-age=31536000, immutable' : 'public, max-age=300',
    },
  })
}
