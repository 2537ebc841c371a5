import 'server-only'

import type { Payload } from 'payload'

import { capabilityHash } from '@/lib/capabilities/capability'
import { ORDER_STATUS_LABELS } from '@/model/ticket-orders'
import type { Event, TicketOrder } from '@/payload-types'

import { eventBySlug } from '../../queries.server'
import { toPence } from '../money'
import { closedReason, ticketItemsOf, withStock } from '../rules'
import { takenSeats } from './stock.server'

/** What the buyer (or a client holding the order's key) may read of their order. */
export type OrderView = {
  reference: string
  status: TicketOrder['status']
  statusLabel: string
  cancelReason: TicketOrder['cancelReason']
  event: { title: string; slug: string | null; startsAt: string | null }
  items: { title: string; unitPrice: number; quantity: number; lineTotal: number }[]
  total: number
  email: string
  holdExpiresAt: string | null
  paidAt: string | null
  /** Where to finish paying, while the order awaits payment. */
  checkoutUrl: string | null
  /** Paid after its seats had gone: the refund is on its way. */
  refundDue: boolean
}

type Stored = TicketOrder & { checkoutUrl?: string | null }

export const viewOf = (o: Stored): OrderView => ({
  reference: o.reference,
  status: o.status,
  statusLabel: ORDER_STATUS_LABELS[o.status],
  cancelReason: o.cancelReason ?? null,
  event: { title: o.eventTitle, slug: typeof o.event === 'object' ? (o.event.slug ?? null) : null, startsAt: o.eventStartsAt ?? null },
  items: o.items.map((i) => ({ title: i.itemTitle, unitPrice: i.unitPrice, quantity: i.quantity, lineTotal: (toPence(i.unitPrice) * i.quantity) / 100 })),
  total: o.total,
  email: o.email,
  holdExpiresAt: o.holdExpiresAt ?? null,
  paidAt: o.paidAt ?? null,
  checkoutUrl: o.status === 'pending' ? (o.checkoutUrl ?? null) : null,
  refundDue: o.status === 'paid' && o.cancelReason === 'sold-out',
})

/** The order with this reference, when the key presented is its own; null otherwise (never says which). */
export async function orderByKey(payload: Payload, reference: string, key: string | null | undefined): Promise<Stored | null> {
  const hash = capabilityHash(key)
  if (!hash || !/^T-[0-9A-Z]{8}$/.test(reference)) return null
  const { docs } = await payload.find({
    collection: 'ticket-orders',
    overrideAccess: true,
    showHiddenFields: true,
    depth: 1,
    limit: 1,
    pagination: false,
    where: { and: [{ reference: { equals: reference } }, { accessHash: { equals: hash } }] },
    populate: { events: { slug: true, title: true } },
  })
  return (docs[0] as Stored | undefined) ?? null
}

export type Availability = {
  event: { slug: string; title: string; startsAt: string; soldOut: boolean; closed: string | null }
  items: { index: number; title: string; price: number; min: number; max: number; left: number | null; soldOut: boolean }[]
}

/** An event's tickets as they can be bought now: what is left of each, and whether any can be had. */
export async function availabilityOf(payload: Payload, slug: string, now = new Date()): Promise<Availability | null> {
  const event = await eventBySlug(payload, slug)
  if (!event) return null
  return availabilityFor(payload, event, now)
}

export async function availabilityFor(payload: Payload, event: Event, now = new Date()): Promise<Availability> {
  const items = withStock(ticketItemsOf(event.tickets), await takenSeats(payload, event.id))
  const closed = closedReason(event, now, items)
  return {
    event: { slug: event.slug ?? '', title: event.title, startsAt: event.startsAt, soldOut: closed === 'soldOut', closed },
    items: items.map((i) => ({ index: i.index, title: i.title, price: i.price, min: i.min, max: i.max, left: i.left, soldOut: i.soldOut })),
  }
}
