import 'server-only'

import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import type { DirectDebitEvent, DirectDebitPort, ProviderPayment } from '@/integrations/direct-debit/port'
import { getEmailPort, type EmailMessage } from '@/integrations/email/port'
import { sqlRows } from '@/lib/db/sql'
import { sqlInTransaction, withTransaction } from '@/lib/db/transaction'
import { getEnv } from '@/lib/env'
import { toPounds, type PaymentKind, type Standing } from '@/model/dues'
import { duesSettings } from '@/model/dues-standing'

import { adoptNewMandate } from './new-mandate.server'
import { ARREARS_REASONS, arrearsEmail, firstCollectionEmail, paymentRetryEmail, type Payer } from './emails'
import { applyPaymentAction } from './standing'

export type AppliedDuesEvents = { applied: number; repeated: number; ignored: number; retried: number }

type DuesRow = { id: number; standing: Standing; balance: string; joining_payment_id: string | null; subscription_id: string | null; payer_id: number | null; lead_id: number | null }
type PaymentRow = { id: number; kind: PaymentKind; amount: string; failures: string | null; retried: boolean | null; inserted: boolean }

const MANDATE_ENDS = new Set(['cancelled', 'failed', 'expired'])
const SUBSCRIPTION_ENDS = new Set(['cancelled', 'finished'])

/**
 * Applies the provider's payment, subscription and mandate events to the dues they are about
 * (issue 34 §2-3, docs/decisions/061), each event once: its id is recorded in `dues_events` in the
 * transaction of the change it makes. A payment's amount, date and state are read from the
 * provider first (outside the transaction), so events arriving out of order still leave the state
 * the provider has now; the counts (failures) come from the events themselves, each counted once.
 * A payment's dues are found by its mandate, known from approval on, so an event that arrives
 * before the worker has recorded what it created still finds its member. A first failure the
 * provider will not retry is retried here after the transaction commits (and by the worker's sweep
 * if that call fails).
 */
export async function applyDuesEvents(payload: Payload, events: DirectDebitEvent[], port: DirectDebitPort): Promise<AppliedDuesEvents> {
  const tally: AppliedDuesEvents = { applied: 0, repeated: 0, ignored: 0, retried: 0 }
  for (const event of events) {
    const { outcome, outbox } = await applyOne(payload, event, port)
    tally[outcome]++
    // Queued in the event's transaction; sent once it has committed (the relay retries a failed send).
    if (outbox.length) await getEmailPort().deliver(payload, outbox)
  }
  tally.retried = await retryWantedPayments(payload, port)
  return tally
}

type Outcome = { outcome: 'applied' | 'repeated' | 'ignored'; outbox: number[] }

async function applyOne(payload: Payload, event: DirectDebitEvent, port: DirectDebitPort): Promise<Outcome> {
  const none = (outcome: Outcome['outcome']): Outcome => ({ outcome, outbox: [] })
  const isPayment = event.resourceType === 'payments' || (event.resourceType === 'subscriptions' && event.action === 'payment_created')
  const isMandate = event.resourceType === 'mandates' && (MANDATE_ENDS.has(event.action) || event.action === 'replaced')
  // A member's new Direct Debit, done at the provider before they came back to the site (decision 062).
  if (event.resourceType === 'billing_requests' && event.action === 'fulfilled' && event.billingRequestId && event.mandateId) {
    const [known] = await sqlRows(payload, 'SELECT 1 FROM dues WHERE new_billing_request_id = $1', [event.billingRequestId])
    if (!known) return none('ignored')
    return withTransaction(payload, async (req): Promise<Outcome> => {
      const fresh = await sqlInTransaction(req, sql`INSERT INTO dues_events (id, resource_type, action) VALUES (${event.id}, ${event.resourceType}, ${event.action}) ON CONFLICT (id) DO NOTHING RETURNING id`)
      if (!fresh.length) return none('repeated')
      return none((await adoptNewMandate(req, event.billingRequestId!, event.mandateId!)) ? 'applied' : 'repeated')
    })
  }
  if (event.resourceType === 'subscriptions' && SUBSCRIPTION_ENDS.has(event.action) && event.subscriptionId) return subscriptionEnded(payload, event)
  if ((!isPayment || !event.paymentId) && !isMandate) return none('ignored')
  if ((await sqlRows(payload, 'SELECT 1 FROM dues_events WHERE id = $1', [event.id])).length) return none('repeated')
  const provider = isPayment ? await port.getPayment(event.paymentId!) : null
  if (isPayment && !provider) return none('ignored')

  return withTransaction(payload, async (req): Promise<Outcome> => {
    const fresh = await sqlInTransaction<{ id: string }>(
      req,
      sql`INSERT INTO dues_events (id, resource_type, action) VALUES (${event.id}, ${event.resourceType}, ${event.action}) ON CONFLICT (id) DO NOTHING RETURNING id`,
    )
    if (!fresh.length) return none('repeated')
    const mandateId = provider?.mandateId || event.mandateId
    const [dues] = await sqlInTransaction<DuesRow>(
      req,
      sql`SELECT id, standing, balance, joining_payment_id, subscription_id, payer_id, lead_id FROM dues
          WHERE (${provider?.subscriptionId ?? null}::text IS NOT NULL AND subscription_id = ${provider?.subscriptionId ?? null})
             OR (${mandateId ?? null}::text IS NOT NULL AND mandate_id = ${mandateId ?? null})
          ORDER BY id LIMIT 1 FOR UPDATE`,
    )
    if (!dues) return none('ignored')
    const letter = provider ? await paymentEvent(req, dues, provider, event) : await mandateEvent(req, dues, event)
    const payer = letter ? await payerOf(req, dues) : null
    const outbox = letter && payer ? [await getEmailPort().queue(payload, letter(payer), req)] : []
    return { outcome: 'applied', outbox }
  })
}

