import type { Payload, PayloadRequest } from 'payload'

import { sqlRows } from '@/lib/db/sql'

import { lastFewRule, stockStatus, type LastFewRule, type StockItem } from './event-stock'
import type { EventStatus } from './events'
import { TICKET_SETTINGS_SLUG } from './ticket-orders'

/**
 * Keeps each event's stored status (events.event_status, which cards, pages and the search's
 * status facet read) true to its stock and the "last few" setting (docs/decisions/048). Written on
 * every save of the event, after every purchase or release (features/events/tickets), and for
 * every upcoming event when the setting changes.
 */

/** The setting as staff saved it (Settings > Tickets). */
export async function currentLastFewRule(payload: Payload, req?: Partial<PayloadRequest>): Promise<LastFewRule> {
  const settings = await payload.findGlobal({ slug: TICKET_SETTINGS_SLUG, overrideAccess: true, depth: 0, req })
  return lastFewRule(settings as Partial<LastFewRule>)
}

/** Seats taken per ticket item of an event. */
export async function takenSeatsByItem(payload: Payload, eventId: number): Promise<Map<string, number>> {
  const rows = await sqlRows<{ item_id: string; taken: number }>(payload, 'SELECT item_id, taken FROM ticket_stock WHERE event_id = $1', [eventId])
  return new Map(rows.map((r) => [r.item_id, Number(r.taken)]))
}

/** The status an event's tickets give it now. */
export async function eventStockStatus(payload: Payload, eventId: number | undefined, tickets: readonly StockItem[] | null | undefined, rule?: LastFewRule): Promise<EventStatus> {
  const taken = eventId === undefined ? new Map<string, number>() : await takenSeatsByItem(payload, eventId)
  return stockStatus(tickets, taken, rule ?? (await currentLastFewRule(payload)))
}

/**
 * Writes the status to the row when it changed, without Payload's update (that would take the
 * event's edit lock from a staff member editing it). Returns whether it changed.
 */
export async function storeEventStatus(payload: Payload, eventId: number, status: EventStatus): Promise<boolean> {
  const changed = await sqlRows(payload, 'UPDATE events SET event_status = $2 WHERE id = $1 AND event_status IS DISTINCT FROM $2 RETURNING id', [eventId, status])
  return changed.length > 0
}

/** After the setting changed: every event not yet started, again. Returns how many changed. */
export async function restoreUpcomingStatuses(payload: Payload, rule: LastFewRule): Promise<number> {
  let changed = 0
  for (let page = 1; ; page++) {
    const found = await payload.find({
      collection: 'events',
      where: { startsAt: { greater_than_equal: new Date().toISOString() } },
      select: { tickets: true },
      depth: 0,
      limit: 500,
      page,
      pagination: true,
      overrideAccess: true,
    })
    const withTickets = found.docs.filter((e) => e.tickets?.length)
    const rows = withTickets.length
      ? await sqlRows<{ event_id: number; item_id: string; taken: number }>(payload, 'SELECT event_id, item_id, taken FROM ticket_stock WHERE event_id = ANY($1::int[])', [withTickets.map((e) => e.id)])
      : []
    for (const event of found.docs) {
      const taken = new Map(rows.filter((r) => r.event_id === event.id).map((r) => [r.item_id, Number(r.taken)]))
      if (await storeEventStatus(payload, event.id, stockStatus(event.tickets, taken, rule))) changed++
    }
    if (!found.hasNextPage) return changed
  }
}
