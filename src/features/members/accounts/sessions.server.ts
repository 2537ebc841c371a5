import 'server-only'

import { randomUUID } from 'node:crypto'

import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { getEmailPort } from '@/integrations/email/port'
import { dummyHash, hashPassword, needsRehash, verifyPassword } from '@/lib/auth/password-hash'
import { passwordProblem } from '@/lib/auth/password-rules'
import { hitAccountLimit, rememberSignInAddress, RESET_RULES, SIGN_IN_RULES } from '@/lib/auth/sign-in-limits'
import { ACCESS_TOKEN_MS, signAccessToken, verifyAccessToken } from '@/lib/auth/member-token'
import { capabilityHash, newCapability } from '@/lib/capabilities/capability'
import { memberAccountActivated } from '@/collections/pipeline/funnel'
import { sqlRows } from '@/lib/db/sql'
import { sqlInTransaction, withTransaction } from '@/lib/db/transaction'
import { getEnv } from '@/lib/env'
import { clearRateLimit, hitRateLimit, type RateVerdict } from '@/lib/http/rate-limit'
import { resolvePayloadSecret } from '@/lib/secret'
import { afterResponseSettled, runAfterResponse } from '@/lib/server/after-response'
import { getPayloadClient } from '@/model/payload-client'

import { REFRESH_TOKEN_DAYS } from '../constants'
import { ACCOUNT_MESSAGES } from '../schema'
import { issueMemberLink, memberLinkEmail } from './links'

/**
 * Members' sign-in (issue 15; spec 001 sections 4 and 7, Session): an e-mail and password give an
 * access token (a 15-minute JWT) and a refresh token (a capability, stored as its hash). A refresh
 * uses its token once and gives the next one of the same family; a used token presented again
 * revokes the family, ending the thief's and the owner's sign-in alike (the owner signs in again).
 * Every answer is one of these outcomes; the HTTP API and the website's forms both read them.
 */
export type Tokens = { accessToken: string; refreshToken: string; expiresIn: number }
export type AccountFailure = { ok: false; status: 400 | 401 | 429 | 503; message: string; errors?: Record<string, string>; retryAfterSeconds?: number }
export type SignedIn = { ok: true; tokens: Tokens; memberId: number }


const secret = () => resolvePayloadSecret(getEnv())
const normalised = (email: unknown) => (typeof email === 'string' ? email.trim().toLowerCase() : '')
const throttled = (verdict: RateVerdict, what: string): AccountFailure | null =>
  verdict.allowed ? null : { ok: false, status: 429, message: ACCOUNT_MESSAGES.throttled(what, verdict.retryAfterSeconds), retryAfterSeconds: verdict.retryAfterSeconds }
const accountThrottled = (verdict: RateVerdict): AccountFailure | null =>
  verdict.allowed ? null : { ok: false, status: 429, message: ACCOUNT_MESSAGES.accountThrottled(verdict.retryAfterSeconds), retryAfterSeconds: verdict.retryAfterSeconds }

/** A new family of tokens for the member (a sign-in), or the next of an existing family (a refresh). */
async function issueTokens(run: (query: ReturnType<typeof sql>) => Promise<unknown>, memberId: number, family: string = randomUUID()): Promise<Tokens> {
  const refresh = newCapability()
  await run(sql`INSERT INTO member_sessions (member_id, family, token_hash, expires_at, created_at, updated_at)
    VALUES (${memberId}, ${family}, ${refresh.hash}, now() + make_interval(days => ${REFRESH_TOKEN_DAYS}), now(), now())`)
  return { accessToken: await signAccessToken({ memberId, family }, secret()), refreshToken: refresh.token, expiresIn: ACCESS_TOKEN_MS }
}

const onPayload = (payload: Payload) => (query: ReturnType<typeof sql>) => (payload.db as unknown as { drizzle: { execute: (q: unknown) => Promise<unknown> } }).drizzle.execute(query)

type AccountRow = { id: number; password_hash: string | null; status: string }

/**
 * POST /v1/api/Auth/token and the sign-in form: throttled per address, per account from addresses
 * it has not signed in from lately (many addresses guessing one password), and per account + address.
 */
