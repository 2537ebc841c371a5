import type { MandateStatus } from '@/lib/payments/mandate-status'

export type { MandateStatus }

/**
 * What the direct-debit implementations share (GoCardless Billing Request Flows, and the local
 * sandbox that behaves like it): a mandate is set up by sending the payer to the provider's
 * hosted page and back; its state then arrives as signed webhook events.
 */

export type Payer = {
  givenName: string
  familyName: string
  email: string
  addressLine1?: string
  addressLine2?: string
  city?: string
  postalCode?: string
  /** ISO 3166-1 alpha-2, e.g. GB. */
  countryCode?: string
}

export type MandateSetupInput = {
  payer: Payer
  /** Ours, kept on the provider's records (the lead's id), so either side can find the other. */
  reference: string
  /** Where the provider sends the payer once the mandate is set up. */
  redirectUri: string
  /** Where it sends a payer who gives up. */
  exitUri: string
  /** Makes a retried call create nothing twice. */
  idempotencyKey: string
}

/** The spec's redirect flow reply (id, redirectUrl), plus the request whose outcome the return reads. */
export type MandateSetup = { id: string; redirectUrl: string; billingRequestId: string }

export type SetupOutcome =
  | { state: 'fulfilled'; mandateId: string }
  | { state: 'pending' }
  | { state: 'cancelled' }

export type Mandate = { id: string; status: MandateStatus; reference: string | null; createdAt: string | null }

/** A payment's state at the provider (GoCardless's payment statuses). */
export type PaymentStatus =
  | 'pending_customer_approval'
  | 'pending_submission'
  | 'submitted'
  | 'confirmed'
  | 'paid_out'
  | 'cancelled'
  | 'customer_approval_denied'
  | 'failed'
  | 'charged_back'

export type SubscriptionStatus = 'pending_customer_approval' | 'customer_approval_denied' | 'active' | 'finished' | 'cancelled' | 'paused'

/** A one-off collection on a mandate (the joining fee, a balance in arrears). Amounts in pence. */
export type PaymentInput = {
  mandateId: string
  amountPence: number
  /** Shown to the payer on their notice and bank statement. */
  description: string
  /** 'YYYY-MM-DD'; the mandate's next possible day when left out. */
  chargeDate?: string
  /** Ours (a member's id and what the payment is for), kept in the provider's metadata. */
  reference: string
  /** Makes a retried call create nothing twice (a crash between the provider's answer and our record). */
  idempotencyKey: string
}

export type ProviderPayment = {
  id: string
  status: PaymentStatus
  amountPence: number
  chargeDate: string
  subscriptionId: string | null
  mandateId: string
}

/** A monthly collection on a mandate. Amounts in pence. */
export type SubscriptionInput = {
  mandateId: string
  amountPence: number
  /** Shown to the payer, e.g. "Clubhouse Club membership". */
  name: string
  /** 'YYYY-MM-DD' of the first collection; the mandate's next possible day when left out. */
  startDate?: string
  /** 1 to 28, or -1 for the month's last day; the start date's day when left out. */
  dayOfMonth?: number
  reference: string
  idempotencyKey: string
}

export type ProviderSubscription = {
  id: string
  status: SubscriptionStatus
  amountPence: number
  /** The next collections the provider has planned, earliest first. */
  upcoming: { chargeDate: string; amountPence: number }[]
}

/** One webhook event, as much of it as the application acts on. */
export type DirectDebitEvent = {
  id: string
  createdAt: string
  resourceType: string
  action: string
  mandateId: string | null
  billingRequestId: string | null
  paymentId: string | null
  subscriptionId: string | null
  /** A replaced mandate's successor (mandates `replaced`). */
  newMandateId: string | null
  /** Why, as the provider says it: `insufficient_funds`, `refer_to_payer`, `bank_account_closed`... */
  cause: string | null
  description: string | null
  /** Whether the provider will try a failed payment again by itself (its automatic retries). */
  willAttemptRetry: boolean
}

export class InvalidWebhookSignature extends Error {
  constructor() {
    super('The webhook signature does not match')
    this.name = 'InvalidWebhookSignature'
  }
}

/** The provider did not answer, or refused the call: the step shows its failure text and nothing is stored. */
export class DirectDebitUnavailable extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options)
    this.name = 'DirectDebitUnavailable'
  }
}

export type DirectDebitPort = {
  name: 'gocardless' | 'local'
  startMandateSetup(input: MandateSetupInput): Promise<MandateSetup>
  /** What became of a setup, read when the payer comes back (a webhook may not have arrived yet). */
  setupOutcome(billingRequestId: string): Promise<SetupOutcome>
  getMandate(mandateId: string): Promise<Mandate | null>
  /** Checks `Webhook-Signature` (HMAC-SHA256 of the raw body, compared in constant time) and reads the events. */
  parseWebhook(rawBody: string, signature: string | null): DirectDebitEvent[]
  createPayment(input: PaymentInput): Promise<ProviderPayment>
  /** A payment as the provider has it now (a subscription's collections are made there); null when unknown. */
  getPayment(paymentId: string): Promise<ProviderPayment | null>
  createSubscription(input: SubscriptionInput): Promise<ProviderSubscription>
  /**
   * Tries a failed payment again on `chargeDate` (or the next possible day). GoCardless's retry
   * takes no idempotency key: a second retry of a payment already pending again is refused there
   * (invalid_state), and in the sandbox.
   */
  retryPayment(paymentId: string, input: { chargeDate?: string }): Promise<ProviderPayment>
  /** A new monthly amount from the next collection on (a company's members changed). */
  updateSubscriptionAmount(subscriptionId: string, amountPence: number): Promise<ProviderSubscription>
  cancelSubscription(subscriptionId: string): Promise<ProviderSubscription>
}

/** Events as both the provider and the sandbox send them: `{ events: [...] }`. */
export function toEvents(events: unknown[]): DirectDebitEvent[] {
  return events.flatMap((raw) => {
    const e = raw as {
      id?: string
      created_at?: string
      resource_type?: string
      action?: string
      links?: Record<string, string | undefined>
      details?: { cause?: string; description?: string; will_attempt_retry?: boolean }
    }
    if (!e.id || !e.resource_type || !e.action) return []
    return [
      {
        id: e.id,
        createdAt: e.created_at ?? new Date(0).toISOString(),
        resourceType: e.resource_type,
        action: e.action,
        mandateId: e.links?.mandate ?? e.links?.mandate_request_mandate ?? null,
        billingRequestId: e.links?.billing_request ?? null,
        paymentId: e.links?.payment ?? null,
        subscriptionId: e.links?.subscription ?? null,
        newMandateId: e.links?.new_mandate ?? null,
        cause: e.details?.cause ?? null,
        description: e.details?.description ?? null,
        willAttemptRetry: e.details?.will_attempt_retry === true,
      },
    ]
  })
}
