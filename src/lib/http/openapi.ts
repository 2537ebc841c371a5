import { toJSONSchema, type core } from 'zod/mini'

/** Pieces the OpenAPI fragments of /v1/api/openapi.json share (the route merges the fragments). */

/** A request body's JSON schema, from the zod schema (classic or mini) that checks it. */
export function bodySchema(schema: core.$ZodType): Record<string, unknown> {
  const { $schema: _ignored, ...rest } = toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as Record<string, unknown>
  return rest
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
