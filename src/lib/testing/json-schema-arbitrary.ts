import fc from 'fast-check'

/**
 * Values a JSON Schema (the OpenAPI 3.1 subset our document uses) accepts, as a fast-check
 * arbitrary: the contract run (tests/integration/api-contract.int.test.ts) sends what the document
 * says is valid and checks the server agrees. `$ref`s resolve against the document's
 * `components.schemas`. Unknown keywords are ignored, so a schema looser than this reads it sends
 * values the document allows: that is the point.
 */

export type Schema = Record<string, unknown>
type Components = Record<string, Schema>

const FORMATS: Record<string, fc.Arbitrary<string>> = {
  email: fc.tuple(fc.stringMatching(/^[a-z][a-z0-9]{0,11}$/), fc.constantFrom('example.com', 'example.co.uk')).map(([l, d]) => `${l}@${d}`),
  date: fc.date({ min: new Date('1930-01-01'), max: new Date('2035-12-31'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10)),
  'date-time': fc.date({ min: new Date('2000-01-01'), max: new Date('2035-12-31'), noInvalidDate: true }).map((d) => d.toISOString()),
  uuid: fc.uuid(),
  uri: fc.webUrl(),
  binary: fc.string(),
}

const DEPTH_LIMIT = 12

export function schemaArbitrary(schema: Schema, components: Components = {}, depth = 0): fc.Arbitrary<unknown> {
  if (depth > DEPTH_LIMIT) return fc.constant(null)
  const next = (s: Schema) => schemaArbitrary(s, components, depth + 1)
  if (typeof schema.$ref === 'string') {
    const name = schema.$ref.replace('#/components/schemas/', '')
    const target = components[name]
    if (!target) throw new Error(`No schema ${schema.$ref}`)
    return next(target)
  }
  if ('const' in schema) return fc.constant(schema.const)
  if (Array.isArray(schema.enum)) return fc.constantFrom(...(schema.enum as unknown[]))
  if (Array.isArray(schema.oneOf)) return fc.oneof(...(schema.oneOf as Schema[]).map(next))
  if (Array.isArray(schema.anyOf)) return fc.oneof(...(schema.anyOf as Schema[]).map(next))
  if (Array.isArray(schema.allOf)) return next(mergeAll(schema.allOf as Schema[], components))
  const types = Array.isArray(schema.type) ? (schema.type as string[]) : typeof schema.type === 'string' ? [schema.type] : inferTypes(schema)
  if (types.length > 1) return fc.oneof(...types.map((type) => next({ ...schema, type })))
  switch (types[0]) {
    case 'null':
      return fc.constant(null)
    case 'boolean':
      return fc.boolean()
    case 'integer':
      return fc.integer({ min: bound(schema, 'min', -1e6), max: bound(schema, 'max', 1e6) })
    case 'number':
      return fc.double({ min: bound(schema, 'min', -1e6), max: bound(schema, 'max', 1e6), noNaN: true, noDefaultInfinity: true })
    case 'string':
      return stringArbitrary(schema)
    case 'array': {
      const items = (schema.items as Schema | undefined) ?? {}
      const minLength = (schema.minItems as number | undefined) ?? 0
      const maxLength = Math.min((schema.maxItems as number | undefined) ?? minLength + 3, minLength + 5)
      return schema.uniqueItems
        ? fc.uniqueArray(next(items), { minLength, maxLength, selector: (v) => JSON.stringify(v) })
        : fc.array(next(items), { minLength, maxLength })
    }
    case 'object': {
      const properties = (schema.properties as Record<string, Schema> | undefined) ?? {}
      const required = new Set((schema.required as string[] | undefined) ?? [])
      const record = Object.fromEntries(Object.entries(properties).map(([key, value]) => [key, next(value)]))
      return fc.record(record, { requiredKeys: Object.keys(properties).filter((k) => required.has(k)) })
    }
    default:
      return fc.jsonValue({ maxDepth: 2 })
  }
}

function inferTypes(schema: Schema): string[] {
  if (schema.properties) return ['object']
  if (schema.items) return ['array']
  if (schema.pattern || schema.format || schema.minLength !== undefined || schema.maxLength !== undefined) return ['string']
  return []
}

function bound(schema: Schema, side: 'min' | 'max', fallback: number): number {
  const inclusive = schema[side === 'min' ? 'minimum' : 'maximum']
  const exclusive = schema[side === 'min' ? 'exclusiveMinimum' : 'exclusiveMaximum']
  if (typeof exclusive === 'number') return side === 'min' ? Math.ceil(exclusive + 1e-9) : Math.floor(exclusive - 1e-9)
  if (typeof inclusive === 'number') return inclusive
  return fallback
}

function stringArbitrary(schema: Schema): fc.Arbitrary<string> {
  const minLength = (schema.minLength as number | undefined) ?? 0
  const maxLength = (schema.maxLength as number | undefined) ?? Math.max(minLength, 40)
  // Only the schema's own bounds limit a pattern's or a format's values (a 64-digit hex pattern has none).
  const limit = (schema.maxLength as number | undefined) ?? Infinity
  const fits = (s: string) => [...s].length >= minLength && [...s].length <= limit
  const format = typeof schema.format === 'string' ? FORMATS[schema.format] : undefined
  if (typeof schema.pattern === 'string') {
    const pattern = new RegExp(schema.pattern, 'u')
    // A format's realistic values first: zod's e-mail pattern alone draws addresses no one has.
    return format ? format.filter((s) => pattern.test(s) && fits(s)) : fc.stringMatching(pattern).filter(fits)
  }
  if (format) return format.filter(fits)
  return fc.string({ unit: 'grapheme', minLength, maxLength: Math.min(maxLength, minLength + 40) }).filter(fits)
}

function mergeAll(parts: Schema[], components: Components): Schema {
  const resolved = parts.map((p) => (typeof p.$ref === 'string' ? components[p.$ref.replace('#/components/schemas/', '')]! : p))
  return resolved.reduce<Schema>(
    (all, part) => ({
      ...all,
      ...part,
      properties: { ...(all.properties as object), ...(part.properties as object) },
      required: [...((all.required as string[]) ?? []), ...((part.required as string[]) ?? [])],
    }),
    {},
  )
}
