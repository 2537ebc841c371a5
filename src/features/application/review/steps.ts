import type { Where } from 'payload'

import { MEMBERSHIP_STATUSES, type MembershipStatus } from '@/model/application'
import { CLIENT_TYPES, type ClientType } from '@/model/people'

import { CORPORATE_STEPS } from '../corporate/steps'
import { corporateResumeStep, DEAD_MANDATE_STATUSES, resumeStep, type CorporateFacts } from '../progress'
import { APPLICATION_STEPS } from '../steps'

/**
 * Which step an application has reached: the one the applicant's own stepper opens. An individual
 * application has five (spec 001 section 2: address line 1 stored; gender and a photo; a live
 * mandate; Applied or a committee decision is the confirmation); a corporate one six (the primary
 * contact's role, photo and address; the company's industry and about; the members page seen; a
 * live mandate; Applied or decided). The same rule twice: `stepOf` for one lead, `whereStep` as a
 * filter the database runs.
 */

/** A step's name in the back office: its number of the total, then its title as a sentence ("2/5 About you"). */
const reviewLabel = (number: number, total: number, title: string) => `${number}/${total} ${title.charAt(0)}${title.slice(1).toLowerCase()}`

/** The Applications view's step filter for individual applications, from the stepper's own list. */
export const INDIVIDUAL_STEP_OPTIONS = APPLICATION_STEPS.map((s) => ({ value: s.value, label: reviewLabel(s.index + 1, APPLICATION_STEPS.length, s.title) }))

/** The corporate wizard's six steps, titled as the spec titles them. */
export const CORPORATE_STEP_OPTIONS = CORPORATE_STEPS.map((s) => ({ value: s.value, label: reviewLabel(s.step, CORPORATE_STEPS.length, s.title) }))

export type IndividualStep = (typeof APPLICATION_STEPS)[number]['value']
export type CorporateStep = (typeof CORPORATE_STEPS)[number]['value']
export type ApplicationStep = IndividualStep | CorporateStep

/** Both kinds' steps, individual first: the Applications view's step filter. */
export const ALL_STEPS: readonly { value: ApplicationStep; label: string }[] = [...INDIVIDUAL_STEP_OPTIONS, ...CORPORATE_STEP_OPTIONS]

export type StepFacts = CorporateFacts

export const isCorporate = (lead: { clientType?: string | null }): boolean => lead.clientType === 'Corporate'

/** The step the applicant's own stepper would open (../progress.ts). */
export const stepOf = (lead: StepFacts): ApplicationStep => (isCorporate(lead) ? CORPORATE_STEPS[corporateResumeStep(lead) - 1]!.value : APPLICATION_STEPS[resumeStep(lead)]!.value)

export const stepLabel = (step: ApplicationStep): string => ALL_STEPS.find((s) => s.value === step)!.label

export const isApplicationStep = (v: unknown): v is ApplicationStep => ALL_STEPS.some((s) => s.value === v)
export const isCorporateStep = (step: ApplicationStep): step is CorporateStep => step.startsWith('corporate-')
export const isMembershipStatus = (v: unknown): v is MembershipStatus => (MEMBERSHIP_STATUSES as readonly unknown[]).includes(v)
export const isClientType = (v: unknown): v is ClientType => (CLIENT_TYPES as readonly unknown[]).includes(v)

const isSet = (path: string): Where => ({ and: [{ [path]: { exists: true } }, { [path]: { not_equals: '' } }] })
const isUnset = (path: string): Where => ({ or: [{ [path]: { exists: false } }, { [path]: { equals: '' } }] })

const started: Where = { membershipStatus: { equals: 'Started' } }
const decidedOrApplied: Where = { membershipStatus: { in: MEMBERSHIP_STATUSES.filter((s) => s !== 'Started') } }
const address = isSet('address.addressLine1')
const photo: Where = { 'profile.headShot': { exists: true } }
const noPhoto: Where = { 'profile.headShot': { exists: false } }
const aboutYou: Where = { and: [isSet('profile.gender'), photo] }
const aboutYouMissing: Where = { or: [isUnset('profile.gender'), noPhoto] }
const liveMandate: Where = {
  and: [isSet('payment.mandateId'), { or: [{ 'payment.mandateStatus': { exists: false } }, { 'payment.mandateStatus': { not_in: [...DEAD_MANDATE_STATUSES] } }] }],
}
const noLiveMandate: Where = { or: [isUnset('payment.mandateId'), { 'payment.mandateStatus': { in: [...DEAD_MANDATE_STATUSES] } }] }

/**
 * Every one of the conditions, nested `and`s lifted into one: the filter travels in the export's
 * query string, whose parser stops at a fixed depth.
 */
const allOf = (...conditions: Where[]): Where => ({
  and: conditions.flatMap((c) => (Object.keys(c).length === 1 && Array.isArray(c.and) ? c.and : [c])),
})

/** The two kinds of application: a company's (clientType Corporate) and everyone else's. */
const corporate: Where = { clientType: { equals: 'Corporate' } }
const individual: Where = { clientType: { not_equals: 'Corporate' } }

// The corporate wizard's steps done (corporateProgressOf): the contact, the company, the members page.
const contact: Where = { and: [isSet('profile.role'), photo, address] }
const contactMissing: Where = { or: [isUnset('profile.role'), noPhoto, isUnset('address.addressLine1')] }
const company: Where = { and: [isSet('profile.aboutMember'), isSet('profile.industry')] }
const companyMissing: Where = { or: [isUnset('profile.aboutMember'), isUnset('profile.industry')] }
const membersSeen: Where = { membersReviewedAt: { exists: true } }
const membersNotSeen: Where = { membersReviewedAt: { exists: false } }

function individualWhere(step: IndividualStep): Where {
  switch (step) {
    case 'complete':
      return decidedOrApplied
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

function corporateWhere(step: CorporateStep): Where {
  switch (step) {
    case 'corporate-complete':
      return decidedOrApplied
    case 'corporate-summary':
      return allOf(started, contact, company, membersSeen, liveMandate)
    case 'corporate-payment':
      return allOf(started, contact, company, membersSeen, noLiveMandate)
    case 'corporate-members':
      return allOf(started, contact, company, membersNotSeen)
    case 'corporate-company':
      return allOf(started, contact, companyMissing)
    case 'corporate-contact':
      return allOf(started, contactMissing)
  }
}

/** The leads at one step, as stepOf reads them: an individual step matches no company, and the other way round. */
export function whereStep(step: ApplicationStep): Where {
  return isCorporateStep(step) ? allOf(corporate, corporateWhere(step)) : allOf(individual, individualWhere(step))
}

/** The Applications view's filter: leads with an application, of a membership type, at a step and in a status when given. */
export function applicationsWhere({ step, status, membership }: { step?: ApplicationStep; status?: MembershipStatus; membership?: ClientType }): Where {
  return {
    and: [
      { membershipStatus: { exists: true } },
      ...(membership ? [{ clientType: { equals: membership } }] : []),
      ...(step ? [whereStep(step)] : []),
      ...(status ? [{ membershipStatus: { equals: status } }] : []),
    ],
  }
}
