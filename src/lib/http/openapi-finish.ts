/**
 * The last pass over /v1/api/openapi.json, for what every operation shares so no fragment can
 * forget it (issue 36): an operationId, an explicit security list (`[]` for a public call), the
 * shared answers of the JSON reader (400, 413, 415, src/lib/http/json-endpoint.ts) on every call
 * with a JSON body, and the 503 every handler gives when the database fails, with Retry-After.
 * A fragment that documents one of these itself keeps its own words.
 */

type Reply = { description: string; headers?: Record<string, unknown>; content?: Record<string, unknown> }
type Operation = {
  operationId?: string
  security?: Record<string, string[]>[]
  requestBody?: { content: Record<string, unknown> }
  responses: Record<string, Reply>
  'x-signed-raw-body'?: boolean
}

const METHODS = ['get', 'put', 'post', 'patch', 'delete'] as const
const error = (description: string, headers?: Record<string, unknown>): Reply => ({
  description,
  ...(headers ? { headers } : {}),
  content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
})
export const RETRY_AFTER = { 'Retry-After': { description: 'Seconds to wait before trying again.', required: true, schema: { type: 'integer', minimum: 1 } } }

/** `get /v1/api/Customer/{id}/photos` → `getCustomerPhotosById`: stable, unique per path and method. */
export function operationIdOf(method: string, path: string): string {
  const segments = path.replace(/^\/v1\/api\//, '').split('/')
  const words = segments.filter((s) => !s.startsWith('{')).flatMap((s) => s.split(/[^A-Za-z0-9]+/)).filter(Boolean)
  const params = segments.filter((s) => s.startsWith('{')).map((s) => s.slice(1, -1))
  const cap = (w: string) => w[0]!.toUpperCase() + w.slice(1)
  return method + words.map(cap).join('') + (params.length ? `By${params.map(cap).join('And')}` : '')
}

export function finishDocument<D extends { paths: Record<string, object> }>(doc: D): D {
  const seen = new Set<string>()
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const method of METHODS) {
      const op = (item as Record<string, Operation | undefined>)[method]
      if (!op) continue
      op.operationId ??= operationIdOf(method, path)
      if (seen.has(op.operationId)) throw new Error(`OpenAPI operationId ${op.operationId} is used twice`)
      seen.add(op.operationId)
      op.security ??= []
      const responses = op.responses
      // A provider's webhook checks its signature on the raw body first: it has answers of its own.
      if (op.requestBody?.content['application/json'] && !op['x-signed-raw-body']) {
        responses['400'] ??= error('The body is not valid JSON, or a field is not valid (a message per field).')
        responses['413'] ??= error('The body is over 64 kB.')
        responses['415'] ??= error('The body is not JSON (send Content-Type: application/json).')
      }
      responses['503'] ??= error('The database is not answering; try again after Retry-After seconds.')
      for (const status of ['429', '503']) {
        const reply = responses[status]
        if (reply) reply.headers = { ...reply.headers, ...RETRY_AFTER }
      }
    }
  }
  return doc
}
