import { isStartRequest, leadByContinueUrl, startFromApi } from '@/features/application/api.server'
import { reply, submitContext } from '@/features/enquiries/http.server'
import { guarded, readJson } from '@/lib/http/json-endpoint'
import { submitTour } from '@/features/enquiries/submit.server'

export const dynamic = 'force-dynamic'

/** GET /v1/api/leads?continueurl=: the lead the continue capability opens; 404 otherwise (src/features/application/api.server.ts). */
export function GET(request: Request): Promise<Response> {
  return guarded(() => leadByContinueUrl(request))
}

/**
 * POST /v1/api/leads?useAsync=true: creates a lead. With `"startApplication": true` the body is an
 * individual application's first details, and the lead starts an application
 * (src/features/application/api.server.ts). Otherwise it takes the tour payload as JSON, or the
 * same payload as a GraphQL-style `{ query, variables: { input } }` ("book a tour" mutation, spec
 * 001 section 7), and answers in the shape it was asked in.
 */
export function POST(request: Request): Promise<Response> {
  return guarded(async () => {
    const read = await readJson(request)
    if (!read.ok) return read.response
    if (isStartRequest(read.body)) return startFromApi(request, read.body)
    const body = read.body as { query?: unknown; variables?: { input?: unknown } } | null
    const graphql = Boolean(body && typeof body === 'object' && typeof body.query === 'string')
    const lead = graphql ? body?.variables?.input : body
    const result = await submitTour(lead, submitContext(request, 'leads-api'))
    return reply(
      result,
      (r) => {
        // linkedTo stays in the reply's shape, always null: the link to earlier records is for staff (decision 045).
        const created = { id: r.id, status: 'new', replayed: r.replayed, linkedTo: null }
        return graphql ? { data: { bookATour: created } } : created
      },
      graphql ? 'variables.input.' : '',
    )
  })
}
