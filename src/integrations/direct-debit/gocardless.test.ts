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
      { id: 'EV1', createdAt: '2026-11-25T10:00:00.000Z', resourceType: 'mandates', action: 'active', mandateId: 'MD0001', billingRequestId: null },
    ])
    for (const bad of [null, '', 'zz', signature.slice(2), createHmac('sha256', 'other').update(body).digest('hex')]) {
      expect(() => port(client).parseWebhook(body, bad)).toThrow(InvalidWebhookSignature)
    }
    expect(() => port(client).parseWebhook(body.replace('active', 'failed'), signature)).toThrow(InvalidWebhookSignature)
  })
})
