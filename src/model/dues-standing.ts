import type { Payload } from 'payload'

import { sqlRows } from '@/lib/db/sql'

import { DUES_SETTINGS_SLUG, duesSettingsOf, type ArrearsHold, type DuesSettings } from './dues'

/** Settings > Dues, at their defaults where unset or unreadable. */
export async function duesSettings(payload: Payload): Promise<DuesSettings> {
  const saved = await payload.findGlobal({ slug: DUES_SETTINGS_SLUG as 'dues-settings', overrideAccess: true, depth: 0 }).catch(() => null)
  return duesSettingsOf(saved as Parameters<typeof duesSettingsOf>[0])
}

/**
 * Whether a member's dues in arrears hold them back from `what` (docs/decisions/061): their own
 * dues, or their company's for a company's member, and only what Settings > Dues holds back. Read
 * by the features that refuse a member in arrears (booking a table, a members' event's tickets)
 * until the balance is settled or staff waive or extend it.
 */
export async function memberInArrears(payload: Payload, memberId: number, what: ArrearsHold): Promise<boolean> {
  const rows = await sqlRows<{ one: number }>(
    payload,
    // Staff may extend: until `grace_until` the member books as before, still owing.
    `SELECT 1 AS one FROM dues WHERE standing = 'arrears' AND (grace_until IS NULL OR grace_until <= now())
       AND (payer_id = $1 OR lead_id = (SELECT lead_id FROM members WHERE id = $1)) LIMIT 1`,
    [memberId],
    'member_in_arrears',
  )
  // The settings are read only for a member in arrears: everyone else's booking pays nothing for them.
  return rows.length > 0 && (await duesSettings(payload)).arrearsHoldBack.includes(what)
}
