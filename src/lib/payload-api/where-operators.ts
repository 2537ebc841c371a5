import type { CollectionBeforeOperationHook, FlattenedField, PayloadRequest, Where } from 'payload'

import { badRequest } from './bad-request'

const EQUALITY = ['equals', 'not_equals', 'in', 'not_in', 'exists']
const ORDER = ['greater_than', 'greater_than_equal', 'less_than', 'less_than_equal']
const TEXT = [...EQUALITY, 'like', 'not_like', 'contains']

/**
 * The operators PostgreSQL can run on each kind of field: the back office's own filter choices, plus
 * `like` on numbers and relations, which Payload turns into `equals`. Anything else (`contains` on a
 * date, `near` on text, `all`, which the Postgres adapter lacks) reached the database as SQL it
 * cannot run, and the client got a 500.
 */
const OPERATORS: Partial<Record<Resolved['type'], Set<string>>> = {
  id: new Set([...EQUALITY, ...ORDER, 'like']),
  text: new Set(TEXT),
  textarea: new Set(TEXT),
  code: new Set(TEXT),
  email: new Set(TEXT),
  number: new Set([...EQUALITY, ...ORDER, 'like']),
  date: new Set([...EQUALITY, ...ORDER]),
  checkbox: new Set(['equals', 'not_equals', 'exists']),
  select: new Set(EQUALITY),
  radio: new Set(EQUALITY),
  relationship: new Set([...EQUALITY, 'like']),
  upload: new Set([...EQUALITY, 'like']),
  json: new Set(['exists']),
  richText: new Set(['exists']),
  point: new Set(['equals', 'not_equals', 'exists', 'near', 'within', 'intersects']),
  // Blocks are one JSON value (docs/decisions/005).
  blocks: new Set(['exists']),
  // A path inside a JSON value: what Payload's JSON path queries write as valid jsonpath (not its
  // `contains`, nor `in` with a single value).
  jsonPath: new Set(['equals', 'not_equals', 'exists', 'like', 'not_like']),
}

/** On a path this check cannot follow, Payload still decides; but only these operators exist in its Postgres adapter. */
const RUNNABLE = new Set([...TEXT, ...ORDER])

const LISTS = new Set(['in', 'not_in', 'all'])

/**
 * A list operator given null, or a relation given "null" (which the Postgres adapter reads as null,
 * not as a one-item list): the adapter wrote `IN $1` with no list and PostgreSQL refused it.
 */
function isNoList(value: unknown, field: Resolved | undefined) {
  if (value === null) return true
  return value === 'null' && (field?.type === 'relationship' || field?.type === 'upload')
}

type Resolved = FlattenedField | { type: 'id' } | { type: 'jsonPath' } | { type: 'nothing' }

/** Operators whose values are compared with the field's own: a number field's must be numbers. */
const COMPARED = new Set([...EQUALITY.filter((o) => o !== 'exists'), ...ORDER, 'like'])

/** A number as PostgreSQL reads one: digits, a sign, a decimal part; not NaN, Infinity, 1e99 or ''. */
const DECIMAL = /^\s*-?\d+(\.\d+)?\s*$/
const INTEGER = /^\s*-?\d+\s*$/

/**
 * What a field compares its values as: ids and single-collection relations (every collection here
 * has whole-number ids) take whole numbers, number fields numbers; others are left to Payload.
 */
function numberKind(field: Resolved | undefined): 'integer' | 'decimal' | null {
  if (!field) return null
  if (field.type === 'id') return 'integer'
  if (field.type === 'number') return 'decimal'
  if ((field.type === 'relationship' || field.type === 'upload') && typeof field.relationTo === 'string') return 'integer'
  return null
}

/**
 * Whether every value is a number of that kind. A list operator's string is a comma-separated list;
 * a relation's "null" means no relation. JavaScript reads "NaN" and "Infinity" as numbers and
 * Payload passed them on: PostgreSQL then refused `id in (1,2,NaN)`, after the query was sent.
 */
