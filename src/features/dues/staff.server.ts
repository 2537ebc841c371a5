import 'server-only'

import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { sqlInTransaction, withTransaction } from '@/lib/db/transaction'
import { duesSettings } from '@/model/dues-standing'
import { formatPounds } from '@/model/membership-fees'
import type { Due } from '@/payload-types'

import { addDays, londonToday } from './schedule'
import { extendSchema, waiveSchema, type DuesStaffAction } from './staff-schema'

export type StaffResult = { ok: true; standing: string; balance: number; graceUntil: string | null } | { ok: false; status: 400 | 404 | 409; message: string; field?: string }

/**
 * The sales team's answers to a member in arrears (issue 34 §3, decision 061): waive the balance
 * (good standing again), or extend (the member may book until a day, still owing). Each is kept on
 * the record with who gave it and why, in the transaction that makes it; the row is locked so two
 * staff acting at once both land in order.
 */
export async function actOnDues(payload: Payload, duesId: number, action: DuesStaffAction, body: unknown, by: string, now = new Date()): Promise<StaffResult> {
  const parsed = (action === 'waive' ? waiveSchema : extendSchema).safeParse(body)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!
    return { ok: false, status: 400, message: issue.message, field: String(issue.path[0] ?? '') }
  }
  const today = londonToday(now)
  const until = 'until' in parsed.data ? (parsed.data.until as string) : null
  const longest = until ? (await duesSettings(payload)).maxExtensionDays : 0
  if (until && (until <= today || until > addDays(today, longest))) {
    return { ok: false, status: 400, message: `Choose a day after today and at most ${longest} days ahead.`, field: 'until' }
  }
  return withTransaction(payload, async (req): Promise<StaffResult> => {
    const [row] = await sqlInTransaction<{ id: number }>(req, sql`SELECT id FROM dues WHERE id = ${duesId} FOR UPDATE`)
    if (!row) return { ok: false, status: 404, message: 'No such dues record.' }
    const dues = (await payload.findByID({ collection: 'dues', id: duesId, req, overrideAccess: true, depth: 0 })) as Due
    if (dues.standing !== 'arrears') return { ok: false, status: 409, message: 'This member is not in arrears: there is nothing to waive or extend.' }
    const balance = Number(dues.balance ?? 0)
    const entry = {
      at: now.toISOString(),
      by,
      action: action === 'waive' ? `Waived ${formatPounds(balance)}` : `Bookings allowed until ${until}`,
      reason: parsed.data.reason,
    }
    // End of the chosen London day, as a timestamp: the member may book through that day.
    const graceUntil = until ? new Date(Date.parse(`${addDays(until, 1)}T00:00:00Z`)).toISOString() : null
    const data =
      action === 'waive'
        ? { standing: 'good' as const, balance: 0, arrearsSince: null, graceUntil: null }
        : { graceUntil }
    const updated = (await payload.update({
      collection: 'dues',
      id: duesId,
      req,
      overrideAccess: true,
      depth: 0,
      data: { ...data, staffActions: [...(dues.staffActions ?? []), entry] },
      context: { system: 'dues staff action' },
    })) as Due
    return { ok: true, standing: updated.standing, balance: Number(updated.balance ?? 0), graceUntil: updated.graceUntil ?? null }
  })
}
