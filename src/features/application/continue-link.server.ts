import 'server-only'

import { sql } from '@payloadcms/db-postgres'
import type { Payload, PayloadRequest } from 'payload'

import { capabilityHash, newCapability } from '@/lib/capabilities/capability'
import { sqlInTransaction, withTransaction } from '@/lib/db/transaction'
import { CONTINUE_LINK_DAYS } from '@/model/application'
import type { Lead } from '@/payload-types'

const DAY_MS = 24 * 60 * 60 * 1000

/**
 * A lead's continue links (decisions 017 and 045). Each lasts 30 days from when it was issued.
 *
 * - The lead's own link (`continueTokenHash` on the row) is the one its applicant got when they
 *   started; a reminder replaces it (the club's own doing, sent to the same address).
 * - Further links (`lead_continue_links`) are issued when someone starts again with an address
 *   whose application is open. They are added, never replacing anything: whoever typed the
 *   address may not own it, so their asking must not end the owner's link (issue 32 §4).
 */
export async function issueContinueToken(payload: Payload, leadId: number, req?: PayloadRequest, now = new Date()): Promise<string> {
  const { token, hash } = newCapability()
  await payload.update({
    collection: 'leads',
    id: leadId,
    overrideAccess: true,
    req,
    depth: 0,
    data: { continueTokenHash: hash, continueExpiresAt: expiry(now) } as never,
    context: { system: 'continue link issued' },
  })
  return token
}

const expiry = (now: Date) => new Date(now.getTime() + CONTINUE_LINK_DAYS * DAY_MS).toISOString()

/** One more link to the lead, beside those it has (expired ones of the lead are cleared on the way). */
export async function addContinueLink(payload: Payload, leadId: number, req?: PayloadRequest, now = new Date()): Promise<string> {
  const { token, hash } = newCapability()
  await withTransaction(
    payload,
    async (tx) => {
      await sqlInTransaction(tx, sql`DELETE FROM lead_continue_links WHERE lead_id = ${leadId} AND expires_at <= ${now.toISOString()}`)
      await sqlInTransaction(tx, sql`INSERT INTO lead_continue_links (token_hash, lead_id, expires_at) VALUES (${hash}, ${leadId}, ${expiry(now)})`)
    },
    req,
  )
  return token
}

/**
 * The id of the lead a token's hash opens, by either kind of link, as SQL (used by the lookups
 * below and by the steps' row lock, so both accept the same links).
 */
export const openedBy = (hash: string) => sql`(
  (leads.continue_token_hash = ${hash} AND leads.continue_expires_at > now())
  OR EXISTS (SELECT 1 FROM lead_continue_links l WHERE l.lead_id = leads.id AND l.token_hash = ${hash} AND l.expires_at > now())
)`

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
  if (found.docs[0]) return found.docs[0] as Lead
  const [extra] = (await payload.db.drizzle.execute(
    sql`SELECT lead_id FROM lead_continue_links WHERE token_hash = ${hash} AND expires_at > ${now.toISOString()}`,
  )).rows as { lead_id: number }[]
  if (!extra) return null
  return ((await payload.findByID({ collection: 'leads', id: extra.lead_id, overrideAccess: true, depth: 0, disableErrors: true })) as Lead | null) ?? null
}
