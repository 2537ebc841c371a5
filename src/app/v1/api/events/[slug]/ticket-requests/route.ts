import { requestTickets } from '@/features/events/tickets/request.server'
import { ticketReply } from '@/features/events/tickets/result'
import { clientIp } from '@/lib/http/client-ip'
import { guarded, readJson } from '@/lib/http/json-endpoint'
import { getPayloadClient } from '@/model/payload-client'

export const dynamic = 'force-dynamic'

/**
 * POST /v1/api/events/{slug}/ticket-requests with { fullName, email, phone, message?, items:
 * [{ index, quantity }] } and an optional Idempotency-Key header: 201 { reference, total, items },
 * 400 { message, errors }, 404, 409 when sold out or started, 422 for a reused key, 503; never 500.
 */
export function POST(request: Request, { params }: { params: Promise<{ slug: string }> }): Promise<Response> {
  return guarded(async () => {
    const read = await readJson(request)
    if (!read.ok) return read.response
    const { slug } = await params
    const result = await requestTickets(await getPayloadClient(), slug, read.body, {
      idempotencyKey: request.headers.get('idempotency-key') ?? undefined,
      ip: clientIp(request.headers),
    })
    return ticketReply(result)
  })
}