export async function signIn(userName: unknown, password: unknown, address: string): Promise<SignedIn | AccountFailure> {
  const email = normalised(userName)
  if (!email || typeof password !== 'string' || !password) return { ok: false, status: 400, message: ACCOUNT_MESSAGES.missing }
  try {
    const payload = await getPayloadClient()
    const account = `members:${email}@${address}`
    const refused =
      throttled(await hitRateLimit(payload, SIGN_IN_RULES.perAddress, `members@${address}`), 'sign-in attempts') ??
      throttled(await hitRateLimit(payload, SIGN_IN_RULES.perAccountAndAddress, account), 'sign-in attempts') ??
      // Last: what one address's own limits already hold back does not count against the account everywhere.
      accountThrottled(await hitAccountLimit(payload, `members:${email}`, address))
    if (refused) return refused
    const [row] = await sqlRows<AccountRow>(payload, 'SELECT id, password_hash, status FROM members WHERE email = $1', [email], 'member_sign_in')
    // An unknown address costs a hash too, so the time taken does not say which addresses are members'.
    const right = await verifyPassword(password.slice(0, 1024), row?.password_hash ?? (await dummyHash()))
    if (!row || !right || row.status !== 'Active') return { ok: false, status: 401, message: ACCOUNT_MESSAGES.wrong }
    await clearRateLimit(payload, SIGN_IN_RULES.perAccountAndAddress, account)
    await rememberSignInAddress(payload, `members:${email}`, address)
    if (needsRehash(row.password_hash!)) await sqlRows(payload, 'UPDATE members SET password_hash = $2 WHERE id = $1', [row.id, await hashPassword(password)])
    return { ok: true, tokens: await issueTokens(onPayload(payload), row.id), memberId: row.id }
  } catch (error) {
    console.error('Member sign-in failed:', error)
    return { ok: false, status: 503, message: ACCOUNT_MESSAGES.unavailable }
  }
}

type SessionRow = { id: number; member_id: number; family: string; used: boolean; revoked: boolean; expired: boolean; status: string }

/** PUT /v1/api/Auth/refreshtoken: the next tokens of the family, once per refresh token. */
export async function refreshTokens(refreshToken: unknown): Promise<SignedIn | AccountFailure> {
  const hash = capabilityHash(typeof refreshToken === 'string' ? refreshToken : null)
  if (!hash) return { ok: false, status: 401, message: ACCOUNT_MESSAGES.expired }
  try {
    const payload = await getPayloadClient()
    return await withTransaction(payload, async (tx) => {
      const run = (query: ReturnType<typeof sql>) => sqlInTransaction(tx, query)
      const [found] = (await run(sql`SELECT family FROM member_sessions WHERE token_hash = ${hash}`)) as { family: string }[]
      if (!found) return { ok: false, status: 401, message: ACCOUNT_MESSAGES.expired } as AccountFailure
      // One refresh or revocation of a sign-in at a time: a revocation cannot miss a token issued beside it.
      await lockFamily(run, found.family)
      const [row] = (await run(sql`SELECT s.id, s.member_id, s.family, s.used_at IS NOT NULL AS used,
          EXISTS (SELECT 1 FROM member_sessions r WHERE r.family = s.family AND r.revoked_at IS NOT NULL) AS revoked,
          s.expires_at <= now() AS expired, m.status
        FROM member_sessions s JOIN members m ON m.id = s.member_id WHERE s.token_hash = ${hash} FOR UPDATE OF s`)) as SessionRow[]
      if (!row) return { ok: false, status: 401, message: ACCOUNT_MESSAGES.expired } as AccountFailure
      if (row.used || row.revoked) {
        // A used token back again: someone has a copy. Nobody keeps this sign-in.
        await run(sql`UPDATE member_sessions SET revoked_at = coalesce(revoked_at, now()), updated_at = now() WHERE family = ${row.family}`)
        if (row.used && !row.revoked) console.warn(`A used refresh token was presented for member ${row.member_id}: sign-in ${row.family} revoked.`)
        return { ok: false, status: 401, message: ACCOUNT_MESSAGES.expired } as AccountFailure
      }
      if (row.expired || row.status !== 'Active') return { ok: false, status: 401, message: ACCOUNT_MESSAGES.expired } as AccountFailure
      await run(sql`UPDATE member_sessions SET used_at = now(), updated_at = now() WHERE id = ${row.id}`)
      return { ok: true, tokens: await issueTokens(run, row.member_id, row.family), memberId: row.member_id } as SignedIn
    })
  } catch (error) {
    console.error('Member token refresh failed:', error)
    return { ok: false, status: 503, message: ACCOUNT_MESSAGES.unavailable }
  }
}


/** Signing out: the sign-in the refresh token (or an access token) belongs to ends, here and for every token of it. */
export async function signOut(tokens: { refreshToken?: string | null; accessToken?: string | null }): Promise<void> {
  const hash = capabilityHash(tokens.refreshToken)
  const claims = await verifyAccessToken(tokens.accessToken, secret())
  if (!hash && !claims) return
  const payload = await getPayloadClient()
  await withTransaction(payload, async (tx) => {
    const run = (query: ReturnType<typeof sql>) => sqlInTransaction(tx, query)
    const families = new Set<string>(claims ? [claims.family] : [])
    if (hash) for (const r of (await run(sql`SELECT family FROM member_sessions WHERE token_hash = ${hash}`)) as { family: string }[]) families.add(r.family)
    for (const family of families) {
      await lockFamily(run, family)
      await run(sql`UPDATE member_sessions SET revoked_at = now(), updated_at = now() WHERE revoked_at IS NULL AND family = ${family}`)
    }
  })
}

/** A sign-in's lock, held to the end of the transaction (refreshes and revocations of one sign-in take turns). */
const lockFamily = (run: (query: ReturnType<typeof sql>) => Promise<unknown>, family: string) => run(sql`SELECT pg_advisory_xact_lock(hashtext(${`member-session:${family}`}))`)

