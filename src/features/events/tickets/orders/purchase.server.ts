import 'server-only'

import { createHmac } from 'node:crypto'

import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { getPaymentPort, type CheckoutLine } from '@/integrations/payment/port'
import { capabilityHash } from '@/lib/capabilities/capability'
import { sqlInTransaction, withTransaction } from '@/lib/db/transaction'
import { getEnv } from '@/lib/env'
import { memberInArrears } from '@/model/dues-standing'
import { fieldErrors } from '@/lib/forms/errors'
import { hitRateLimit, type RateRule } from '@/lib/http/rate-limit'
import { requestHash, resolveKey } from '@/lib/submissions/keys'
import { submitOnce } from '@/lib/submissions/submit-once'
import { DEFAULT_HOLD_MINUTES, DEFAULT_UNPAID_SEATS, TICKET_SETTINGS_SLUG } from '@/model/ticket-orders'
import type { Event, TicketOrder } from '@/payload-types'

import { eventBySlug } from '../../queries.server'
import { derivedKey, newReference } from '../keys'
import { EVENT_CLOSED, onlyLeft, TICKET_MESSAGES, unpaidCap } from '../messages'
import { toPence } from '../money'
import { unavailable, type TicketOrderResult } from '../result'
import { closedReason, priceChoice, ticketItemsOf, withStock, type PricedLine } from '../rules'
import { ticketRequestSchema, type TicketRequestInput } from '../schema'
import { closeOrders, expiredHoldsOf, takeSeats, takenSeats } from './stock.server'
import { markSoldOut } from './sold-out.server'
import { orderKeyOf, orderUrlOf } from './urls'

export type PurchaseOptions = {
  /** The Idempotency-Key header or the form's hidden UUID; without one, a key is derived from the request. */
  idempotencyKey?: string
  /** The visitor's address (src/lib/http/client-ip.ts), for the per-address limit. */
  ip: string
  /** The signed-in member buying, if any: the order appears in their schedule. */
  memberId?: number
  now?: Date
}

/** New orders one address may start per 10 minutes; retries of one order don't count. */
const ordersRule = (): RateRule => ({ name: 'ticket-order', limit: getEnv().ENQUIRY_RATE_LIMIT, windowMs: 10 * 60 * 1000 })

class SeatsGone extends Error {
  constructor(readonly line: PricedLine) {
    super('seats gone')
  }
}

class UnpaidCapReached extends Error {
  constructor(
    readonly by: 'email' | 'address',
    readonly max: number,
  ) {
    super('unpaid seats cap')
  }
}

/** The buyer's address as stored on the order: keyed, so the column cannot be read back into addresses. */
const clientHashOf = (ip: string) => createHmac('sha256', getEnv().PAYLOAD_SECRET ?? 'clubhouse').update(`ticket-client:${ip}`).digest('hex')

/**
 * Seats held and not paid for (pending, hold not over) for the event by this e-mail address and
 * by this connection. Read under the event's lock, so buyers at once cannot all pass the cap.
 */
async function openHolds(tx: Parameters<typeof sqlInTransaction>[0], eventId: number, email: string, clientHash: string): Promise<{ byEmail: number; byAddress: number }> {
  const [row] = await sqlInTransaction<{ by_email: number; by_address: number }>(
    tx,
    sql`SELECT coalesce(sum(i.quantity) FILTER (WHERE lower(o.email) = lower(${email})), 0)::int AS by_email,
               coalesce(sum(i.quantity) FILTER (WHERE o.client_hash = ${clientHash}), 0)::int AS by_address
        FROM ticket_orders o JOIN ticket_orders_items i ON i._parent_id = o.id
        WHERE o.event_id = ${eventId}::int AND o.status = 'pending' AND o.seats_held AND o.hold_expires_at > now()
          AND (lower(o.email) = lower(${email}) OR o.client_hash = ${clientHash})`,
  )
  return { byEmail: Number(row?.by_email ?? 0), byAddress: Number(row?.by_address ?? 0) }
}

/**
 * A ticket purchase for the event at /event/{slug} (docs/decisions/026): the choice checked against
 * the stored event and its stock, priced from the database, its seats held for the buyer while
 * they pay, and a checkout opened with the payment provider. A repeat of the same submission (same
 * key) makes nothing new and answers with the first order. Never throws.
 */
