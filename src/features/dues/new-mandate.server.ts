import 'server-only'

import { sql } from '@payloadcms/db-postgres'
import type { Payload, PayloadRequest } from 'payload'

import { DirectDebitUnavailable, type DirectDebitPort } from '@/integrations/direct-debit/port'
import { sqlRows } from '@/lib/db/sql'
import { sqlInTransaction, withTransaction } from '@/lib/db/transaction'
import { getEnv } from '@/lib/env'
import { hitRateLimit } from '@/lib/http/rate-limit'
import { readLimits } from '@/model/limit-settings'

import { DUES_CHANNEL } from './fix.server'
import { NEW_MANDATE_NOTICES } from './page-notices'

/** How long an open setup page is offered again (GoCardless keeps a flow for 7 days). */
const FLOW_REUSE_HOURS = 24
const HOUR_MS = 60 * 60 * 1000

/** The API's words, the same as My membership's notices. */
export const NEW_MANDATE_MESSAGES = {
  notYours: NEW_MANDATE_NOTICES['not-yours'].text,
  notNeeded: NEW_MANDATE_NOTICES['not-needed'].text,
  none: NEW_MANDATE_NOTICES.none.text,
  limited: NEW_MANDATE_NOTICES.limited.text,
  unavailable: NEW_MANDATE_NOTICES.unavailable.text,
} as const

type DuesRow = { id: number; payer_id: number | null; standing: string; collection_state: string; new_billing_request_id: string | null; new_flow_url: string | null; new_flow_at: Date | null }

export type NewMandateStart = { ok: true; redirectUrl: string } | { ok: false; status: 403 | 404 | 409 | 429 | 503; message: string; retryAfterSeconds?: number }

/**
 * A member sets up a new Direct Debit (issue 34 §3-4, docs/decisions/062): in arrears, to pay what
 * is owed; otherwise to move their collections to another bank account. The same
 * Billing Request Flow the application uses, for the paying member only. An open setup from the
 * last day is offered again; new ones are limited like the application's. When it is done (the
 * member comes back, or the provider's webhook says so first), `adoptNewMandate` moves the dues
 * onto it and the worker collects the balance and the monthly fee there.
 */
export async function startNewMandate(payload: Payload, port: DirectDebitPort, member: { id: number; email: string; firstName?: string | null; lastName?: string | null }, attempt: string, ip: string): Promise<NewMandateStart> {
  const [dues] = await sqlRows<DuesRow>(
    payload,
    `SELECT id, payer_id, standing, collection_state, new_billing_request_id, new_flow_url, new_flow_at FROM dues
      WHERE payer_id = $1 OR lead_id = (SELECT lead_id FROM members WHERE id = $1) ORDER BY (payer_id = $1) DESC NULLS LAST, id DESC LIMIT 1`,
    [member.id],
  )
  if (!dues) return { ok: false, status: 404, message: NEW_MANDATE_MESSAGES.none }
  if (dues.payer_id !== member.id) return { ok: false, status: 403, message: NEW_MANDATE_MESSAGES.notYours }
  // In arrears, collecting, with no mandate at all or a subscription stopped at the provider: a new one is taken. Not while collection is
  // first being started (the worker is on it), nor once the membership has ended.
  const open = dues.standing === 'arrears' || ['started', 'no-mandate', 'stopped'].includes(dues.collection_state)
  if (!open) return { ok: false, status: 409, message: NEW_MANDATE_MESSAGES.notNeeded }
  try {
    if (dues.new_billing_request_id && dues.new_flow_url && dues.new_flow_at && Date.now() - new Date(dues.new_flow_at).getTime() < FLOW_REUSE_HOURS * HOUR_MS) {
      if ((await port.setupOutcome(dues.new_billing_request_id)).state === 'pending') return { ok: true, redirectUrl: dues.new_flow_url }
    }
    const limits = await readLimits(payload)
    for (const [rule, subject] of [
      [{ name: 'dd-setup-dues', limit: limits.directDebitSetupsPerLeadPerHour, windowMs: HOUR_MS }, String(dues.id)],
      [{ name: 'dd-setup-address', limit: limits.directDebitSetupsPerAddressPerHour, windowMs: HOUR_MS }, ip],
    ] as const) {
      const verdict = await hitRateLimit(payload, rule, subject)
      if (!verdict.allowed) return { ok: false, status: 429, message: NEW_MANDATE_MESSAGES.limited, retryAfterSeconds: verdict.retryAfterSeconds }
    }
    const { serverUrl } = getEnv()
    const setup = await port.startMandateSetup({
      payer: { givenName: member.firstName ?? '', familyName: member.lastName ?? '', email: member.email },
      reference: `dues-${dues.id}`,
      redirectUri: `${serverUrl}/my-membership/new-mandate`,
      exitUri: `${serverUrl}/my-membership?mandate=cancelled`,
      idempotencyKey: `dues-${dues.id}-mandate-${attempt}`.slice(0, 128),
    })
    await sqlRows(payload, `UPDATE dues SET new_billing_request_id = $2, new_flow_url = $3, new_flow_at = now(), updated_at = now() WHERE id = $1`, [dues.id, setup.billingRequestId, setup.redirectUrl])
    return { ok: true, redirectUrl: setup.redirectUrl }
  } catch (error) {
    if (!(error instanceof DirectDebitUnavailable)) throw error
    payload.logger.warn({ msg: `Dues ${dues.id}: a new Direct Debit setup could not start`, err: error })
    return { ok: false, status: 503, message: NEW_MANDATE_MESSAGES.unavailable }
  }
}

