import { createHmac } from 'node:crypto'

import type { GoCardlessClient } from 'gocardless-nodejs'
import { describe, expect, it } from 'vitest'

import { DirectDebitUnavailable, InvalidWebhookSignature } from './direct-debit'
import { createGoCardlessPort } from './gocardless'

const SECRET = 'gocardless-webhook-secret'

/** The parts of the official client the port calls, answering as GoCardless does. */
function fakeClient(overrides: Record<string, unknown> = {}) {
  const calls: { what: string; body?: unknown; key?: string }[] = []
  const client = {
    billingRequests: {
      create: async (body: unknown, key?: string) => (calls.push({ what: 'billingRequests.create', body, key }), { id: 'BRQ000123' }),
      find: async (id: string) => (overrides.find as (id: string) => unknown)?.(id) ?? { id, status: 'pending', links: {} },
    },
    billingRequestFlows: {
      create: async (body: unknown, key?: string) => (calls.push({ what: 'billingRequestFlows.create', body, key }), { id: 'BRF000456', authorisation_url: 'https://pay-sandbox.gocardless.com/billing/static/flow?id=BRF000456' }),
    },
    payments: {
      create: async (body: { amount: number; charge_date?: string; links: { mandate: string } }, key?: string) => (
        calls.push({ what: 'payments.create', body, key }),
        { id: 'PM0001', status: 'pending_submission', amount: body.amount, charge_date: body.charge_date ?? '2026-12-07', links: { mandate: body.links.mandate } }
      ),
      retry: async (id: string, body: unknown) => (calls.push({ what: 'payments.retry', body }), { id, status: 'pending_submission', amount: 15000, charge_date: '2026-12-14', links: { mandate: 'MD0001' } }),
    },
    subscriptions: {
      create: async (body: { amount: number; links: { mandate: string } }, key?: string) => (
        calls.push({ what: 'subscriptions.create', body, key }),
        { id: 'SB0001', status: 'active', amount: body.amount, upcoming_payments: [{ charge_date: '2027-01-01', amount: body.amount }, { charge_date: '2027-02-01', amount: body.amount }] }
      ),
      update: async (id: string, body: { amount: number }) => (calls.push({ what: 'subscriptions.update', body }), { id, status: 'active', amount: body.amount, upcoming_payments: [] }),
      cancel: async (id: string) => (calls.push({ what: 'subscriptions.cancel' }), { id, status: 'cancelled', amount: 15000 }),
    },
    mandates: {
      find: async (id: string) => {
        if (id === 'MDMISSING') throw Object.assign(new Error('not found'), { response: { statusCode: 404 } })
        if (id === 'MDDOWN') throw new Error('socket hang up')
        return { id, status: 'active', reference: 'CLUBHOUSE-12', created_at: '2026-11-25T10:00:00.000Z' }
      },
    },
  }
  return { client: client as unknown as GoCardlessClient, calls }
}

const port = (client: GoCardlessClient) => createGoCardlessPort({ accessToken: 'sandbox_x', environment: 'sandbox', webhookSecret: SECRET }, client)