function numbersOnly(value: unknown, kind: 'integer' | 'decimal', list: boolean, field: Resolved): boolean {
  const pattern = kind === 'integer' ? INTEGER : DECIMAL
  const values = Array.isArray(value) ? value : list && typeof value === 'string' ? value.split(',') : [value]
  return values.every((v) => {
    if (v === null || v === undefined) return true
    if (v === 'null' && (field.type === 'relationship' || field.type === 'upload')) return true
    if (typeof v === 'number') return Number.isFinite(v) && (kind === 'decimal' || Number.isInteger(v))
    return typeof v === 'string' && pattern.test(v)
  })
}

/** The field a dotted path names, or undefined when it is not one this check understands (Payload judges those). */
function resolve(fields: FlattenedField[], path: string, req: PayloadRequest): Resolved | undefined {
  let current = fields
  const segments = path.split('.')
  for (let i = 0; i < segments.length; i++) {
    const name = segments[i]!
    const last = i === segments.length - 1
    if (name === 'id' && last) return { type: 'id' }
    const field = current.find((f) => f.name === name)
    if (!field) return undefined
    if (last) return field
    if (field.type === 'blocks' || field.type === 'json' || field.type === 'richText') return { type: 'jsonPath' }
    if ('flattenedFields' in field) current = field.flattenedFields
    else if (field.type === 'relationship' || field.type === 'upload') {
      if (typeof field.relationTo !== 'string') return undefined
      const related = req.payload.collections[field.relationTo]
      if (!related) return undefined
      current = related.config.flattenedFields
    } else {
      // A plain value (a date, a number, a text) has no parts: `updatedAt.title` names nothing.
      return { type: 'nothing' }
    }
  }
  return undefined
}

function check(where: unknown, fields: FlattenedField[], req: PayloadRequest, prefix: string) {
  if (!where || typeof where !== 'object' || Array.isArray(where)) return
  for (const [key, constraint] of Object.entries(where as Where)) {
    if (key === 'and' || key === 'or') {
      if (Array.isArray(constraint)) for (const inner of constraint) check(inner, fields, req, prefix)
      continue
    }
    if (!constraint || typeof constraint !== 'object' || Array.isArray(constraint)) continue
    const path = prefix && key.startsWith(prefix) ? key.slice(prefix.length) : key
    const field = resolve(fields, path, req)
    if (field?.type === 'nothing') throw badRequest(`"${key}" cannot be queried.`)
    const allowed = field ? OPERATORS[field.type] : RUNNABLE
    if (!allowed) continue
    for (const [operator, value] of Object.entries(constraint)) {
      if (!allowed.has(operator)) throw badRequest(`The operator "${operator}" cannot be used on "${key}".`)
      if (LISTS.has(operator) && isNoList(value, field)) throw badRequest(`The operator "${operator}" on "${key}" needs a list of values.`)
      const kind = numberKind(field)
      if (kind && field && COMPARED.has(operator) && !numbersOnly(value, kind, LISTS.has(operator), field)) {
        throw badRequest(`"${key}" takes ${kind === 'integer' ? 'whole numbers' : 'numbers'}.`)
      }
    }
  }
}

/** A where clause from REST or GraphQL uses only operators its fields support: otherwise 400, before any SQL. */
export const checkWhereOperators: CollectionBeforeOperationHook = ({ args, collection, operation, req }) => {
  if (req.payloadAPI === 'local') return args
  const where = (args as { where?: unknown }).where
  // Version queries name the document's fields under `version.`. Payload hands findVersions to this
  // hook as 'read', so the prefix is known by the collection having versions (a `version.` path on
  // a plain read is refused by Payload itself).
  const prefix = operation === 'countVersions' || collection.versions ? 'version.' : ''
  check(where, collection.flattenedFields, req, prefix)
  return args
}
