import 'server-only'

import { sql } from '@payloadcms/db-postgres'
import type { Payload, PayloadRequest } from 'payload'

import { sqlInTransaction } from '@/lib/db/transaction'
import { quoteFees } from '@/model/membership-fees'

/** Woken by NOTIFY on this channel when dues are fixed, so the worker starts collecting at once. */
export const DUES_CHANNEL = 'dues'

/**
 * Fixes what an approved application pays (issue 34 §1, docs/decisions/061), in the approval's
 * transaction, after its members' accounts are made: the membership type's monthly fee for each
 * person's age on the day (a company: each member, the contact included), its joining fee per
 * person and its term, and the mandate the applicant set up. Nothing is asked of the provider here:
 * the worker starts collection once this commits, so a provider failure cannot undo the decision.
 * An application approved again (from the waiting list after a reversal) keeps its first record.
 */
export async function fixDuesOnApproval(payload: Payload, tx: PayloadRequest, leadId: number, now: Date = new Date()): Promise<void> {
  const lead = await payload.findByID({ collection: 'leads', id: leadId, req: tx, overrideAccess: true, depth: 0 })
  const corporate = lead.clientType === 'Corporate'
  const members = corporate
    ? (await payload.find({ collection: 'company-members', req: tx, overrideAccess: true, depth: 0, pagination: false, where: { lead: { equals: leadId } }, select: { dateOfBirth: true } })).docs
    : []
  const kind = corporate ? 'Corporate' : 'Club'
  const type = (await payload.find({ collection: 'membership-types', req: tx, overrideAccess: true, depth: 0, limit: 1, where: { title: { equals: kind } } })).docs[0]
  const quote = quoteFees(type ?? {}, [lead.dateOfBirth, ...members.map((m) => m.dateOfBirth)], now)
  const payer = (
    await payload.find({
      collection: 'members',
      req: tx,
      overrideAccess: true,
      depth: 0,
      limit: 1,
      where: { and: [{ lead: { equals: leadId } }, { companyMember: { exists: false } }] },
      select: { email: true },
    })
  ).docs[0]
  const payerName = corporate ? lead.companyName || [lead.firstName, lead.lastName].filter(Boolean).join(' ') : [lead.firstName, lead.lastName].filter(Boolean).join(' ')
  const priced = Boolean(type) && quote.unpriced === 0
  const mandateId = lead.payment?.mandateId ?? null
  const clubId = typeof lead.club === 'object' && lead.club ? lead.club.id : (lead.club ?? null)
  const [created] = await sqlInTransaction<{ id: number }>(
    tx,
    sql`INSERT INTO dues (lead_id, payer_id, payer_name, membership_type, club_id, people, monthly_amount, joining_amount, term_months, fixed_at, mandate_id, collection_state, collection_error)
        VALUES (${leadId}, ${payer?.id ?? null}, ${payerName || lead.emailAddress}, ${kind}, ${clubId}, ${1 + members.length}, ${quote.monthlyTotal}, ${quote.joiningTotal}, ${quote.termMonths},
                ${now.toISOString()}, ${mandateId}, ${priced ? 'queued' : 'no-price'},
                ${priced ? null : `No ${kind} price covers the age of ${quote.unpriced} of the people named: set the fee by hand.`})
        ON CONFLICT (lead_id) DO NOTHING RETURNING id`,
  )
  // Delivered when the approval commits: the worker then finds the record it announces.
  if (created && priced) await sqlInTransaction(tx, sql`SELECT pg_notify(${DUES_CHANNEL}, ${String(created.id)})`)
}
