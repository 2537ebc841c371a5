/**
 * How far a lead's application has come (spec 001 section 2): shared by the application's steps
 * and the committee's Applications view, so both count the same way. Step indexes are the
 * stepper's: 0 address, 1 about you, 2 payment, 3 summary, 4 confirmation.
 */

/** What a lead's application holds, as far as the steps are concerned. */
export type ApplicationFacts = {
  membershipStatus?: string | null
  address?: { addressLine1?: string | null } | null
  profile?: { gender?: string | null; headShot?: unknown } | null
  payment?: { mandateId?: string | null; mandateStatus?: string | null } | null
}

/** Mandate states after which no money can be collected: the payer must set up another. */
export const DEAD_MANDATE_STATUSES = ['failed', 'cancelled', 'expired', 'blocked', 'consumed'] as const
const DEAD_MANDATE = new Set<string>(DEAD_MANDATE_STATUSES)

export type Progress = { address: boolean; profile: boolean; photo: boolean; mandate: boolean; applied: boolean }

export function progressOf(lead: ApplicationFacts): Progress {
  const mandateId = lead.payment?.mandateId
  return {
    address: Boolean(lead.address?.addressLine1?.trim()),
    profile: Boolean(lead.profile?.gender),
    photo: lead.profile?.headShot != null,
    mandate: Boolean(mandateId) && !DEAD_MANDATE.has(lead.payment?.mandateStatus ?? ''),
    applied: Boolean(lead.membershipStatus && lead.membershipStatus !== 'Started'),
  }
}

/** The first step whose work is not done: where the continue link, and a skipped-to step, lead. */
export function resumeStep(lead: ApplicationFacts): 0 | 1 | 2 | 3 | 4 {
  const p = progressOf(lead)
  if (p.applied) return 4
  if (!p.address) return 0
  if (!p.profile || !p.photo) return 1
  if (!p.mandate) return 2
  return 3
}

/** What a corporate application holds, as far as the wizard is concerned. */
export type CorporateFacts = ApplicationFacts & {
  clientType?: string | null
  webSite?: string | null
  membersReviewedAt?: string | null
  profile?: { gender?: string | null; headShot?: unknown; role?: string | null; aboutMember?: string | null; industry?: string | null } | null
}

export type CorporateProgress = { contact: boolean; company: boolean; members: boolean; mandate: boolean; applied: boolean }

/**
 * A company's steps: 1 the primary contact (role, photo and address), 2 the company (industry and
 * about the company), 3 the members page seen, 4 a live mandate; Applied ends it.
 */
export function corporateProgressOf(lead: CorporateFacts): CorporateProgress {
  const p = progressOf(lead)
  return {
    contact: Boolean(lead.profile?.role) && p.photo && p.address,
    company: Boolean(lead.profile?.aboutMember?.trim()) && Boolean(lead.profile?.industry),
    members: Boolean(lead.membersReviewedAt),
    mandate: p.mandate,
    applied: p.applied,
  }
}

/** The first corporate step (1 to 6) whose work is not done. */
export function corporateResumeStep(lead: CorporateFacts): 1 | 2 | 3 | 4 | 5 | 6 {
  const p = corporateProgressOf(lead)
  if (p.applied) return 6
  if (!p.contact) return 1
  if (!p.company) return 2
  if (!p.members) return 3
  if (!p.mandate) return 4
  return 5
}
