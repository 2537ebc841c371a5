import { toJSONSchema, type core } from 'zod/mini'

import { CLIENT_KEY_PATTERN } from '@/lib/submissions/keys'

/** Pieces the OpenAPI fragments of /v1/api/openapi.json share (the route merges the fragments). */

/** A request body's JSON schema, from the zod schema (classic or mini) that checks it. */
export function bodySchema(schema: core.$ZodType): Record<string, unknown> {
  const { $schema: _ignored, ...rest } = toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as Record<string, unknown>
  return withoutRequiredDefaults(rest)
}

/** A required field's default (a form's empty start) is no default a client can lean on: left out. */
function withoutRequiredDefaults(schema: Record<string, unknown>): Record<string, unknown> {
  const required = new Set((schema.required as string[] | undefined) ?? [])
  const properties = schema.properties as Record<string, Record<string, unknown>> | undefined
  if (!properties || required.size === 0) return schema
  const cleaned = Object.fromEntries(Object.entries(properties).map(([key, value]) => [key, required.has(key) ? (({ default: _d, ...rest }) => rest)(value) : value]))
  return { ...schema, properties: cleaned }
}

/** Query parameters from the zod schema that checks them, each with its description; an empty value counts as absent. */
export function queryParameters(schema: core.$ZodType, descriptions: Record<string, string>) {
  const { properties } = bodySchema(schema) as { properties: Record<string, Record<string, unknown>> }
  return Object.keys(descriptions).map((name) => ({
    name,
    in: 'query',
    required: false,
    description: descriptions[name],
    schema: properties[name],
    ...(properties[name]?.type === 'array' ? { style: 'form', explode: true } : {}),
  }))
}

export const json = (schema: object) => ({ 'application/json': { schema } })
export const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` })

/** 503: the reply when the database does not answer. */
export const unavailable = {
  description: 'The database is not answering; try again (see Retry-After).',
  headers: { 'Retry-After': { schema: { type: 'integer' } } },
  content: json(ref('Error')),
}

/** A picture as the search replies give it. */
export const imageSchema = {
  type: ['object', 'null'],
  required: ['url', 'alt', 'width', 'height'],
  properties: { url: { type: 'string', description: 'Relative to the site.' }, alt: { type: 'string' }, width: { type: ['integer', 'null'] }, height: { type: ['integer', 'null'] } },
}

/** An error reply: `#/components/schemas/Error` ({ message, errors }), the document's shared one. */
export const errorReply = (description: string, headers?: object) => ({ description, ...(headers ? { headers } : {}), content: json(ref('Error')) })

/** A JSON reply of one of the document's schemas. */
export const jsonReply = (description: string, schema: string) => ({ description, content: json(ref(schema)) })

export const retryAfterHeader = { 'Retry-After': { schema: { type: 'integer' } } }

/** 400 for a query parameter that is not valid. */
export const invalidParameters = errorReply('A parameter is not valid: a message per parameter.')

/** An integer id in the path. */
export const idPathParam = (name: string, description?: string) => ({ name, in: 'path', required: true, schema: { type: 'integer' }, ...(description ? { description } : {}) })

/** An Idempotency-Key: printable ASCII without spaces, 8 to 200 characters (a UUID fits). */
export const idempotencyKeySchema = { type: 'string', minLength: 8, maxLength: 200, pattern: CLIENT_KEY_PATTERN }

/** The Idempotency-Key header (8 to 200 printable characters); what a retry with it gets is the call's to say. */
export const idempotencyKeyParam = (description: string) => ({
  name: 'Idempotency-Key',
  in: 'header',
  required: false,
  schema: idempotencyKeySchema,
  description,
})

/** A GET search: its query parameters, 200 with a page of results, 400 for a bad parameter, 503. */
export const searchOperation = ({ summary, description, parameters, reply }: { summary: string; description?: string; parameters: object[]; reply: object }) => ({
  get: { summary, ...(description ? { description } : {}), parameters, responses: { '200': reply, '400': invalidParameters, '503': unavailable } },
})
