import { createHmac } from 'node:crypto'

import type { Payload } from 'payload'

import { deliverSandboxWebhook } from '@/lib/db/sandbox-webhooks'
import { sqlRows } from '@/lib/db/sql'

import { InvalidWebhookSignature, toEvents, type DirectDebitPort, type MandateStatus, type Payer, type SetupOutcome } from './direct-debit'
import { newId, sandboxCollections, type Emitted } from './local-collections'
import { verifySignature } from './signature'

/**
 * The local sandbox: the default without GoCardless credentials, and what the tests use. It keeps
 * its own records, shows its own bank-details page (/direct-debit/sandbox/{flowId}), returns the
 * payer like the real flow, and sends the same signed webhook events to the app.
 *
 * Accounts: GoCardless's sandbox test account (sort code 200000, account 55779911) and any other
 * well-formed account are set up and become active; SANDBOX_FAILING_ACCOUNT is set up and then fails,
 * as a mandate the bank refuses does.
 */
export const SANDBOX_GOOD_ACCOUNT = { sortCode: '200000', accountNumber: '55779911' } as const
export const SANDBOX_FAILING_ACCOUNT = { sortCode: '200000', accountNumber: '11112222' } as const
/** Sets up an active mandate whose every payment then fails for insufficient funds (local-collections.ts). */
export const SANDBOX_PAYMENTS_FAIL_ACCOUNT = { sortCode: '200000', accountNumber: '22223333' } as const
/** Undelivered webhook bodies are posted again when the clock moves, for this many attempts (GoCardless retries too). */
const REDELIVERY_ATTEMPTS = 20

const id = newId

export type SandboxFlow = { id: string; billingRequestId: string; reference: string; payer: Payer; redirectUri: string; exitUri: string; status: 'pending' | 'fulfilled' | 'cancelled'; mandateId: string | null }
type FlowRow = { id: string; billing_request_id: string; reference: string; payer: Payer; redirect_uri: string; exit_uri: string; status: SandboxFlow['status']; mandate_id: string | null }

const flowOf = (r: FlowRow): SandboxFlow => ({
  id: r.id,
  billingRequestId: r.billing_request_id,
  reference: r.reference,
  payer: r.payer,
  redirectUri: r.redirect_uri,
  exitUri: r.exit_uri,
  status: r.status,
  mandateId: r.mandate_id,
})

export type SandboxOptions = { webhookSecret: string; serverUrl: string }

type SandboxEvent = { resource_type: string; action: string; links: Record<string, string> }

/** A webhook body as GoCardless sends it; events a moment apart, so their order is in their times too. */
function eventsBody(events: SandboxEvent[]): string {
  const at = Date.now()
  return JSON.stringify({ events: events.map((e, i) => ({ id: id('EV'), created_at: new Date(at + i).toISOString(), ...e })) })
}

