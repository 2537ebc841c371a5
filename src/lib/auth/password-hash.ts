import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto'

import { getEnv } from '@/lib/env'

/**
 * Members' password hashes: scrypt with OWASP's Password Storage Cheat Sheet parameters
 * (N=2^17, r=8, p=1: 128 MiB and a few hundred milliseconds each), a 16-byte random salt, and the
 * parameters stored with the hash, so stronger ones can come later and old hashes still verify.
 * scrypt is built into Node (no native addon to install). Stored as `scrypt$N$r$p$salt$hash`
 * (base64url).
 */
export const SCRYPT = { N: 2 ** 17, r: 8, p: 1, keyLength: 32 } as const

/**
 * The parameters new hashes get: OWASP's, except under test, where MEMBER_PASSWORD_SCRYPT_LOG2N
 * may lower N (src/lib/env.ts refuses a lower value anywhere else) so suites that sign members in
 * hundreds of times do not spend minutes hashing.
 */
export const currentScrypt = () => ({ N: 2 ** getEnv().MEMBER_PASSWORD_SCRYPT_LOG2N, r: SCRYPT.r, p: SCRYPT.p })

const derive = (password: string, salt: Buffer, params: { N: number; r: number; p: number }, keyLength: number) =>
  new Promise<Buffer>((resolve, reject) => {
    const options: ScryptOptions = { ...params, maxmem: 129 * params.N * params.r + 1024 * 1024 }
    scrypt(password.normalize('NFC'), salt, keyLength, options, (error, key) => (error ? reject(error) : resolve(key)))
  })

export async function hashPassword(password: string, params: { N: number; r: number; p: number } = currentScrypt()): Promise<string> {
  const salt = randomBytes(16)
  const key = await derive(password, salt, params, SCRYPT.keyLength)
  return ['scrypt', params.N, params.r, params.p, salt.toString('base64url'), key.toString('base64url')].join('$')
}

/** True when `password` is the one `stored` was made from; false for anything else, a malformed hash included. */
export async function verifyPassword(password: string, stored: string | null | undefined): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = (stored ?? '').split('$')
  if (scheme !== 'scrypt' || !salt || !hash) return false
  const params = { N: Number(n), r: Number(r), p: Number(p) }
  if (![params.N, params.r, params.p].every((x) => Number.isSafeInteger(x) && x > 0)) return false
  const expected = Buffer.from(hash, 'base64url')
  const key = await derive(password, Buffer.from(salt, 'base64url'), params, expected.length)
  return timingSafeEqual(key, expected)
}

/** True when a stored hash was made with weaker parameters than today's (rehash it at the next sign-in). */
export const needsRehash = (stored: string): boolean => {
  const [, n, r, p] = stored.split('$')
  const current = currentScrypt()
  return Number(n) < current.N || Number(r) < current.r || Number(p) < current.p
}

let dummy: Promise<string> | undefined
/** A hash to check a password against when there is no account, so an unknown address takes as long as a wrong password. */
export const dummyHash = () => (dummy ??= hashPassword(randomBytes(16).toString('hex')))
