import { getEnv } from '@/lib/env'
import { resolvePayloadSecret } from '@/lib/secret'

import type { EmailPort } from './email'
import { createLocalPort } from './local'
import { createSmtpPort } from './smtp'

export * from './email'

let port: EmailPort | undefined

/** SMTP when SMTP_URL is set; otherwise the local outbox that staff read in the back office. */
export function getEmailPort(): EmailPort {
  if (!port) {
    const env = getEnv()
    port = env.SMTP_URL ? createSmtpPort({ url: env.SMTP_URL, from: env.MAIL_FROM, secret: () => resolvePayloadSecret(env) }) : createLocalPort({ from: env.MAIL_FROM })
  }
  return port
}
