import 'server-only'

import type { Payload } from 'payload'

import type { DirectDebitPort } from '@/integrations/direct-debit/port'
import { sqlRows } from '@/lib/db/sql'
import { toPence, toPounds } from '@/model/dues'

/** How long a worker may take to start one record's collection before another may try it. */
const CLAIM_SECONDS = 300
/** A failing start waits 1 min, doubling to an hour, between tries: the worker never gives up. */
const backoffSeconds = (attempts: number) => Math.min(3600, 60 * 2 ** Math.max(0, attempts - 1))

type Claimed = { id: number; lead_id: number | null; membership_type: string; monthly_amount: string; joining_amount: string; mandate_id: string | null; subscription_id: string | null; joining_payment_id: string | null; collection_attempts: string | null }

/** The idempotency keys of a record's two creations: a start retried after a crash finds what it made before. */
export const joiningKey = (duesId: number) => `dues-${duesId}-joining`
export const subscriptionKey = (duesId: number) => `dues-${duesId}-monthly`

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
       RETURNING id, lead_id, membership_type, monthly_amount, joining_amount, mandate_id, subscription_id, joining_payment_id, collection_attempts`,
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
  if (!due.subscription_id) {
    const subscription = await port.createSubscription({
      mandateId,
      amountPence: toPence(Number(due.monthly_amount)),
      name: `Clubhouse ${due.membership_type} membership`,
      reference,
      idempotencyKey: subscriptionKey(due.id),
    })
    await sqlRows(payload, `UPDATE dues SET subscription_id = $2, mandate_id = $3, first_collection = $4, updated_at = now() WHERE id = $1`, [
      due.id,
      subscription.id,
      mandateId,
      subscription.upcoming[0]?.chargeDate ?? null,
    ])
  }
  await sqlRows(payload, `UPDATE dues SET collection_state = 'started', collection_error = NULL, claimed_until = NULL, updated_at = now() WHERE id = $1`, [due.id])
  return true
}
