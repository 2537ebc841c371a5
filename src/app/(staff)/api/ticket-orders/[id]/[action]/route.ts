import { cancelOrder, refundOrder } from '@/features/events/tickets/orders/payments.server'

import { staffError, staffRoute } from '../../../staff-route'

export const dynamic = 'force-dynamic'

/**
 * POST /api/ticket-orders/{id}/refund or /cancel: the sales team's actions on an order (the back
 * office's buttons). 200 { reference, status }; 404; 409 when the order's state does not allow it;
 * 503 when the provider refused the refund (nothing changed).
 */
export const POST = staffRoute(
  { role: 'sales', signIn: 'Sign in to the back office.', forbidden: 'Only sales staff and administrators can refund or cancel orders.' },
  async (req, { id, action }: { id: string; action: string }) => {
    const orderId = Number(id)
    if (!Number.isInteger(orderId) || orderId <= 0 || (action !== 'refund' && action !== 'cancel')) return staffError(404, 'Not found.')
    const result = action === 'refund' ? await refundOrder(req.payload, orderId) : await cancelOrder(req.payload, orderId)
    if (!result.ok) return staffError(result.status, result.message)
    req.payload.logger.info({ msg: `Ticket order ${result.order.reference}: ${action} by staff user ${req.user?.id}` })
    return Response.json({ reference: result.order.reference, status: result.order.status })
  },
)
