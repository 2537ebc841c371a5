import { createHash, randomBytes } from 'node:crypto'

/** Crockford's base32: no I, L, O or U, so a reference read out on the phone is not misheard. */
const BASE32 = '0123456789ABCDEFGHJKMNPQRSTVWXYZ'

/** "T-" and 8 random base32 characters (40 bits), e.g. T-7K3M9QXZ. */
export function newReference(bytes: Uint8Array = randomBytes(8)): string {
  // 256 is a multiple of 32, so each byte modulo 32 is uniform.
  return `T-${Array.from(bytes.slice(0, 8), (b) => BASE32[b % 32]).join('')}`
}

export const REFERENCE = /^T-[0-9A-HJKMNP-TV-Z]{8}$/

const CLIENT_KEY = /^[\x21-\x7e]{8,200}$/

/** Client keys: printable ASCII, 8 to 200 characters (a UUID fits); "auto:" is ours. */
export const isClientKey = (key: string): boolean => CLIENT_KEY.test(key) && !key.startsWith('auto:')

/** JSON with sorted keys, so the same request always hashes the same. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined)
    return `{${entries.sort(([a], [b]) => (a < b ? -1 : 1)).map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`
  }
  return JSON.stringify(value) ?? 'null'
}

export const WINDOW_MS = 10 * 60 * 1000

/**
 * A request sent without a key gets one from what it asks for, within ten minutes: the same
 * person asking for the same tickets twice in that time is a double submission, stored once.
 */
export function derivedKey(slug: string, request: unknown, now: Date = new Date()): string {
  const window = Math.floor(now.getTime() / WINDOW_MS)
  return `auto:${createHash('sha256').update(`${slug}|${canonical(request)}|${window}`).digest('hex')}`
}
