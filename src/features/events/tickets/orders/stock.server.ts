import 'server-only'

import { sql } from '@payloadcms/db-postgres'
import type { Payload, PayloadRequest } from 'payload'

import { sqlRows } from '@/lib/db/sql'
import { sqlInTransaction } from '@/lib/db/transaction'
import type { CancelReason, OrderStatus } from '@/model/ticket-orders'

/**
 * Seats are counted in ticket_stock, one row per event and ticket item: `taken` is what paid
 * orders and unexpired holds have. A purchase takes its seats with one upsert per item that
 * succeeds only while they fit (and a CHECK that holds whatever writes there), inside the order's
 * transaction, so concurrent buyers never take more than there is and a failed purchase takes
 * nothing. Rows are always locked in item order (byte order, the same in JavaScript and in SQL's
 * "C" collation), so buyers and releases of the same items never deadlock.
 */

export type SeatLine = { itemId: string; quantity: number; capacity: number | null }

/** Takes every line's seats, or none (the caller's transaction rolls back): the first line that does not fit, if any. */
export async function takeSeats(tx: PayloadRequest, eventId: number, lines: SeatLine[]): Promise<SeatLine | null> {
  for (const line of [...lines].sort((a, b) => (a.itemId < b.itemId ? -1 : a.itemId > b.itemId ? 1 : 0))) {
    const cap = line.capacity
    const taken = await sqlInTransaction(
      tx,
      sql`INSERT INTO ticket_stock (event_id, item_id, taken, capacity)
          SELECT ${eventId}::int, ${line.itemId}::varchar, ${line.quantity}::int, ${cap}::int WHERE ${cap}::int IS NULL OR ${line.quantity}::int <= ${cap}::int
          ON CONFLICT (event_id, item_id) DO UPDATE
            SET taken = ticket_stock.taken + EXCLUDED.taken, capacity = EXCLUDED.capacity
            WHERE EXCLUDED.capacity IS NULL OR ticket_stock.taken + EXCLUDED.taken <= EXCLUDED.capacity
          RETURNING taken`,
    )
    if (!taken.length) return line
  }
  return null
}

type Closed = { id: number; checkout_id: string | null; reference: string; event_id: number }

/**
 * Moves orders to a closing state and gives back the seats of those that held them, once: the
 * update's own condition (seats still held) decides, so a second attempt, or a concurrent one,
 * finds nothing to give back. `which` selects the orders (e.g. an event's expired holds).
 */
export async function closeOrders(
  tx: PayloadRequest,
  which: ReturnType<typeof sql>,
  to: { status: OrderStatus; reason: CancelReason | null },
): Promise<Closed[]> {
  const closed = await sqlInTransaction<Closed>(
    tx,
    // Orders are locked in id order, so a sweep and a purchase closing the same lapsed holds never deadlock.
    sql`UPDATE ticket_orders SET status = ${to.status}, cancel_reason = coalesce(${to.reason}, cancel_reason), seats_held = false, closed_at = now(), updated_at = now()
        WHERE id IN (SELECT id FROM ticket_orders WHERE seats_held AND ${which} ORDER BY id FOR UPDATE)
        RETURNING id, checkout_id, reference, event_id`,
  )
  if (!closed.length) return []
  const back = await sqlInTransaction<{ event_id: number; item_id: string; quantity: number }>(
    tx,
    sql`SELECT o.event_id, i.item_id, sum(i.quantity)::int AS quantity
        FROM ticket_orders o JOIN ticket_orders_items i ON i._parent_id = o.id
        WHERE o.id = ANY(${`{${closed.map((c) => c.id).join(',')}}`}::int[])
        GROUP BY 1, 2 ORDER BY o.event_id, i.item_id COLLATE "C"`,
  )
  for (const b of back) {
    await sqlInTransaction(tx, sql`UPDATE ticket_stock SET taken = greatest(0, taken - ${b.quantity}::int) WHERE event_id = ${b.event_id}::int AND item_id = ${b.item_id}::varchar`)
  }
  return closed
}

/** An event's holds whose time is up: cancelled, their seats back on sale. */
export const expiredHoldsOf = (eventId: number | null) =>
  eventId === null
    ? sql`status = 'pending' AND hold_expires_at <= now()`
    : sql`event_id = ${eventId}::int AND status = 'pending' AND hold_expires_at <= now()`

/** Seats taken per item of an event (paid and held), for what the page shows as left. */
export async function takenSeats(payload: Payload, eventId: number): Promise<Map<string, number>> {
  // Holds past their time count as free already, whether or not the sweep has closed them yet.
  const rows = await sqlRows<{ item_id: string; taken: number }>(
    payload,
    `SELECT s.item_id, s.taken - coalesce((
       SELECT sum(i.quantity) FROM ticket_orders o JOIN ticket_orders_items i ON i._parent_id = o.id
       WHERE o.event_id = s.event_id AND i.item_id = s.item_id AND o.status = 'pending' AND o.seats_held AND o.hold_expires_at <= now()), 0) AS taken
     FROM ticket_stock s WHERE s.event_id = $1`,
    [eventId],
    'ticket_stock_of_event',
  )
  return new Map(rows.map((r) => [r.item_id, Number(r.taken)]))
}
