import type { Where } from 'payload'

import { MEMBERSHIP_STATUSES, type MembershipStatus } from '@/model/application'

/**
 * Which of the application's five steps (spec 001 section 2) an application has reached, from what
 * the lead holds: the address step is done when address line 1 is stored, about you when the
 * gender is, payment when a mandate id is; Applied (or a committee decision) is the confirmation.
 * The same rule twice: `stepOf` for one lead, `whereStep` as a filter the database runs.
 */
export const APPLICATION_STEPS = [
  { value: 'address', label: '1/5 Address' },
  { value: 'about-you', label: '2/5 About you' },
  { value: 'payment', label: '3/5 Payment' },
  { value: 'summary', label: '4/5 Summary' },
  { value: 'complete', label: '5/5 Complete' },
] as const
export type ApplicationStep = (typeof APPLICATION_STEPS)[number]['value']

export type StepFacts = {
  membershipStatus?: string | null
  address?: { addressLine1?: string | null } | null
  profile?: { gender?: string | null } | null
  payment?: { mandateId?: string | null } | null
}

const present = (v: string | null | undefined) => typeof v === 'string' && v.trim() !== ''

export function stepOf(lead: StepFacts): ApplicationStep {
  if (lead.membershipStatus && lead.membershipStatus !== 'Started') return 'complete'
  if (present(lead.payment?.mandateId)) return 'summary'
  if (present(lead.profile?.gender)) return 'payment'
  if (present(lead.address?.addressLine1)) return 'about-you'
  return 'address'
}

export const stepLabel = (step: ApplicationStep): string => APPLICATION_STEPS.find((s) => s.value === step)!.label

export const isApplicationStep = (v: unknown): v is ApplicationStep => APPLICATION_STEPS.some((s) => s.value === v)
export const isMembershipStatus = (v: unknown): v is MembershipStatus => (MEMBERSHIP_STATUSES as readonly unknown[]).includes(v)

const isSet = (path: string): Where => ({ and: [{ [path]: { exists: true } }, { [path]: { not_equals: '' } }] })
const isUnset = (path: string): Where => ({ or: [{ [path]: { exists: false } }, { [path]: { equals: '' } }] })

const ADDRESS = 'address.addressLine1'
const GENDER = 'profile.gender'
const MANDATE = 'payment.mandateId'
const started: Where = { membershipStatus: { equals: 'Started' } }

/** The leads at one step, as stepOf reads them. */
export function whereStep(step: ApplicationStep): Where {
  switch (step) {
    case 'complete':
      return { membershipStatus: { in: MEMBERSHIP_STATUSES.filter((s) => s !== 'Started') } }
    case 'summary':
      return { and: [started, isSet(MANDATE)] }
    case 'payment':
      return { and: [started, isUnset(MANDATE), isSet(GENDER)] }
    case 'about-you':
      return { and: [started, isUnset(MANDATE), isUnset(GENDER), isSet(ADDRESS)] }
    case 'address':
      return { and: [started, isUnset(MANDATE), isUnset(GENDER), isUnset(ADDRESS)] }
  }
}

/** The Applications view's filter: leads with an application, at a step and in a status when given. */
export function applicationsWhere({ step, status }: { step?: ApplicationStep; status?: MembershipStatus }): Where {
  return {
    and: [{ membershipStatus: { exists: true } }, ...(step ? [whereStep(step)] : []), ...(status ? [{ membershipStatus: { equals: status } }] : [])],
  }
}
