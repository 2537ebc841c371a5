import { progressOf, resumeStep, type ApplicationFacts } from '@/model/application-progress'

import { APPLICATION_STEPS, type StepIndex } from './steps'

export { progressOf, resumeStep, type ApplicationFacts, type Progress } from '@/model/application-progress'

/** A step may be opened once every step before it is done (and the confirmation only when applied). */
export function mayOpenStep(step: StepIndex, lead: ApplicationFacts): boolean {
  const resume = resumeStep(lead)
  if (resume === 4) return step === 4
  return step <= resume
}

export const resumePath = (lead: ApplicationFacts): string => APPLICATION_STEPS[resumeStep(lead)].path

/** The writes an application takes, in the order of its steps. */
export type ApplicationWrite = 'details' | 'member' | 'address' | 'profile' | 'photo' | 'removePhoto' | 'startPayment' | 'finishPayment' | 'paymentReference' | 'complete'

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
    case 'details':
    case 'member':
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
