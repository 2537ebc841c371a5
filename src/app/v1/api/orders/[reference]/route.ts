import { settleFromCheckout } from '@/features/events/tickets/orders/payments.server'
import { orderByKey, viewOf } from '@/features/events/tickets/orders/read.server'
import { presentedCapability } from '@/lib/capabilities/capability'
import { guarded } from '@/lib/http/json-endpoint'
import { getPayloadClient } from '@/model/payload-client'

export const dynamic = 'force-dynamic'

/**
 * GET /v1/api/orders/{reference} with the order's key (`Authorization: Bearer <key>`, from the
 * orderUrl the purchase answered): the order's state. An order awaiting payment is checked with
 * the provider first, so a client polling here sees "paid" as soon as the payment is.
 */
export function GET(request: Request, { params }: { params: Promise<{ reference: string }> }): Promise<Response> {
  return guarded(async () => {
    const payload = await getPayloadClient()
    const { reference } = await params
    const key = presentedCapability(request.headers)
    let order = await orderByKey(payload, reference, key)
    if (!order) return Response.json({ message: 'No order with this reference and key.' }, { status: 404 })
    if (order.status === 'pending') {
      await settleFromCheckout(payload, order)
      order = (await orderByKey(payload, reference, key)) ?? order
    }
    return Response.json(viewOf(order), { headers: { 'Cache-Control': 'no-store' } })
  })
}
