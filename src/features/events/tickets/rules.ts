import type { Event } from '@/payload-types'

import { fromPence, toPence } from './money'
import { EVENT_CLOSED, onlyLeft, quantityOutOfRange, TICKET_MESSAGES, ticketSoldOut } from './messages'

/** One ticket an event sells, by its position in the event's list (its index). */
export type TicketItem = {
  index: number
  /** The item's row in the event, which its stock is kept by (positions move when staff reorder). */
  id: string
  title: string
  subtitle: string | null
  /** Pounds. */
  price: number
  min: number
  max: number
  soldOut: boolean
  /** How many can be sold in all; null for no limit. */
  capacity: number | null
  /** How many are left to buy now (capacity less paid and held); null for no limit. */
  left: number | null
  /** A catalogue price the payment provider charges instead (docs/decisions/026). */
  priceIdentifier: 'summitTicket' | 'summitTransfer' | null
  image: { url: string; alt: string; width: number | null; height: number | null } | null
}

/** A quantity asked for; the title, when sent, must still be the item's at that index. */
export type TicketChoice = { index: number; quantity: number; title?: string }

export type PricedLine = { index: number; id: string; title: string; unitPrice: number; quantity: number; lineTotal: number; capacity: number | null; priceIdentifier: TicketItem['priceIdentifier'] }

export type PricedChoice =
  | { ok: true; lines: PricedLine[]; total: number }
  /** Keyed "items.{position in the choice}", or "items" for the choice as a whole. */
  | { ok: false; errors: Record<string, string> }

const imageOf = (image: unknown): TicketItem['image'] => {
  if (!image || typeof image !== 'object') return null
  const m = image as { url?: string | null; alt?: string | null; width?: number | null; height?: number | null }
  return m.url ? { url: m.url, alt: m.alt ?? '', width: m.width ?? null, height: m.height ?? null } : null
}

/** The event's stored tickets; a minimum below 1 counts as 1 and a maximum below it as the minimum. */
export function ticketItemsOf(tickets: Event['tickets']): TicketItem[] {
  return (tickets ?? []).map((t, index) => {
    const min = Math.max(1, Math.floor(t.itemMinimumPurchase ?? 1))
    const capacity = typeof t.quantityAvailable === 'number' ? Math.max(0, Math.floor(t.quantityAvailable)) : null
    return {
      index,
      id: t.id ?? `item-${index}`,
      title: t.itemTitle,
      subtitle: t.itemSubtitle?.trim() || null,
      price: Number(t.itemPrice ?? 0),
      min,
      max: Math.max(min, Math.floor(t.itemMaximumPurchase ?? min)),
      soldOut: Boolean(t.soldOut) || (capacity !== null && capacity < min),
      capacity,
      left: capacity,
      priceIdentifier: t.priceIdentifier ?? null,
      image: imageOf(t.image),
    }
  })
}

/**
 * The items as they can be bought now, given the seats taken (paid and held) per item: what is
 * left, a maximum no higher than that, and sold out when fewer than the minimum remain.
 */
export function withStock(items: TicketItem[], taken: Map<string, number>): TicketItem[] {
  return items.map((item) => {
    if (item.capacity === null) return item
    const left = Math.max(0, item.capacity - (taken.get(item.id) ?? 0))
    return { ...item, left, max: Math.max(item.min, Math.min(item.max, left)), soldOut: item.soldOut || left < item.min }
  })
}

/** Every item gone: the event shows SOLD OUT. */
export const allSoldOut = (items: TicketItem[]): boolean => items.length > 0 && items.every((i) => i.soldOut)

/** What the quantity control offers: none, or the minimum to the maximum; nothing when sold out. */
export function quantityChoices(item: Pick<TicketItem, 'min' | 'max' | 'soldOut'>): number[] {
  if (item.soldOut) return []
  return [0, ...Array.from({ length: item.max - item.min + 1 }, (_, i) => item.min + i)]
}

/** Why this quantity of this item cannot be had; none for 0, which is not choosing it. */
export function quantityError(item: Pick<TicketItem, 'title' | 'min' | 'max' | 'soldOut'> & { left?: number | null }, quantity: number): string | undefined {
  if (quantity === 0) return undefined
  if (item.soldOut) return ticketSoldOut(item.title)
  if (item.left != null && quantity > item.left) return onlyLeft(item.title, item.left)
  if (!Number.isInteger(quantity) || quantity < item.min || quantity > item.max) return quantityOutOfRange(item.title, item.min, item.max)
  return undefined
}

/**
 * Checks a choice against the event's items and prices it from them (never from what was sent):
 * each item once, still there under the same title, not sold out, within its minimum and maximum,
 * and at least one ticket in all.
 */
export function priceChoice(items: TicketItem[], choice: TicketChoice[]): PricedChoice {
  const errors: Record<string, string> = {}
  const seen = new Set<number>()
  const lines: PricedLine[] = []
  choice.forEach((c, position) => {
    const key = `items.${position}`
    const item = items[c.index]
    if (seen.has(c.index)) return void (errors[key] = TICKET_MESSAGES.ticketListedTwice)
    seen.add(c.index)
    if (!item || (c.title !== undefined && c.title.trim() !== item.title.trim())) return void (errors[key] = TICKET_MESSAGES.ticketGone)
    const problem = quantityError(item, c.quantity)
    if (problem) return void (errors[key] = problem)
    if (c.quantity > 0) {
      const pence = toPence(item.price) * c.quantity
      lines.push({ index: item.index, id: item.id, title: item.title, unitPrice: item.price, quantity: c.quantity, lineTotal: fromPence(pence), capacity: item.capacity, priceIdentifier: item.priceIdentifier })
    }
  })
  if (Object.keys(errors).length) return { ok: false, errors }
  if (!lines.length) return { ok: false, errors: { items: TICKET_MESSAGES.noTickets } }
  lines.sort((a, b) => a.index - b.index)
  return { ok: true, lines, total: fromPence(lines.reduce((sum, l) => sum + toPence(l.lineTotal), 0)) }
}

/** The running total the form shows: only what may be had counts. */
export function runningTotal(items: TicketItem[], quantities: (number | undefined)[]): number {
  return fromPence(
    items.reduce((sum, item) => {
      const q = quantities[item.index] ?? 0
      return quantityError(item, q) || q === 0 ? sum : sum + toPence(item.price) * q
    }, 0),
  )
}

export type ClosedReason = keyof typeof EVENT_CLOSED

/**
 * Why an event takes no ticket requests now, or null when it does; every ticket sold out is the
 * event sold out. `items` with their stock (withStock) decide that; the stored status (SOLD OUT,
 * written from the stock after each purchase or release, decision 048) may lag behind them, so it
 * speaks only where the caller has no stock to hand.
 */
export function closedReason(
  event: Pick<Event, 'eventStatus' | 'startsAt' | 'tickets'>,
  now: Date = new Date(),
  items?: TicketItem[],
): Exclude<ClosedReason, 'notFound'> | null {
  if (!items && event.eventStatus === 'sold-out') return 'soldOut'
  const list = items ?? ticketItemsOf(event.tickets)
  if (new Date(event.startsAt).getTime() <= now.getTime()) return 'started'
  if (!list.length) return 'noTickets'
  if (allSoldOut(list)) return 'soldOut'
  return null
}
