import 'server-only'

import type { Payload } from 'payload'

import { DirectDebitUnavailable, type DirectDebitPort } from '@/integrations/direct-debit/port'
import { sqlRows } from '@/lib/db/sql'
import { toPence, toPounds } from '@/model/dues'

import { londonToday, monthlyDay, nextMonthlyCollection } from './schedule'

/** How long a worker may take to start one record's collection before another may try it. */
const CLAIM_SECONDS = 300
/** A failing start waits 1 min, doubling to an hour, between tries: the worker never gives up. */
const backoffSeconds = (attempts: number) => Math.min(3600, 60 * 2 ** Math.max(0, attempts - 1))

type Claimed = {
  id: number
  lead_id: number | null
  membership_type: string
  monthly_amount: string
  joining_amount: string
  mandate_id: string | null
  subscription_id: string | null
  joining_payment_id: string | null
  collection_attempts: string | null
  first_collection: string | null
  mandate_round: string | null
  replaced_subscription_id: string | null
  balance_to_collect: string | null
  balance_payment_id: string | null
}
const CLAIMED_COLUMNS =
  'id, lead_id, membership_type, monthly_amount, joining_amount, mandate_id, subscription_id, joining_payment_id, collection_attempts, first_collection, mandate_round, replaced_subscription_id, balance_to_collect, balance_payment_id'

/** The idempotency keys of a record's two creations: a start retried after a crash finds what it made before. */
export const joiningKey = (duesId: number) => `dues-${duesId}-joining`
export const subscriptionKey = (duesId: number, round = 0) => (round > 0 ? `dues-${duesId}-monthly-${round}` : `dues-${duesId}-monthly`)
/** The balance collected on a member's new mandate, one per new mandate (docs/decisions/062). */
export const balanceKey = (duesId: number, round: number) => `dues-${duesId}-balance-${round}`

/**
 * Starts collection on the dues records waiting for it (issue 34 §2, docs/decisions/061): the
 * joining fee as a one-off payment and the monthly fee as a subscription, both on the member's
 * mandate, each created with an idempotency key of ours and recorded once the provider answers. A
 * record is claimed for a few minutes (FOR UPDATE SKIP LOCKED) so two workers never start the same
 * one; a worker killed between the provider's answer and the record leaves the claim to lapse, and
 * the next start asks again with the same keys and records what the provider already had. A
 * failure is kept on the record for staff and tried again later. Returns how many were started.
 */
export async function startCollections(payload: Payload, port: DirectDebitPort, limit = 20): Promise<number> {
  let started = 0
  for (let i = 0; i < limit; i++) {
    const [due] = await sqlRows<Claimed>(
      payload,
      `UPDATE dues SET claimed_until = now() + make_interval(secs => $1) WHERE id = (
         SELECT id FROM dues WHERE collection_state = 'queued' AND (claimed_until IS NULL OR claimed_until < now())
         ORDER BY id LIMIT 1 FOR UPDATE SKIP LOCKED)
       RETURNING ${CLAIMED_COLUMNS}`,
      [CLAIM_SECONDS],
    )
    if (!due) break
    try {
      if (await startOne(payload, port, due)) started++
    } catch (error) {
      const attempts = Number(due.collection_attempts ?? 0) + 1
      const message = error instanceof Error ? error.message : String(error)
      await sqlRows(payload, `UPDATE dues SET collection_attempts = $2, collection_error = $3, claimed_until = now() + make_interval(secs => $4), updated_at = now() WHERE id = $1`, [
        due.id,
        attempts,
        `Starting collection failed (try ${attempts}): ${message.slice(0, 300)}. The worker tries again.`,
        backoffSeconds(attempts),
      ])
      payload.logger.warn({ msg: `Dues ${due.id}: starting collection failed (try ${attempts}); the worker tries again`, err: error })
    }
  }
  return started
}

