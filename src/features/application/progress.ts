import { corporateProgressOf, corporateResumeStep, progressOf, resumeStep, type ApplicationFacts, type CorporateFacts } from '@/model/application-progress'

import { CORPORATE_STEPS } from './corporate/steps'
import { APPLICATION_STEPS, type StepIndex } from './steps'

export { corporateProgressOf, corporateResumeStep, progressOf, resumeStep, type ApplicationFacts, type CorporateFacts, type Progress } from '@/model/application-progress'

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
