import { CORPORATE_STEPS } from './corporate/steps'
import { APPLICATION_STEPS, type StepIndex } from './steps'

/**
 * How far a lead's application has come (spec 001 section 2): shared by the application's steps
 * and the committee's Applications view (review/steps.ts), so both count the same way. Step indexes are the
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

/** A step may be opened once every step before it is done (and the confirmation only when applied). */
export function mayOpenStep(step: StepIndex, lead: ApplicationFacts): boolean {
  const resume = resumeStep(lead)
  if (resume === 4) return step === 4
  return step <= resume
}

export const resumePath = (lead: ApplicationFacts): string => APPLICATION_STEPS[resumeStep(lead)].path

/** Where a continue link opens a lead's application, individual or corporate. */
export const applicationResumePath = (lead: CorporateFacts): string =>
  lead.clientType === 'Corporate' ? CORPORATE_STEPS[corporateResumeStep(lead) - 1]!.path : resumePath(lead)

/** The writes an application takes, in the order of its steps. */
export type ApplicationWrite = 'details' | 'member' | 'contact' | 'company' | 'membersVisited' | 'address' | 'profile' | 'photo' | 'removePhoto' | 'startPayment' | 'finishPayment' | 'paymentReference' | 'complete'

export type Refusal = 'finished' | 'stepsMissing' | 'mandateRequired' | 'notThisKind' | null

/**
 * Whether a write may change the lead as it is now: nothing changes a sent application (complete
 * answers as before instead); the about-you writes need an address; setting up the Direct Debit
 * needs the profile and a photo; the provider's answer needs a setup started; the reference needs
 * a mandate; sending needs every step and a live mandate. The service asks this of the locked row.
 */
export function refusal(write: ApplicationWrite, lead: CorporateFacts & { payment?: { billingRequestId?: string | null } | null }): Refusal {
  const p = progressOf(lead)
  if (p.applied) return write === 'complete' ? null : 'finished'
  if (lead.clientType === 'Corporate') return corporateRefusal(write, lead)
  switch (write) {
    case 'details':
    case 'address':
      return null
    // The corporate wizard's writes are not an individual's.
    case 'member':
    case 'contact':
    case 'company':
    case 'membersVisited':
      return 'notThisKind'
    case 'profile':
    case 'photo':
    case 'removePhoto':
      return p.address ? null : 'stepsMissing'
    case 'startPayment':
      return p.address && p.profile && p.photo ? null : 'stepsMissing'
    case 'finishPayment':
      return lead.payment?.billingRequestId ? null : 'mandateRequired'
    case 'paymentReference':
      return lead.payment?.mandateId ? null : 'mandateRequired'
    case 'complete': {
      const step = resumeStep(lead)
      return step >= 3 ? null : step === 2 ? 'mandateRequired' : 'stepsMissing'
    }
  }
}

/**
 * The corporate wizard's order (spec 001 section 2): the contact details (with the address and
 * the photo) first; the company's details need them; the members page the company's details;
 * the Direct Debit all three; sending a live mandate too. Members may be added and changed at any
 * point before the application is sent.
 */
function corporateRefusal(write: ApplicationWrite, lead: CorporateFacts & { payment?: { billingRequestId?: string | null } | null }): Refusal {
  const p = corporateProgressOf(lead)
  switch (write) {
    case 'details':
    case 'contact':
    case 'address':
    case 'photo':
    case 'removePhoto':
    case 'member':
      return null
    case 'profile':
      return 'notThisKind'
    case 'company':
      return p.contact ? null : 'stepsMissing'
    case 'membersVisited':
      return p.contact && p.company ? null : 'stepsMissing'
    case 'startPayment':
      return p.contact && p.company && p.members ? null : 'stepsMissing'
    case 'finishPayment':
      return lead.payment?.billingRequestId ? null : 'mandateRequired'
    case 'paymentReference':
      return lead.payment?.mandateId ? null : 'mandateRequired'
    case 'complete': {
      const step = corporateResumeStep(lead)
      return step >= 5 ? null : step === 4 ? 'mandateRequired' : 'stepsMissing'
    }
  }
}
