import { leadByContinueToken } from '@/features/application/continue-link.server'
import { applicationResumePath } from '@/features/application/progress'
import { APPLICATION_COOKIE } from '@/features/application/session.server'
import { getEnv } from '@/lib/env'
import { CONTINUE_LINK_DAYS } from '@/model/application'
import { getPayloadClient } from '@/model/payload-client'

export const dynamic = 'force-dynamic'

/**
 * The e-mailed continue link: keeps its capability in the application cookie and opens the
 * application where it was left. The token leaves the address bar at once (303), so it is not
 * kept in the history or sent on as a referrer.
 */
export async function GET(request: Request): Promise<Response> {
  const url = new URL(request.url)
  const token = url.searchParams.get('continueUrl') ?? ''
  const lead = await leadByContinueToken(await getPayloadClient(), token).catch(() => null)
  const headers = new Headers({ 'cache-control': 'no-store', 'referrer-policy': 'no-referrer' })
  if (!lead) {
    headers.set('location', '/application/address')
    headers.append('set-cookie', `${APPLICATION_COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax`)
    return new Response(null, { status: 303, headers })
  }
  const secure = getEnv().secureCookies ? '; Secure' : ''
  headers.set('location', applicationResumePath(lead))
  headers.append('set-cookie', `${APPLICATION_COOKIE}=${token.trim()}; Path=/; Max-Age=${CONTINUE_LINK_DAYS * 86400}; HttpOnly; SameSite=Lax${secure}`)
  return new Response(null, { status: 303, headers })
}