export function createLocalPort(getPayload: () => Promise<Payload>, { webhookSecret, serverUrl }: SandboxOptions): DirectDebitPort & SandboxControls {
  const rows = async <T extends object>(text: string, params: unknown[]) => sqlRows<T & Record<string, unknown>>(await getPayload(), text, params)

  /** Records events and sends them to the app's webhook, signed as GoCardless signs them. */
  const emit = async (events: SandboxEvent[]) => {
    const body = eventsBody(events)
    const [row] = await rows<{ id: string }>(`INSERT INTO direct_debit_sandbox_outbox (id, body) VALUES ($1, $2) RETURNING id`, [id('WB'), body])
    void deliver(row!.id, body)
  }

  const deliver = (outboxId: string, body: string) =>
    getPayload().then((payload) => deliverSandboxWebhook(payload, 'direct_debit_sandbox_outbox', outboxId, `${serverUrl}/v1/api/direct-debit/webhooks`, { 'webhook-signature': sign(body, webhookSecret) }, body)).catch(() => {})

  const collections = sandboxCollections(rows)
  /** Posts what a change wrote, and gives back the change's own answer. */
  const sent = <T extends { emitted: Emitted[] }>(result: T): T => {
    for (const e of result.emitted) void deliver(e.id, e.body)
    return result
  }

  const readFlow = async (flowId: string) => {
    const [row] = await rows<FlowRow>(`SELECT * FROM direct_debit_sandbox_flows WHERE id = $1`, [flowId])
    return row ? flowOf(row) : null
  }

  return {
    name: 'local',
    async startMandateSetup({ payer, reference, redirectUri, exitUri, idempotencyKey }) {
      const [row] = await rows<FlowRow>(
        `INSERT INTO direct_debit_sandbox_flows (id, billing_request_id, idempotency_key, reference, payer, redirect_uri, exit_uri)
         VALUES ($1, $2, $3, $4, $5, $6, $7)
         ON CONFLICT (idempotency_key) DO UPDATE SET idempotency_key = EXCLUDED.idempotency_key
         RETURNING *`,
        [id('BRF'), id('BRQ'), idempotencyKey, reference, JSON.stringify(payer), redirectUri, exitUri],
      )
      return { id: row!.id, redirectUrl: `${serverUrl}/direct-debit/sandbox/${row!.id}`, billingRequestId: row!.billing_request_id }
    },
    async setupOutcome(billingRequestId): Promise<SetupOutcome> {
      const [row] = await rows<FlowRow>(`SELECT * FROM direct_debit_sandbox_flows WHERE billing_request_id = $1`, [billingRequestId])
      if (row?.status === 'fulfilled' && row.mandate_id) return { state: 'fulfilled', mandateId: row.mandate_id }
      if (row?.status === 'cancelled') return { state: 'cancelled' }
      return { state: 'pending' }
    },
    async getMandate(mandateId) {
      const [row] = await rows<{ id: string; status: MandateStatus; reference: string; created_at: Date }>(`SELECT * FROM direct_debit_sandbox_mandates WHERE id = $1`, [mandateId])
      return row ? { id: row.id, status: row.status, reference: row.reference, createdAt: row.created_at.toISOString() } : null
    },
    parseWebhook(rawBody, signature) {
      if (!signature || !verifySignature(rawBody, webhookSecret, signature)) throw new InvalidWebhookSignature()
      return toEvents((JSON.parse(rawBody) as { events?: unknown[] }).events ?? [])
    },
    createPayment: async (input) => sent(await collections.createPayment(input)).payment,
    getPayment: collections.payment,
    createSubscription: async (input) => sent(await collections.createSubscription(input)).subscription,
    retryPayment: async (paymentId, { chargeDate }) => sent(await collections.retryPayment(paymentId, chargeDate)).payment,
    updateSubscriptionAmount: async (subscriptionId, amountPence) => sent(await collections.updateSubscriptionAmount(subscriptionId, amountPence)).subscription,
    cancelSubscription: async (subscriptionId) => sent(await collections.cancelSubscription(subscriptionId)).subscription,

    today: collections.today,
    async advanceTo(day) {
      const emitted = sent({ emitted: await collections.advanceTo(day) }).emitted
      // At least once: bodies an earlier delivery could not post go again (the app applies each event once).
      const undelivered = await rows<Emitted>(
        `SELECT id, body FROM direct_debit_sandbox_outbox
         WHERE delivered_at IS NULL AND attempts BETWEEN 1 AND $1 AND created_at < now() - interval '30 seconds'
         ORDER BY created_at LIMIT 500`,
        [REDELIVERY_ATTEMPTS],
      )
      for (const e of undelivered) void deliver(e.id, e.body)
      return emitted
    },
    chargeBack: async (paymentId) => sent({ emitted: await collections.chargeBack(paymentId) }).emitted,
    cancelMandate: async (mandateId) => sent({ emitted: await collections.cancelMandate(mandateId) }).emitted,

    flow: readFlow,
    async authorise(flowId, { accountHolder, sortCode, accountNumber }) {
      const failing = sortCode === SANDBOX_FAILING_ACCOUNT.sortCode && accountNumber === SANDBOX_FAILING_ACCOUNT.accountNumber
      const paymentsFail = sortCode === SANDBOX_PAYMENTS_FAIL_ACCOUNT.sortCode && accountNumber === SANDBOX_PAYMENTS_FAIL_ACCOUNT.accountNumber
      const pending = await readFlow(flowId)
      if (!pending || pending.status !== 'pending') return pending?.status === 'fulfilled' ? pending : null
      const mandateId = id('MD')
      const links = { billing_request: pending.billingRequestId, mandate: mandateId }
      const events = eventsBody([
        { resource_type: 'billing_requests', action: 'fulfilled', links: { billing_request: pending.billingRequestId, mandate_request_mandate: mandateId } },
        { resource_type: 'mandates', action: 'created', links },
        ...(failing
          ? [{ resource_type: 'mandates', action: 'failed', links }]
          : [
              { resource_type: 'mandates', action: 'submitted', links },
              { resource_type: 'mandates', action: 'active', links },
            ]),
      ])
      // One statement, so all of it happens or none does: the flow is fulfilled once however many
      // times its page is posted, and its mandate and events exist exactly when it is.
      const [row] = await rows<FlowRow & { outbox_id: string | null }>(
        `WITH flow AS (
           UPDATE direct_debit_sandbox_flows SET status = 'fulfilled', mandate_id = $2 WHERE id = $1 AND status = 'pending' RETURNING *
         ), mandate AS (
           INSERT INTO direct_debit_sandbox_mandates (id, status, reference, account_holder, account_number_ending, payments_fail)
           SELECT $2, $3, reference, $4, $5, $8 FROM flow RETURNING id
         ), outbox AS (
           INSERT INTO direct_debit_sandbox_outbox (id, body) SELECT $6, $7 FROM flow RETURNING id
         )
         SELECT flow.*, (SELECT id FROM outbox) AS outbox_id FROM flow`,
        [flowId, mandateId, failing ? 'failed' : 'active', accountHolder, accountNumber.slice(-2), id('WB'), events, paymentsFail],
      )
      if (!row) {
        const existing = await readFlow(flowId)
        return existing?.status === 'fulfilled' ? existing : null
      }
      if (row.outbox_id) void deliver(row.outbox_id, events)
      return flowOf(row)
    },
    async cancel(flowId) {
      const [row] = await rows<FlowRow>(`UPDATE direct_debit_sandbox_flows SET status = 'cancelled' WHERE id = $1 AND status = 'pending' RETURNING *`, [flowId])
      if (row) await emit([{ resource_type: 'billing_requests', action: 'cancelled', links: { billing_request: row.billing_request_id } }])
      return row ? flowOf(row) : await readFlow(flowId)
    },
  }
}

