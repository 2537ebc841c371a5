import { availabilityOf } from '@/features/events/tickets/orders/read.server'
import { guarded } from '@/lib/http/json-endpoint'
import { getPayloadClient } from '@/model/payload-client'

export const dynamic = 'force-dynamic'

/**
 * GET /v1/api/events/{slug}/availability: each ticket item with what is left now (null: no limit),
 * its limits per order and whether it is sold out, and whether the event takes orders at all.
 */
export function GET(_request: Request, { params }: { params: Promise<{ slug: string }> }): Promise<Response> {
  return guarded(async () => {
    const availability = await availabilityOf(await getPayloadClient(), (await params).slug)
    if (!availability) return Response.json({ message: 'We can’t find this event.' }, { status: 404 })
    return Response.json(availability, { headers: { 'Cache-Control': 'no-store' } })
  })
}
