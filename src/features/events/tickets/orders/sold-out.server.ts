import 'server-only'

import type { Payload } from 'payload'

import { sqlRows } from '@/lib/db/sql'
import { contentTags, expire } from '@/lib/revalidate'
import { stockStatus } from '@/model/event-stock'
import { currentLastFewRule, storeEventStatus } from '@/model/event-stock.server'
import type { Event } from '@/payload-types'

import { allSoldOut, ticketItemsOf, withStock } from '../rules'
import { takenSeats } from './stock.server'

/** Per event: the check running now, and whether another was asked for meanwhile. */
const checks = new Map<number, { again: boolean }>()

/**
 * Keeps the event's "every ticket is taken" flag and its status (LAST FEW TICKETS, SOLD OUT) true
 * to its stock, so lists, cards and the search's status facet show them before anyone tries (the event's own hooks expire the cached pages when it changes). Runs
 * after a purchase or a release; writes only when the answer changed. A burst of purchases asks
 * many times at once: one check runs per event, and one more after it if asked meanwhile, so the
 * burst does not queue for database connections. Never throws.
 */
export async function markSoldOut(payload: Payload, eventId: number, known?: Event): Promise<void> {
  const running = checks.get(eventId)
  if (running) return void (running.again = true)
  const state = { again: false }
  checks.set(eventId, state)
  try {
    let event = known
    do {
      state.again = false
      await check(payload, eventId, event)
      event = undefined
    } while (state.again)
  } finally {
    checks.delete(eventId)
  }
}

/** `known`: the event as the caller just read it, for its tickets (saving a read). */
async function check(payload: Payload, eventId: number, known?: Event): Promise<void> {
  try {
    const event = known ?? ((await payload.findByID({ collection: 'events', id: eventId, depth: 0, overrideAccess: true })) as Event)
    const items = ticketItemsOf(event.tickets)
    if (!items.some((i) => i.capacity !== null)) return
    const taken = await takenSeats(payload, eventId)
    const soldOut = allSoldOut(withStock(items, taken))
    // Not through Payload's update: that would take the event's edit lock from a staff member editing it.
    const changed = await sqlRows(payload, 'UPDATE events SET stock_sold_out = $2 WHERE id = $1 AND stock_sold_out IS DISTINCT FROM $2 RETURNING id', [eventId, soldOut])
    // The status cards and the search's facet show: LAST FEW TICKETS or SOLD OUT from what is left (docs/decisions/048).
    const restated = await storeEventStatus(payload, eventId, stockStatus(event.tickets, taken, await currentLastFewRule(payload)))
    if (changed.length || restated) expire(contentTags.events)
  } catch (error) {
    console.error(`Could not update the sold-out state of event ${eventId}:`, error)
  }
}
