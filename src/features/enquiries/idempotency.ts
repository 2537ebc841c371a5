import { createHash } from 'node:crypto'

/** JSON with sorted keys, so the same submission always hashes the same. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined)
    return `{${entries.sort(([a], [b]) => (a < b ? -1 : 1)).map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`
  }
  return JSON.stringify(value) ?? 'null'
}

export const requestHash = (data: unknown): string => createHash('sha256').update(canonical(data)).digest('hex')

export const DERIVED_KEY_WINDOW_MS = 10 * 60 * 1000

/**
 * A submission without a key (a form posted without JavaScript, a client that sends none) gets one
 * derived from what was sent, by whom, within ten minutes: a double click or a resent form stores
 * once, while the same person writing again later is a new submission.
 */
export function derivedKey(source: string, ip: string, hash: string, now = Date.now()): string {
  const window = Math.floor(now / DERIVED_KEY_WINDOW_MS)
  return `auto:${createHash('sha256').update(`${source}|${ip}|${hash}|${window}`).digest('hex')}`
}

const KEY = /^[\x21-\x7e]{8,200}$/

/** Client keys: printable ASCII, 8 to 200 characters (a UUID fits); anything else is refused. */
export const isValidKey = (key: string): boolean => KEY.test(key) && !key.startsWith('auto:')
