import { NextResponse, type NextRequest } from 'next/server'

import { signOut } from '@/features/members/accounts/sessions.server'
import { clearedSessionCookies } from '@/features/members/web-session.server'
import { getEnv } from '@/lib/env'
import { fromThisSite } from '@/lib/http/same-origin'
import { LEGACY_REFRESH_COOKIE, SESSION_REFRESH_COOKIE, SESSION_TOKEN_COOKIE } from '@/lib/session/session'

/**
 * Log out: the sign-in ends on the server (its refresh token and every access token of it stop
 * working), the session cookies are forgotten, and the visitor goes home. A POST from another
 * site is refused. The browser removes the onboarding flag itself (LogoutForm). The form posts to
 * /account/refresh/end (the same handler), where the refresh cookie is sent; here, the old address,
 * only the access token (or a refresh cookie of the old name) says which sign-in to end.
 */
export async function POST(request: NextRequest) {
  if (!fromThisSite(request.headers, getEnv().serverUrl)) return new NextResponse('Cross-site request refused', { status: 403 })
  const refreshToken = request.cookies.get(SESSION_REFRESH_COOKIE)?.value ?? request.cookies.get(LEGACY_REFRESH_COOKIE)?.value
  await signOut({ accessToken: request.cookies.get(SESSION_TOKEN_COOKIE)?.value, refreshToken }).catch((error: unknown) =>
    console.error('Could not end a member sign-in on the server:', error),
  )
  // A relative Location: home on whichever address the visitor used (localhost or 127.0.0.1, or
  // the public name behind a proxy), not the one Next was started with.
  const response = new NextResponse(null, { status: 303, headers: { Location: '/' } })
  for (const [name, value, options] of clearedSessionCookies()) response.cookies.set(name, value, options)
  return response
}
