import { sql } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'

import { getEmailPort } from '@/integrations/email/port'
import { sqlInTransaction, withTransaction } from '@/lib/db/transaction'
import { getEnv } from '@/lib/env'
import { REVIEW_DECISIONS, type MembershipStatus, type ReviewDecision } from '@/model/application'
import { confirmCountMessage, corporateCount } from '@/model/corporate-count'
import type { Lead } from '@/payload-types'

import { decisionEmail } from '../emails/decision'
import { loadApplicationSettings } from '../emails/templates'

/**
 * The membership committee's decision on an application (docs/decisions/020):
 * POST /api/leads/{id}/decision with { decision: Approved | Declined | Waitlisted, reason }, a
 * staff action (src/app/(staff)/, docs/decisions/039) for sales staff and administrators. It sets the lead's membershipStatus and review, adds the
 * decision to the audit trail and queues the applicant's e-mail, all in one transaction. A corporate
 * application is decided as one: the company and its members, the e-mail to its primary contact
 * (the lead's own address), the audit line naming the company.
 */

export type Decision = ReviewDecision
export const REASON_MAX = 2000

type Parsed = { ok: true; decision: Decision; reason: string; confirmCount?: number } | { ok: false; field: 'decision' | 'reason' | 'confirmCount'; message: string }

/** Approval needs no reason; declining and the waiting list do, since the applicant is told it. */
export function parseDecision(body: unknown): Parsed {
  const b = (body && typeof body === 'object' ? body : {}) as { decision?: unknown; reason?: unknown; confirmCount?: unknown }
  if (!(REVIEW_DECISIONS as readonly unknown[]).includes(b.decision)) return { ok: false, field: 'decision', message: `Choose one of: ${REVIEW_DECISIONS.join(', ')}.` }
  const decision = b.decision as Decision
  if (b.reason !== undefined && b.reason !== null && typeof b.reason !== 'string') return { ok: false, field: 'reason', message: 'The reason must be text.' }
  const reason = (typeof b.reason === 'string' ? b.reason : '').replace(/\r\n?/g, '\n').trim()
  if (reason.length > REASON_MAX) return { ok: false, field: 'reason', message: `Keep the reason to ${REASON_MAX} characters.` }
  if (decision !== 'Approved' && !reason) return { ok: false, field: 'reason', message: `Give a reason: the applicant is told it when the application is ${decision === 'Declined' ? 'declined' : 'waitlisted'}.` }
  // A company whose people differ from the memberships it asked for: the count the committee confirmed.
  if (b.confirmCount !== undefined && b.confirmCount !== null && !(typeof b.confirmCount === 'number' && Number.isSafeInteger(b.confirmCount))) {
    return { ok: false, field: 'confirmCount', message: 'confirmCount must be the number of people the approval makes accounts for.' }
  }
  return { ok: true, decision, reason, ...(typeof b.confirmCount === 'number' ? { confirmCount: b.confirmCount } : {}) }
}

/**
 * Only a complete application (Applied) can be decided; a decision is final, except the waiting
 * list, from which an application can still be approved or declined.
 */
export function canDecide(current: string | null | undefined, decision: Decision): boolean {
  if (current === 'Applied') return true
  return current === 'Waitlisted' && decision !== 'Waitlisted'
}

const AUDIT: Record<Decision, string> = { Approved: 'Committee: approved', Declined: 'Committee: declined', Waitlisted: 'Committee: waitlisted' }

/** A line break in the company's name would forge another line of the trail. */
const oneLine = (value: string) => value.replace(/[\u0000-\u001f\u007f\u2028\u2029]+/g, ' ').replace(/\s+/g, ' ').trim()

/**
 * The audit line of a decision: for a company, which company and how many members it covers
 * ("Committee: approved the corporate application of Analytical Engines and its 3 members").
 */
export function auditLine(decision: Decision, reason: string, company?: { name: string | null | undefined; members: number }): string {
  const name = company ? oneLine(company.name ?? '').slice(0, 200) : ''
  const members = company ? `its ${company.members} member${company.members === 1 ? '' : 's'}` : ''
  const what = company ? `${AUDIT[decision]} the corporate application of ${name || 'an unnamed company'} and ${members}` : AUDIT[decision]
  return reason ? `${what}. Reason: ${reason}` : what
}

