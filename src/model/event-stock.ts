import type { EventStatus } from './events'

/**
 * What an event's status says, from its tickets' stock (docs/decisions/048): SOLD OUT when no item
 * has enough left for an order, LAST FEW TICKETS when what is left is at most a number of seats or
 * a share of them (Settings > Tickets), otherwise on sale. Never from a label staff set: an event
 * with unlimited places, or no tickets sold online, is on sale.
 */

/** The back office's "last few" setting: at most this many seats, or at most this percentage of them, left. */
export type LastFewRule = { lastFewAtMost: number; lastFewPercent: number }
export const DEFAULT_LAST_FEW: LastFewRule = { lastFewAtMost: 10, lastFewPercent: 10 }

/** A ticket item as stored on the event (the fields the stock needs). */
export type StockItem = { id?: string | null; quantityAvailable?: number | null; soldOut?: boolean | null; itemMinimumPurchase?: number | null }

/** The rule from the stored setting, each part a whole number from 0 (missing: the default). */
export function lastFewRule(settings: Partial<Record<keyof LastFewRule, number | null>> | null | undefined): LastFewRule {
  const part = (value: number | null | undefined, fallback: number) => (typeof value === 'number' && Number.isFinite(value) && value >= 0 ? Math.floor(value) : fallback)
  return {
    lastFewAtMost: part(settings?.lastFewAtMost, DEFAULT_LAST_FEW.lastFewAtMost),
    lastFewPercent: Math.min(100, part(settings?.lastFewPercent, DEFAULT_LAST_FEW.lastFewPercent)),
  }
}

/** `taken`: seats paid for or being paid for, per item id (the ticket_stock table). */
export function stockStatus(items: readonly StockItem[] | null | undefined, taken: ReadonlyMap<string, number>, rule: LastFewRule): EventStatus {
  if (!items?.length) return 'on-sale'
  const open = items.flatMap((item): { capacity: number | null; left: number }[] => {
    if (item.soldOut) return []
    const min = Math.max(1, Math.floor(item.itemMinimumPurchase ?? 1))
    if (typeof item.quantityAvailable !== 'number') return [{ capacity: null, left: Infinity }]
    const capacity = Math.max(0, Math.floor(item.quantityAvailable))
    const left = Math.max(0, capacity - (item.id ? (taken.get(item.id) ?? 0) : 0))
    // Fewer left than one order's minimum: nothing of it can be bought.
    return left < min ? [] : [{ capacity, left }]
  })
  if (open.length === 0) return 'sold-out'
  // Unlimited places are never the last few.
  if (open.some((i) => i.capacity === null)) return 'on-sale'
  const left = open.reduce((n, i) => n + i.left, 0)
  const capacity = open.reduce((n, i) => n + (i.capacity ?? 0), 0)
  return left <= rule.lastFewAtMost || left * 100 <= rule.lastFewPercent * capacity ? 'last-few-tickets' : 'on-sale'
}