export async function buyTickets(payload: Payload, slug: string, input: unknown, options: PurchaseOptions): Promise<TicketOrderResult> {
  const now = options.now ?? new Date()
  const parsed = ticketRequestSchema.safeParse(input)
  if (!parsed.success) return { ok: false, status: 400, message: TICKET_MESSAGES.checkFields, errors: fieldErrors(parsed.error) }
  const request = parsed.data
  const resolved = resolveKey(options.idempotencyKey?.trim(), () => derivedKey(slug, request, now))
  if (!resolved.ok) return { ok: false, status: 400, message: TICKET_MESSAGES.badKey, errors: { idempotencyKey: TICKET_MESSAGES.badKey } }
  const { key } = resolved

  try {
    return await submitOnce<{ order: TicketOrder; event?: Event }, TicketOrderResult>({
      find: async () => {
        const order = await findByKey(payload, key)
        return order ? { order } : undefined
      },
      limit: () => hitRateLimit(payload, ordersRule(), options.ip),
      limited: (retryAfterSeconds) => ({ ok: false, status: 429, message: TICKET_MESSAGES.tooMany, retryAfterSeconds }),
      store: async () => {
        const event = await eventBySlug(payload, slug)
        if (!event) return { answer: { ok: false, status: 404, message: EVENT_CLOSED.notFound } }
        const items = withStock(ticketItemsOf(event.tickets), await takenSeats(payload, event.id))
        const closed = closedReason(event, now, items)
        if (closed) return { answer: { ok: false, status: 409, message: EVENT_CLOSED[closed] } }
        // A members' event is a member's benefit: held back while their dues are in arrears (decision 061).
        if (options.memberId && event.eventType !== 'public' && (await memberInArrears(payload, options.memberId, 'member-tickets'))) {
          return { answer: { ok: false, status: 409, message: TICKET_MESSAGES.arrears } }
        }
        const priced = priceChoice(items, request.items)
        if (!priced.ok) return { answer: { ok: false, status: 400, message: TICKET_MESSAGES.checkFields, errors: priced.errors } }
        const made = await hold(payload, event, request, priced, key, options, now)
        if ('answer' in made) return made
        return { doc: { order: made.order, event }, fresh: true }
      },
      replay: ({ order }) => replay(payload, order, slug, request),
      stored: ({ order, event }) => openCheckout(payload, order, slug, event),
    })
  } catch (error) {
    console.error(`Could not take a ticket order for ${slug}:`, error)
    return unavailable()
  }
}

/** How long a buyer's seats are held while they pay (Settings > Tickets). */
export async function holdMinutesSetting(payload: Payload): Promise<number> {
  return (await holdSettings(payload)).minutes
}

/** Settings > Tickets: the hold's length and the cap on unpaid seats per buyer and per address (0: none). */
async function holdSettings(payload: Payload): Promise<{ minutes: number; unpaidSeats: number }> {
  const settings = (await payload.findGlobal({ slug: TICKET_SETTINGS_SLUG as 'ticket-settings', overrideAccess: true, depth: 0 }).catch(() => null)) as {
    holdMinutes?: number | null
    unpaidSeatsPerBuyer?: number | null
  } | null
  return { minutes: settings?.holdMinutes ?? DEFAULT_HOLD_MINUTES, unpaidSeats: settings?.unpaidSeatsPerBuyer ?? DEFAULT_UNPAID_SEATS }
}

/**
 * One transaction: the event's lapsed holds go back on sale, the buyer's unpaid seats are checked
 * against the cap (per e-mail and per address, under a lock on the event's holds), this order's
 * seats are taken (all or none), and the order is stored holding them until its time is up.
 */
