import { NextResponse, type NextRequest } from 'next/server'

import { CONFIRM_EMAIL_PATH, confirmEmailChange } from '@/features/members/accounts/email-change.server'
import { clearedSessionCookies } from '@/features/members/web-session.server'
import { getEnv } from '@/lib/env'
import { fromThisSite } from '@/lib/http/same-origin'

export const dynamic = 'force-dynamic'

/**
 * The confirm button of a new e-mail address's page (decision 044): a same-site form post with
 * the link's token. The address changes and every sign-in ends, so this browser's cookies go too;
 * then back to the page, which says how it went.
 */
export async function POST(request: NextRequest) {
  if (!fromThisSite(request.headers, getEnv().serverUrl)) return new NextResponse('Cross-site request refused', { status: 403 })
  const form = await request.formData().catch(() => null)
  const token = form?.get('token')
  try {
    const outcome = await confirmEmailChange(typeof token === 'string' ? token : '')
    const query = outcome.ok ? 'result=confirmed' : outcome.reason === 'taken' ? 'result=taken' : `token=${encodeURIComponent(typeof token === 'string' ? token : '')}`
    // A relative Location: this page on whichever address the visitor used.
    const response = new NextResponse(null, { status: 303, headers: { Location: `${CONFIRM_EMAIL_PATH}?${query}`, 'Cache-Control': 'no-store' } })
    if (outcome.ok) for (const [name, value, options] of clearedSessionCookies()) response.cookies.set(name, value, options)
    return response
  } catch (error) {
    console.error('Confirming a member’s new e-mail address failed:', error)
    return new NextResponse("We're sorry. We're not able to process your request right now. Please try again.", { status: 503 })
  }
}
