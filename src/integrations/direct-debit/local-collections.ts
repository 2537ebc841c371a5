import { randomBytes } from 'node:crypto'

import type { PaymentInput, PaymentStatus, ProviderPayment, ProviderSubscription, SubscriptionInput, SubscriptionStatus } from './direct-debit'

/**
 * The local sandbox's collections: payments and monthly subscriptions on its mandates, moved along
 * Bacs's timeline by a clock the tests move (issue 34), telling the app with the events GoCardless
 * sends. Each change of state and the webhook body that tells of it are written by one statement,
 * so a crash loses neither; the sandbox posts the bodies afterwards (local.ts).
 *
 * The timeline, in days of the sandbox's clock:
 * - a payment is `pending_submission` when made, charged no sooner than SANDBOX_NOTICE_DAYS on;
 * - `submitted` SANDBOX_SUBMIT_DAYS_BEFORE its charge date;
 * - on its charge date `confirmed`, or `failed` for insufficient funds when its mandate is one whose
 *   payments fail (the sandbox's "payments fail" account) or is no longer active;
 * - `paid_out` SANDBOX_PAYOUT_DAYS after its charge date;
 * - a subscription makes its next payment (`subscriptions payment_created` and `payments created`)
 *   once that charge date is SANDBOX_NOTICE_DAYS away, then moves on a month.
 */
export const SANDBOX_NOTICE_DAYS = 3
export const SANDBOX_SUBMIT_DAYS_BEFORE = 2
export const SANDBOX_PAYOUT_DAYS = 2

/** The failure the sandbox gives, worded as GoCardless words it. */
export const SANDBOX_FAILURE = { cause: 'insufficient_funds', description: "The customer's account had insufficient funds to make this payment." } as const

/** Runs one statement on the sandbox's tables and returns its rows. */
export type Rows = <T extends object>(text: string, params: unknown[]) => Promise<T[]>

/** A webhook body written to the sandbox's outbox, to be posted to the app. */
export type Emitted = { id: string; body: string }

export const newId = (prefix: string): string => `${prefix}${randomBytes(7).toString('hex').toUpperCase()}`

type PaymentRow = { id: string; mandate_id: string; subscription_id: string | null; amount: number; charge_date: string; status: PaymentStatus }
type SubscriptionRow = { id: string; amount: number; status: SubscriptionStatus; next_charge_date: string; day_of_month: number }

const PAYMENT_COLUMNS = `id, mandate_id, subscription_id, amount, to_char(charge_date, 'YYYY-MM-DD') AS charge_date, status`
const SUBSCRIPTION_COLUMNS = `id, mandate_id, amount, status, to_char(next_charge_date, 'YYYY-MM-DD') AS next_charge_date, day_of_month`

const paymentOf = (r: PaymentRow): ProviderPayment => ({
  id: r.id,
  status: r.status,
  amountPence: Number(r.amount),
  chargeDate: r.charge_date,
  subscriptionId: r.subscription_id,
  mandateId: r.mandate_id,
})

/** 'YYYY-MM-DD' `months` calendar months after `day`, on `dayOfMonth` (-1: the month's last day), cut to the month's length. */
export function addMonths(day: string, months: number, dayOfMonth: number): string {
  const [y, m] = day.split('-').map(Number) as [number, number]
  const index = m - 1 + months
  const year = y + Math.floor(index / 12)
  const month = (index % 12) + 1
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate()
  const d = dayOfMonth === -1 ? last : Math.min(dayOfMonth, last)
  return `${year}-${String(month).padStart(2, '0')}-${String(d).padStart(2, '0')}`
}

type EventSpec = { resource: 'payments' | 'subscriptions' | 'mandates'; action: string; failure?: boolean }

const FAILURE_DETAILS = `json_build_object('origin', 'bank', 'cause', '${SANDBOX_FAILURE.cause}', 'description', '${SANDBOX_FAILURE.description.replace(/'/g, "''")}', 'will_attempt_retry', false)`