/** Whom a dues letter goes to: the paying member, or the application's contact before the account exists. */
async function payerOf(req: Tx, dues: DuesRow): Promise<Payer | null> {
  const [row] = await sqlInTransaction<{ email: string | null; first_name: string | null }>(
    req,
    sql`SELECT coalesce(m.email, l.email_address) AS email, coalesce(m.first_name, l.first_name) AS first_name
        FROM (SELECT 1) one LEFT JOIN members m ON m.id = ${dues.payer_id} LEFT JOIN leads l ON l.id = ${dues.lead_id}`,
  )
  return row?.email ? { email: row.email, firstName: row.first_name, leadId: dues.lead_id } : null
}

type Letter = ((payer: Payer) => EmailMessage) | null

type Tx = Parameters<typeof sqlInTransaction>[0]

async function paymentEvent(req: Tx, dues: DuesRow, provider: ProviderPayment, event: DirectDebitEvent): Promise<Letter> {
  const kind: PaymentKind = provider.subscriptionId ? 'monthly' : !dues.joining_payment_id || dues.joining_payment_id === provider.id ? 'joining' : 'balance'
  const [payment] = await sqlInTransaction<PaymentRow>(
    req,
    sql`INSERT INTO payments (provider_id, dues_id, kind, amount, charge_date, status) VALUES (${provider.id}, ${dues.id}, ${kind}, ${toPounds(provider.amountPence)}, ${provider.chargeDate}, ${provider.status})
        ON CONFLICT (provider_id) DO UPDATE SET status = EXCLUDED.status, charge_date = EXCLUDED.charge_date, updated_at = now()
        RETURNING id, kind, amount, failures, retried, (xmax = 0) AS inserted`,
  )
  const action = event.resourceType === 'payments' ? event.action : 'created'
  const effect = applyPaymentAction(
    action,
    { kind: payment!.kind, amount: Number(payment!.amount), failures: Number(payment!.failures ?? 0), retried: Boolean(payment!.retried) },
    { standing: dues.standing, balance: Number(dues.balance) },
    event.willAttemptRetry,
    (await duesSettings(req.payload)).retryFailedPayments,
  )
  await sqlInTransaction(
    req,
    sql`UPDATE payments SET failures = ${effect.failures}, retry_wanted = ${effect.retry}, cause = coalesce(${action === 'failed' || action === 'charged_back' ? (event.cause ?? action) : null}, cause)
        WHERE id = ${payment!.id}`,
  )
  await setStanding(req, dues.id, effect.standing, effect.balance, effect.intoArrears)
  const settings = getEnv()
  // The subscription's first payment is recorded (by whichever of its events comes first): the
  // member is told the schedule before it is collected.
  if (payment!.kind === 'monthly' && payment!.inserted) {
    const [count] = await sqlInTransaction<{ n: number }>(req, sql`SELECT count(*)::int AS n FROM payments WHERE dues_id = ${dues.id} AND kind = 'monthly'`)
    if (count?.n === 1) {
      const [joining] = await sqlInTransaction<{ amount: string; charge_date: string }>(req, sql`SELECT amount, charge_date FROM payments WHERE dues_id = ${dues.id} AND kind = 'joining' AND status NOT IN ('cancelled', 'failed') LIMIT 1`)
      const [plan] = await sqlInTransaction<{ membership_type: string }>(req, sql`SELECT membership_type FROM dues WHERE id = ${dues.id}`)
      const schedule = {
        plan: plan!.membership_type,
        chargeDate: provider.chargeDate,
        monthly: Number(payment!.amount),
        joining: joining ? { amount: Number(joining.amount), chargeDate: joining.charge_date } : null,
      }
      return (payer) => firstCollectionEmail(payer, schedule, settings)
    }
  }
  if (effect.intoArrears) {
    const reason = action === 'charged_back' ? ARREARS_REASONS.chargedBack : effect.failures > 1 ? ARREARS_REASONS.failedTwice : ARREARS_REASONS.failed
    return (payer) => arrearsEmail(payer, effect.balance, reason, settings)
  }
  // A first failure, whoever tries again: the member hears what happened and what to do.
  if (action === 'failed' && effect.failures === 1 && payment!.kind !== 'balance') {
    return (payer) => paymentRetryEmail(payer, { kind: payment!.kind, amount: Number(payment!.amount), cause: event.cause }, settings)
  }
  return null
}

