import { APIError, type CollectionAfterLoginHook, type CollectionBeforeOperationHook, type Payload } from 'payload'

import { clientIp } from '@/lib/http/client-ip'
import { clearRateLimit, hitRateLimit, isRemembered, rememberSubject, type RateRule, type RateVerdict } from '@/lib/http/rate-limit'

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
  /**
   * One account from any address but the ones it signed in from lately (issue 32): many addresses
   * guessing one account's password. The limit is a setting (SIGN_IN_SETTINGS_SLUG), then a doubling
   * delay up to 15 minutes: the attacker slows down, while the owner, from an address they signed in
   * from, is never held back, and a reset link signs them in whatever this says. It is not cleared
   * by a success: the guessing goes on whether or not the owner signs in meanwhile.
   */
  perAccount: { name: 'sign-in:account-anywhere', limit: 20, windowMs: 24 * 60 * 60 * 1000, backoffMaxSeconds: 15 * 60 },
} satisfies Record<string, RateRule>

/** The back office's settings of the per-account limit (src/globals/SignInSettings.ts). */
export const SIGN_IN_SETTINGS_SLUG = 'sign-in-settings'
export const DEFAULT_FAILURES_PER_ACCOUNT = SIGN_IN_RULES.perAccount.limit
export const DEFAULT_KNOWN_ADDRESS_DAYS = 30
const KNOWN_ADDRESS = 'sign-in:known-address'

type AccountLimitSettings = { failuresPerAccount: number; knownAddressDays: number }
let cached: { at: number; value: AccountLimitSettings } | undefined

/** The settings, read at most once a minute per process (every sign-in attempt asks). */
async function accountLimitSettings(payload: Payload): Promise<AccountLimitSettings> {
  if (cached && Date.now() - cached.at < 60_000) return cached.value
  const stored = (await payload.findGlobal({ slug: SIGN_IN_SETTINGS_SLUG as never, overrideAccess: true, depth: 0 }).catch(() => null)) as Partial<AccountLimitSettings> | null
  const number = (value: unknown, fallback: number) => (typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : fallback)
  const value = { failuresPerAccount: number(stored?.failuresPerAccount, DEFAULT_FAILURES_PER_ACCOUNT), knownAddressDays: number(stored?.knownAddressDays, DEFAULT_KNOWN_ADDRESS_DAYS) }
  cached = { at: Date.now(), value }
  return value
}

/** Forgets the cached settings (the global's afterChange hook, so a change counts at once in this process). */
export const forgetAccountLimitSettings = () => {
  cached = undefined
}

/** Counts an attempt on `account` (e.g. "members:ada@example.com") from `address`, unless the account signed in from there lately. */
export async function hitAccountLimit(payload: Payload, account: string, address: string): Promise<RateVerdict> {
  if (await isRemembered(payload, KNOWN_ADDRESS, `${account}@${address}`)) return { allowed: true }
  const { failuresPerAccount } = await accountLimitSettings(payload)
  return hitRateLimit(payload, { ...SIGN_IN_RULES.perAccount, limit: failuresPerAccount }, account)
}

/** A right password from `address`: the account's owner uses it, so the per-account limit lets it through for a while. */
export async function rememberSignInAddress(payload: Payload, account: string, address: string): Promise<void> {
  const { knownAddressDays } = await accountLimitSettings(payload)
  if (knownAddressDays > 0) await rememberSubject(payload, KNOWN_ADDRESS, `${account}@${address}`, knownAddressDays * 24 * 60 * 60 * 1000)
}

export const RESET_RULES = {
  perAddress: { name: 'reset:address', limit: 5, windowMs: 60 * 60 * 1000 },
  perAccount: { name: 'reset:account', limit: 5, windowMs: 60 * 60 * 1000 },
} satisfies Record<string, RateRule>

const wait = (seconds: number) => (seconds === 1 ? 'a second' : seconds < 90 ? `${seconds} seconds` : `${Math.ceil(seconds / 60)} minutes`)

const refuse = (verdict: RateVerdict, what: string, from = ' from your connection') => {
  if (verdict.allowed) return
  const error = new APIError(`Too many ${what}${from}. Please try again in ${wait(verdict.retryAfterSeconds)}.`, 429, undefined, true)
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
    // Last: what one address's own limits already hold back does not count against the account everywhere.
    refuse(await hitAccountLimit(req.payload, account, address), 'sign-in attempts for this account', '')
  } else {
    refuse(await hitRateLimit(req.payload, RESET_RULES.perAddress, address), 'password reset requests')
    refuse(await hitRateLimit(req.payload, RESET_RULES.perAccount, account), 'password reset requests for this account')
  }
  return args
}

/** A right password forgives that account's earlier wrong ones from this address, and makes it a known address of the account. */
export const clearSignInFailures: CollectionAfterLoginHook = async ({ collection, req, user }) => {
  const email = String((user as { email?: unknown }).email ?? '').toLowerCase()
  await clearRateLimit(req.payload, SIGN_IN_RULES.perAccountAndAddress, `${collection.slug}:${email}@${clientIp(req.headers)}`)
  await rememberSignInAddress(req.payload, `${collection.slug}:${email}`, clientIp(req.headers))
  return user
}
