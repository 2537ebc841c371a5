import { Environments, gocardless, parse, type GoCardlessClient } from 'gocardless-nodejs'

import {
  DirectDebitUnavailable,
  InvalidWebhookSignature,
  toEvents,
  type DirectDebitPort,
  type MandateStatus,
  type PaymentStatus,
  type ProviderPayment,
  type ProviderSubscription,
  type SetupOutcome,
  type SubscriptionStatus,
} from './direct-debit'

type GcPayment = { id?: string; status?: string; amount?: number | string; charge_date?: string; links?: { subscription?: string; mandate?: string } }
type GcSubscription = { id?: string; status?: string; amount?: number | string; upcoming_payments?: { charge_date?: string; amount?: number | string }[] }

const paymentOf = (p: GcPayment, mandateId = ''): ProviderPayment => ({
  id: p.id ?? '',
  status: (p.status ?? 'pending_submission') as PaymentStatus,
  amountPence: Number(p.amount ?? 0),
  chargeDate: p.charge_date ?? '',
  subscriptionId: p.links?.subscription ?? null,
  mandateId: p.links?.mandate ?? mandateId,
})

const subscriptionOf = (s: GcSubscription): ProviderSubscription => ({
  id: s.id ?? '',
  status: (s.status ?? 'active') as SubscriptionStatus,
  amountPence: Number(s.amount ?? 0),
  upcoming: (s.upcoming_payments ?? []).map((u) => ({ chargeDate: u.charge_date ?? '', amountPence: Number(u.amount ?? 0) })),
})

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
    async createPayment({ mandateId, amountPence, description, chargeDate, reference, idempotencyKey }) {
      const payment = await call('creating the payment', () =>
        api.payments.create(
          { amount: amountPence, currency: 'GBP', description, ...(chargeDate ? { charge_date: chargeDate } : {}), links: { mandate: mandateId }, metadata: { reference } },
          idempotencyKey,
        ),
      )
      return paymentOf(payment as GcPayment, mandateId)
    },
    async createSubscription({ mandateId, amountPence, name, startDate, dayOfMonth, reference, idempotencyKey }) {
      const subscription = await call('creating the subscription', () =>
        api.subscriptions.create(
          {
            amount: amountPence,
            currency: 'GBP',
            interval_unit: 'monthly',
            name,
            ...(startDate ? { start_date: startDate } : {}),
            ...(dayOfMonth ? { day_of_month: dayOfMonth } : {}),
            links: { mandate: mandateId },
            metadata: { reference },
          },
          idempotencyKey,
        ),
      )
      return subscriptionOf(subscription as GcSubscription)
    },
    async getPayment(paymentId) {
      try {
        return paymentOf((await api.payments.find(paymentId)) as GcPayment)
      } catch (error) {
        if ((error as { response?: { statusCode?: number } }).response?.statusCode === 404) return null
        throw new DirectDebitUnavailable('GoCardless: reading the payment failed', { cause: error })
      }
    },
    async retryPayment(paymentId, { chargeDate }) {
      const payment = await call('retrying the payment', () => api.payments.retry(paymentId, chargeDate ? { charge_date: chargeDate } : {}))
      return paymentOf(payment as GcPayment)
    },
    async updateSubscriptionAmount(subscriptionId, amountPence) {
      return subscriptionOf((await call('changing the subscription', () => api.subscriptions.update(subscriptionId, { amount: amountPence }))) as GcSubscription)
    },
    async cancelSubscription(subscriptionId) {
      return subscriptionOf((await call('cancelling the subscription', () => api.subscriptions.cancel(subscriptionId, {}))) as GcSubscription)
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
