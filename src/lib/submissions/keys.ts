import { createHash } from 'node:crypto'

/** The Idempotency-Key rules every submission shares, form or API (docs/decisions/008). */

/** JSON with sorted keys, so the same request always hashes the same. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined)
    return `{${entries.sort(([a], [b]) => (a < b ? -1 : 1)).map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`
  }
  return JSON.stringify(value) ?? 'null'
}

/** The same rule for the OpenAPI document's Idempotency-Key (which says "auto:" in words). */
export const CLIENT_KEY_PATTERN = '^[\\x21-\\x7e]{8,200}$'
const CLIENT_KEY = new RegExp(CLIENT_KEY_PATTERN)

/** Client keys: printable ASCII, 8 to 200 characters (a UUID fits); "auto:" is ours. */
export const isClientKey = (key: string): boolean => CLIENT_KEY.test(key) && !key.startsWith('auto:')

export const DERIVED_KEY_WINDOW_MS = 10 * 60 * 1000

/**
 * The key of a request sent without one: the parts that say who asked for what, within a
 * ten-minute window, so a double click or a resent form is stored once.
 */
export function derivedKeyOf(parts: string[], nowMs: number): string {
  const window = Math.floor(nowMs / DERIVED_KEY_WINDOW_MS)
  return `auto:${createHash('sha256').update(`${parts.join('|')}|${window}`).digest('hex')}`
}

/** A fingerprint of what was sent: a key reused for different data is refused, not replayed. */
export const requestHash = (data: unknown): string => createHash('sha256').update(canonicalJson(data)).digest('hex')

export type ResolvedKey = { ok: true; key: string } | { ok: false }

/**
 * The key a submission is stored under: the client's, when it sent a valid one; one derived from
 * the submission when it sent none (`derive`); refused when what it sent is not a key.
 */
export function resolveKey(clientKey: string | undefined, derive: () => string): ResolvedKey {
  if (clientKey === undefined || clientKey === '') return { ok: true, key: derive() }
  return isClientKey(clientKey) ? { ok: true, key: clientKey } : { ok: false }
}