/**
 * The e-mailed link's page: a password for the account (the invitation's first, or a reset), which
 * uses the link up, makes the account active, ends every earlier sign-in, and signs the member in.
 */
export async function setPassword(token: unknown, password: unknown, address?: string): Promise<SignedIn | AccountFailure> {
  const hash = capabilityHash(typeof token === 'string' ? token : null)
  if (!hash) return { ok: false, status: 400, message: ACCOUNT_MESSAGES.linkUsed }
  const text = typeof password === 'string' ? password : ''
  const problem = passwordProblem(text)
  if (problem) return { ok: false, status: 400, message: problem, errors: { password: problem } }
  try {
    const payload = await getPayloadClient()
    const stored = await hashPassword(text)
    const done = await withTransaction(payload, async (tx) => {
      const run = (query: ReturnType<typeof sql>) => sqlInTransaction(tx, query)
      const [row] = (await run(sql`SELECT id, email, status FROM members WHERE link_hash = ${hash} AND link_expires_at > now() AND status <> 'Disabled' FOR UPDATE`)) as { id: number; email: string; status: string }[]
      if (!row) return { ok: false, status: 400, message: ACCOUNT_MESSAGES.linkUsed } as AccountFailure
      await run(sql`UPDATE members SET password_hash = ${stored}, password_set_at = now(), link_hash = NULL, link_expires_at = NULL, status = 'Active', updated_at = now() WHERE id = ${row.id}`)
      await run(sql`UPDATE member_sessions SET revoked_at = now(), updated_at = now() WHERE member_id = ${row.id} AND revoked_at IS NULL`)
      // An invitation taken up: the application it came from reaches Member (docs/decisions/053).
      if (row.status === 'Invited') await memberAccountActivated(payload, tx, row.id)
      return { ok: true, tokens: await issueTokens(run, row.id), memberId: row.id, email: row.email } as SignedIn & { email: string }
    })
    // The link's holder is the owner: where they used it from is one of their addresses.
    if (done.ok && address) await rememberSignInAddress(payload, `members:${(done as SignedIn & { email: string }).email}`, address).catch(() => {})
    return done
  } catch (error) {
    console.error('Setting a member password failed:', error)
    return { ok: false, status: 503, message: ACCOUNT_MESSAGES.unavailable }
  }
}

/** The account a live link sets a password for (the page shows whose it is); null once it is spent or expired. */
export async function linkHolder(token: unknown): Promise<{ email: string } | null> {
  const hash = capabilityHash(typeof token === 'string' ? token : null)
  if (!hash) return null
  const [row] = await sqlRows<{ email: string }>(await getPayloadClient(), `SELECT email FROM members WHERE link_hash = $1 AND link_expires_at > now() AND status <> 'Disabled'`, [hash])
  return row ?? null
}

/**
 * Forgotten password: a link by e-mail when the address has an account (an invitation again when
 * it has never been used), and the same answer either way, so the form tells nobody who is a member.
 */
export async function forgotPassword(emailAddress: unknown, address: string): Promise<{ ok: true } | AccountFailure> {
  const email = normalised(emailAddress)
  if (!email) return { ok: false, status: 400, message: ACCOUNT_MESSAGES.emailMissing, errors: { email: ACCOUNT_MESSAGES.emailMissing } }
  try {
    const payload = await getPayloadClient()
    const refused =
      throttled(await hitRateLimit(payload, RESET_RULES.perAddress, address), 'password reset requests') ??
      throttled(await hitRateLimit(payload, RESET_RULES.perAccount, `members:${email}`), 'password reset requests for this account')
    if (refused) return refused
    // After the reply: how long the answer takes must not say whether the address has an account.
    runAfterResponse(async () => {
      try {
        const member = (await payload.find({ collection: 'members', overrideAccess: true, depth: 0, limit: 1, where: { email: { equals: email } } })).docs[0]
        if (!member || member.status === 'Disabled') return
        const purpose = member.status === 'Invited' ? 'invitation' : 'reset'
        const token = await issueMemberLink(payload, undefined, member.id, purpose)
        await getEmailPort().send(payload, memberLinkEmail(member, token, purpose, getEnv()))
      } catch (error) {
        console.error('A member password reset e-mail failed:', error)
      }
    })
    return { ok: true }
  } catch (error) {
    console.error('A member password reset failed:', error)
    return { ok: false, status: 503, message: ACCOUNT_MESSAGES.unavailable }
  }
}

/** Forgets sign-in rows a day past their expiry (an expired token is refused whether or not its row is kept); the number removed. The worker runs it hourly. */
export async function sweepMemberSessions(payload: Payload): Promise<number> {
  const rows = await sqlRows(payload, `DELETE FROM member_sessions WHERE expires_at < now() - interval '1 day' RETURNING 1`)
  return rows.length
}

/** Resolves once e-mails sent after a reply have gone (tests, scripts). */
export const accountMailsSettled = afterResponseSettled