/** The member is back from the provider: reads what became of their setup (the webhook may not have come). */
export async function finishNewMandate(payload: Payload, port: DirectDebitPort, memberId: number): Promise<'adopted' | 'pending' | 'cancelled' | 'none'> {
  const [dues] = await sqlRows<{ new_billing_request_id: string | null; mandate_round: string | null }>(payload, `SELECT new_billing_request_id, mandate_round FROM dues WHERE payer_id = $1 ORDER BY id DESC LIMIT 1`, [memberId])
  // No setup open: the provider's webhook came first and the dues are on the new mandate already.
  if (!dues?.new_billing_request_id) return Number(dues?.mandate_round ?? 0) > 0 ? 'adopted' : 'none'
  const outcome = await port.setupOutcome(dues.new_billing_request_id)
  if (outcome.state !== 'fulfilled') return outcome.state
  await withTransaction(payload, (req) => adoptNewMandate(req, dues.new_billing_request_id!, outcome.mandateId))
  return 'adopted'
}

/**
 * Moves dues onto the mandate their member's new setup made, once (by the return or the webhook,
 * whichever is first): the old subscription is to be ended and the balance collected on the new
 * mandate, which the worker does with keys of this round (`collect.server`).
 */
export async function adoptNewMandate(req: PayloadRequest, billingRequestId: string, mandateId: string): Promise<boolean> {
  const moved = await sqlInTransaction<{ id: number }>(
    req,
    sql`UPDATE dues SET mandate_id = ${mandateId}, replaced_subscription_id = coalesce(subscription_id, replaced_subscription_id), subscription_id = NULL,
               mandate_round = coalesce(mandate_round, 0) + 1, balance_to_collect = balance, balance_payment_id = NULL,
               -- Nothing owed (the mandate had ended, no payment failed): collecting again is all it takes.
               standing = CASE WHEN coalesce(balance, 0) = 0 THEN 'good' ELSE standing END,
               arrears_since = CASE WHEN coalesce(balance, 0) = 0 THEN NULL ELSE arrears_since END,
               collection_state = 'queued', collection_attempts = 0, collection_error = NULL, claimed_until = NULL,
               new_billing_request_id = NULL, new_flow_url = NULL, new_flow_at = NULL, updated_at = now()
        WHERE new_billing_request_id = ${billingRequestId} AND mandate_id IS DISTINCT FROM ${mandateId}
        RETURNING id`,
  )
  for (const row of moved) await sqlInTransaction(req, sql`SELECT pg_notify(${DUES_CHANNEL}, ${String(row.id)})`)
  return moved.length > 0
}
