import { createHmac } from 'node:crypto'

import type { Payload } from 'payload'

import { getEnv } from '@/lib/env'
import { resolvePayloadSecret } from '@/lib/secret'

import { createLocalPaymentPort, type CheckoutSandboxControls } from './local'
import type { PaymentPort } from './payment'
import { createStripePort } from './stripe'

export * from './payment'

let stripe: PaymentPort | undefined

/**
 * Stripe Checkout when STRIPE_SECRET_KEY is set (with its webhook secret), made once; otherwise the
 * local checkout, whose webhook secret is derived from the app's own secret. The local checkout
 * keeps its sessions in the database of `getPayload`, so it is made for each call (a few closures):
 * kept, it would go on reading the first caller's database whatever later callers pass.
 */
export function getPaymentPort(getPayload: () => Promise<Payload>): PaymentPort & Partial<CheckoutSandboxControls> {
  const env = getEnv()
  if (env.STRIPE_SECRET_KEY) return (stripe ??= createStripePort({ secretKey: env.STRIPE_SECRET_KEY, webhookSecret: env.STRIPE_WEBHOOK_SECRET! }))
  return createLocalPaymentPort(getPayload, { webhookSecret: checkoutSandboxSecret(), serverUrl: env.serverUrl })
}

let sandboxSecret: string | undefined

/** The local checkout's webhook secret: stable for a data directory, never configured by hand. Read once, as the port is made per call. */
export function checkoutSandboxSecret(): string {
  return (sandboxSecret ??= createHmac('sha256', resolvePayloadSecret(getEnv())).update('payment-sandbox-webhooks').digest('hex'))
}

/** The local checkout's own page and controls, when it is the port in use. */
export function checkoutSandbox(getPayload: () => Promise<Payload>): CheckoutSandboxControls | null {
  const current = getPaymentPort(getPayload)
  return current.name === 'local' ? (current as PaymentPort & CheckoutSandboxControls) : null
}
