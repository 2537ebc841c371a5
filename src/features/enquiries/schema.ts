import '@/lib/validation/zod-browser'

import { z } from 'zod'

import { TRACKING_FIELDS, type TrackingField } from '@/model/people'

import {
  CLIENT_TYPES,
  DIAL_CODES,
  ENQUIRY_VARIANTS,
  LOCATION_IDS,
  MEMBERSHIPS_MAX,
  MEMBERSHIPS_MIN,
  MESSAGE_MAX_LENGTH,
  MESSAGES,
  TITLES,
} from './constants'
import {
  dateOfBirthFromParts,
  emailError,
  instagramError,
  isoDateOfBirthError,
  mobileError,
  nameError,
  optionalEmailError,
} from './rules'

/**
 * One schema per form and per API call, used by the browser (react-hook-form) and by the server.
 * Form schemas take the strings a form posts and turn them into the API payload of spec 001 section 3.
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

const nameField = (which: 'first' | 'last') => text((v) => nameError(v, which), 100)
const apiMobile: Rule = (v) => {
  const t = v.trim()
  if (t === '') return MESSAGES.mobileRequired
  return /^\+?[\d\s()-]{4,20}$/.test(t) && /\d/.test(t) ? undefined : MESSAGES.invalid
}
const locationId = z
  .number({ error: MESSAGES.locationRequired })
  .refine((v) => LOCATION_IDS.includes(v), { error: MESSAGES.locationRequired })
  .meta({ enum: [...LOCATION_IDS], description: 'Home club: Fulham 5, Knightsbridge 15, Kensington 14, City 8.' })
const numberOfMembers = z
  .number({ error: MESSAGES.membershipsRequired })
  .int({ error: MESSAGES.membershipsRequired })
  .min(MEMBERSHIPS_MIN, { error: MESSAGES.membershipsRequired })
  .max(MEMBERSHIPS_MAX, { error: MESSAGES.membershipsRequired })

const MOBILE_META = { description: 'Dial code followed by the number.', examples: ['+447700900123'] }
const DOB_META = { description: 'Year-month-day, born 1920 to 2004.', format: 'date', examples: ['1988-04-17'] }

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
    emailAddress: text((v) => emailError(v, MESSAGES.tourEmailInvalid)).meta({ format: 'email' }),
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
export type TourRequest = z.output<typeof tourRequestSchema>

const membershipEnquiry = z
  .object({
    enquiryType: z.enum(ENQUIRY_VARIANTS),
    title: oneOf(TITLES, MESSAGES.titleRequired),
    firstName: nameField('first'),
    lastName: nameField('last'),
    emailAddress: text((v) => emailError(v)).meta({ format: 'email' }),
    mobileNumber: text(apiMobile, 40).meta(MOBILE_META),
    dateOfBirth: text(isoDateOfBirthError, 20).meta(DOB_META),
    locationId,
    companyName: optionalText(200),
    numberOfMembers: numberOfMembers.optional(),
    proposerName: optionalText(200),
    proposerEmail: optionalText(320, (v) => optionalEmailError(v)),
    instagramAccount: optionalText(31, instagramError),
    ...trackingShape,
    ...provenanceShape,
  })
  .superRefine((value, ctx) => {
    if (value.enquiryType === 'corporate') requireCorporate(value, ctx)
  })

/** The office enquiry and event contact panels: the older form's fullName, email, phone, enquiry. */
const contactEnquiry = z.object({
  enquiryType: z.enum(['office', 'event']),
  fullName: text((v) => (v.trim() === '' ? MESSAGES.fullNameRequired : undefined), 200),
  email: text((v) => emailError(v)),
  phone: text((v) => (v.trim() === '' ? MESSAGES.phoneRequired : apiMobile(v)), 40),
  enquiry: optionalText(MESSAGE_MAX_LENGTH).refine((v) => v === undefined || v.length <= MESSAGE_MAX_LENGTH, {
    error: MESSAGES.messageTooLong,
  }),
  queryOrigin: optionalText(300),
  ...provenanceShape,
})