describe('the GoCardless direct-debit port', () => {
  it('starts a Bacs mandate request in GBP and a flow prefilled with the payer, each with its own idempotency key', async () => {
    const { client, calls } = fakeClient()
    const setup = await port(client).startMandateSetup({
      payer: { givenName: 'Amelia', familyName: "O'Brien", email: 'amelia@example.com', addressLine1: "512 New King's Road", city: 'LONDON', postalCode: 'SW6 4LZ', countryCode: 'GB' },
      reference: '42',
      redirectUri: 'https://club.example/application/payment?return=1',
      exitUri: 'https://club.example/application/payment',
      idempotencyKey: 'lead-42-attempt-1',
    })
    expect(setup).toEqual({ id: 'BRF000456', redirectUrl: 'https://pay-sandbox.gocardless.com/billing/static/flow?id=BRF000456', billingRequestId: 'BRQ000123' })
    expect(calls[0]).toEqual({ what: 'billingRequests.create', body: { mandate_request: { scheme: 'bacs', currency: 'GBP' }, metadata: { reference: '42' } }, key: 'lead-42-attempt-1-request' })
    expect(calls[1]!.key).toBe('lead-42-attempt-1-flow')
    expect(calls[1]!.body).toMatchObject({
      redirect_uri: 'https://club.example/application/payment?return=1',
      exit_uri: 'https://club.example/application/payment',
      links: { billing_request: 'BRQ000123' },
      prefilled_customer: { given_name: 'Amelia', family_name: "O'Brien", email: 'amelia@example.com', postal_code: 'SW6 4LZ', country_code: 'GB' },
    })
  })

  it('reads a returning payer\'s outcome from the billing request', async () => {
    const answers: Record<string, unknown> = {
      BRQDONE: { id: 'BRQDONE', status: 'fulfilled', links: { mandate_request_mandate: 'MD0001' } },
      BRQGONE: { id: 'BRQGONE', status: 'cancelled', links: {} },
    }
    const { client } = fakeClient({ find: (id: string) => answers[id] })
    expect(await port(client).setupOutcome('BRQDONE')).toEqual({ state: 'fulfilled', mandateId: 'MD0001' })
    expect(await port(client).setupOutcome('BRQGONE')).toEqual({ state: 'cancelled' })
    expect(await port(client).setupOutcome('BRQWAIT')).toEqual({ state: 'pending' })
  })

  it('reads a mandate, null when GoCardless has none, and says when GoCardless is not answering', async () => {
    const { client } = fakeClient()
    expect(await port(client).getMandate('MD0001')).toEqual({ id: 'MD0001', status: 'active', reference: 'CLUBHOUSE-12', createdAt: '2026-11-25T10:00:00.000Z' })
    expect(await port(client).getMandate('MDMISSING')).toBeNull()
    await expect(port(client).getMandate('MDDOWN')).rejects.toBeInstanceOf(DirectDebitUnavailable)
  })

  it('reads webhook events only under a valid signature of the raw body', () => {
    const { client } = fakeClient()
    const body = JSON.stringify({ events: [{ id: 'EV1', created_at: '2026-11-25T10:00:00.000Z', resource_type: 'mandates', action: 'active', links: { mandate: 'MD0001' } }] })
    const signature = createHmac('sha256', SECRET).update(body).digest('hex')
    expect(port(client).parseWebhook(body, signature)).toEqual([
      {
        id: 'EV1',
        createdAt: '2026-11-25T10:00:00.000Z',
        resourceType: 'mandates',
        action: 'active',
        mandateId: 'MD0001',
        billingRequestId: null,
        paymentId: null,
        subscriptionId: null,
        newMandateId: null,
        cause: null,
        description: null,
        willAttemptRetry: false,
      },
    ])
    for (const bad of [null, '', 'zz', signature.slice(2), createHmac('sha256', 'other').update(body).digest('hex')]) {
      expect(() => port(client).parseWebhook(body, bad)).toThrow(InvalidWebhookSignature)
    }
    expect(() => port(client).parseWebhook(body.replace('active', 'failed'), signature)).toThrow(InvalidWebhookSignature)
  })

  it('reads a failed payment\'s links and reason, and a replaced mandate\'s successor', () => {
    const { client } = fakeClient()
    const body = JSON.stringify({
      events: [
        {
          id: 'EV2',
          created_at: '2026-12-07T10:00:00.000Z',
          resource_type: 'payments',
          action: 'failed',
          links: { payment: 'PM0001', subscription: 'SB0001' },
          details: { origin: 'bank', cause: 'insufficient_funds', description: "The customer's account had insufficient funds to make this payment.", will_attempt_retry: false },
        },
        { id: 'EV3', created_at: '2026-12-08T10:00:00.000Z', resource_type: 'mandates', action: 'replaced', links: { mandate: 'MD0001', new_mandate: 'MD0002' } },
      ],
    })
    const [failed, replaced] = port(client).parseWebhook(body, createHmac('sha256', SECRET).update(body).digest('hex'))
    expect(failed).toMatchObject({ paymentId: 'PM0001', subscriptionId: 'SB0001', mandateId: null, cause: 'insufficient_funds', willAttemptRetry: false })
    expect(failed!.description).toMatch(/insufficient funds/)
    expect(replaced).toMatchObject({ mandateId: 'MD0001', newMandateId: 'MD0002', paymentId: null })
  })

  it('collects a one-off payment and a monthly subscription in GBP pence on the mandate, each under the idempotency key given', async () => {
    const { client, calls } = fakeClient()
    const payment = await port(client).createPayment({ mandateId: 'MD0001', amountPence: 50000, description: 'Clubhouse joining fee', reference: 'member-7-joining', idempotencyKey: 'dues-7-joining' })
    expect(payment).toEqual({ id: 'PM0001', status: 'pending_submission', amountPence: 50000, chargeDate: '2026-12-07', subscriptionId: null, mandateId: 'MD0001' })
    expect(calls[0]).toEqual({
      what: 'payments.create',
      body: { amount: 50000, currency: 'GBP', description: 'Clubhouse joining fee', links: { mandate: 'MD0001' }, metadata: { reference: 'member-7-joining' } },
      key: 'dues-7-joining',
    })
    const subscription = await port(client).createSubscription({
      mandateId: 'MD0001',
      amountPence: 15000,
      name: 'Clubhouse Club membership',
      startDate: '2027-01-01',
      dayOfMonth: 1,
      reference: 'member-7',
      idempotencyKey: 'dues-7-subscription',
    })
    expect(subscription).toEqual({ id: 'SB0001', status: 'active', amountPence: 15000, upcoming: [{ chargeDate: '2027-01-01', amountPence: 15000 }, { chargeDate: '2027-02-01', amountPence: 15000 }] })
    expect(calls[1]).toEqual({
      what: 'subscriptions.create',
      body: { amount: 15000, currency: 'GBP', interval_unit: 'monthly', name: 'Clubhouse Club membership', start_date: '2027-01-01', day_of_month: 1, links: { mandate: 'MD0001' }, metadata: { reference: 'member-7' } },
      key: 'dues-7-subscription',
    })
    expect(await port(client).retryPayment('PM0001', { chargeDate: '2026-12-14' })).toMatchObject({ id: 'PM0001', status: 'pending_submission', chargeDate: '2026-12-14' })
    expect(calls[2]).toEqual({ what: 'payments.retry', body: { charge_date: '2026-12-14' } })
    expect(await port(client).updateSubscriptionAmount('SB0001', 30000)).toMatchObject({ id: 'SB0001', amountPence: 30000 })
    expect((await port(client).cancelSubscription('SB0001')).status).toBe('cancelled')
  })

  it('says GoCardless failed when a payment cannot be created, so the caller retries with the same key', async () => {
    const { client } = fakeClient()
    ;(client as unknown as { payments: { create: () => Promise<never> } }).payments.create = async () => {
      throw new Error('socket hang up')
    }
    await expect(port(client).createPayment({ mandateId: 'MD0001', amountPence: 100, description: 'x', reference: 'r', idempotencyKey: 'k' })).rejects.toBeInstanceOf(DirectDebitUnavailable)
  })
})
