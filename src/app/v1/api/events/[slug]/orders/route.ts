import { buyTickets } from '@/features/events/tickets/orders/purchase.server'
import { orderReply } from '@/features/events/tickets/result'
import { clientIp } from '@/lib/http/client-ip'
import { guarded, readJson } from '@/lib/http/json-endpoint'
import { bearerOf, memberForAccess } from '@/model/member-identity'
import { getPayloadClient } from '@/model/payload-client'

export const dynamic = 'force-dynamic'

/**
 * POST /v1/api/events/{slug}/orders with { fullName, email, phone, message?, items: [{ index,
 * quantity }] } and an optional Idempotency-Key header (and a member's Bearer token, which puts the
 * order in their schedule): 201 { reference, status: "pending", checkoutUrl, holdExpiresAt,
 * orderUrl, total, items, event }, 400 { message, errors }, 404, 409 sold out, too few left, the
 * buyer or address already holding as many unpaid seats as one may (decision 043), or
 * started, 422 reused key, 429, 503; never 500. The buyer pays at checkoutUrl before holdExpiresAt.
 */
export function POST(request: Request, { params }: { params: Promise<{ slug: string }> }): Promise<Response> {
  return guarded(async () => {
    const read = await readJson(request)
    if (!read.ok) return read.response
    const { slug } = await params
    const member = await memberForAccess(bearerOf(request))
    const result = await buyTickets(await getPayloadClient(), slug, read.body, {
      idempotencyKey: request.headers.get('idempotency-key') ?? undefined,
      ip: clientIp(request.headers),
      memberId: member?.id,
    })
    return orderReply(result)
  })
}