async function mandateEvent(req: Tx, dues: DuesRow, event: DirectDebitEvent): Promise<Letter> {
  if (event.action === 'replaced' && event.newMandateId) {
    await sqlInTransaction(req, sql`UPDATE dues SET mandate_id = ${event.newMandateId}, updated_at = now() WHERE id = ${dues.id}`)
    return null
  }
  // No mandate, nothing can be collected: the member is in arrears until a new one collects the balance.
  const into = dues.standing !== 'arrears'
  await setStanding(req, dues.id, 'arrears', Number(dues.balance), into)
  const settings = getEnv()
  return into ? (payer) => arrearsEmail(payer, Number(dues.balance), ARREARS_REASONS.mandateEnded, settings) : null
}

/**
 * The member's monthly subscription ended at the provider. Expected when the membership is ending
 * (notice given: the worker ends it) or was replaced by a new mandate's (then it is no longer the
 * record's and nothing matches). Otherwise someone ended it outside the club's site (the provider's
 * dashboard, or with the mandate): nothing more is collected, so the record says so for staff (the
 * dashboard's "Dues not collecting") and the member may set up a new Direct Debit, which starts
 * collection again. Nothing is owed for it, so the standing is unchanged.
 */
async function subscriptionEnded(payload: Payload, event: DirectDebitEvent): Promise<Outcome> {
  return withTransaction(payload, async (req): Promise<Outcome> => {
    const fresh = await sqlInTransaction(req, sql`INSERT INTO dues_events (id, resource_type, action) VALUES (${event.id}, ${event.resourceType}, ${event.action}) ON CONFLICT (id) DO NOTHING RETURNING id`)
    if (!fresh.length) return { outcome: 'repeated', outbox: [] }
    const [dues] = await sqlInTransaction<{ id: number; ending: boolean }>(
      req,
      sql`SELECT id, (ends_on IS NOT NULL OR collection_state = 'ended') AS ending FROM dues WHERE subscription_id = ${event.subscriptionId} ORDER BY id LIMIT 1 FOR UPDATE`,
    )
    if (!dues) return { outcome: 'ignored', outbox: [] }
    if (dues.ending) {
      await sqlInTransaction(req, sql`UPDATE dues SET subscription_ended_at = coalesce(subscription_ended_at, now()), updated_at = now() WHERE id = ${dues.id}`)
    } else {
      const why = `The provider reports the monthly subscription ${event.subscriptionId} ${event.action} (${event.createdAt.slice(0, 10)}): nothing more is collected until the member sets up a new Direct Debit from My membership.`
      await sqlInTransaction(req, sql`UPDATE dues SET collection_state = 'stopped', collection_error = ${why}, updated_at = now() WHERE id = ${dues.id}`)
    }
    return { outcome: 'applied', outbox: [] }
  })
}

async function setStanding(req: Tx, duesId: number, standing: Standing, balance: number, intoArrears: boolean): Promise<void> {
  await sqlInTransaction(
    req,
    sql`UPDATE dues SET standing = ${standing}, balance = ${balance}, arrears_since = CASE WHEN ${standing} = 'arrears' THEN (CASE WHEN ${intoArrears} THEN now() ELSE arrears_since END) ELSE NULL END, updated_at = now()
        WHERE id = ${duesId}`,
  )
}

/**
 * Asks the provider to try again each payment whose first failure it will not retry by itself,
 * once: `retried` is set only when the provider accepted, so a refused or lost call is made again
 * on the next sweep. A provider that says the payment is already being retried counts as accepted.
 */
export async function retryWantedPayments(payload: Payload, port: DirectDebitPort): Promise<number> {
  const wanted = await sqlRows<{ id: number; provider_id: string }>(payload, `SELECT id, provider_id FROM payments WHERE retry_wanted AND NOT coalesce(retried, false) ORDER BY id LIMIT 50`)
  let retried = 0
  for (const payment of wanted) {
    try {
      await port.retryPayment(payment.provider_id, {})
    } catch (error) {
      const current = await port.getPayment(payment.provider_id).catch(() => null)
      if (!current || current.status === 'failed') {
        payload.logger.warn({ msg: `Payment ${payment.provider_id}: the retry was refused; the worker asks again`, err: error })
        continue
      }
    }
    await sqlRows(payload, 'UPDATE payments SET retried = true, retry_wanted = false, updated_at = now() WHERE id = $1', [payment.id])
    retried++
  }
  return retried
}
