import { Environments, gocardless, parse, type GoCardlessClient } from 'gocardless-nodejs'

import {
  DirectDebitUnavailable,
  InvalidWebhookSignature,
  toEvents,
  type DirectDebitPort,
  type MandateStatus,
  type SetupOutcome,
} from './direct-debit'

type Options = { accessToken: string; environment: 'sandbox' | 'live'; webhookSecret: string }

/**
 * GoCardless Billing Request Flows (redirect flows are closed to new integrators) through the
 * official client: a Bacs mandate request in GBP, and a hosted flow that collects the bank details
 * and returns the payer to us. We never see or keep the bank details.
 */
export function createGoCardlessPort({ accessToken, environment, webhookSecret }: Options, client?: GoCardlessClient): DirectDebitPort {
  const api = client ?? gocardless(accessToken, environment === 'live' ? Environments.Live : Environments.Sandbox)
  const call = async <T>(what: string, run: () => Promise<T>): Promise<T> => {
    try {
      return await run()
    } catch (error) {
      throw new DirectDebitUnavailable(`GoCardless: ${what} failed`, { cause: error })
    }
  }
  return {
    name: 'gocardless',
    async startMandateSetup({ payer, reference, redirectUri, exitUri, idempotencyKey }) {
      const request = await call('creating the billing request', () =>
        api.billingRequests.create({ mandate_request: { scheme: 'bacs', currency: 'GBP' }, metadata: { reference } }, `${idempotencyKey}-request`),
      )
      const flow = await call('creating the billing request flow', () =>
        api.billingRequestFlows.create(
          {
            redirect_uri: redirectUri,
            exit_uri: exitUri,
            links: { billing_request: request.id },
            prefilled_customer: {
              given_name: payer.givenName,
              family_name: payer.familyName,
              email: payer.email,
              address_line1: payer.addressLine1,
              address_line2: payer.addressLine2,
              city: payer.city,
              postal_code: payer.postalCode,
              country_code: payer.countryCode,
            },
          },
          `${idempotencyKey}-flow`,
        ),
      )
      if (!flow.id || !flow.authorisation_url) throw new DirectDebitUnavailable('GoCardless: the flow came back without its page')
      return { id: flow.id, redirectUrl: flow.authorisation_url, billingRequestId: request.id }
    },
    async setupOutcome(billingRequestId): Promise<SetupOutcome> {
      const request = await call('reading the billing request', () => api.billingRequests.find(billingRequestId))
      const mandateId = request.links?.mandate_request_mandate
      if (request.status === 'fulfilled' && mandateId) return { state: 'fulfilled', mandateId }
      if (request.status === 'cancelled') return { state: 'cancelled' }
      return { state: 'pending' }
    },
    async getMandate(mandateId) {
      try {
        const m = await api.mandates.find(mandateId)
        return { id: m.id ?? mandateId, status: (m.status ?? 'pending_submission') as MandateStatus, reference: m.reference ?? null, createdAt: m.created_at ?? null }
      } catch (error) {
        if ((error as { response?: { statusCode?: number } }).response?.statusCode === 404) return null
        throw new DirectDebitUnavailable('GoCardless: reading the mandate failed', { cause: error })
      }
    },
    parseWebhook(rawBody, signature) {
      if (!signature) throw new InvalidWebhookSignature()
      try {
        return toEvents(parse(rawBody, webhookSecret, signature) as unknown[])
      } catch (error) {
        if ((error as { name?: string }).name === 'InvalidSignatureError') throw new InvalidWebhookSignature()
        throw error
      }
    },
  }
}
