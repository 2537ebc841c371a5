import { createHmac } from 'node:crypto'

import type { Payload } from 'payload'

import { getEnv } from '@/lib/env'
import { resolvePayloadSecret } from '@/lib/secret'

import type { DirectDebitPort } from './direct-debit'
import { createGoCardlessPort } from './gocardless'
import { createLocalPort, type SandboxControls } from './local'

export * from './direct-debit'

let gocardless: DirectDebitPort | undefined

/**
 * GoCardless when GOCARDLESS_ACCESS_TOKEN is set (with its webhook secret), made once; otherwise the
 * local sandbox, whose webhook secret is derived from the app's own secret. The sandbox keeps its
 * flows in the database of `getPayload`, so it is made for each call (a few closures): kept, it
 * would go on reading the first caller's database whatever later callers pass.
 */
export function getDirectDebitPort(getPayload: () => Promise<Payload>): DirectDebitPort & Partial<SandboxControls> {
  const env = getEnv()
  if (env.GOCARDLESS_ACCESS_TOKEN) {
    return (gocardless ??= createGoCardlessPort({ accessToken: env.GOCARDLESS_ACCESS_TOKEN, environment: env.GOCARDLESS_ENVIRONMENT, webhookSecret: env.GOCARDLESS_WEBHOOK_SECRET! }))
  }
  return createLocalPort(getPayload, { webhookSecret: sandboxWebhookSecret(), serverUrl: env.serverUrl })
}

let sandboxSecret: string | undefined

/** The local sandbox's webhook secret: stable for a data directory, never configured by hand. Read once, as the port is made per call. */
export function sandboxWebhookSecret(): string {
  return (sandboxSecret ??= createHmac('sha256', resolvePayloadSecret(getEnv())).update('direct-debit-sandbox-webhooks').digest('hex'))
}

/** The sandbox's own page and controls, when the sandbox is the port in use. */
export function sandboxControls(getPayload: () => Promise<Payload>): (DirectDebitPort & SandboxControls) | null {
  const current = getDirectDebitPort(getPayload)
  return current.name === 'local' ? (current as DirectDebitPort & SandboxControls) : null
}
