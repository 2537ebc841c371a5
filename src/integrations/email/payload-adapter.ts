import type { EmailAdapter } from 'payload'

import { getEnv } from '@/lib/env'

import { getEmailPort } from './port'

const addressOf = (value: unknown): string => {
  if (!value) return ''
  if (Array.isArray(value)) return value.map(addressOf).filter(Boolean).join(', ')
  if (typeof value === 'string') return value
  return typeof value === 'object' && 'address' in value ? String((value as { address: unknown }).address) : ''
}

/** Links, and anything long enough to be a token, replaced by a note of what was there. */
export const redactSecrets = (text: string): string =>
  text.replace(/\b(?:https?:\/\/|\/)\S+/gi, '[link removed: only the recipient has it]').replace(/\b[A-Za-z0-9_-]{24,}\b/g, '[token removed]')

/**
 * Payload's own e-mails (staff password resets) go through the same port as the site's, so they
 * land in the outbox too and reach staff over SMTP when it is configured.
 */
export const outboxEmailAdapter: EmailAdapter = ({ payload }) => {
  const from = getEnv().MAIL_FROM
  const named = /^\s*"?([^"<]*)"?\s*<([^>]+)>\s*$/.exec(from)
  return {
    name: 'clubhouse-outbox',
    defaultFromAddress: named?.[2] ?? from,
    defaultFromName: named?.[1]?.trim() || 'Clubhouse',
    sendEmail: (message) => {
      const text = typeof message.text === 'string' ? message.text : String(message.html ?? '').replace(/<[^>]+>/g, ' ')
      const port = getEmailPort()
      // Payload's own messages carry secrets (a password reset link is a sign-in): staff who read
      // the outbox must not be able to use them, so it keeps a copy without links or tokens.
      const outboxCopy = { text: redactSecrets(text), html: undefined }
      if (port.name === 'local' && process.env.NODE_ENV !== 'production') {
        // No mail server: the only way the link reaches its owner on a developer's machine.
        console.info(`E-mail to ${addressOf(message.to)} (not stored in the outbox):\n${text}`)
      }
      return port.send(payload, {
        to: addressOf(message.to),
        subject: String(message.subject ?? ''),
        text,
        html: typeof message.html === 'string' ? message.html : undefined,
        outboxCopy,
      })
    },
  }
}
