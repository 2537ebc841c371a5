import { createHmac } from 'node:crypto'

import type { Payload } from 'payload'

import { getEnv } from '@/lib/env'
import { resolvePayloadSecret } from '@/lib/secret'

import { createLocalPaymentPort, type CheckoutSandboxControls } from './local'
import type { PaymentPort } from './payment'
import { createStripePort } from './stripe'

export * from './payment'

let port: (PaymentPort & Partial<CheckoutSandboxControls>) | undefined

/**
 * Stripe Checkout when STRIPE_SECRET_KEY is set (with its webhook secret); otherwise the local
 * checkout, whose webhook secret is derived from the app's own secret.
 */
export function getPaymentPort(getPayload: () => Promise<Payload>): PaymentPort & Partial<CheckoutSandboxControls> {
  if (!port) {
    const env = getEnv()
    port = env.STRIPE_SECRET_KEY
      ? createStripePort({ secretKey: env.STRIPE_SECRET_KEY, webhookSecret: env.STRIPE_WEBHOOK_SECRET! })
      : createLocalPaymentPort(getPayload, { webhookSecret: checkoutSandboxSecret(), serverUrl: env.serverUrl })
  }
  return port
}

/** The local checkout's webhook secret: stable for a data directory, never configured by hand. */
export function checkoutSandboxSecret(): string {
  return createHmac('sha256', resolvePayloadSecret(getEnv())).update('payment-sandbox-webhooks').digest('hex')
}

/** The local checkout's own page and controls, when it is the port in use. */
export function checkoutSandbox(getPayload: () => Promise<Payload>): CheckoutSandboxControls | null {
  const current = getPaymentPort(getPayload)
  return current.name === 'local' ? (current as PaymentPort & CheckoutSandboxControls) : null
}
