import { cancelOrder, refundOrder } from '@/features/events/tickets/orders/payments.server'
import { isSalesStaff } from '@/lib/access'
import { guarded } from '@/lib/http/json-endpoint'
import { getPayloadClient } from '@/model/payload-client'

export const dynamic = 'force-dynamic'

/**
 * POST /v1/api/ticket-orders/{id}/refund or /cancel: the sales team's actions on an order (the
 * back office's buttons), for staff signed in to the back office (its cookie, or `Authorization:
 * JWT <token>`) with the sales or admin role. 200 { status }, 401, 403, 404, 409 when the order's
 * state does not allow it, 503 when the provider refused the refund (nothing changed).
 */
export function POST(request: Request, { params }: { params: Promise<{ id: string; action: string }> }): Promise<Response> {
  return guarded(async () => {
    const payload = await getPayloadClient()
    const { user } = await payload.auth({ headers: request.headers })
    if (!user || user.collection !== 'users') return Response.json({ message: 'Sign in to the back office.' }, { status: 401 })
    if (!isSalesStaff({ user } as never)) return Response.json({ message: 'Only sales staff and administrators can refund or cancel orders.' }, { status: 403 })
    const { id, action } = await params
    const orderId = Number(id)
    if (!Number.isInteger(orderId) || orderId <= 0 || (action !== 'refund' && action !== 'cancel')) return Response.json({ message: 'Not found.' }, { status: 404 })
    const result = action === 'refund' ? await refundOrder(payload, orderId) : await cancelOrder(payload, orderId)
    if (!result.ok) return Response.json({ message: result.message }, { status: result.status })
    payload.logger.info({ msg: `Ticket order ${result.order.reference}: ${action} by ${user.email}` })
    return Response.json({ reference: result.order.reference, status: result.order.status })
  })
}
