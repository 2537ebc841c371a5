import type { Where } from 'payload'

import { MEMBERSHIP_STATUSES, type MembershipStatus } from '@/model/application'
import { DEAD_MANDATE_STATUSES, resumeStep, type ApplicationFacts } from '@/model/application-progress'

/**
 * Which of the application's five steps (spec 001 section 2) an application has reached: the one
 * the applicant's own stepper opens (address line 1 stored; gender and a photo; a live mandate;
 * Applied or a committee decision is the confirmation). The same rule twice: `stepOf` for one
 * lead, `whereStep` as a filter the database runs.
 */
export const APPLICATION_STEPS = [
  { value: 'address', label: '1/5 Address' },
  { value: 'about-you', label: '2/5 About you' },
  { value: 'payment', label: '3/5 Payment' },
  { value: 'summary', label: '4/5 Summary' },
  { value: 'complete', label: '5/5 Confirmation' },
] as const
export type ApplicationStep = (typeof APPLICATION_STEPS)[number]['value']

export type StepFacts = ApplicationFacts

const BY_INDEX: ApplicationStep[] = ['address', 'about-you', 'payment', 'summary', 'complete']

/** The step the applicant's own stepper would open (src/model/application-progress.ts). */
export const stepOf = (lead: StepFacts): ApplicationStep => BY_INDEX[resumeStep(lead)]!

export const stepLabel = (step: ApplicationStep): string => APPLICATION_STEPS.find((s) => s.value === step)!.label

export const isApplicationStep = (v: unknown): v is ApplicationStep => APPLICATION_STEPS.some((s) => s.value === v)
export const isMembershipStatus = (v: unknown): v is MembershipStatus => (MEMBERSHIP_STATUSES as readonly unknown[]).includes(v)

const isSet = (path: string): Where => ({ and: [{ [path]: { exists: true } }, { [path]: { not_equals: '' } }] })
const isUnset = (path: string): Where => ({ or: [{ [path]: { exists: false } }, { [path]: { equals: '' } }] })

const started: Where = { membershipStatus: { equals: 'Started' } }
const address = isSet('address.addressLine1')
const aboutYou: Where = { and: [isSet('profile.gender'), { 'profile.headShot': { exists: true } }] }
const aboutYouMissing: Where = { or: [isUnset('profile.gender'), { 'profile.headShot': { exists: false } }] }
const liveMandate: Where = {
  and: [isSet('payment.mandateId'), { or: [{ 'payment.mandateStatus': { exists: false } }, { 'payment.mandateStatus': { not_in: [...DEAD_MANDATE_STATUSES] } }] }],
}
const noLiveMandate: Where = { or: [isUnset('payment.mandateId'), { 'payment.mandateStatus': { in: [...DEAD_MANDATE_STATUSES] } }] }

/** The leads at one step, as stepOf reads them. */
export function whereStep(step: ApplicationStep): Where {
  switch (step) {
    case 'complete':
      return { membershipStatus: { in: MEMBERSHIP_STATUSES.filter((s) => s !== 'Started') } }
    case 'summary':
      return { and: [started, address, aboutYou, liveMandate] }
    case 'payment':
      return { and: [started, address, aboutYou, noLiveMandate] }
    case 'about-you':
      return { and: [started, address, aboutYouMissing] }
    case 'address':
      return { and: [started, isUnset('address.addressLine1')] }
  }
}

/** The Applications view's filter: leads with an application, at a step and in a status when given. */
export function applicationsWhere({ step, status }: { step?: ApplicationStep; status?: MembershipStatus }): Where {
  return {
    and: [{ membershipStatus: { exists: true } }, ...(step ? [whereStep(step)] : []), ...(status ? [{ membershipStatus: { equals: status } }] : [])],
  }
}
