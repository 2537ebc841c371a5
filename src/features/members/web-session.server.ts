import 'server-only'

import { cookies } from 'next/headers'

import { getEnv } from '@/lib/env'
import { refreshAtFor, SESSION_REFRESH_COOKIE, SESSION_TOKEN_COOKIE, SESSION_USER_COOKIE, type SessionUser } from '@/lib/session/session'
import { memberForAccess, type MemberView } from '@/model/member-identity'

import { refreshTokens, signOut, type Tokens } from './accounts/sessions.server'
import { REFRESH_TOKEN_DAYS } from './constants'

/**
 * The website's sign-in (decision 024): the API's tokens, kept in cookies instead of the spec's
 * local storage, so no script on the page can read them. The access token (ch_session) and the
 * refresh token (ch_refresh) are HttpOnly, SameSite=Lax, Secure on https; the display cookie
 * (ch_user) holds the name the header shows and when to renew. Server actions and route handlers
 * only: a page cannot set cookies.
 */
const MAX_AGE = REFRESH_TOKEN_DAYS * 24 * 60 * 60

export async function startWebSession(tokens: Tokens, member: Pick<MemberView, 'firstName' | 'lastName' | 'email'>): Promise<void> {
  const jar = await cookies()
  const secure = getEnv().secureCookies
  const base = { path: '/', sameSite: 'lax' as const, secure, maxAge: MAX_AGE }
  jar.set(SESSION_TOKEN_COOKIE, tokens.accessToken, { ...base, httpOnly: true })
  jar.set(SESSION_REFRESH_COOKIE, tokens.refreshToken, { ...base, httpOnly: true })
  const name = `${member.firstName} ${member.lastName}`.trim()
  // Next encodes a cookie's value itself (encodeURIComponent): hand it the JSON, or it is encoded twice.
  jar.set(SESSION_USER_COOKIE, JSON.stringify({ name, email: member.email, refreshAt: refreshAtFor(tokens.expiresIn) } satisfies SessionUser), { ...base, httpOnly: false })
}

export async function clearWebSession(): Promise<void> {
  const jar = await cookies()
  for (const name of [SESSION_TOKEN_COOKIE, SESSION_REFRESH_COOKIE, SESSION_USER_COOKIE]) jar.set(name, '', { path: '/', maxAge: 0, secure: getEnv().secureCookies, sameSite: 'lax' })
}

export { currentMember } from '@/model/member-identity'

/**
 * A members' page seen without a valid access token: renew the sign-in when the browser holds a
 * refresh token, else ask for one; either way come back to `back` (decision 024).
 */
export async function signInPathFor(back: string): Promise<string> {
  const renewable = Boolean((await cookies()).get(SESSION_REFRESH_COOKIE)?.value)
  return `${renewable ? '/account/refresh' : '/login'}?next=${encodeURIComponent(back)}`
}

/** Renews the sign-in from the refresh cookie; false (cookies cleared) when it cannot be renewed. */
export async function renewWebSession(): Promise<MemberView | null> {
  const jar = await cookies()
  const done = await refreshTokens(jar.get(SESSION_REFRESH_COOKIE)?.value)
  if (!done.ok) {
    // The spec's words, in the server's log; the visitor is simply signed out.
    if (done.status !== 503) await clearWebSession()
    console.warn(`token refresh failed (${done.status})`)
    return null
  }
  const member = await memberForAccess(done.tokens.accessToken)
  if (!member) return null
  await startWebSession(done.tokens, member)
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
