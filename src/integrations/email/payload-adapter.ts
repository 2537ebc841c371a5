import type { EmailAdapter } from 'payload'

import { getEnv } from '@/lib/env'

import { getEmailPort } from './port'

const addressOf = (value: unknown): string => {
  if (!value) return ''
  if (Array.isArray(value)) return value.map(addressOf).filter(Boolean).join(', ')
  if (typeof value === 'string') return value
  return typeof value === 'object' && 'address' in value ? String((value as { address: unknown }).address) : ''
}

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
    sendEmail: (message) =>
      getEmailPort().send(payload, {
        to: addressOf(message.to),
        subject: String(message.subject ?? ''),
        text: typeof message.text === 'string' ? message.text : String(message.html ?? '').replace(/<[^>]+>/g, ' '),
        html: typeof message.html === 'string' ? message.html : undefined,
      }),
  }
}
