import 'server-only'

import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { DirectDebitUnavailable, type DirectDebitPort } from '@/integrations/direct-debit/port'
import { getEmailPort } from '@/integrations/email/port'
import { sqlRows } from '@/lib/db/sql'
import { sqlInTransaction, withTransaction } from '@/lib/db/transaction'
import { getEnv } from '@/lib/env'
import type { Due } from '@/payload-types'

import { noticeEmail } from './emails'
import { lastCollectionBy, londonToday, membershipEnd } from './schedule'

export const NOTICE_MESSAGES = {
  none: 'There are no membership dues for this account.',
  notYours: 'Your company pays your membership: its contact gives notice for the company.',
  given: (endsOn: string) => `Notice has already been given: the membership ends on ${endsOn}.`,
  ended: 'This membership has ended.',
} as const

export type NoticeResult = { ok: true; endsOn: string; lastCollection: string | null } | { ok: false; status: 403 | 404 | 409; message: string }

/**
 * Notice to resign (issue 34 §4, docs/decisions/063), given by the paying member or by staff for
 * them: the end day is fixed now by the type's notice and the minimum term, kept on the record with
 * who gave it, and the payer is told (queued in the same transaction). Collections go on until then;
 * the worker ends the subscription after the last one and closes the accounts the day after the end.
 */
export async function giveNotice(payload: Payload, target: { duesId: number } | { memberId: number }, by: string, reason: string | null, now = new Date()): Promise<NoticeResult> {
  const outcome = await withTransaction(payload, async (req): Promise<NoticeResult & { outbox?: number[] }> => {
    const [row] = await sqlInTransaction<{ id: number; payer_id: number | null }>(
      req,
      'duesId' in target
        ? sql`SELECT id, payer_id FROM dues WHERE id = ${target.duesId} FOR UPDATE`
        : sql`SELECT id, payer_id FROM dues WHERE payer_id = ${target.memberId} OR lead_id = (SELECT lead_id FROM members WHERE id = ${target.memberId})
              ORDER BY (payer_id = ${target.memberId}) DESC NULLS LAST, id DESC LIMIT 1 FOR UPDATE`,
    )
    if (!row) return { ok: false, status: 404, message: NOTICE_MESSAGES.none }
    if ('memberId' in target && row.payer_id !== target.memberId) return { ok: false, status: 403, message: NOTICE_MESSAGES.notYours }
    const dues = (await payload.findByID({ collection: 'dues', id: row.id, req, overrideAccess: true, depth: 0 })) as Due
    if (dues.collectionState === 'ended') return { ok: false, status: 409, message: NOTICE_MESSAGES.ended }
    if (dues.endsOn) return { ok: false, status: 409, message: NOTICE_MESSAGES.given(dues.endsOn) }
    const [type] = await sqlInTransaction<{ notice_months: string | null }>(req, sql`SELECT notice_months FROM membership_types WHERE title = ${dues.membershipType} LIMIT 1`)
    const end = membershipEnd({ today: londonToday(now), noticeMonths: Number(type?.notice_months ?? 1), termMonths: dues.termMonths, firstCollection: dues.firstCollection ?? null })
    const entry = { at: now.toISOString(), by, action: `Notice given: membership ends on ${end.endsOn}`, reason: reason?.trim() || 'Given by the member.' }
    await payload.update({
      collection: 'dues',
      id: row.id,
      req,
      overrideAccess: true,
      depth: 0,
      data: { noticeGivenAt: now.toISOString(), endsOn: end.endsOn, staffActions: [...(dues.staffActions ?? []), entry] },
      context: { system: 'notice given' },
    })
    const [payer] = await sqlInTransaction<{ email: string; first_name: string | null }>(req, sql`SELECT email, first_name FROM members WHERE id = ${row.payer_id}`)
    const outbox = payer
      ? [await getEmailPort().queue(payload, noticeEmail({ email: payer.email, firstName: payer.first_name, leadId: typeof dues.lead === 'object' ? (dues.lead?.id ?? null) : (dues.lead ?? null) }, { ...end, monthly: dues.monthlyAmount, byStaff: by !== 'member' }, getEnv()), req)]
      : []
    return { ok: true, ...end, outbox }
  })
  if (outcome.ok && outcome.outbox?.length) await getEmailPort().deliver(payload, outcome.outbox)
  if (!outcome.ok) return outcome
  return { ok: true, endsOn: outcome.endsOn, lastCollection: outcome.lastCollection }
}

