/**
 * The options a lead or enquiry stores about a person, shared by the pipeline collections and the
 * enquiry forms (spec 000 sections 3, 5, 9; spec 001 sections 3, 5, 9).
 */

export const TITLES = ['Mr', 'Mrs', 'Miss', 'Ms', 'Dr'] as const
export type Title = (typeof TITLES)[number]

export const DIAL_CODES = ['+44', '+43', '+34', '+46', '+39', '+966', '+33', '+45', '+49', '+1', 'Other'] as const
export const DEFAULT_DIAL_CODE = '+44'

/** Home club: label to the id the membership and booking systems use (spec 001 section 3). */
export const LOCATIONS = [
  { label: 'Fulham', value: 5 },
  { label: 'Knightsbridge', value: 15 },
  { label: 'Kensington', value: 14 },
  { label: 'City', value: 8 },
] as const
export const LOCATION_IDS = LOCATIONS.map((l) => l.value) as readonly number[]

export const CLIENT_TYPES = ['Club', 'Corporate'] as const
export type ClientType = (typeof CLIENT_TYPES)[number]

/** Analytics and referral fields a tour request carries when present (spec 001 section 3), in export order. */
export const TRACKING_FIELDS = [
  'gaUtmCampaign',
  'gaUtmSource',
  'gaUtmMedium',
  'gaUtmContent',
  'gaUtmTerm',
  'gaClientId',
  'referrerMemberId',
  'referrerCustomerId',
] as const
export type TrackingField = (typeof TRACKING_FIELDS)[number]