async function startOne(payload: Payload, port: DirectDebitPort, due: Claimed): Promise<boolean> {
  // The mandate may have been confirmed after the approval: read the application's current one.
  const mandateId = due.mandate_id ?? (due.lead_id ? ((await sqlRows<{ m: string | null }>(payload, 'SELECT payment_mandate_id AS m FROM leads WHERE id = $1', [due.lead_id]))[0]?.m ?? null) : null)
  if (!mandateId) {
    await sqlRows(payload, `UPDATE dues SET collection_state = 'no-mandate', collection_error = $2, claimed_until = NULL, updated_at = now() WHERE id = $1`, [
      due.id,
      'The application has no Direct Debit mandate to collect on: ask the member to set one up.',
    ])
    return false
  }
  const reference = `dues-${due.id}`
  const joining = Number(due.joining_amount)
  if (joining > 0 && !due.joining_payment_id) {
    const payment = await port.createPayment({ mandateId, amountPence: toPence(joining), description: `Clubhouse ${due.membership_type} membership: joining fee`, reference, idempotencyKey: joiningKey(due.id) })
    await sqlRows(
      payload,
      `WITH d AS (UPDATE dues SET joining_payment_id = $2, mandate_id = $3, updated_at = now() WHERE id = $1 RETURNING id)
       INSERT INTO payments (provider_id, dues_id, kind, amount, charge_date, status) SELECT $2, id, 'joining', $4, $5, $6 FROM d
       ON CONFLICT (provider_id) DO UPDATE SET kind = 'joining'`,
      [due.id, payment.id, mandateId, toPounds(payment.amountPence), payment.chargeDate, payment.status],
    )
  }
  const round = Number(due.mandate_round ?? 0)
  // On a member's new mandate (docs/decisions/062): the old subscription ends first, so two never
  // collect the same month; one the provider has already ended (with its mandate) needs nothing.
  if (due.replaced_subscription_id) {
    try {
      await port.cancelSubscription(due.replaced_subscription_id)
    } catch (error) {
      if (error instanceof DirectDebitUnavailable) throw error
      payload.logger.info({ msg: `Dues ${due.id}: subscription ${due.replaced_subscription_id} was not cancelled (already ended)`, err: error })
    }
    await sqlRows(payload, `UPDATE dues SET replaced_subscription_id = NULL, updated_at = now() WHERE id = $1`, [due.id])
  }
  const balance = Number(due.balance_to_collect ?? 0)
  if (round > 0 && balance > 0 && !due.balance_payment_id) {
    const payment = await port.createPayment({ mandateId, amountPence: toPence(balance), description: `Clubhouse ${due.membership_type} membership: balance owed`, reference, idempotencyKey: balanceKey(due.id, round) })
    await sqlRows(
      payload,
      `WITH d AS (UPDATE dues SET balance_payment_id = $2, updated_at = now() WHERE id = $1 RETURNING id)
       INSERT INTO payments (provider_id, dues_id, kind, amount, charge_date, status) SELECT $2, id, 'balance', $3, $4, $5 FROM d
       ON CONFLICT (provider_id) DO UPDATE SET kind = 'balance'`,
      [due.id, payment.id, toPounds(payment.amountPence), payment.chargeDate, payment.status],
    )
  }
  if (!due.subscription_id) {
    // A new mandate keeps the member's collection day; the first start takes the mandate's first possible day.
    const resumed = round > 0 && due.first_collection ? { startDate: nextMonthlyCollection(due.first_collection, londonToday()), dayOfMonth: monthlyDay(due.first_collection) } : {}
    const subscription = await port.createSubscription({
      mandateId,
      amountPence: toPence(Number(due.monthly_amount)),
      name: `Clubhouse ${due.membership_type} membership`,
      reference,
      idempotencyKey: subscriptionKey(due.id, round),
      ...resumed,
    })
    await sqlRows(payload, `UPDATE dues SET subscription_id = $2, mandate_id = $3, first_collection = coalesce(first_collection, $4), updated_at = now() WHERE id = $1`, [
      due.id,
      subscription.id,
      mandateId,
      subscription.upcoming[0]?.chargeDate ?? null,
    ])
  }
  await sqlRows(payload, `UPDATE dues SET collection_state = 'started', collection_error = NULL, claimed_until = NULL, updated_at = now() WHERE id = $1`, [due.id])
  return true
}
