import { sql } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'

import { sqlInTransaction } from '@/lib/db/transaction'

/**
 * The two steps every table booking takes inside its transaction, whoever makes it (a member on
 * the website or the app, or staff in the back office), so they are written once (decisions 025, 043).
 */

/**
 * Serialises one member's bookings: taken before their bookings are counted, and held until the
 * new one is stored, so bookings sent at once cannot all see the count under the limit.
 */
export async function lockMemberBookings(tx: PayloadRequest, memberId: number): Promise<void> {
  await sqlInTransaction(tx, sql`SELECT pg_advisory_xact_lock(hashtext(${`table-bookings:member:${memberId}`}))`)
}

/**
 * Takes a party's covers in a slot with one atomic upsert that succeeds only while they fit
 * (table_slot_usage, and its CHECK): false when they do not, and nothing is taken.
 */
export async function takeCovers(tx: PayloadRequest, slot: { restaurantId: number; start: Date; covers: number; capacity: number }): Promise<boolean> {
  const taken = await sqlInTransaction<{ covers_used: number }>(
    tx,
    sql`INSERT INTO table_slot_usage (restaurant_id, start_at, covers_used, capacity)
        SELECT ${slot.restaurantId}::int, ${slot.start.toISOString()}::timestamptz, ${slot.covers}::int, ${slot.capacity}::int WHERE ${slot.covers}::int <= ${slot.capacity}::int
        ON CONFLICT (restaurant_id, start_at) DO UPDATE
          SET covers_used = table_slot_usage.covers_used + EXCLUDED.covers_used, capacity = EXCLUDED.capacity
          WHERE table_slot_usage.covers_used + EXCLUDED.covers_used <= EXCLUDED.capacity
        RETURNING covers_used`,
  )
  return taken.length > 0
}
