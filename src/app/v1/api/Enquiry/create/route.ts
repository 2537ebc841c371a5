import { reply, submitContext } from '@/features/enquiries/http.server'
import { guarded, readJson } from '@/lib/http/json-endpoint'
import { submitEnquiry } from '@/features/enquiries/submit.server'

/** POST /v1/api/Enquiry/create: `{ input: enquiry }` (spec 000 section 7), documented in /v1/api/openapi.json. */
export function POST(request: Request): Promise<Response> {
  return guarded(async () => {
    const read = await readJson(request)
    if (!read.ok) return read.response
    const body = read.body as { input?: unknown } | null
    if (!body || typeof body !== 'object' || Array.isArray(body) || body.input === undefined) {
      return Response.json({ message: 'Please check the highlighted fields.', errors: { input: 'The enquiry data goes under "input".' } }, { status: 400 })
    }
    const result = await submitEnquiry(body.input, submitContext(request, 'enquiry-api'))
    return reply(result, (r) => ({ NoResponse: true, id: r.id, replayed: r.replayed, linkedTo: null }), 'input.')
  })
}
