import 'server-only'

import { sql } from '@payloadcms/db-postgres'
import type { Payload, PayloadRequest } from 'payload'

import { KEEP_RESERVED_ID } from '@/model/db-adapter'
import { logSuppressed, mayEmailVisitor } from '@/model/visitor-emails'
import { sqlInTransaction, withTransaction } from '@/lib/db/transaction'
import type { Enquiry, Lead } from '@/payload-types'

import { claimSubmission, markFailed, markProcessed, type ClaimedSubmission } from './intake.server'
import { deliverNotifications, queueNotifications, type Submission } from './notifications.server'

/**
 * Turns a stored submission into its lead or enquiry: the club, the link to an earlier
 * submission by the same person, the record (its hooks write the audit trail) and the e-mails,
 * all in one transaction with the submission's row locked. Either everything happens once, or
 * nothing does and the submission is tried again.
 */

const LINK_WINDOW_MS = 30 * 24 * 60 * 60 * 1000

export type Processed = { id: number; kind: 'lead' | 'enquiry'; recordId: number; linkedTo?: number }

/** Processes the given submission (waiting for a worker that holds it), or the next one waiting. */
export async function processSubmission(payload: Payload, id?: number): Promise<Processed | undefined> {
  let claimed: ClaimedSubmission | undefined
  let done: (Processed & { emails: number[] }) | undefined
  try {
    done = await withTransaction(payload, async (req) => {
      claimed = await claimSubmission(req, id)
      if (!claimed) return undefined
      const record = await createRecord(payload, req, claimed)
      const submission = claimed.kind === 'lead' ? { kind: 'lead' as const, doc: record as Lead } : { kind: 'enquiry' as const, doc: record as Enquiry }
      const emails = await queueNotifications(payload, submission, req, { acknowledge: await acknowledged(payload, req, submission) })
      await markProcessed(req, claimed.id)
      return { id: claimed.id, kind: claimed.kind, recordId: record.id, linkedTo: idOf(record.linkedTo), emails }
    })
  } catch (error) {
    if (claimed) await markFailed(payload, claimed.id, error).catch(() => {})
    throw error
  }
  if (!done) return undefined
  const { emails, ...processed } = done
  await deliverNotifications(payload, emails)
  return processed
}

/** Processes waiting submissions one after another until none is left, `max` are done, or one fails. */
export async function drainSubmissions(payload: Payload, max = Infinity): Promise<number> {
  let done = 0
  while (done < max) {
    try {
      if (!(await processSubmission(payload))) break
      done++
    } catch (error) {
      // Counted on the submission (it waits longer each time); the next wake-up or sweep goes on.
      console.error('A submission could not be processed; it will be tried again:', error)
      break
    }
  }
  return done
}

async function createRecord(payload: Payload, req: PayloadRequest, claimed: ClaimedSubmission): Promise<Lead | Enquiry> {
  const collection = claimed.kind === 'lead' ? 'leads' : 'enquiries'
  const data = claimed.data
  const email = String(data.emailAddress)
  // Two submissions by one person processed at once would each miss the other: the second waits
  // for the first to commit, and then links to it.
  await sqlInTransaction(req, sql`SELECT pg_advisory_xact_lock(hashtext(${`${collection}:${email}`}))`)
  const linkedTo = await firstRecentSubmission(payload, req, collection, email, new Date())
  req.context[KEEP_RESERVED_ID] = true
  try {
    return (await payload.create({
      collection,
      req,
      overrideAccess: true,
      depth: 0,
      data: { ...data, id: claimed.recordId, club: await clubFor(payload, req, data.locationId), linkedTo } as never,
    })) as Lead | Enquiry
  } finally {
    delete req.context[KEEP_RESERVED_ID]
  }
}

type Linked = { id: number; linkedTo?: number | { id: number } | null }
const idOf = (v: Linked['linkedTo']): number | undefined => (v && typeof v === 'object' ? v.id : (v ?? undefined))

/** The first submission with this address in the last 30 days, which a repeat is linked to. */
async function firstRecentSubmission(payload: Payload, req: PayloadRequest, collection: 'leads' | 'enquiries', email: string, now: Date): Promise<number | undefined> {
  const found = await payload.find({
    collection,
    req,
    overrideAccess: true,
    where: { and: [{ emailAddress: { equals: email } }, { createdAt: { greater_than: new Date(now.getTime() - LINK_WINDOW_MS).toISOString() } }] },
    sort: 'createdAt',
    limit: 1,
    depth: 0,
    pagination: false,
    select: { linkedTo: true },
  })
  const first = found.docs[0] as Linked | undefined
  return first ? (idOf(first.linkedTo) ?? first.id) : undefined
}

const clubIds = new Map<number, number>()

async function clubFor(payload: Payload, req: PayloadRequest, locationId: unknown): Promise<number | undefined> {
  if (typeof locationId !== 'number') return undefined
  if (!clubIds.has(locationId)) {
    const found = await payload.find({ collection: 'clubs', req, overrideAccess: true, where: { locationId: { equals: locationId } }, limit: 1, depth: 0, pagination: false, select: {} })
    const id = found.docs[0]?.id as number | undefined
    if (id === undefined) return undefined
    clubIds.set(locationId, id)
  }
  return clubIds.get(locationId)
}

/** The audit line on a record whose acknowledgement the per-address limit held back. */
export const ACKNOWLEDGEMENT_HELD_BACK = 'Acknowledgement e-mail not sent: this address has had its e-mails from the website for today (Limits)'

/**
 * Whether the visitor's acknowledgement may go: anyone can type anyone's address, so each address
 * gets at most the day's limit of e-mails a visitor causes (decision 045). Beyond it the visitor's
 * answer is the same, the team is told as ever, and the record's audit trail says it was held back.
 */
async function acknowledged(payload: Payload, req: PayloadRequest, submission: Submission): Promise<boolean> {
  if (await mayEmailVisitor(payload, submission.doc.emailAddress)) return true
  const collection = submission.kind === 'lead' ? 'leads' : 'enquiries'
  await payload.update({ collection, id: submission.doc.id, req, overrideAccess: true, depth: 0, data: {}, context: { auditEntry: ACKNOWLEDGEMENT_HELD_BACK } })
  logSuppressed('acknowledgement', { collection, id: submission.doc.id })
  return false
}