export const enquiryInputSchema = z.discriminatedUnion('enquiryType', [membershipEnquiry, contactEnquiry], {
  error: 'enquiryType must be one of club, social, corporate, office or event',
})
export type EnquiryInput = z.output<typeof enquiryInputSchema>

/** POST /v1/api/Enquiry/create: the enquiry data travels under `input` (spec 000 section 7). */
export const enquiryCreateSchema = z.object({ input: enquiryInputSchema })

// ---------------------------------------------------------------- form values

const field = z.string().optional().default('')
/** A checkbox posts "on" (native) or true (react-hook-form). */
const ticked = z
  .union([z.boolean(), z.string()])
  .optional()
  .transform((v) => v === true || v === 'on' || v === 'true')

/** Fields every submitted form carries besides what the visitor typed. */
export const submissionShape = {
  idempotencyKey: z.string().max(200).optional(),
  /** Honeypot: hidden from people, filled in by bots. */
  website: z.string().max(2000).optional(),
}

const personFormShape = {
  title: field,
  firstName: field,
  lastName: field,
  emailAddress: field,
  dialCode: field,
  mobileNumber: field,
  dobDay: field,
  dobMonth: field,
  dobYear: field,
  locationId: field,
  companyName: field,
  numberOfMembers: field,
  terms: ticked,
  sourcePath: field,
  consentText: field,
  ...Object.fromEntries(TRACKING_FIELDS.map((k) => [k, field])) as Record<(typeof TRACKING_FIELDS)[number], typeof field>,
  ...submissionShape,
}

type Issues = Record<string, string | undefined>

function addIssues(ctx: z.RefinementCtx, issues: Issues) {
  for (const [path, message] of Object.entries(issues)) if (message) ctx.addIssue({ code: 'custom', path: [path], message })
}

type PersonForm = z.output<z.ZodObject<typeof personFormShape>>

function personIssues(v: PersonForm, emailInvalid: string, corporate: boolean): Issues {
  const dob = dateOfBirthFromParts({ day: v.dobDay, month: v.dobMonth, year: v.dobYear })
  const members = Number(v.numberOfMembers)
  return {
    title: (TITLES as readonly string[]).includes(v.title) ? undefined : MESSAGES.titleRequired,
    firstName: nameError(v.firstName, 'first'),
    lastName: nameError(v.lastName, 'last'),
    emailAddress: emailError(v.emailAddress, emailInvalid),
    dialCode: (DIAL_CODES as readonly string[]).includes(v.dialCode) ? undefined : MESSAGES.dialCodeRequired,
    mobileNumber: mobileError(v.mobileNumber),
    dateOfBirth: 'error' in dob ? dob.error : undefined,
    locationId: LOCATION_IDS.includes(Number(v.locationId)) && v.locationId !== '' ? undefined : MESSAGES.locationRequired,
    companyName: corporate && v.companyName.trim() === '' ? MESSAGES.companyRequired : undefined,
    numberOfMembers:
      corporate && !(Number.isInteger(members) && members >= MEMBERSHIPS_MIN && members <= MEMBERSHIPS_MAX)
        ? MESSAGES.membershipsRequired
        : undefined,
    terms: v.terms ? undefined : MESSAGES.consentRequired,
  }
}

/** "Other" means the visitor typed the whole international number. */
export function joinMobile(dialCode: string, number: string): string {
  const digits = number.trim()
  const compact = digits.replace(/[\s()-]/g, '')
  return dialCode === 'Other' ? compact : `${dialCode}${compact.replace(/^0+/, '')}`
}

function personPayload(v: PersonForm) {
  const dob = dateOfBirthFromParts({ day: v.dobDay, month: v.dobMonth, year: v.dobYear })
  const tracking = Object.fromEntries(TRACKING_FIELDS.map((k) => [k, v[k].trim() || undefined]))
  return {
    title: v.title as (typeof TITLES)[number],
    firstName: v.firstName.trim(),
    lastName: v.lastName.trim(),
    emailAddress: v.emailAddress.trim(),
    mobileNumber: joinMobile(v.dialCode, v.mobileNumber),
    dateOfBirth: 'value' in dob ? dob.value : '',
    locationId: Number(v.locationId),
    ...tracking,
    sourcePath: v.sourcePath || undefined,
    termsAccepted: v.terms,
    consentText: v.consentText || undefined,
  }
}

