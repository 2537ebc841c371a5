import Stripe from 'stripe'

import { eventBasics, InvalidWebhookSignature, PaymentUnavailable, type CheckoutState, type PaymentEvent, type PaymentPort } from './payment'

type Options = { secretKey: string; webhookSecret: string }

// Stripe refuses an expires_at under 30 minutes or over 24 hours away; the extra minute covers the
// time the request takes to reach it.
const MIN_EXPIRY_SECONDS = 30 * 60 + 60
const MAX_EXPIRY_SECONDS = 24 * 60 * 60

/** Stripe sends ids where it could send objects; we only ever want the id. */
const idOf = (value: string | { id: string } | null): string | null => (typeof value === 'string' ? value : (value?.id ?? null))

// 'no_payment_required' is a session whose total came to nothing (a full discount): paid, with no payment.
const isPaid = (session: Stripe.Checkout.Session) => session.payment_status === 'paid' || session.payment_status === 'no_payment_required'

/**
 * Stripe Checkout in payment mode through the official client: the buyer pays on Stripe's hosted
 * page, so card details never reach us. Our reference rides on the session and its payment intent
 * so a dashboard search or a refund's charge leads back to the order.
 */
export function createStripePort({ secretKey, webhookSecret }: Options, client?: Stripe): PaymentPort {
  const api = client ?? new Stripe(secretKey)
  const call = async <T>(what: string, run: () => Promise<T>): Promise<T> => {
    try {
      return await run()
    } catch (error) {
      throw new PaymentUnavailable(`Stripe: ${what} failed`, { cause: error })
    }
  }
  return {
    name: 'stripe',
    async createCheckout({ reference, email, lines, successUrl, cancelUrl, expiresAt, idempotencyKey }) {
      const now = Math.floor(Date.now() / 1000)
      const expiresAtSeconds = Math.min(Math.max(Math.floor(expiresAt.getTime() / 1000), now + MIN_EXPIRY_SECONDS), now + MAX_EXPIRY_SECONDS)
      const session = await call('creating the checkout', () =>
        api.checkout.sessions.create(
          {
            mode: 'payment',
            currency: 'gbp',
            customer_email: email,
            client_reference_id: reference,
            metadata: { reference },
            payment_intent_data: { metadata: { reference } },
            line_items: lines.map((line) =>
              line.priceId
                ? { price: line.priceId, quantity: line.quantity }
                : {
                    quantity: line.quantity,
                    price_data: {
                      currency: 'gbp',
                      unit_amount: line.unitAmount,
                      product_data: { name: line.name, ...(line.description ? { description: line.description } : {}) },
                    },
                  },
            ),
            success_url: successUrl,
            cancel_url: cancelUrl,
            expires_at: expiresAtSeconds,
          },
          { idempotencyKey },
        ),
      )
      if (!session.url) throw new PaymentUnavailable('Stripe: the checkout came back without its page')
      return { id: session.id, url: session.url }
    },
    async checkoutState(checkoutId): Promise<CheckoutState> {
      const session = await call('reading the checkout', () => api.checkout.sessions.retrieve(checkoutId))
      // A session that cost nothing has no payment intent.
      if (session.status === 'complete' && isPaid(session)) return { state: 'paid', paymentId: idOf(session.payment_intent), amount: session.amount_total ?? 0 }
      if (session.status === 'expired') return { state: 'expired' }
      return { state: 'open' }
    },
    async expireCheckout(checkoutId) {
      try {
        await api.checkout.sessions.expire(checkoutId)
      } catch (error) {
        // Stripe refuses to expire a session that is no longer open. Its wording is no contract, so
        // ask for the session rather than read the message: a refusal while still open is a failure.
        if (error instanceof Stripe.errors.StripeInvalidRequestError) {
          const session = await call('reading the checkout', () => api.checkout.sessions.retrieve(checkoutId))
          if (session.status !== 'open') return
        }
        throw new PaymentUnavailable('Stripe: expiring the checkout failed', { cause: error })
      }
    },
    async refund({ paymentId, amount, idempotencyKey }) {
      const refund = await call('refunding', () => api.refunds.create({ payment_intent: paymentId, amount }, { idempotencyKey }))
      return { id: refund.id }
    },
    parseWebhook(rawBody, signature) {
      if (!signature) throw new InvalidWebhookSignature()
      let event: Stripe.Event
      try {
        event = Stripe.webhooks.constructEvent(rawBody, signature, webhookSecret)
      } catch (error) {
        if (error instanceof Stripe.errors.StripeSignatureVerificationError) throw new InvalidWebhookSignature()
        throw error
      }
      const base = eventBasics(event)
      switch (event.type) {
        case 'checkout.session.completed':
        case 'checkout.session.async_payment_succeeded':
        case 'checkout.session.expired': {
          const session = event.data.object
          // A completed session whose payment is still settling (Bacs, say) is paid later, in async_payment_succeeded.
          if (event.type === 'checkout.session.completed' && !isPaid(session)) return null
          return {
            ...base,
            type: event.type === 'checkout.session.expired' ? 'checkout.expired' : 'checkout.paid',
            checkoutId: session.id,
            paymentId: idOf(session.payment_intent),
            reference: session.client_reference_id ?? session.metadata?.reference ?? null,
            amount: session.amount_total,
            currency: session.currency ?? null,
          } satisfies PaymentEvent
        }
        case 'charge.refunded': {
          const charge = event.data.object
          const reference = charge.metadata.reference ?? null
          return { ...base, type: 'payment.refunded', checkoutId: null, paymentId: idOf(charge.payment_intent), reference, amount: charge.amount_refunded, currency: charge.currency ?? null }
        }
        default:
          return null
      }
    },
  }
}
