import '@/lib/validation/zod-browser'

import { z } from 'zod'

import { TRACKING_FIELDS, type TrackingField } from '@/model/people'
import { PERSON_JSON_SCHEMA } from '@/model/person-rules'

import {
  CLIENT_TYPES,
  ENQUIRY_VARIANTS,
  LOCATION_IDS,
  MEMBERSHIPS_MAX,
  MEMBERSHIPS_MIN,
  MESSAGE_MAX_LENGTH,
  MESSAGES,
  TITLES,
} from './constants'
import {
  apiMobile,
  emailError,
  instagramError,
  isoDateOfBirthError,
  nameError,
  optionalEmailError,
} from './rules'

/**
 * The API's schemas: the payloads of the spec's calls (spec 000 section 7, spec 001 section 3), as
 * the server checks them and the OpenAPI file describes them. The forms' schemas, which post
 * strings and become these payloads, are in ./form-schema.ts.
 */

type Rule = (value: string) => string | undefined

/** PostgreSQL text cannot hold U+0000, so it is refused here rather than failing the insert. */
const nulError = (value: string) => (value.includes('\u0000') ? MESSAGES.invalid : undefined)

/** A required text field whose every message comes from a rule. */
const text = (rule: Rule, max = 320) =>
  z
    .string({ error: (issue) => (issue.input === undefined || issue.input === null ? rule('') : MESSAGES.notText) })
    .max(max, { error: MESSAGES.invalid })
    .superRefine((value, ctx) => {
      const message = rule(value) ?? nulError(value)
      if (message) ctx.addIssue({ code: 'custom', message })
    })
    .transform((v) => v.trim())

const optionalText = (max = 200, rule?: Rule) =>
  z
    .string({ error: MESSAGES.notText })
    .max(max, { error: MESSAGES.invalid })
    .superRefine((value, ctx) => {
      const message = rule?.(value) ?? nulError(value)
      if (message) ctx.addIssue({ code: 'custom', message })
    })
    .transform((v) => (v.trim() === '' ? undefined : v.trim()))
    .optional()

const oneOf = <const T extends readonly [string, ...string[]]>(values: T, message: string) => z.enum(values, { error: message })

/** Analytics and referral fields the tour form captures when present (spec 001 section 3). */
export const trackingShape = {
  gaUtmCampaign: optionalText(),
  gaUtmSource: optionalText(),
  gaUtmMedium: optionalText(),
  gaUtmContent: optionalText(),
  gaUtmTerm: optionalText(),
  gaClientId: optionalText(),
  referrerMemberId: optionalText(100),
  referrerCustomerId: optionalText(100),
} satisfies Record<TrackingField, unknown>
export { TRACKING_FIELDS }

/** Where a submission came from and what the visitor agreed to; optional for API clients. */
const provenanceShape = {
  sourcePath: optionalText(500),
  termsAccepted: z.boolean({ error: MESSAGES.consentRequired }).optional(),
  consentText: optionalText(1000),
}

const nameField = (which: 'first' | 'last') => text((v) => nameError(v, which), 100).meta(which === 'first' ? PERSON_JSON_SCHEMA.firstName : PERSON_JSON_SCHEMA.lastName)
const locationId = z
  .number({ error: MESSAGES.locationRequired })
  .refine((v) => LOCATION_IDS.includes(v), { error: MESSAGES.locationRequired })
  .meta({ enum: [...LOCATION_IDS], description: 'Home club: Fulham 5, Knightsbridge 15, Kensington 14, City 8.' })
const numberOfMembers = z
  .number({ error: MESSAGES.membershipsRequired })
  .int({ error: MESSAGES.membershipsRequired })
  .min(MEMBERSHIPS_MIN, { error: MESSAGES.membershipsRequired })
  .max(MEMBERSHIPS_MAX, { error: MESSAGES.membershipsRequired })

// What the rules (./rules.ts) accept, said as JSON Schema for the OpenAPI document: never looser than the rule.
const MOBILE_META = {
  description: 'Dial code followed by the number: an optional +, then 4 to 20 digits, spaces, brackets or hyphens.',
  pattern: '^\\+?[0-9][0-9 ()-]{3,19}$',
  examples: ['+447700900123'],
}
const DOB_META = PERSON_JSON_SCHEMA.dateOfBirth
const EMAIL_META = PERSON_JSON_SCHEMA.emailAddress
/** Something other than spaces. */
const FILLED = { pattern: '\\S' }
/** A Corporate tour or enquiry names its company and how many memberships it wants. */
const CORPORATE_NEEDS = (field: string, value: string) => ({
  if: { properties: { [field]: { const: value } }, required: [field] },
  then: { required: ['companyName', 'numberOfMembers'], properties: { companyName: { type: 'string', ...FILLED }, numberOfMembers: { type: 'integer' } } },
})

