import type { Payload } from 'payload'

import { sqlRows } from '@/lib/db/sql'

/**
 * Whether a member's dues are in arrears (docs/decisions/061): their own, or their company's for a
 * company's member. Read by the features that hold back what a member in arrears may not do
 * (booking a table) until the balance is settled or staff waive it.
 */
export async function memberInArrears(payload: Payload, memberId: number): Promise<boolean> {
  const rows = await sqlRows<{ one: number }>(
    payload,
    // Staff may extend: until `grace_until` the member books as before, still owing.
    `SELECT 1 AS one FROM dues WHERE standing = 'arrears' AND (grace_until IS NULL OR grace_until <= now())
       AND (payer_id = $1 OR lead_id = (SELECT lead_id FROM members WHERE id = $1)) LIMIT 1`,
    [memberId],
    'member_in_arrears',
  )
  return rows.length > 0
}
