/**
 * What the card-payment implementations share (Stripe Checkout, and the local checkout that
 * behaves like it): the buyer is sent to the provider's hosted page for a Checkout Session and
 * back; what happened arrives as signed webhook events, and can also be read from the session.
 * Amounts are in pence.
 */

export type CheckoutLine = {
  /** What the buyer sees on the provider's page. */
  name: string
  description?: string
  /** Pence, each. */
  unitAmount: number
  quantity: number
  /** A price kept in the provider's catalogue (Stripe's price_...), used instead of unitAmount when given. */
  priceId?: string
}

export type CheckoutInput = {
  /** Ours (the order's reference), kept on the provider's records so either side can find the other. */
  reference: string
  email: string
  lines: CheckoutLine[]
  /** Where the provider sends the buyer after paying. */
  successUrl: string
  /** Where it sends a buyer who goes back without paying. */
  cancelUrl: string
  /** When the provider stops taking payment for it (Stripe allows 30 minutes to 24 hours from now). */
  expiresAt: Date
  /** Makes a retried call create nothing twice. */
  idempotencyKey: string
}

export type Checkout = { id: string; url: string }

export type CheckoutState =
  | { state: 'open' }
  | { state: 'paid'; paymentId: string | null; amount: number }
  | { state: 'expired' }

/** One webhook event, as much of it as the application acts on. */
export type PaymentEvent = {
  id: string
  /** ISO instant at the provider. */
  createdAt: string
  type: 'checkout.paid' | 'checkout.expired' | 'payment.refunded'
  checkoutId: string | null
  paymentId: string | null
  /** Our reference, where the event carries it. */
  reference: string | null
  /** Pence: paid, or refunded so far. */
  amount: number | null
  /** The amount's currency as the provider gives it (ISO 4217, lower case: 'gbp'), where the event carries one. */
  currency?: string | null
}

export class InvalidWebhookSignature extends Error {
  constructor() {
    super('The webhook signature does not match')
    this.name = 'InvalidWebhookSignature'
  }
}

/** A signed event without the id and time every event has: nothing to apply, and nothing to retry. */
export class MalformedWebhookEvent extends Error {
  constructor() {
    super('The webhook event has no id or creation time')
    this.name = 'MalformedWebhookEvent'
  }
}

/** An event's id and creation time (seconds), or the error that says it has none. */
export function eventBasics(event: { id?: unknown; created?: unknown }): { id: string; createdAt: string } {
  if (typeof event.id !== 'string' || event.id === '' || typeof event.created !== 'number' || !Number.isFinite(event.created)) throw new MalformedWebhookEvent()
  const at = new Date(event.created * 1000)
  if (Number.isNaN(at.getTime())) throw new MalformedWebhookEvent()
  return { id: event.id, createdAt: at.toISOString() }
}

/** The provider did not answer, or refused the call. */
export class PaymentUnavailable extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options)
    this.name = 'PaymentUnavailable'
  }
}

export type PaymentPort = {
  name: 'stripe' | 'local'
  createCheckout(input: CheckoutInput): Promise<Checkout>
  /** What became of a checkout, read when the buyer comes back before the webhook has. */
  checkoutState(checkoutId: string): Promise<CheckoutState>
  /** Stops an open checkout taking payment (its hold ran out, or staff cancelled); nothing when it is no longer open. */
  expireCheckout(checkoutId: string): Promise<void>
  /** Gives money back for a payment; the same key twice refunds once. */
  refund(input: { paymentId: string; amount: number; idempotencyKey: string }): Promise<{ id: string }>
  /**
   * Checks the signature on the raw body (HMAC-SHA256, compared in constant time, with a timestamp
   * tolerance) and reads the event; null for an event the application does not act on.
   */
  parseWebhook(rawBody: string, signature: string | null): PaymentEvent | null
}
