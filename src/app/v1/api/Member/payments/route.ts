import { memberPayments } from '@/features/dues/member.server'
import { guarded } from '@/lib/http/json-endpoint'
import { bearerOf, memberForAccess, sessionCookieOf } from '@/model/member-identity'
import { getPayloadClient } from '@/model/payload-client'

export const dynamic = 'force-dynamic'

/** GET /v1/api/Member/payments: the signed-in member's Direct Debit collections, newest first; bearer, or the website's cookie. */
export function GET(request: Request): Promise<Response> {
  return guarded(async () => {
    const member = await memberForAccess(bearerOf(request) ?? sessionCookieOf(request))
    if (!member) return Response.json({ message: 'Please log in to see your payments.' }, { status: 401, headers: { 'Cache-Control': 'no-store', 'WWW-Authenticate': 'Bearer' } })
    const payments = await memberPayments(await getPayloadClient(), member.id)
    if (!payments) return Response.json({ message: 'There are no membership dues for this account.' }, { status: 404, headers: { 'Cache-Control': 'private, no-store' } })
    return Response.json(payments, { headers: { 'Cache-Control': 'private, no-store' } })
  })
}