/** What the sandbox's own bank-details page does (the provider's hosted page, in the real flow). */
export type SandboxControls = {
  flow(flowId: string): Promise<SandboxFlow | null>
  /** Sets up the mandate for valid details; null when the flow is unknown or was cancelled. */
  authorise(flowId: string, details: { accountHolder: string; sortCode: string; accountNumber: string }): Promise<SandboxFlow | null>
  cancel(flowId: string): Promise<SandboxFlow | null>
  /** The sandbox's today, 'YYYY-MM-DD': its clock, never behind the real London day. */
  today(): Promise<string>
  /**
   * Moves the sandbox's clock on to `day` and every payment and subscription due by then along
   * Bacs's timeline, sending the events (local-collections.ts); posts again any event not delivered.
   */
  advanceTo(day: string): Promise<Emitted[]>
  /** The payer's bank takes a collected payment back. */
  chargeBack(paymentId: string): Promise<Emitted[]>
  /** The payer cancels the mandate at their bank. */
  cancelMandate(mandateId: string): Promise<Emitted[]>
}

/** GoCardless's `Webhook-Signature`: the hex HMAC-SHA256 of the raw body with the endpoint's secret. */
export const sign = (body: string, secret: string): string => createHmac('sha256', secret).update(body).digest('hex')