function requireCorporate(
  value: { companyName?: string; numberOfMembers?: number },
  ctx: z.RefinementCtx,
) {
  if (!value.companyName) ctx.addIssue({ code: 'custom', path: ['companyName'], message: MESSAGES.companyRequired })
  if (value.numberOfMembers === undefined) ctx.addIssue({ code: 'custom', path: ['numberOfMembers'], message: MESSAGES.membershipsRequired })
}

// ---------------------------------------------------------------- API payloads

/** The tour request (and leads) payload of spec 001 section 3. */
export const tourRequestSchema = z
  .object({
    title: oneOf(TITLES, MESSAGES.titleRequired),
    firstName: nameField('first'),
    lastName: nameField('last'),
    emailAddress: text((v) => emailError(v, MESSAGES.tourEmailInvalid)).meta(EMAIL_META),
    mobileNumber: text(apiMobile, 40).meta(MOBILE_META),
    dateOfBirth: text(isoDateOfBirthError, 20).meta(DOB_META),
    locationId,
    clientType: oneOf(CLIENT_TYPES, 'Please choose Club or Corporate'),
    companyName: optionalText(200),
    numberOfMembers: numberOfMembers.optional(),
    ...trackingShape,
    ...provenanceShape,
  })
  .superRefine((value, ctx) => {
    if (value.clientType === 'Corporate') requireCorporate(value, ctx)
  })
  .meta(CORPORATE_NEEDS('clientType', 'Corporate'))
export type TourRequest = z.output<typeof tourRequestSchema>

const membershipEnquiry = z
  .object({
    enquiryType: z.enum(ENQUIRY_VARIANTS),
    title: oneOf(TITLES, MESSAGES.titleRequired),
    firstName: nameField('first'),
    lastName: nameField('last'),
    emailAddress: text((v) => emailError(v)).meta(EMAIL_META),
    mobileNumber: text(apiMobile, 40).meta(MOBILE_META),
    dateOfBirth: text(isoDateOfBirthError, 20).meta(DOB_META),
    locationId,
    companyName: optionalText(200),
    numberOfMembers: numberOfMembers.optional(),
    proposerName: optionalText(200),
    proposerEmail: optionalText(320, (v) => optionalEmailError(v)).meta({ ...EMAIL_META, description: 'Optional: the proposing member’s e-mail address.' }),
    instagramAccount: optionalText(31, instagramError).meta({ pattern: '^$|^@[A-Za-z0-9._]{1,30}$', description: 'Optional: @ and the account name.' }),
    ...trackingShape,
    ...provenanceShape,
  })
  .superRefine((value, ctx) => {
    if (value.enquiryType === 'corporate') requireCorporate(value, ctx)
  })
  .meta(CORPORATE_NEEDS('enquiryType', 'corporate'))

/** The office enquiry and event contact panels: the older form's fullName, email, phone, enquiry. */
const contactEnquiry = z.object({
  enquiryType: z.enum(['office', 'event']),
  fullName: text((v) => (v.trim() === '' ? MESSAGES.fullNameRequired : undefined), 200).meta(FILLED),
  email: text((v) => emailError(v)).meta(EMAIL_META),
  phone: text((v) => (v.trim() === '' ? MESSAGES.phoneRequired : apiMobile(v)), 40).meta(MOBILE_META),
  enquiry: optionalText(MESSAGE_MAX_LENGTH).refine((v) => v === undefined || v.length <= MESSAGE_MAX_LENGTH, {
    error: MESSAGES.messageTooLong,
  }),
  queryOrigin: optionalText(300),
  // The club the office, meeting room or event is at, when the panel is about one.
  locationId: locationId.optional(),
  ...provenanceShape,
})

export const enquiryInputSchema = z.discriminatedUnion('enquiryType', [membershipEnquiry, contactEnquiry], {
  error: 'enquiryType must be one of club, social, corporate, office or event',
})
export type EnquiryInput = z.output<typeof enquiryInputSchema>

/** POST /v1/api/Enquiry/create: the enquiry data travels under `input` (spec 000 section 7). */
export const enquiryCreateSchema = z.object({ input: enquiryInputSchema })
