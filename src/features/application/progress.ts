import { APPLICATION_STEPS, type StepIndex } from './steps'

/** What a lead's application holds, as far as the steps are concerned. */
export type ApplicationFacts = {
  membershipStatus?: string | null
  address?: { addressLine1?: string | null } | null
  profile?: { gender?: string | null; headShot?: unknown } | null
  payment?: { mandateId?: string | null; mandateStatus?: string | null } | null
}

/** Mandate states after which no money can be collected: the payer must set up another. */
const DEAD_MANDATE = new Set(['failed', 'cancelled', 'expired', 'blocked', 'consumed'])

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
export function resumeStep(lead: ApplicationFacts): StepIndex {
  const p = progressOf(lead)
  if (p.applied) return 4
  if (!p.address) return 0
  if (!p.profile || !p.photo) return 1
  if (!p.mandate) return 2
  return 3
}

/** A step may be opened once every step before it is done (and the confirmation only when applied). */
export function mayOpenStep(step: StepIndex, lead: ApplicationFacts): boolean {
  const resume = resumeStep(lead)
  if (resume === 4) return step === 4
  return step <= resume
}

export const resumePath = (lead: ApplicationFacts): string => APPLICATION_STEPS[resumeStep(lead)].path

/** The writes an application takes, in the order of its steps. */
export type ApplicationWrite = 'address' | 'profile' | 'photo' | 'removePhoto' | 'startPayment' | 'finishPayment' | 'paymentReference' | 'complete'

export type Refusal = 'finished' | 'stepsMissing' | 'mandateRequired' | null

/**
 * Whether a write may change the lead as it is now: nothing changes a sent application (complete
 * answers as before instead); the about-you writes need an address; setting up the Direct Debit
 * needs the profile and a photo; the provider's answer needs a setup started; the reference needs
 * a mandate; sending needs every step and a live mandate. The service asks this of the locked row.
 */
export function refusal(write: ApplicationWrite, lead: ApplicationFacts & { payment?: { billingRequestId?: string | null } | null }): Refusal {
  const p = progressOf(lead)
  if (p.applied) return write === 'complete' ? null : 'finished'
  switch (write) {
    case 'address':
      return null
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
