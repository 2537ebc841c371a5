import { createHash } from 'node:crypto'

import { canonicalJson, derivedKeyOf, isClientKey } from '@/lib/http/idempotency'

export const requestHash = (data: unknown): string => createHash('sha256').update(canonicalJson(data)).digest('hex')

/**
 * A submission without a key (a form posted without JavaScript, a client that sends none) gets one
 * derived from what was sent, by whom, within ten minutes: a double click or a resent form stores
 * once, while the same person writing again later is a new submission.
 */
export function derivedKey(source: string, ip: string, hash: string, now = Date.now()): string {
  return derivedKeyOf([source, ip, hash], now)
}

/** Client keys: printable ASCII, 8 to 200 characters (a UUID fits); anything else is refused. */
export const isValidKey = isClientKey
