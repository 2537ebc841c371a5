import 'server-only'

import { cookies } from 'next/headers'

import { getEnv } from '@/lib/env'
import { ACCESS_TOKEN_MS } from '@/lib/auth/member-token'
import {
  LEGACY_REFRESH_COOKIE,
  refreshAtFor,
  SESSION_COOKIE_PATHS,
  SESSION_REFRESH_COOKIE,
  SESSION_TOKEN_COOKIE,
  SESSION_USER_COOKIE,
  type SessionHint,
} from '@/lib/session/session'
import { memberForAccess, type MemberView } from '@/model/member-identity'

import { refreshTokens, signOut, type Tokens } from './accounts/sessions.server'
import { REFRESH_TOKEN_DAYS } from './constants'

/**
 * The website's sign-in (decision 024, issue 32 and decision 044): the API's tokens, kept in
 * cookies instead of the spec's local storage, so no script on the page can read them. The access
 * token (ch_session, for as long as the token lasts) and the refresh token (ch_renew, for as long as
 * it lasts, sent only to the renewal and sign-out paths) are HttpOnly, SameSite=Lax, Secure on
 * https; the display cookie (ch_user) says only that a sign-in exists and when to renew it, for
 * as long as it can be renewed: no name, no address. Server actions and route handlers only: a page
 * cannot set cookies.
 */
const REFRESH_MAX_AGE = REFRESH_TOKEN_DAYS * 24 * 60 * 60
const ACCESS_MAX_AGE = Math.floor(ACCESS_TOKEN_MS / 1000)

type CookieOptions = { path: string; sameSite: 'lax'; secure: boolean; maxAge: number; httpOnly: boolean }

/** Every cookie a sign-in sets, with its options: the same list for server actions (cookies()) and route responses. */
export function sessionCookies(tokens: Tokens): [string, string, CookieOptions][] {
  const secure = getEnv().secureCookies
  const base = { sameSite: 'lax' as const, secure }
  return [
    [SESSION_TOKEN_COOKIE, tokens.accessToken, { ...base, path: SESSION_COOKIE_PATHS[SESSION_TOKEN_COOKIE]!, maxAge: ACCESS_MAX_AGE, httpOnly: true }],
    [SESSION_REFRESH_COOKIE, tokens.refreshToken, { ...base, path: SESSION_COOKIE_PATHS[SESSION_REFRESH_COOKIE]!, maxAge: REFRESH_MAX_AGE, httpOnly: true }],
    // Next encodes a cookie's value itself (encodeURIComponent): hand it the JSON, or it is encoded twice.
    [SESSION_USER_COOKIE, JSON.stringify({ refreshAt: refreshAtFor(tokens.expiresIn) } satisfies SessionHint), { ...base, path: SESSION_COOKIE_PATHS[SESSION_USER_COOKIE]!, maxAge: REFRESH_MAX_AGE, httpOnly: false }],
    // The refresh cookie's old name, sent everywhere: gone.
    [LEGACY_REFRESH_COOKIE, '', { ...base, path: SESSION_COOKIE_PATHS[LEGACY_REFRESH_COOKIE]!, maxAge: 0, httpOnly: true }],
  ]
}

/** The same cookies, emptied: each on its own path, or the browser keeps it. */
export function clearedSessionCookies(): [string, string, CookieOptions][] {
  const secure = getEnv().secureCookies
  return Object.entries(SESSION_COOKIE_PATHS).map(([name, path]) => [name, '', { path, maxAge: 0, secure, sameSite: 'lax', httpOnly: name !== SESSION_USER_COOKIE }])
}

export async function startWebSession(tokens: Tokens): Promise<void> {
  const jar = await cookies()
  for (const [name, value, options] of sessionCookies(tokens)) jar.set(name, value, options)
}

export async function clearWebSession(): Promise<void> {
  const jar = await cookies()
  for (const [name, value, options] of clearedSessionCookies()) jar.set(name, value, options)
}

export { currentMember } from '@/model/member-identity'

/**
 * A members' page seen without a valid access token: renew the sign-in when the browser holds a
 * refresh token, else ask for one; either way come back to `back` (decision 024).
 */
export async function signInPathFor(back: string): Promise<string> {
  // The refresh cookie is not sent here (its Path is the renewal's): the display cookie says one exists.
  const renewable = Boolean((await cookies()).get(SESSION_USER_COOKIE)?.value)
  return `${renewable ? '/account/refresh' : '/login'}?next=${encodeURIComponent(back)}`
}

/** Renews the sign-in from the refresh cookie; false (cookies cleared) when it cannot be renewed. */
export async function renewWebSession(): Promise<MemberView | null> {
  const jar = await cookies()
  // A browser signed in before the cookie's rename holds only the old one (sent everywhere, so here too).
  const done = await refreshTokens(jar.get(SESSION_REFRESH_COOKIE)?.value ?? jar.get(LEGACY_REFRESH_COOKIE)?.value)
  if (!done.ok) {
    // The spec's words, in the server's log; the visitor is simply signed out.
    if (done.status !== 503) await clearWebSession()
    console.warn(`token refresh failed (${done.status})`)
    return null
  }
  const member = await memberForAccess(done.tokens.accessToken)
  if (!member) return null
  await startWebSession(done.tokens)
  return member
}

/** Logging out: the sign-in ends on the server (every token of it), then the cookies go. */
export async function endWebSession(): Promise<void> {
  const jar = await cookies()
  await signOut({ accessToken: jar.get(SESSION_TOKEN_COOKIE)?.value, refreshToken: jar.get(SESSION_REFRESH_COOKIE)?.value }).catch((error: unknown) =>
    console.error('Could not end a member sign-in on the server:', error),
  )
  await clearWebSession()
}
