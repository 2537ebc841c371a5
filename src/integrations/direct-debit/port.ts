import { createHmac } from 'node:crypto'

import type { Payload } from 'payload'

import { getEnv } from '@/lib/env'
import { resolvePayloadSecret } from '@/lib/secret'

import type { DirectDebitPort } from './direct-debit'
import { createGoCardlessPort } from './gocardless'
import { createLocalPort, type SandboxControls } from './local'

export * from './direct-debit'

let port: (DirectDebitPort & Partial<SandboxControls>) | undefined

/**
 * GoCardless when GOCARDLESS_ACCESS_TOKEN is set (with its webhook secret); otherwise the local
 * sandbox, whose webhook secret is derived from the app's own secret.
 */
export function getDirectDebitPort(getPayload: () => Promise<Payload>): DirectDebitPort & Partial<SandboxControls> {
  if (!port) {
    const env = getEnv()
    port = env.GOCARDLESS_ACCESS_TOKEN
      ? createGoCardlessPort({ accessToken: env.GOCARDLESS_ACCESS_TOKEN, environment: env.GOCARDLESS_ENVIRONMENT, webhookSecret: env.GOCARDLESS_WEBHOOK_SECRET! })
      : createLocalPort(getPayload, { webhookSecret: sandboxWebhookSecret(), serverUrl: env.serverUrl })
  }
  return port
}

/** The local sandbox's webhook secret: stable for a data directory, never configured by hand. */
export function sandboxWebhookSecret(): string {
  return createHmac('sha256', resolvePayloadSecret(getEnv())).update('direct-debit-sandbox-webhooks').digest('hex')
}

/** The sandbox's own page and controls, when the sandbox is the port in use. */
export function sandboxControls(getPayload: () => Promise<Payload>): SandboxControls | null {
  const current = getDirectDebitPort(getPayload)
  return current.name === 'local' ? (current as DirectDebitPort & SandboxControls) : null
}
