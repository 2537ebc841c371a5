import 'server-only'

import { sql } from '@payloadcms/db-postgres'
import type { Payload, PayloadRequest } from 'payload'

import { getPaymentPort, type CheckoutState, type PaymentEvent } from '@/integrations/payment/port'
import { sqlInTransaction, withTransaction } from '@/lib/db/transaction'
import type { Event, TicketOrder } from '@/payload-types'

import { fromPence, toPence } from '../money'
import { ticketItemsOf } from '../rules'
import { paymentMismatch } from './payment-check'
import { confirmationEmail, refundEmail, sendOrderEmails, teamOrderEmail } from './notifications.server'
import { markSoldOut } from './sold-out.server'
import { closeOrders, expiredHoldsOf, takeSeats } from './stock.server'
import { orderUrlOf } from './urls'

/**
 * What the payment provider says, applied to orders (docs/decisions/026). Every change is one
 * transaction on the order's row, locked, and moves it only forward, so the webhook, the buyer's
 * return to our page and the hold sweep can say the same thing in any order and it lands once.
 */

type OrderRow = { id: number; reference: string; status: TicketOrder['status']; seats_held: boolean; event_id: number; checkout_id: string | null; payment_id: string | null; total: number; amount_paid: number | null }

const lockOrder = (tx: Parameters<typeof sqlInTransaction>[0], where: ReturnType<typeof sql>) =>
  sqlInTransaction<OrderRow>(tx, sql`SELECT id, reference, status, seats_held, event_id, checkout_id, payment_id, total, amount_paid FROM ticket_orders WHERE ${where} FOR UPDATE`)

type Outcome = { order: number; then?: 'confirm' | 'refund-sold-out' | 'refunded' } | null

/** A paid checkout: a held order becomes paid; one whose hold had lapsed takes its seats again, or is refunded when they are gone. */
async function paid(payload: Payload, checkoutId: string, paymentId: string | null, amount: number, currency: string | null, parent?: PayloadRequest): Promise<Outcome> {
  return withTransaction(payload, async (tx) => {
    const [order] = await lockOrder(tx, sql`checkout_id = ${checkoutId}`)
    if (!order || order.status === 'paid' || order.status === 'refunded') return order ? { order: order.id } : null
    let seatsHeld = order.seats_held
    if (!seatsHeld) {
      const event = (await payload.findByID({ collection: 'events', id: order.event_id, depth: 0, overrideAccess: true, req: tx, disableErrors: true })) as Event | null
      const capacityOf = new Map(ticketItemsOf(event?.tickets).map((i) => [i.id, i.capacity]))
      const items = await sqlInTransaction<{ item_id: string; quantity: number }>(tx, sql`SELECT item_id, quantity::int AS quantity FROM ticket_orders_items WHERE _parent_id = ${order.id}::int`)
      // Savepoint: a failed take must not abort the transaction that records the payment.
      await sqlInTransaction(tx, sql`SAVEPOINT retake`)
      const short = await takeSeats(tx, order.event_id, items.map((i) => ({ itemId: i.item_id, quantity: i.quantity, capacity: capacityOf.has(i.item_id) ? capacityOf.get(i.item_id)! : 0 })))
      await sqlInTransaction(tx, short ? sql`ROLLBACK TO SAVEPOINT retake` : sql`RELEASE SAVEPOINT retake`)
      seatsHeld = !short
    }
    const mismatch = paymentMismatch(amount, currency, Number(order.total))
    if (mismatch) console.warn(`Ticket order ${order.reference}: ${mismatch}`)
    await sqlInTransaction(
      tx,
      sql`UPDATE ticket_orders SET status = 'paid', seats_held = ${seatsHeld}, payment_id = ${paymentId}, amount_paid = ${fromPence(amount)}, paid_at = now(),
          cancel_reason = ${seatsHeld ? null : 'sold-out'}, closed_at = NULL, updated_at = now(),
          staff_notes = CASE WHEN ${mismatch}::text IS NULL THEN staff_notes ELSE concat_ws(E'\n\n', nullif(staff_notes, ''), ${mismatch}::text) END
        WHERE id = ${order.id}::int`,
    )
    return { order: order.id, then: seatsHeld ? 'confirm' : 'refund-sold-out' }
  }, parent)
}

/**
 * Money given back (by staff here, or in the provider's dashboard): the order is refunded and its
 * seats go back on sale. Whichever of the refund's own answer and its webhook comes second fills in
 * what the first did not know (the refund's id, why), and changes nothing else.
 */
