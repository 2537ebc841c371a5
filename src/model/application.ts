/**
 * What a lead's membership application stores, shared by the Leads collection and the application
 * feature (spec 001 sections 2 to 5 and 9).
 */

/** Started while the steps are filled in; Applied when complete (spec: "Applied means finished"); then the committee's decision. */
export const MEMBERSHIP_STATUSES = ['Started', 'Applied', 'Approved', 'Declined', 'Waitlisted'] as const
export type MembershipStatus = (typeof MEMBERSHIP_STATUSES)[number]

/** The committee's decisions on an Applied application. */
export const REVIEW_DECISIONS = ['Approved', 'Declined', 'Waitlisted'] as const satisfies readonly MembershipStatus[]
export type ReviewDecision = (typeof REVIEW_DECISIONS)[number]

/**
 * Gender and role options are content-driven in the spec (values not shown): these are the
 * defaults the club starts with (docs/decisions/017).
 */
export const GENDERS = ['Female', 'Male', 'Non-binary', 'Prefer not to say'] as const
export const ROLES = [
  'Founder / Owner',
  'Chief Executive / Managing Director',
  'Director / Partner',
  'Senior Manager',
  'Manager',
  'Professional / Specialist',
  'Creative',
  'Consultant / Freelance',
  'Student',
  'Retired',
  'Other',
] as const

/** Countries the address step offers, United Kingdom first and default: lookup works only for the first. */
export const COUNTRIES = [
  'United Kingdom', 'Ireland', 'France', 'Germany', 'Italy', 'Spain', 'Portugal', 'Netherlands', 'Belgium', 'Switzerland', 'Austria',
  'Sweden', 'Norway', 'Denmark', 'Finland', 'Greece', 'Poland', 'United States', 'Canada', 'Australia', 'New Zealand', 'United Arab Emirates',
  'Saudi Arabia', 'Qatar', 'Singapore', 'Hong Kong', 'Japan', 'India', 'South Africa', 'Brazil', 'Other',
] as const
export const DEFAULT_COUNTRY = COUNTRIES[0]

/** Home club the first details start on (spec 001 section 9: default location id 15, Knightsbridge). */
export const DEFAULT_APPLICATION_LOCATION_ID = 15

/** The continue link resumes an application for this long after it was last sent (issue 13). */
export const CONTINUE_LINK_DAYS = 30

/** Limits of spec 001 sections 5 and 9. */
export const ABOUT_MEMBER_MAX = 4000
export const APPLICATION_PHOTO_MAX_BYTES = 12 * 1024 * 1024

export { MANDATE_STATUSES, type MandateStatus } from '@/lib/payments/mandate-status'
