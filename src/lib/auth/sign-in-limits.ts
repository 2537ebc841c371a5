import { APIError, type CollectionAfterLoginHook, type CollectionBeforeOperationHook } from 'payload'

import { clientIp } from '@/lib/http/client-ip'
import { clearRateLimit, hitRateLimit, type RateRule, type RateVerdict } from '@/lib/http/rate-limit'

/**
 * Limits on signing in and on password-reset e-mails for an auth collection, kept in PostgreSQL
 * (src/lib/http/rate-limit.ts). They replace Payload's lock-out (10 wrong passwords locked the
 * account for everyone, so a stranger could lock the admin out from anywhere): here a stranger's
 * wrong passwords slow only the stranger's own address.
 */
export const SIGN_IN_RULES = {
  /**
   * Any accounts of one kind (staff or members), one address: enough for an office sharing one
   * address, not for guessing. Keyed by the kind too, so a flood on the members' sign-in call does not
   * shut staff at that address out of the back office, nor the other way round.
   */
  perAddress: { name: 'sign-in:address', limit: 50, windowMs: 15 * 60 * 1000 },
  /** One account from one address: 5 tries, then 1 s, 2 s, 4 s... up to 15 minutes between tries; a success starts over. */
  perAccountAndAddress: { name: 'sign-in:account', limit: 5, windowMs: 24 * 60 * 60 * 1000, backoffMaxSeconds: 15 * 60 },
} satisfies Record<string, RateRule>

export const RESET_RULES = {
  perAddress: { name: 'reset:address', limit: 5, windowMs: 60 * 60 * 1000 },
  perAccount: { name: 'reset:account', limit: 5, windowMs: 60 * 60 * 1000 },
} satisfies Record<string, RateRule>

const wait = (seconds: number) => (seconds === 1 ? 'a second' : seconds < 90 ? `${seconds} seconds` : `${Math.ceil(seconds / 60)} minutes`)

const refuse = (verdict: RateVerdict, what: string) => {
  if (verdict.allowed) return
  const error = new APIError(`Too many ${what} from your connection. Please try again in ${wait(verdict.retryAfterSeconds)}.`, 429, undefined, true)
  // Payload answers with the message only when the error has a name, and the production build's
  // minifier drops class names (this answered "An unknown error occurred." there).
  error.name = 'TooManyRequests'
  throw error
}

const emailOf = (args: unknown): string => {
  const email = (args as { data?: { email?: unknown } }).data?.email
  return typeof email === 'string' ? email.trim().toLowerCase() : ''
}

const slugOf = (args: unknown) => (args as { collection?: { config?: { slug?: string } } }).collection?.config?.slug ?? 'users'

export const limitSignInAndReset: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if (operation !== 'login' && operation !== 'forgotPassword') return args
  const address = clientIp(req.headers)
  const account = `${slugOf(args)}:${emailOf(args)}`
  if (operation === 'login') {
    refuse(await hitRateLimit(req.payload, SIGN_IN_RULES.perAddress, `${slugOf(args)}@${address}`), 'sign-in attempts')
    refuse(await hitRateLimit(req.payload, SIGN_IN_RULES.perAccountAndAddress, `${account}@${address}`), 'sign-in attempts')
  } else {
    refuse(await hitRateLimit(req.payload, RESET_RULES.perAddress, address), 'password reset requests')
    refuse(await hitRateLimit(req.payload, RESET_RULES.perAccount, account), 'password reset requests for this account')
  }
  return args
}

/** A right password forgives that account's earlier wrong ones from this address. */
export const clearSignInFailures: CollectionAfterLoginHook = async ({ collection, req, user }) => {
  const email = String((user as { email?: unknown }).email ?? '').toLowerCase()
  await clearRateLimit(req.payload, SIGN_IN_RULES.perAccountAndAddress, `${collection.slug}:${email}@${clientIp(req.headers)}`)
  return user
}