async function refunded(payload: Payload, where: ReturnType<typeof sql>, refundId: string | null, reason: 'staff' | 'sold-out' | null, parent?: PayloadRequest): Promise<Outcome> {
  return withTransaction(payload, async (tx) => {
    const [order] = await lockOrder(tx, where)
    if (!order) return null
    if (order.status === 'refunded') {
      await sqlInTransaction(tx, sql`UPDATE ticket_orders SET refund_id = coalesce(refund_id, ${refundId}), cancel_reason = coalesce(cancel_reason, ${reason}), updated_at = now() WHERE id = ${order.id}::int`)
      return { order: order.id }
    }
    await closeOrders(tx, sql`id = ${order.id}::int`, { status: 'refunded', reason })
    await sqlInTransaction(
      tx,
      sql`UPDATE ticket_orders SET status = 'refunded', refund_id = coalesce(${refundId}, refund_id), cancel_reason = coalesce(${reason}, cancel_reason), closed_at = now(), updated_at = now() WHERE id = ${order.id}::int`,
    )
    return { order: order.id, then: 'refunded' }
  }, parent)
}

/** Runs what a change calls for once it is committed: e-mails, the sold-out flag, a refund for seats that were gone. */
async function follow(payload: Payload, outcome: Outcome): Promise<void> {
  if (!outcome?.then) return
  const order = (await payload.findByID({ collection: 'ticket-orders', id: outcome.order, depth: 1, overrideAccess: true })) as TicketOrder
  const event = typeof order.event === 'object' ? order.event : null
  void markSoldOut(payload, event?.id ?? (order.event as number))
  const orderUrl = event?.slug ? orderUrlOf(event.slug, order.reference) : undefined
  if (outcome.then === 'confirm') await sendOrderEmails(payload, (s) => [confirmationEmail(order, event, s, orderUrl), teamOrderEmail(order, s)], order.reference)
  if (outcome.then === 'refund-sold-out') await refundOrder(payload, order.id, 'sold-out')
  if (outcome.then === 'refunded') await sendOrderEmails(payload, (s) => [refundEmail(order, s, order.cancelReason === 'sold-out')], order.reference)
}

/**
 * One webhook event, applied once: its id is recorded in the same transaction as its effect, so a
 * replay (the provider retries until it hears 2xx) finds it and does nothing, and an event whose
 * effect failed (or whose process died) is not recorded, so the provider's retry applies it. A
 * concurrent copy waits on the id's row, then finds it.
 */
export async function applyPaymentEvent(payload: Payload, event: PaymentEvent, provider: string): Promise<'applied' | 'replayed'> {
  const outcome = await withTransaction(payload, async (tx): Promise<Outcome | 'replayed'> => {
    const fresh = await sqlInTransaction(tx, sql`INSERT INTO payment_webhook_events (id, provider, type) VALUES (${event.id}, ${provider}, ${event.type}) ON CONFLICT (id) DO NOTHING RETURNING id`)
    if (!fresh.length) return 'replayed'
    if (event.type === 'checkout.paid' && event.checkoutId) return paid(payload, event.checkoutId, event.paymentId, event.amount ?? 0, event.currency ?? null, tx)
    if (event.type === 'checkout.expired' && event.checkoutId) await expireHold(payload, sql`checkout_id = ${event.checkoutId} AND status = 'pending'`, tx)
    // Only a full refund ends the order; a part refunded in the provider's dashboard is the events team's to record.
    if (event.type === 'payment.refunded' && event.paymentId)
      return refunded(payload, sql`payment_id = ${event.paymentId} AND status = 'paid' AND round(coalesce(amount_paid, total) * 100) <= ${event.amount ?? 0}`, null, null, tx)
    return null
  })
  if (outcome === 'replayed') return 'replayed'
  await follow(payload, outcome)
  return 'applied'
}

async function expireHold(payload: Payload, where: ReturnType<typeof sql>, parent?: PayloadRequest): Promise<number> {
  const closed = await withTransaction(payload, (tx) => closeOrders(tx, where, { status: 'cancelled', reason: 'expired' }), parent)
  return closed.length
}

/**
 * The buyer is back on our page before the webhook: ask the provider what became of the checkout
 * and apply it the same way the webhook would. Nothing when the order is settled already.
 */
export async function settleFromCheckout(payload: Payload, order: Pick<TicketOrder, 'id' | 'status' | 'checkoutId'>): Promise<CheckoutState['state'] | 'unknown'> {
  if (order.status !== 'pending' || !order.checkoutId) return 'unknown'
  const state = await getPaymentPort(async () => payload).checkoutState(order.checkoutId)
  if (state.state === 'paid') await follow(payload, await paid(payload, order.checkoutId, state.paymentId, state.amount, null))
  if (state.state === 'expired') await expireHold(payload, sql`id = ${order.id}::int AND status = 'pending'`)
  return state.state
}

