/** The enquiry and tour forms' fixed options and texts (spec 000 sections 3, 5, 9; spec 001 sections 3, 5, 9). */

import { PERSON_MESSAGES } from '@/model/person-rules'

export { CLIENT_TYPES, DEFAULT_DIAL_CODE, DIAL_CODES, LOCATION_IDS, LOCATIONS, TITLES, type ClientType, type Title } from '@/model/people'
/** The public enquiry form starts on Fulham; the funnel's tour form on Knightsbridge (decision 008). */
export const ENQUIRY_DEFAULT_LOCATION_ID = 5
export const TOUR_DEFAULT_LOCATION_ID = 15


export { BIRTH_YEAR_MIN, birthYearMax, MOBILE_MAX_LENGTH } from '@/model/person-rules'

export const MEMBERSHIPS_MIN = 3
export const MEMBERSHIPS_MAX = 10

export const MESSAGE_MAX_LENGTH = 4000

export const ENQUIRY_VARIANTS = ['club', 'social', 'corporate'] as const
export type EnquiryVariant = (typeof ENQUIRY_VARIANTS)[number]

/** Field messages, exactly as the spec words them. */
export const MESSAGES = {
  ...PERSON_MESSAGES,
  tourEmailInvalid: 'invalid email address',
  companyRequired: 'Please enter your company name',
  membershipsRequired: 'Please enter number of memberships',
  // Not worded by the spec (decision 008).
  consentRequired: 'Please tick to agree before sending',
  instagramInvalid: 'Instagram accounts start with @',
  messageTooLong: `Please keep your message under ${MESSAGE_MAX_LENGTH} characters`,
  fullNameRequired: 'Please enter your name',
  phoneRequired: 'Please enter your phone number',
  notText: 'Please enter text here',
} as const

export { API_ERROR_MESSAGE } from '@/lib/http/api-error'
export const REPLY_PROMISE = 'within 24 hours'

/** Bumped whenever the consent wording changes, so each stored consent names the words the visitor saw. */
export const CONSENT_WORDING_VERSION = '2026-11-23'
export const CONSENT_PURPOSE = 'electronic communications for the purpose of membership'
/** The office and event panels ask for agreement to handle the request, not for marketing. */
export const REQUEST_CONSENT_PURPOSE = 'processing the data to fulfil this request'
export const REQUEST_CONSENT_WORDING =
  "By clicking 'Send Enquiry', you are agreeing to us processing your data in order to fulfil your request..."

