import type { Where } from 'payload'

/** Pure helpers for the sales list toolbar: the list's query as a URL, and the status shortcut. */

type Condition = Record<string, unknown>

/**
 * The list's query in the bracket form Payload's REST API reads (`where[or][0][and][0][status][equals]=new`),
 * so the export sees exactly the filters on screen.
 */
export function toQueryString(params: Record<string, unknown>): string {
  const pairs: [string, string][] = []
  const add = (key: string, value: unknown) => {
    if (value === undefined || value === null) return
    if (Array.isArray(value)) value.forEach((v, i) => add(`${key}[${i}]`, v))
    else if (typeof value === 'object') for (const [k, v] of Object.entries(value)) add(key ? `${key}[${k}]` : k, v)
    else pairs.push([key, String(value)])
  }
  add('', params)
  return new URLSearchParams(pairs).toString()
}

/**
 * The filter builder keeps its conditions as `or` groups of `and` rows; a where typed into the URL
 * may be any shape, so it is read into that form first.
 */
function groups(where: Where | undefined): Condition[][] {
  if (!where || Object.keys(where).length === 0) return []
  if (Array.isArray(where.or) && Object.keys(where).length === 1) {
    return where.or.map((g) => (Array.isArray(g.and) && Object.keys(g).length === 1 ? (g.and as Condition[]) : [g as Condition]))
  }
  if (Array.isArray(where.and) && Object.keys(where).length === 1) return [where.and as Condition[]]
  return [Object.entries(where).map(([k, v]) => ({ [k]: v }))]
}

const isStatusCondition = (c: Condition) => Object.keys(c).length === 1 && 'status' in c

/** The status every group of the filter asks for, when the filter is just "status is X" (plus other rows). */
export function statusFilterOf(where: Where | undefined): string | undefined {
  const found = groups(where).map((g) => {
    const rows = g.filter(isStatusCondition)
    const equals = rows.length === 1 ? (rows[0]!.status as { equals?: unknown }).equals : undefined
    return typeof equals === 'string' && Object.keys(rows[0]!.status as object).length === 1 ? equals : undefined
  })
  return found.length > 0 && found.every((s) => s !== undefined && s === found[0]) ? found[0] : undefined
}

const toWhere = (gs: Condition[][]): Where => ({ or: gs.map((and) => ({ and: and as Where[] })) })

/** The same filter with its status rows replaced by "status is X", or removed when no status is given. */
export function withStatus(where: Where | undefined, status: string | undefined): Where {
  const stripped = groups(where).map((g) => g.filter((c) => !isStatusCondition(c)))
  // A group left with no rows matches everything, and so then does the whole "or".
  if (!status) return stripped.length === 0 || stripped.some((g) => g.length === 0) ? {} : toWhere(stripped)
  return toWhere((stripped.length > 0 ? stripped : [[]]).map((g) => [...g, { status: { equals: status } }]))
}