export type StaffResult = { ok: true; order: TicketOrder } | { ok: false; status: 404 | 409 | 503; message: string }

/**
 * Refunds a paid order through the provider (the same order refunds once, whoever asks twice),
 * then records it and puts its seats back on sale.
 */
export async function refundOrder(payload: Payload, id: number, reason: 'staff' | 'sold-out' = 'staff'): Promise<StaffResult> {
  const order = (await payload.findByID({ collection: 'ticket-orders', id, depth: 0, overrideAccess: true, disableErrors: true })) as TicketOrder | null
  if (!order) return { ok: false, status: 404, message: 'No such order.' }
  if (order.status === 'refunded') return { ok: true, order }
  if (order.status !== 'paid') return { ok: false, status: 409, message: 'Only a paid order can be refunded. An order awaiting payment can be cancelled.' }
  const amount = toPence(order.amountPaid ?? order.total)
  let refundId: string | null = null
  // An order that cost nothing has no payment to give back.
  if (amount > 0) {
    if (!order.paymentId) return { ok: false, status: 409, message: 'This order has no payment recorded to refund.' }
    try {
      refundId = (await getPaymentPort(async () => payload).refund({ paymentId: order.paymentId, amount, idempotencyKey: `refund-${order.id}` })).id
    } catch (error) {
      console.error(`Refund of ticket order ${order.reference} failed:`, error)
      return { ok: false, status: 503, message: 'The payment provider did not accept the refund. Nothing has changed; please try again in a moment.' }
    }
  }
  await follow(payload, await refunded(payload, sql`id = ${order.id}::int`, refundId, reason))
  return { ok: true, order: (await payload.findByID({ collection: 'ticket-orders', id, depth: 0, overrideAccess: true })) as TicketOrder }
}

/**
 * Cancels an order without giving money back: one awaiting payment (its checkout is closed too),
 * or a paid one settled some other way. Its seats go back on sale.
 */
export async function cancelOrder(payload: Payload, id: number, reason: 'staff' | 'abandoned' = 'staff'): Promise<StaffResult> {
  // A buyer gives up only an unpaid order: a payment that landed a moment before keeps theirs.
  const which = reason === 'abandoned' ? sql`id = ${id}::int AND status = 'pending'` : sql`id = ${id}::int AND status IN ('pending', 'paid')`
  const closed = await withTransaction(payload, (tx) => closeOrders(tx, which, { status: 'cancelled', reason }))
  const order = (await payload.findByID({ collection: 'ticket-orders', id, depth: 0, overrideAccess: true, disableErrors: true })) as TicketOrder | null
  if (!order) return { ok: false, status: 404, message: 'No such order.' }
  if (!closed.length && order.status !== 'cancelled') return { ok: false, status: 409, message: 'This order cannot be cancelled: it is refunded, or its seats were released already.' }
  if (closed[0]?.checkout_id) await getPaymentPort(async () => payload).expireCheckout(closed[0].checkout_id).catch((e) => console.error(`Could not close checkout ${closed[0]!.checkout_id}:`, e))
  void markSoldOut(payload, typeof order.event === 'object' ? order.event.id : order.event)
  return { ok: true, order }
}

/**
 * Every hold whose time is up, across events: cancelled, seats back on sale, and the provider's
 * checkout closed so it can no longer take the money. Run by the worker each minute; purchases
 * also close their own event's lapsed holds first.
 */
export async function sweepExpiredHolds(payload: Payload): Promise<number> {
  const closed = await withTransaction(payload, (tx) => closeOrders(tx, expiredHoldsOf(null), { status: 'cancelled', reason: 'expired' }))
  const port = getPaymentPort(async () => payload)
  for (const c of closed) if (c.checkout_id) await port.expireCheckout(c.checkout_id).catch((e) => console.error(`Could not close checkout ${c.checkout_id}:`, e))
  // Seats back on sale: the events' SOLD OUT or LAST FEW TICKETS follow (decision 048).
  for (const eventId of new Set(closed.map((c) => c.event_id))) await markSoldOut(payload, eventId)
  await retryRefundsDue(payload)
  return closed.length
}

/**
 * Payments that arrived after their seats had gone, whose refund failed or was interrupted: asked
 * again on every sweep until the provider takes it (the refund's key keeps it to one).
 */
async function retryRefundsDue(payload: Payload): Promise<void> {
  const { docs } = await payload.find({
    collection: 'ticket-orders',
    overrideAccess: true,
    depth: 0,
    limit: 50,
    pagination: false,
    where: { and: [{ status: { equals: 'paid' } }, { seatsHeld: { equals: false } }, { cancelReason: { equals: 'sold-out' } }] },
  })
  for (const order of docs) await refundOrder(payload, order.id, 'sold-out')
}
