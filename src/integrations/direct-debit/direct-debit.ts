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

/** One webhook event, as much of it as the application acts on. */
export type DirectDebitEvent = {
  id: string
  createdAt: string
  resourceType: string
  action: string
  mandateId: string | null
  billingRequestId: string | null
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
}

/** Events as both the provider and the sandbox send them: `{ events: [...] }`. */
export function toEvents(events: unknown[]): DirectDebitEvent[] {
  return events.flatMap((raw) => {
    const e = raw as { id?: string; created_at?: string; resource_type?: string; action?: string; links?: Record<string, string | undefined> }
    if (!e.id || !e.resource_type || !e.action) return []
    return [
      {
        id: e.id,
        createdAt: e.created_at ?? new Date(0).toISOString(),
        resourceType: e.resource_type,
        action: e.action,
        mandateId: e.links?.mandate ?? e.links?.mandate_request_mandate ?? null,
        billingRequestId: e.links?.billing_request ?? null,
      },
    ]
  })
}
