import type { Payload } from 'payload'

import { hitRateLimit } from '@/lib/http/rate-limit'

import { readLimits } from './limit-settings'

const DAY_MS = 24 * 60 * 60 * 1000

/**
 * Whether one more e-mail a visitor caused may go to `address` (issue 32 §4, docs/decisions/045).
 * Anyone can type anyone's address into a form, so each address receives at most the limit's number
 * of such e-mails (continue links, "you already have an application" notes, acknowledgements) per
 * 24 hours, whoever asks and from wherever. Counted here when asked, once per e-mail to be sent;
 * beyond the limit the caller answers the visitor as usual and sends nothing. Kept in the shared
 * rate-limit table, so every instance and the worker count together.
 */
export async function mayEmailVisitor(payload: Payload, address: string): Promise<boolean> {
  const { emailsPerRecipientPerDay } = await readLimits(payload)
  const verdict = await hitRateLimit(payload, { name: 'visitor-email', limit: emailsPerRecipientPerDay, windowMs: DAY_MS }, address.trim().toLowerCase())
  return verdict.allowed
}

/** The server log's line for an e-mail not sent: the record, not the address (no personal data in logs). */
export function logSuppressed(what: string, about: { collection: 'leads' | 'enquiries'; id: number }): void {
  console.warn(`Visitor e-mail not sent (${what}, ${about.collection} ${about.id}): the address has had its e-mails for today (limit-settings).`)
}