type Ending = { id: number; lead_id: number | null; payer_id: number | null; subscription_id: string | null; subscription_ended_at: Date | null; first_collection: string | null; ends_on: string }

/**
 * The worker's part of resignations: a subscription ends once its last collection before the end
 * day has been submitted (ending it earlier would cancel that payment with it; later, the provider
 * might make the next), and the day after the end the membership closes: collection ended and the
 * accounts it paid for disabled (for a company, all its members'). Returns the number of changes.
 */
export async function endResignations(payload: Payload, port: DirectDebitPort, now = new Date()): Promise<number> {
  const today = londonToday(now)
  const rows = await sqlRows<Ending>(
    payload,
    `SELECT id, lead_id, payer_id, subscription_id, subscription_ended_at, first_collection, ends_on FROM dues
      WHERE ends_on IS NOT NULL AND ended_at IS NULL AND (subscription_ended_at IS NULL OR ends_on < $1) ORDER BY id LIMIT 50`,
    [today],
  )
  let changed = 0
  for (const due of rows) {
    if (due.subscription_id && !due.subscription_ended_at) {
      const last = lastCollectionBy(due.first_collection, due.ends_on)
      const [pending] = await sqlRows(payload, `SELECT 1 FROM payments WHERE dues_id = $1 AND kind = 'monthly' AND status = 'pending_submission' AND charge_date <= $2 LIMIT 1`, [due.id, due.ends_on])
      const lastSubmitted = !last || today >= last || today > due.ends_on
      if (pending || !lastSubmitted) continue
      try {
        await port.cancelSubscription(due.subscription_id)
      } catch (error) {
        if (error instanceof DirectDebitUnavailable) {
          payload.logger.warn({ msg: `Dues ${due.id}: the subscription could not be ended yet; the worker tries again`, err: error })
          continue
        }
        payload.logger.info({ msg: `Dues ${due.id}: subscription ${due.subscription_id} was already ended`, err: error })
      }
      await sqlRows(payload, `UPDATE dues SET subscription_ended_at = now(), updated_at = now() WHERE id = $1`, [due.id])
      changed++
    } else if (!due.subscription_id && !due.subscription_ended_at) {
      await sqlRows(payload, `UPDATE dues SET subscription_ended_at = now(), updated_at = now() WHERE id = $1`, [due.id])
    }
    if (due.ends_on < today) {
      await withTransaction(payload, async (req) => {
        const ended = await sqlInTransaction<{ id: number }>(req, sql`UPDATE dues SET collection_state = 'ended', ended_at = now(), updated_at = now() WHERE id = ${due.id} AND ended_at IS NULL RETURNING id`)
        if (!ended.length) return
        const accounts = (
          await payload.find({
            collection: 'members',
            req,
            overrideAccess: true,
            depth: 0,
            pagination: false,
            where: due.lead_id ? { or: [{ id: { equals: due.payer_id } }, { lead: { equals: due.lead_id } }] } : { id: { equals: due.payer_id } },
          })
        ).docs
        // Through Payload, so a disabled account is signed out everywhere (the collection's hook).
        for (const account of accounts.filter((a) => a.status !== 'Disabled')) {
          await payload.update({ collection: 'members', id: account.id, req, overrideAccess: true, depth: 0, data: { status: 'Disabled' }, context: { system: 'membership ended' } })
        }
      })
      changed++
    }
  }
  return changed
}