/**
 * A statement that makes a change (`change`: SQL returning id, mandate_id and subscription_id
 * columns) and writes, for each row it changed, one webhook body holding `events` about that row.
 * Returns the bodies written.
 */
function changeWithEvents(change: string, events: EventSpec[], before = ''): string {
  const eventSql = events.map((e, i) => {
    const links =
      e.resource === 'subscriptions'
        ? `json_build_object('subscription', changed.subscription_id, 'mandate', changed.mandate_id${e.action === 'payment_created' ? `, 'payment', changed.id` : ''})`
        : e.resource === 'mandates'
          ? `json_build_object('mandate', changed.mandate_id)`
          : `json_build_object('payment', changed.id, 'mandate', changed.mandate_id, 'subscription', changed.subscription_id)`
    return `json_build_object(
      'id', 'EV' || upper(substr(md5(random()::text || clock_timestamp()::text || changed.id || '${e.action}'), 1, 14)),
      'created_at', to_char((clock_timestamp() + interval '1 millisecond' * ${i}) AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
      'resource_type', '${e.resource}',
      'action', '${e.action}',
      'links', json_strip_nulls(${links}),
      'details', ${e.failure ? FAILURE_DETAILS : `json_build_object('origin', 'gocardless')`})`
  })
  return `WITH ${before ? `${before},` : ''} changed AS (${change}),
    outbox AS (
      INSERT INTO direct_debit_sandbox_outbox (id, body)
      SELECT 'WB' || upper(substr(md5(random()::text || clock_timestamp()::text || changed.id), 1, 14)),
             json_build_object('events', json_build_array(${eventSql.join(', ')}))::text
      FROM changed
      RETURNING id, body
    )
    SELECT id, body FROM outbox`
}