class Refusal extends Error {
  constructor(
    readonly status: 400 | 404 | 409,
    message: string,
    readonly field?: string,
  ) {
    super(message)
  }
}

const refuse = (status: Refusal['status'], message: string, field?: string) => Response.json({ errors: [{ message, ...(field ? { field } : {}) }] }, { status })

/**
 * What an approval brings besides the decision, in its transaction: the members' accounts and
 * their invitations (the members feature's, handed in by the route). The outbox rows to deliver.
 */
export type OnApproved = (payload: PayloadRequest['payload'], tx: PayloadRequest, leadId: number) => Promise<number[]>

/** The decision on lead `id`, by the signed-in sales staff of `req` (the staff route checked who). */
export async function decide(req: PayloadRequest, id: number, onApproved: OnApproved): Promise<Response> {
  if (!Number.isSafeInteger(id) || id <= 0) return refuse(404, 'No such application.')

  let body: unknown
  try {
    body = await req.json?.()
  } catch {
    return refuse(400, 'Send the decision as JSON.')
  }
  const parsed = parseDecision(body)
  if (!parsed.ok) return refuse(400, parsed.message, parsed.field)
  const { decision, reason, confirmCount } = parsed

  const { payload } = req
  const by = String((req.user as { email?: string } | null)?.email ?? req.user?.id)
  const settings = await loadApplicationSettings(payload)
  const port = getEmailPort()
  try {
    const { lead, outboxIds } = await withTransaction(
      payload,
      async (tx) => {
        // The row is locked until the decision commits: two staff deciding at once cannot both.
        const [row] = await sqlInTransaction<{ membership_status: MembershipStatus | null; client_type: string | null; company_name: string | null; number_of_members: string | number | null }>(
          tx,
          sql`SELECT membership_status, client_type, company_name, number_of_members FROM leads WHERE id = ${id} FOR UPDATE`,
        )
        if (!row) throw new Refusal(404, 'No such application.')
        if (!canDecide(row.membership_status, decision)) {
          throw new Refusal(
            409,
            row.membership_status === 'Waitlisted'
              ? 'This application is already on the waiting list: approve or decline it.'
              : `Only a complete application (Applied) or one on the waiting list can be decided; this one is ${row.membership_status ?? 'not an application'}.`,
          )
        }
        // A company's members are decided with it: the audit line says how many the decision covers.
        const company =
          row.client_type === 'Corporate'
            ? { name: row.company_name, members: Number((await sqlInTransaction<{ n: string | number }>(tx, sql`SELECT count(*) AS n FROM company_members WHERE lead_id = ${id}`))[0]?.n ?? 0) }
            : undefined
        // Approving makes an account for each person named: a count that differs from the memberships
        // asked is approved only once the committee has confirmed it.
        if (company && decision === 'Approved') {
          // A numeric column: the driver reads it as text.
          const count = corporateCount(row.number_of_members === null ? null : Number(row.number_of_members), company.members)
          if (count.differs && confirmCount !== count.people) throw new Refusal(409, confirmCountMessage(count), 'confirmCount')
        }
        const decidedAt = new Date().toISOString()
        const updated = (await payload.update({
          collection: 'leads',
          id,
          req: tx,
          overrideAccess: true,
          depth: 0,
          data: { membershipStatus: decision, review: { decision, decidedAt, decidedBy: by, reason: reason || null } },
          context: { auditEntry: auditLine(decision, reason, company) },
        })) as Lead
        const outboxId = await port.queue(payload, decisionEmail(updated, decision, reason, settings, getEnv()), tx)
        // Approved: the applicant (a company: its contact and each member) gets an account to set a password for.
        const invitations = decision === 'Approved' ? await onApproved(payload, tx, id) : []
        return { lead: updated, outboxIds: [outboxId, ...invitations] }
      },
      req,
    )
    await port.deliver(payload, outboxIds)
    return Response.json({ id: lead.id, membershipStatus: lead.membershipStatus, review: lead.review }, { status: 200 })
  } catch (error) {
    if (error instanceof Refusal) return refuse(error.status, error.message, error.field)
    throw error
  }
}

