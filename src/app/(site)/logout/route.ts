import { NextResponse, type NextRequest } from 'next/server'

import { getEnv } from '@/lib/env'
import { fromThisSite } from '@/lib/http/same-origin'
import { SESSION_TOKEN_COOKIE, SESSION_USER_COOKIE } from '@/lib/session/session'

/** Log out: forget the session cookies and go home. A POST from another site is refused. */
export function POST(request: NextRequest) {
  if (!fromThisSite(request.headers, getEnv().serverUrl)) return new NextResponse('Cross-site request refused', { status: 403 })
  // A relative Location: home on whichever address the visitor used (localhost or 127.0.0.1, or
  // the public name behind a proxy), not the one Next was started with.
  const response = new NextResponse(null, { status: 303, headers: { Location: '/' } })
  for (const name of [SESSION_TOKEN_COOKIE, SESSION_USER_COOKIE]) {
    response.cookies.set(name, '', { path: '/', maxAge: 0, secure: getEnv().secureCookies, sameSite: 'lax' })
  }
  return response
}
