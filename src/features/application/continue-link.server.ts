import 'server-only'

import type { Payload, PayloadRequest } from 'payload'

import { capabilityHash, newCapability } from '@/lib/capabilities/capability'
import { CONTINUE_LINK_DAYS } from '@/model/application'
import type { Lead } from '@/payload-types'

const DAY_MS = 24 * 60 * 60 * 1000

/**
 * A lead's continue link (decision 017): a new capability replaces any earlier one, so only the
 * latest link e-mailed works; it lasts 30 days from when it was issued. Returns the token, which
 * the caller puts in the e-mail (and, for a lead the visitor has just created, on the next page).
 */
export async function issueContinueToken(payload: Payload, leadId: number, req?: PayloadRequest, now = new Date()): Promise<string> {
  const { token, hash } = newCapability()
  await payload.update({
    collection: 'leads',
    id: leadId,
    overrideAccess: true,
    req,
    depth: 0,
    data: { continueTokenHash: hash, continueExpiresAt: new Date(now.getTime() + CONTINUE_LINK_DAYS * DAY_MS).toISOString() } as never,
    context: { system: 'continue link issued' },
  })
  return token
}

/**
 * The lead a presented token opens, or null: unknown, malformed and expired tokens are the same
 * null, so a caller cannot tell them apart (and neither can whoever is guessing).
 */
export async function leadByContinueToken(payload: Payload, token: string | null | undefined, now = new Date()): Promise<Lead | null> {
  const hash = capabilityHash(token)
  if (!hash) return null
  const found = await payload.find({
    collection: 'leads',
    overrideAccess: true,
    depth: 0,
    limit: 1,
    pagination: false,
    where: { and: [{ continueTokenHash: { equals: hash } }, { continueExpiresAt: { greater_than: now.toISOString() } }] },
  })
  return (found.docs[0] as Lead | undefined) ?? null
}