/** The sandbox's collections over its tables; each change returns the webhook bodies it wrote. */
export function sandboxCollections(rows: Rows) {
  /** The sandbox's today: its clock, never behind the real London day. */
  const today = async (): Promise<string> => {
    const [row] = await rows<{ today: string }>(
      `SELECT to_char(greatest((SELECT today FROM direct_debit_sandbox_clock WHERE id = 1), (now() AT TIME ZONE 'Europe/London')::date), 'YYYY-MM-DD') AS today`,
      [],
    )
    return row!.today
  }

  /** The charge date asked for, or the first day the notice allows when that is sooner or none was asked. */
  const chargeDateFrom = async (wanted?: string): Promise<string> => {
    const [row] = await rows<{ day: string }>(`SELECT to_char(greatest($1::date, $2::date + $3::int), 'YYYY-MM-DD') AS day`, [wanted ?? '1970-01-01', await today(), SANDBOX_NOTICE_DAYS])
    return row!.day
  }

  const payment = async (id: string) => {
    const [row] = await rows<PaymentRow>(`SELECT ${PAYMENT_COLUMNS} FROM direct_debit_sandbox_payments WHERE id = $1`, [id])
    return row ? paymentOf(row) : null
  }

  const subscription = async (where: 'id' | 'idempotency_key', value: string): Promise<ProviderSubscription | null> => {
    const [r] = await rows<SubscriptionRow>(`SELECT ${SUBSCRIPTION_COLUMNS} FROM direct_debit_sandbox_subscriptions WHERE ${where} = $1`, [value])
    if (!r) return null
    // The next charge date as planned (a first one may be off the subscription's day), then its day each month.
    const upcoming =
      r.status === 'active' ? [r.next_charge_date, addMonths(r.next_charge_date, 1, r.day_of_month), addMonths(r.next_charge_date, 2, r.day_of_month)].map((chargeDate) => ({ chargeDate, amountPence: Number(r.amount) })) : []
    return { id: r.id, status: r.status, amountPence: Number(r.amount), upcoming }
  }

  const requireMandate = async (mandateId: string) => {
    const [mandate] = await rows<{ status: string }>(`SELECT status FROM direct_debit_sandbox_mandates WHERE id = $1`, [mandateId])
    if (!mandate) throw new Error(`The sandbox has no mandate ${mandateId}`)
    if (['cancelled', 'failed', 'expired'].includes(mandate.status)) throw new Error(`The sandbox's mandate ${mandateId} is ${mandate.status}`)
  }

  return {
    today,
    payment,

    async createPayment(input: PaymentInput): Promise<{ payment: ProviderPayment; emitted: Emitted[] }> {
      await requireMandate(input.mandateId)
      const emitted = await rows<Emitted>(
        changeWithEvents(
          `INSERT INTO direct_debit_sandbox_payments (id, idempotency_key, mandate_id, amount, description, reference, charge_date)
           VALUES ($1, $2, $3, $4, $5, $6, $7)
           ON CONFLICT (idempotency_key) DO NOTHING
           RETURNING id, mandate_id, subscription_id`,
          [{ resource: 'payments', action: 'created' }],
        ),
        [newId('PM'), input.idempotencyKey, input.mandateId, input.amountPence, input.description, input.reference, await chargeDateFrom(input.chargeDate)],
      )
      const [row] = await rows<PaymentRow>(`SELECT ${PAYMENT_COLUMNS} FROM direct_debit_sandbox_payments WHERE idempotency_key = $1`, [input.idempotencyKey])
      return { payment: paymentOf(row!), emitted }
    },

    async createSubscription(input: SubscriptionInput): Promise<{ subscription: ProviderSubscription; emitted: Emitted[] }> {
      await requireMandate(input.mandateId)
      const first = await chargeDateFrom(input.startDate)
      // GoCardless takes 1 to 28, or -1 for the month's last day.
      const startDay = Number(first.slice(8, 10))
      const dayOfMonth = input.dayOfMonth ?? (startDay > 28 ? -1 : startDay)
      if (!(dayOfMonth === -1 || (Number.isInteger(dayOfMonth) && dayOfMonth >= 1 && dayOfMonth <= 28))) throw new Error(`day_of_month must be 1 to 28 or -1, not ${dayOfMonth}`)
      const emitted = await rows<Emitted>(
        changeWithEvents(
          `INSERT INTO direct_debit_sandbox_subscriptions (id, idempotency_key, mandate_id, amount, name, reference, day_of_month, next_charge_date)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
           ON CONFLICT (idempotency_key) DO NOTHING
           RETURNING id, mandate_id, id AS subscription_id`,
          [{ resource: 'subscriptions', action: 'created' }],
        ),
        [newId('SB'), input.idempotencyKey, input.mandateId, input.amountPence, input.name, input.reference, dayOfMonth, first],
      )
      return { subscription: (await subscription('idempotency_key', input.idempotencyKey))!, emitted }
    },

    /** A failed payment asked for again (GoCardless `payments.retry`): pending again, with its new charge date. */
    async retryPayment(paymentId: string, chargeDate?: string): Promise<{ payment: ProviderPayment; emitted: Emitted[] }> {
      const emitted = await rows<Emitted>(
        changeWithEvents(
          `UPDATE direct_debit_sandbox_payments SET status = 'pending_submission', failure_cause = NULL, charge_date = $2
           WHERE id = $1 AND status = 'failed'
           RETURNING id, mandate_id, subscription_id`,
          [{ resource: 'payments', action: 'resubmission_requested' }],
        ),
        [paymentId, await chargeDateFrom(chargeDate)],
      )
      const current = await payment(paymentId)
      if (!current) throw new Error(`The sandbox has no payment ${paymentId}`)
      if (!emitted.length) throw new Error(`The sandbox's payment ${paymentId} is ${current.status}, not failed: it cannot be retried`)
      return { payment: current, emitted }
    },

    async updateSubscriptionAmount(subscriptionId: string, amountPence: number): Promise<{ subscription: ProviderSubscription; emitted: Emitted[] }> {
      const emitted = await rows<Emitted>(
        changeWithEvents(
          `UPDATE direct_debit_sandbox_subscriptions SET amount = $2 WHERE id = $1 AND status = 'active' RETURNING id, mandate_id, id AS subscription_id`,
          [{ resource: 'subscriptions', action: 'amended' }],
        ),
        [subscriptionId, amountPence],
      )
      const current = await subscription('id', subscriptionId)
      if (!current || !emitted.length) throw new Error(`The sandbox has no active subscription ${subscriptionId}`)
      return { subscription: current, emitted }
    },

    /** Ends a subscription; its payments not yet submitted are cancelled with it, as GoCardless does. */
    async cancelSubscription(subscriptionId: string): Promise<{ subscription: ProviderSubscription; emitted: Emitted[] }> {
      const emitted = [
        ...(await rows<Emitted>(
          changeWithEvents(
            `UPDATE direct_debit_sandbox_subscriptions SET status = 'cancelled' WHERE id = $1 AND status = 'active' RETURNING id, mandate_id, id AS subscription_id`,
            [{ resource: 'subscriptions', action: 'cancelled' }],
          ),
          [subscriptionId],
        )),
        ...(await rows<Emitted>(
          changeWithEvents(
            `UPDATE direct_debit_sandbox_payments SET status = 'cancelled' WHERE subscription_id = $1 AND status = 'pending_submission' RETURNING id, mandate_id, subscription_id`,
            [{ resource: 'payments', action: 'cancelled' }],
          ),
          [subscriptionId],
        )),
      ]
      const current = await subscription('id', subscriptionId)
      if (!current) throw new Error(`The sandbox has no subscription ${subscriptionId}`)
      return { subscription: current, emitted }
    },

    /**
     * Moves the sandbox's clock on to `day` ('YYYY-MM-DD'; never back) and everything due by then
     * along the timeline, in order. Returns the webhook bodies written, oldest first.
     */
    async advanceTo(day: string): Promise<Emitted[]> {
      await rows(
        `INSERT INTO direct_debit_sandbox_clock (id, today) VALUES (1, $1::date)
         ON CONFLICT (id) DO UPDATE SET today = greatest(direct_debit_sandbox_clock.today, EXCLUDED.today)`,
        [day],
      )
      const now = await today()
      const emitted: Emitted[] = []
      // Subscriptions make their payments as the notice allows, a month at a time (a clock moved on
      // by months makes each month's payment).
      for (;;) {
        const made = await rows<Emitted>(
          changeWithEvents(
            `INSERT INTO direct_debit_sandbox_payments (id, idempotency_key, mandate_id, subscription_id, amount, description, reference, charge_date)
             SELECT 'PM' || upper(substr(md5(random()::text || due.id || due.next_charge_date::text), 1, 14)),
                    due.id || ':' || to_char(due.next_charge_date, 'YYYY-MM-DD'), due.mandate_id, due.id, due.amount, due.name, due.reference, due.next_charge_date
             FROM due JOIN moved ON moved.id = due.id
             ON CONFLICT (idempotency_key) DO NOTHING
             RETURNING id, mandate_id, subscription_id`,
            [
              { resource: 'subscriptions', action: 'payment_created' },
              { resource: 'payments', action: 'created' },
            ],
            `due AS (
               SELECT id, mandate_id, amount, name, reference, day_of_month, next_charge_date
               FROM direct_debit_sandbox_subscriptions
               WHERE status = 'active' AND next_charge_date <= $1::date + $2::int
               ORDER BY next_charge_date, id
               FOR UPDATE SKIP LOCKED
             ), moved AS (
               UPDATE direct_debit_sandbox_subscriptions s
               -- The same day next month, or that month's last day when it is shorter (or -1 asks for it).
               SET next_charge_date = (date_trunc('month', due.next_charge_date) + interval '1 month')::date + (least(
                 CASE WHEN due.day_of_month = -1 THEN 31 ELSE due.day_of_month END,
                 extract(day FROM date_trunc('month', due.next_charge_date) + interval '2 month' - interval '1 day')::int
               ) - 1)
               FROM due WHERE s.id = due.id
               RETURNING s.id
             )`,
          ),
          [now, SANDBOX_NOTICE_DAYS],
        )
        if (!made.length) break
        emitted.push(...made)
      }
      const step = async (change: string, events: EventSpec[]) => emitted.push(...(await rows<Emitted>(changeWithEvents(change, events), [now])))
      await step(
        `UPDATE direct_debit_sandbox_payments SET status = 'submitted'
         WHERE status = 'pending_submission' AND charge_date - ${SANDBOX_SUBMIT_DAYS_BEFORE} <= $1::date
         RETURNING id, mandate_id, subscription_id`,
        [{ resource: 'payments', action: 'submitted' }],
      )
      await step(
        `UPDATE direct_debit_sandbox_payments p SET status = 'failed', failure_cause = '${SANDBOX_FAILURE.cause}'
         FROM direct_debit_sandbox_mandates m
         WHERE p.mandate_id = m.id AND p.status = 'submitted' AND p.charge_date <= $1::date AND (m.payments_fail OR m.status <> 'active')
         RETURNING p.id, p.mandate_id, p.subscription_id`,
        [{ resource: 'payments', action: 'failed', failure: true }],
      )
      await step(
        `UPDATE direct_debit_sandbox_payments SET status = 'confirmed'
         WHERE status = 'submitted' AND charge_date <= $1::date
         RETURNING id, mandate_id, subscription_id`,
        [{ resource: 'payments', action: 'confirmed' }],
      )
      await step(
        `UPDATE direct_debit_sandbox_payments SET status = 'paid_out'
         WHERE status = 'confirmed' AND charge_date + ${SANDBOX_PAYOUT_DAYS} <= $1::date
         RETURNING id, mandate_id, subscription_id`,
        [{ resource: 'payments', action: 'paid_out' }],
      )
      return emitted
    },

    /** The payer's bank takes a collected payment back (a Direct Debit Guarantee claim). */
    async chargeBack(paymentId: string): Promise<Emitted[]> {
      return rows<Emitted>(
        changeWithEvents(
          `UPDATE direct_debit_sandbox_payments SET status = 'charged_back' WHERE id = $1 AND status IN ('confirmed', 'paid_out') RETURNING id, mandate_id, subscription_id`,
          [{ resource: 'payments', action: 'charged_back' }],
        ),
        [paymentId],
      )
    },

    /** The payer cancels the mandate at their bank: its subscriptions end and its payments not yet submitted are cancelled. */
    async cancelMandate(mandateId: string): Promise<Emitted[]> {
      const mandate = await rows<Emitted>(
        changeWithEvents(
          `UPDATE direct_debit_sandbox_mandates SET status = 'cancelled' WHERE id = $1 AND status NOT IN ('cancelled', 'failed', 'expired')
           RETURNING id, id AS mandate_id, NULL::text AS subscription_id`,
          [{ resource: 'mandates', action: 'cancelled' }],
        ),
        [mandateId],
      )
      const subscriptions = await rows<Emitted>(
        changeWithEvents(
          `UPDATE direct_debit_sandbox_subscriptions SET status = 'cancelled' WHERE mandate_id = $1 AND status = 'active' RETURNING id, mandate_id, id AS subscription_id`,
          [{ resource: 'subscriptions', action: 'cancelled' }],
        ),
        [mandateId],
      )
      const payments = await rows<Emitted>(
        changeWithEvents(
          `UPDATE direct_debit_sandbox_payments SET status = 'cancelled' WHERE mandate_id = $1 AND status = 'pending_submission' RETURNING id, mandate_id, subscription_id`,
          [{ resource: 'payments', action: 'cancelled' }],
        ),
        [mandateId],
      )
      return [...mandate, ...subscriptions, ...payments]
    },
  }
}