/** The tour form at /membership/book-a-tour (spec 001 sections 2, 4, 5). */
export const tourFormSchema = z
  .object({ clientType: z.enum(CLIENT_TYPES).catch('Club'), ...personFormShape })
  .superRefine((v, ctx) => addIssues(ctx, personIssues(v, MESSAGES.tourEmailInvalid, v.clientType === 'Corporate')))
  .transform((v) => ({
    payload: {
      ...personPayload(v),
      clientType: v.clientType,
      ...(v.clientType === 'Corporate' ? { companyName: v.companyName.trim(), numberOfMembers: Number(v.numberOfMembers) } : {}),
    } satisfies z.input<typeof tourRequestSchema>,
    idempotencyKey: v.idempotencyKey,
    honeypot: v.website,
  }))
export type TourFormValues = z.input<typeof tourFormSchema>

/** The membership enquiry form block: Club, Social and Corporate variants (spec 000 sections 3, 5). */
export const enquiryFormSchema = z
  .object({
    variant: z.enum(ENQUIRY_VARIANTS).catch('club'),
    ...personFormShape,
    proposerName: field,
    proposerEmail: field,
    instagramAccount: field,
  })
  .superRefine((v, ctx) =>
    addIssues(ctx, {
      ...personIssues(v, MESSAGES.emailInvalid, v.variant === 'corporate'),
      // Proposer fields are asked on the Social variant only.
      proposerEmail: v.variant === 'social' ? optionalEmailError(v.proposerEmail) : undefined,
      instagramAccount: v.variant === 'social' ? instagramError(v.instagramAccount) : undefined,
    }),
  )
  .transform((v) => ({
    input: {
      enquiryType: v.variant,
      ...personPayload(v),
      ...(v.variant === 'corporate' ? { companyName: v.companyName.trim(), numberOfMembers: Number(v.numberOfMembers) } : {}),
      ...(v.variant === 'social'
        ? {
            proposerName: v.proposerName.trim() || undefined,
            proposerEmail: v.proposerEmail.trim() || undefined,
            instagramAccount: v.instagramAccount.trim() || undefined,
          }
        : {}),
    } satisfies z.input<typeof enquiryInputSchema>,
    idempotencyKey: v.idempotencyKey,
    honeypot: v.website,
  }))
export type EnquiryFormValues = z.input<typeof enquiryFormSchema>

/** The office enquiry and event contact panels. */
export const contactFormSchema = z
  .object({
    kind: z.enum(['office', 'event']).catch('office'),
    fullName: field,
    email: field,
    phone: field,
    enquiry: field,
    queryOrigin: field,
    sourcePath: field,
    consentText: field,
    ...submissionShape,
  })
  .superRefine((v, ctx) =>
    addIssues(ctx, {
      fullName: v.fullName.trim() === '' ? MESSAGES.fullNameRequired : undefined,
      email: emailError(v.email),
      phone: v.phone.trim() === '' ? MESSAGES.phoneRequired : apiMobile(v.phone),
      enquiry: v.enquiry.length > MESSAGE_MAX_LENGTH ? MESSAGES.messageTooLong : undefined,
    }),
  )
  .transform((v) => ({
    input: {
      enquiryType: v.kind,
      fullName: v.fullName.trim(),
      email: v.email.trim(),
      phone: v.phone.trim(),
      enquiry: v.enquiry.trim() || undefined,
      queryOrigin: v.queryOrigin.trim() || undefined,
      sourcePath: v.sourcePath || undefined,
      // Pressing Send Enquiry under the consent line is the agreement (spec 000, office enquiry).
      termsAccepted: true,
      consentText: v.consentText || undefined,
    } satisfies z.input<typeof enquiryInputSchema>,
    idempotencyKey: v.idempotencyKey,
    honeypot: v.website,
  }))
export type ContactFormValues = z.input<typeof contactFormSchema>
