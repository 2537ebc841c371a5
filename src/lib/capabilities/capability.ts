import { createHash, randomBytes } from 'node:crypto'

/**
 * Capabilities: unguessable tokens that, on their own, let their holder act on one thing (an
 * application's continue link). 256 random bits, written base64url (43 characters); only the
 * SHA-256 of a token is stored, so a copy of the database opens nothing. A plain hash is enough
 * (no salt, no slow hash): the token is random, not a password someone chose.
 */
const TOKEN = /^[A-Za-z0-9_-]{43}$/

export type Capability = { token: string; hash: string }

export function newCapability(): Capability {
  const token = randomBytes(32).toString('base64url')
  return { token, hash: hashOf(token) }
}

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex')

/** The stored form of a presented token, or null when it cannot be one (then nothing is looked up). */
export function capabilityHash(token: string | null | undefined): string | null {
  const trimmed = token?.trim() ?? ''
  return TOKEN.test(trimmed) ? hashOf(trimmed) : null
}

/** Header a client may send a continue capability in, besides `Authorization: Bearer`. */
export const CONTINUE_HEADER = 'x-continue-url'

/** The capability a request presents: `Authorization: Bearer <token>` or the continue header. */
export function presentedCapability(headers: Headers): string | null {
  const bearer = headers.get('authorization')?.match(/^Bearer\s+(\S+)$/i)?.[1]
  return bearer ?? headers.get(CONTINUE_HEADER)?.trim() ?? null
}