async function hold(
  payload: Payload,
  event: Event,
  request: TicketRequestInput,
  priced: Extract<ReturnType<typeof priceChoice>, { ok: true }>,
  key: string,
  options: PurchaseOptions,
  now: Date,
): Promise<{ order: TicketOrder } | { answer: TicketOrderResult }> {
  const { minutes, unpaidSeats } = await holdSettings(payload)
  const reference = newReference()
  const clientHash = clientHashOf(options.ip)
  let lapsed: { checkout_id: string | null }[] = []
  try {
    const order = await withTransaction(payload, async (tx) => {
      // Without a known address (no launcher in front) every buyer would share one: only the e-mail counts then.
      const byAddress = options.ip !== 'unknown'
      if (unpaidSeats > 0) {
        // One purchase at a time per buyer from here to the commit, so the holds counted below are all
        // there are: the e-mail's lock, then the address's (always in that order: two never wait on each other).
        await sqlInTransaction(tx, sql`SELECT pg_advisory_xact_lock(hashtext(${`ticket-holds:${event.id}:email:${request.email.toLowerCase()}`}))`)
        if (byAddress) await sqlInTransaction(tx, sql`SELECT pg_advisory_xact_lock(hashtext(${`ticket-holds:${event.id}:address:${clientHash}`}))`)
      }
      lapsed = await closeOrders(tx, expiredHoldsOf(event.id), { status: 'cancelled', reason: 'expired' })
      if (unpaidSeats > 0) {
        const wanted = priced.lines.reduce((sum, l) => sum + l.quantity, 0)
        const held = await openHolds(tx, event.id, request.email, clientHash)
        if (held.byEmail + wanted > unpaidSeats) throw new UnpaidCapReached('email', unpaidSeats)
        if (byAddress && held.byAddress + wanted > unpaidSeats) throw new UnpaidCapReached('address', unpaidSeats)
      }
      const short = await takeSeats(tx, event.id, priced.lines.map((l) => ({ itemId: l.id, quantity: l.quantity, capacity: l.capacity })))
      if (short) throw new SeatsGone(priced.lines.find((l) => l.id === short.itemId)!)
      return payload.create({
        collection: 'ticket-orders',
        overrideAccess: true,
        depth: 0,
        req: tx,
        data: {
          reference,
          status: 'pending',
          event: event.id,
          eventTitle: event.title,
          eventStartsAt: event.startsAt,
          items: priced.lines.map((l) => ({ itemId: l.id, itemTitle: l.title, unitPrice: l.unitPrice, quantity: l.quantity })),
          total: priced.total,
          fullName: request.fullName,
          email: request.email,
          phone: request.phone,
          message: request.message,
          member: options.memberId,
          clientHash,
          holdExpiresAt: new Date(now.getTime() + minutes * 60_000).toISOString(),
          seatsHeld: true,
          accessHash: capabilityHash(orderKeyOf(reference)),
          idempotencyKey: key,
          requestHash: requestHash(request),
        },
      })
    })
    void markSoldOut(payload, event.id, event)
    void closeCheckouts(payload, lapsed)
    return { order }
  } catch (error) {
    if (error instanceof UnpaidCapReached) return { answer: { ok: false, status: 409, message: unpaidCap(error.by, error.max) } }
    if (error instanceof SeatsGone) {
      const left = withStock(ticketItemsOf(event.tickets), await takenSeats(payload, event.id)).find((i) => i.id === error.line.id)?.left ?? 0
      void markSoldOut(payload, event.id, event)
      return { answer: { ok: false, status: 409, message: onlyLeft(error.line.title, left) } }
    }
    // The same key sent twice at once: the other request made the order; answer with it.
    const winner = await findByKey(payload, key).catch(() => undefined)
    if (winner) return { answer: await replayOf(payload, winner, request) }
    throw error
  }
}

/** The provider's checkouts of holds that lapsed: closed, so they can no longer take money for seats sold since. */
async function closeCheckouts(payload: Payload, closed: { checkout_id: string | null }[]): Promise<void> {
  const port = getPaymentPort(async () => payload)
  for (const c of closed) if (c.checkout_id) await port.expireCheckout(c.checkout_id).catch((e) => console.error(`Could not close checkout ${c.checkout_id}:`, e))
}

/** Stripe keeps a checkout at least 30 minutes; fixed by the order, so a repeated call sends the same request. */
const CHECKOUT_MINUTES = 32

const priceIdsOf = async (payload: Payload) => {
  const s = (await payload.findGlobal({ slug: TICKET_SETTINGS_SLUG as 'ticket-settings', overrideAccess: true, depth: 0 }).catch(() => null)) as {
    summitTicketPriceId?: string | null
    summitTransferPriceId?: string | null
  } | null
  return { summitTicket: s?.summitTicketPriceId?.trim() || undefined, summitTransfer: s?.summitTransferPriceId?.trim() || undefined }
}

/**
 * Opens the provider's checkout for a held order (or finds the one already opened: the provider
 * call is idempotent by order). When the provider cannot be reached, the seats go back at once.
 */
