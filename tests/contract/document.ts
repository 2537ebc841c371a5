import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020'
import addFormats from 'ajv-formats'

/** The parts of an OpenAPI 3.1 document the contract run reads. */
export type Schema = Record<string, unknown>
export type Parameter = { name: string; in: 'path' | 'query' | 'header' | 'cookie'; required?: boolean; schema?: Schema }
export type MediaTypes = Record<string, { schema?: Schema }>
export type Reply = { description: string; headers?: Record<string, { required?: boolean; schema?: Schema }>; content?: MediaTypes }
export type Operation = {
  operationId?: string
  parameters?: Parameter[]
  requestBody?: { required?: boolean; content: MediaTypes }
  responses: Record<string, Reply>
  security?: Record<string, string[]>[]
}
export type Document = { paths: Record<string, Record<string, Operation>>; components: { schemas: Record<string, Schema>; securitySchemes?: Record<string, Schema> } }

const BASE = 'https://contract.invalid/openapi.json'

/** `#/components/...` references made absolute, so Ajv finds them from any schema in the document. */
const absolute = (value: unknown): unknown =>
  Array.isArray(value)
    ? value.map(absolute)
    : value && typeof value === 'object'
      ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, k === '$ref' && typeof v === 'string' && v.startsWith('#/') ? `${BASE}${v}` : absolute(v)]))
      : value

/** The documented reply for a status: exact, then its class (4XX), then `default`. */
export function documentedReply(op: Operation, status: number): Reply | undefined {
  return op.responses[String(status)] ?? op.responses[`${String(status)[0]}XX`] ?? op.responses.default
}

/**
 * A checker of one answer against the document: undefined when the status is documented for the
 * operation and the body matches the documented schema for its media type; otherwise what is off.
 */
export function responseChecker(doc: Document) {
  const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: true })
  addFormats(ajv)
  ajv.addSchema({ $id: BASE, components: absolute(doc.components) })
  const compiled = new Map<string, ValidateFunction>()
  const validator = (key: string, schema: Schema) => {
    let v = compiled.get(key)
    if (!v) compiled.set(key, (v = ajv.compile(absolute(schema) as Schema)))
    return v
  }
  return (template: string, method: string, status: number, headers: Headers, text: string): string | undefined => {
    const op = doc.paths[template]?.[method]
    if (!op) return 'no such operation in the document'
    const reply = documentedReply(op, status)
    if (!reply) return `status ${status} is not documented (documented: ${Object.keys(op.responses).join(', ')})`
    for (const [name, header] of Object.entries(reply.headers ?? {})) {
      if ((header.required || name === 'Retry-After') && !headers.has(name)) return `the documented header ${name} is missing`
    }
    const type = (headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase()
    if (!text) return undefined
    if (!reply.content) return `a ${type || 'untyped'} body where the document gives none`
    const media = reply.content[type] ?? Object.entries(reply.content).find(([t]) => t.endsWith('/*') && type.startsWith(t.slice(0, -1)))?.[1]
    if (!media) return `a ${type || 'untyped'} body where the document gives ${Object.keys(reply.content).join(', ')}`
    if (!media.schema || !/json/.test(type)) return undefined
    let body: unknown
    try {
      body = JSON.parse(text)
    } catch {
      return 'a body that is not JSON under a JSON content type'
    }
    const validate = validator(`${method} ${template} ${status} ${type}`, media.schema)
    if (validate(body)) return undefined
    return `the body does not match the documented schema: ${ajv.errorsText(validate.errors?.slice(0, 3), { separator: '; ' })}`
  }
}
