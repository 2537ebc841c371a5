import { NextResponse, type NextRequest } from 'next/server'

import { renewWebSession } from '@/features/members/web-session.server'
import { getEnv } from '@/lib/env'
import { fromThisSite } from '@/lib/http/same-origin'
import { safeNextPath } from '@/lib/paths/next-path'

export const dynamic = 'force-dynamic'

/**
 * Renewing a member's sign-in from the refresh cookie (decision 024).
 * POST (the page's silent renewal, same origin only): 204, or 401 with the cookies cleared.
 * GET ?next=/path (a members' page found the access token spent): renews and goes back to the
 * page, or goes to /login?next=/path.
 */
export async function POST(request: NextRequest) {
  if (!fromThisSite(request.headers, getEnv().serverUrl)) return new NextResponse('Cross-site request refused', { status: 403 })
  const member = await renewWebSession()
  return new NextResponse(null, { status: member ? 204 : 401, headers: { 'Cache-Control': 'no-store' } })
}

export async function GET(request: NextRequest) {
  const next = safeNextPath(request.nextUrl.searchParams.get('next'))
  const member = await renewWebSession()
  const to = member ? next : `/login?next=${encodeURIComponent(next)}`
  return new NextResponse(null, { status: 303, headers: { Location: to, 'Cache-Control': 'no-store' } })
}