async function openCheckout(payload: Payload, order: TicketOrder, slug: string, known?: Event): Promise<TicketOrderResult> {
  const port = getPaymentPort(async () => payload)
  const orderUrl = orderUrlOf(slug, order.reference)
  try {
    const event = known ?? ((await payload.findByID({ collection: 'events', id: idOf(order.event), depth: 0, overrideAccess: true })) as Event)
    const stockItems = ticketItemsOf(event.tickets)
    const priceIds = port.name === 'stripe' ? await priceIdsOf(payload) : { summitTicket: undefined, summitTransfer: undefined }
    const lines: CheckoutLine[] = order.items.map((i) => {
      const identifier = stockItems.find((s) => s.id === i.itemId)?.priceIdentifier
      return { name: i.itemTitle, description: order.eventTitle, unitAmount: toPence(i.unitPrice), quantity: i.quantity, priceId: identifier ? priceIds[identifier] : undefined }
    })
    const checkout = await port.createCheckout({
      reference: order.reference,
      email: order.email,
      lines,
      successUrl: orderUrl,
      cancelUrl: orderUrl,
      expiresAt: new Date(Math.max(Date.parse(order.holdExpiresAt!), Date.parse(order.createdAt) + CHECKOUT_MINUTES * 60_000)),
      idempotencyKey: `ticket-order-${order.id}`,
    })
    const updated = await payload.update({
      collection: 'ticket-orders',
      id: order.id,
      overrideAccess: true,
      depth: 0,
      data: { provider: port.name, checkoutId: checkout.id, checkoutUrl: checkout.url },
    })
    return success(updated, checkout.url, orderUrl, false)
  } catch (error) {
    console.error(`Could not open a checkout for ticket order ${order.reference}:`, error)
    // Only while no checkout was opened: a repeat of this purchase may have opened one meanwhile.
    await withTransaction(payload, (tx) => closeOrders(tx, sql`id = ${order.id}::int AND status = 'pending' AND checkout_id IS NULL`, { status: 'cancelled', reason: 'payment-failed' })).catch(() => {})
    return unavailable()
  }
}

async function findByKey(payload: Payload, key: string): Promise<TicketOrder | undefined> {
  const found = await payload.find({ collection: 'ticket-orders', overrideAccess: true, where: { idempotencyKey: { equals: key } }, limit: 1, depth: 0, pagination: false })
  return found.docs[0]
}

const idOf = (v: number | Event) => (typeof v === 'object' ? v.id : v)

/** The same key for another event or another person is a client mistake, not a repeat. */
async function replay(payload: Payload, earlier: TicketOrder, slug: string, request: TicketRequestInput): Promise<TicketOrderResult> {
  const event = await payload.findByID({ collection: 'events', id: idOf(earlier.event), depth: 0, overrideAccess: true, select: { slug: true } }).catch(() => null)
  if (event?.slug !== slug) return { ok: false, status: 422, message: TICKET_MESSAGES.keyReused }
  return replayOf(payload, earlier, request)
}

/** A repeat answers with the first order's checkout and page. */
async function replayOf(payload: Payload, earlier: TicketOrder, request: TicketRequestInput): Promise<TicketOrderResult> {
  const full = (await payload.findByID({ collection: 'ticket-orders', id: earlier.id, depth: 1, overrideAccess: true, showHiddenFields: true })) as TicketOrder & { checkoutUrl?: string | null }
  // Another person or another basket under the same key: a client mistake, not a repeat.
  if (full.email !== request.email || (full.requestHash && full.requestHash !== requestHash(request))) return { ok: false, status: 422, message: TICKET_MESSAGES.keyReused }
  const slug = (typeof full.event === 'object' ? full.event.slug : '') ?? ''
  const orderUrl = orderUrlOf(slug, full.reference)
  if (full.status === 'pending' && !full.checkoutId) return openCheckout(payload, full, slug)
  if (full.status === 'cancelled' || full.status === 'refunded') return { ok: false, status: 409, message: TICKET_MESSAGES.orderClosed }
  return success(full, full.status === 'paid' ? orderUrl : (full.checkoutUrl ?? orderUrl), orderUrl, true)
}

function success(doc: TicketOrder, checkoutUrl: string, orderUrl: string, replayed: boolean): TicketOrderResult {
  return {
    ok: true,
    status: 201,
    replayed,
    reference: doc.reference,
    total: doc.total,
    items: doc.items.map((i) => ({ title: i.itemTitle, unitPrice: i.unitPrice, quantity: i.quantity, lineTotal: (toPence(i.unitPrice) * i.quantity) / 100 })),
    event: { title: doc.eventTitle, startsAt: doc.eventStartsAt ?? null },
    checkoutUrl,
    holdExpiresAt: doc.holdExpiresAt!,
    orderUrl,
  }
}
