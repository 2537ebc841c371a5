import { randomBytes } from 'node:crypto'

import { canonicalJson, DERIVED_KEY_WINDOW_MS, derivedKeyOf, isClientKey } from '@/lib/submissions/keys'

/** Crockford's base32: no I, L, O or U, so a reference read out on the phone is not misheard. */
const BASE32 = '0123456789ABCDEFGHJKMNPQRSTVWXYZ'

/** "T-" and 8 random base32 characters (40 bits), e.g. T-7K3M9QXZ. */
export function newReference(bytes: Uint8Array = randomBytes(8)): string {
  // 256 is a multiple of 32, so each byte modulo 32 is uniform.
  return `T-${Array.from(bytes.slice(0, 8), (b) => BASE32[b % 32]).join('')}`
}

export const REFERENCE = /^T-[0-9A-HJKMNP-TV-Z]{8}$/

export { isClientKey }

export const WINDOW_MS = DERIVED_KEY_WINDOW_MS

/**
 * A request sent without a key gets one from what it asks for, within ten minutes: the same
 * person asking for the same tickets twice in that time is a double submission, stored once.
 */
export function derivedKey(slug: string, request: unknown, now: Date = new Date()): string {
  return derivedKeyOf([slug, canonicalJson(request)], now.getTime())
}
