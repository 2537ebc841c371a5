import type { CollectionBeforeChangeHook, Payload, PayloadRequest } from 'payload'

import type { LeadStatus } from './statuses'

/**
 * A lead's pipeline status follows its application (docs/decisions/053): each step of the funnel
 * (started, applied, the committee's decision, the member's account taken up) moves the status to its
 * stage when it happens. Staff can set any status at any time; their choice stands until the
 * funnel next moves, and the funnel never moves a lead back from a stage further along it that
 * staff already chose (a lead staff marked Member stays Member when the application is sent).
 */
export type FunnelEvent = 'Started' | 'Applied' | 'Approved' | 'Declined' | 'Waitlisted' | 'Member'

const STAGE: Record<FunnelEvent, LeadStatus> = {
  Started: 'started',
  Applied: 'applied',
  Approved: 'approved',
  Declined: 'declined',
  Waitlisted: 'waitlisted',
  Member: 'member',
}
/** How far along the funnel a status is; the sales stages before it (and Won, Lost) are 0. */
const RANK: Partial<Record<string, number>> = { started: 1, applied: 2, approved: 3, declined: 3, waitlisted: 3, member: 4 }
const rank = (status: string | null | undefined) => RANK[status ?? ''] ?? 0
const isEvent = (value: unknown): value is Exclude<FunnelEvent, 'Member'> =>
  typeof value === 'string' && value !== 'Member' && value in STAGE

/** The status after `event`, or undefined when the lead keeps the one it has. */
export function statusAfter(current: string | null | undefined, event: FunnelEvent): LeadStatus | undefined {
  const stage = STAGE[event]
  if (current === stage || rank(current) > rank(stage)) return undefined
  return stage
}

type LeadData = { status?: string | null; membershipStatus?: string | null }

/**
 * On a lead: when its application's status changes, its pipeline status follows, unless the same
 * write sets the status itself. Runs before the audit trail (pipeline/hooks.ts), which records it.
 */
export const followApplication: CollectionBeforeChangeHook = ({ data, originalDoc, operation }) => {
  const next = data as LeadData
  const before = (operation === 'update' ? originalDoc : undefined) as LeadData | undefined
  if (!isEvent(next.membershipStatus) || next.membershipStatus === before?.membershipStatus) return data
  const staffSet = operation === 'update' ? next.status !== undefined && next.status !== before?.status : false
  if (staffSet) return data
  const status = statusAfter(operation === 'update' ? before?.status : next.status, next.membershipStatus)
  if (status) next.status = status
  return data
}

/**
 * The applicant's own member account (not a company's additional member) became active, its
 * password set for the first time: the lead it came from moves to Member, in the caller's
 * transaction (`req`). The account is made, invited, when the committee approves; the lead stays
 * Approved until the applicant takes it up.
 */
export async function memberAccountActivated(payload: Payload, req: Partial<PayloadRequest>, memberId: number): Promise<void> {
  const member = await payload.findByID({ collection: 'members', id: memberId, req, overrideAccess: true, depth: 0, disableErrors: true, select: { lead: true, companyMember: true } })
  if (!member?.lead || member.companyMember) return
  const id = typeof member.lead === 'object' ? member.lead.id : member.lead
  const lead = await payload.findByID({ collection: 'leads', id, req, overrideAccess: true, depth: 0, disableErrors: true, select: { status: true } })
  const status = lead ? statusAfter(lead.status, 'Member') : undefined
  if (status) await payload.update({ collection: 'leads', id, req, overrideAccess: true, depth: 0, data: { status }, context: { funnel: 'Member' } })
}
