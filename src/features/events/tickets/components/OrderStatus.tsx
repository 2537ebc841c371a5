import type { OrderView } from '../orders/read.server'
import { cancelMyOrder } from '../orders/actions'
import { clockTime } from '../../format'
import { OrderLines } from './OrderLines'

type Props = {
  order: OrderView
  keyToken: string
  slug: string
  /** The provider could not say yet what became of the checkout: wait and ask again. */
  confirming: boolean
}

/**
 * The order's page after the provider: confirmation once paid, a short wait while the payment is
 * confirmed, the way back to paying (or to give up) for a buyer who left the checkout, and what
 * became of an order that was not paid.
 */
export function OrderStatus({ order, keyToken, slug, confirming }: Props) {
  const again = (
    <a href={`/event-tickets/${slug}`} className="btn btn-dark self-start">
      Choose tickets again
    </a>
  )
  if (order.refundDue) {
    return (
      <section aria-labelledby="order-heading" className="flex flex-col gap-6" data-order-status="refund-due">
        <h2 id="order-heading" className="font-display text-3xl uppercase tracking-wide">
          We are refunding your payment
        </h2>
        <p>
          Your payment arrived after the time we could hold your tickets, and they have since sold out. We are refunding it in full and will e-mail {order.email} when it is done.
          Reference {order.reference}.
        </p>
        {again}
      </section>
    )
  }
  if (order.status === 'paid') {
    return (
      <section aria-labelledby="order-heading" className="flex flex-col gap-6" data-order-status="paid">
        <h2 id="order-heading" tabIndex={-1} className="font-display text-3xl uppercase tracking-wide">
          Your tickets are confirmed
        </h2>
        <p>
          Your reference is <strong data-ticket-reference="">{order.reference}</strong>. We have sent a confirmation to {order.email}, with the event for your
          calendar.
        </p>
        <OrderLines order={order} />
        <p className="flex flex-wrap gap-4">
          <a href={`/event/${slug}/calendar.ics`} className="btn btn-dark">
            Add to calendar
          </a>
          <a href={`/event/${slug}`} className="btn btn-outline">
            Back to the event
          </a>
        </p>
      </section>
    )
  }
  if (order.status === 'pending' && confirming) {
    return (
      <section aria-labelledby="order-heading" className="flex flex-col gap-6" data-order-status="confirming">
        {/* Reloads until the payment is confirmed; works without JavaScript. */}
        <meta httpEquiv="refresh" content="3" />
        <h2 id="order-heading" className="font-display text-3xl uppercase tracking-wide">
          Confirming your payment…
        </h2>
        <p role="status">This usually takes a few seconds. This page updates by itself.</p>
        <OrderLines order={order} />
      </section>
    )
  }
  if (order.status === 'pending') {
    return (
      <section aria-labelledby="order-heading" className="flex flex-col gap-6" data-order-status="pending">
        <h2 id="order-heading" className="font-display text-3xl uppercase tracking-wide">
          Your order is not paid yet
        </h2>
        <p>
          We are holding your tickets until {order.holdExpiresAt ? clockTime(order.holdExpiresAt) : 'shortly'}. After that they go back on sale.
        </p>
        <OrderLines order={order} />
        <div className="flex flex-wrap gap-4">
          {order.checkoutUrl ? (
            <a href={order.checkoutUrl} className="btn btn-dark">
              Return to payment
            </a>
          ) : null}
          <form action={cancelMyOrder}>
            <input type="hidden" name="reference" value={order.reference} />
            <input type="hidden" name="key" value={keyToken} />
            <button type="submit" className="btn btn-outline">
              Cancel my order
            </button>
          </form>
        </div>
      </section>
    )
  }
  const words =
    order.status === 'refunded'
      ? order.cancelReason === 'sold-out'
        ? 'Your payment arrived after we could hold your tickets, and they had sold out, so we refunded it in full.'
        : 'This order was cancelled and refunded. Refunds reach your card within 5 to 10 working days.'
      : order.cancelReason === 'expired'
        ? 'This order was not paid in time, so its tickets went back on sale.'
        : 'This order was cancelled and its tickets went back on sale.'
  return (
    <section aria-labelledby="order-heading" className="flex flex-col gap-6" data-order-status={order.status}>
      <h2 id="order-heading" className="font-display text-3xl uppercase tracking-wide">
        {order.status === 'refunded' ? 'Order refunded' : 'Order cancelled'}
      </h2>
      <p>
        {words} Reference {order.reference}.
      </p>
      {again}
    </section>
  )
}
