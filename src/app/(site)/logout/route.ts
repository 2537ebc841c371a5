import { NextResponse, type NextRequest } from 'next/server'

import { getEnv } from '@/lib/env'
import { SESSION_TOKEN_COOKIE, SESSION_USER_COOKIE } from '@/lib/session/session'

/** Log out: forget the session cookies and go home. A POST from another site is refused. */
export function POST(request: NextRequest) {
  const origin = request.headers.get('origin')
  if (origin && origin !== new URL(request.url).origin && origin !== getEnv().serverUrl) {
    return new NextResponse('Cross-site request refused', { status: 403 })
  }
  const response = NextResponse.redirect(new URL('/', request.url), 303)
  for (const name of [SESSION_TOKEN_COOKIE, SESSION_USER_COOKIE]) {
    response.cookies.set(name, '', { path: '/', maxAge: 0, secure: getEnv().secureCookies, sameSite: 'lax' })
  }
  return response
}
