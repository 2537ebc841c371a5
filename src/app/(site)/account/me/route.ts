import { NextResponse } from 'next/server'

import { memberForAccess, sessionCookieOf } from '@/model/member-identity'

export const dynamic = 'force-dynamic'

/**
 * The signed-in member's name, for the header (issue 32): kept out of the display cookie, which
 * scripts read and every request carries. 401 when the access cookie is missing or spent (the page
 * renews it, then asks again). Never cached: it answers for whoever sends the cookie.
 */
export async function GET(request: Request) {
  const member = await memberForAccess(sessionCookieOf(request))
  const headers = { 'Cache-Control': 'private, no-store', Vary: 'Cookie' }
  if (!member) return NextResponse.json({ message: 'Not signed in.' }, { status: 401, headers })
  return NextResponse.json({ name: `${member.firstName} ${member.lastName}`.trim() }, { headers })
}
