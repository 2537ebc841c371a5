import { giveNotice } from '@/features/dues/notice.server'
import { guarded } from '@/lib/http/json-endpoint'
import { bearerOf, memberForAccess } from '@/model/member-identity'
import { getPayloadClient } from '@/model/payload-client'

export const dynamic = 'force-dynamic'

const noStore = { 'Cache-Control': 'no-store' }

/**
 * POST /v1/api/Member/dues/notice: the paying member gives notice (docs/decisions/063). Bearer
 * only (the website has its own form). Giving it again answers 409 with the day already fixed.
 */
export function POST(request: Request): Promise<Response> {
  return guarded(async () => {
    const member = await memberForAccess(bearerOf(request))
    if (!member) return Response.json({ message: 'Please log in to give notice.' }, { status: 401, headers: { ...noStore, 'WWW-Authenticate': 'Bearer' } })
    const done = await giveNotice(await getPayloadClient(), { memberId: member.id }, 'member', null)
    if (!done.ok) return Response.json({ message: done.message }, { status: done.status, headers: noStore })
    return Response.json({ endsOn: done.endsOn, lastCollection: done.lastCollection }, { headers: noStore })
  })
}
