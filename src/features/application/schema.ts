import { documentedAs, textOr } from '@/lib/validation/zod-browser'

import * as z from 'zod/mini'

import { normalisePostcode } from '@/lib/validation/postcode'
import { ABOUT_MEMBER_MAX, COUNTRIES, DEFAULT_APPLICATION_LOCATION_ID, DEFAULT_COUNTRY, GENDERS, ROLES } from '@/model/application'
import { DEFAULT_DIAL_CODE, LOCATION_IDS, TITLES } from '@/model/people'
import { dateOfBirthFromParts, PERSON_JSON_SCHEMA, PERSON_MESSAGES, personDetailsIssues } from '@/model/person-rules'

/**
 * The application steps' fields (spec 001 sections 2 to 5): one schema per step, used by the
 * browser and by the server action and the API. Field names are the API's. The spec leaves these
 * messages to the content system ("configured missing message"); these are ours (decision 017).
 */
export const APPLICATION_MESSAGES = {
  addressLine1Required: 'Please enter the first line of your address',
  townRequired: 'Please enter your town or city',
  postcodeRequired: 'Please enter your postcode',
  postcodeInvalid: 'Please enter a valid UK postcode',
  countryRequired: 'Please choose your country',
  genderRequired: 'Please select your gender',
  industryRequired: 'Please select your industry',
  roleRequired: 'Please select your role',
  aboutRequired: 'Please tell us a little about yourself',
  aboutTooLong: `Please keep this under ${ABOUT_MEMBER_MAX} characters`,
  agreementRequired: 'Please tick to confirm you agree',
  // The spec's not-found message is content-driven (not shown); ours.
  postcodeNotFound: 'We could not find any addresses for that postcode. Please check it, or enter your address manually.',
  lookupLimited: 'Too many postcode searches from your connection. Please wait a few minutes, or enter your address manually.',
  lookupUnavailable: 'The address finder is not answering right now. Please enter your address manually.',
} as const

const M = APPLICATION_MESSAGES
const text = (max: number) => z.string().check(z.trim(), z.maxLength(max))
const oneOf = (values: readonly string[], message: string) => documentedAs(z.string().check(z.refine((v) => values.includes(v), message)), { enum: [...values] })

/**
 * Step 1, ADDRESS. Postcodes are looked up, and checked as UK postcodes, only for the first
 * country listed (United Kingdom); elsewhere the postcode is optional free text.
 */
const address = z.object({
  country: z._default(oneOf(COUNTRIES, M.countryRequired), DEFAULT_COUNTRY),
  postcode: z._default(text(16), ''),
  addressLine1: text(200).check(z.minLength(1, M.addressLine1Required)),
  addressLine2: z._default(text(200), ''),
  town: text(100).check(z.minLength(1, M.townRequired)),
  county: z._default(text(100), ''),
})
export const addressSchema = z.pipe(
  address.check(
    // Checked even when another field is wrong, so every message shows at once.
    z.superRefine(
      (v, ctx) => {
        const country = typeof v.country === 'string' ? v.country : DEFAULT_COUNTRY
        if (country !== DEFAULT_COUNTRY) return
        const postcode = typeof v.postcode === 'string' ? v.postcode.trim() : ''
        if (postcode === '') ctx.addIssue({ code: 'custom', path: ['postcode'], message: M.postcodeRequired })
        else if (!normalisePostcode(postcode)) ctx.addIssue({ code: 'custom', path: ['postcode'], message: M.postcodeInvalid })
      },
      { when: () => true },
    ),
  ),
  z.transform((a: z.output<typeof address>) => (a.country === DEFAULT_COUNTRY ? { ...a, postcode: normalisePostcode(a.postcode)! } : a)),
)
export type AddressInput = z.output<typeof addressSchema>
export const ADDRESS_FIELD_ORDER = ['country', 'postcode', 'addressLine1', 'addressLine2', 'town', 'county'] as const

/**
 * Step 2, ABOUT YOU: gender, industry (a value of the Industries collection, checked by the
 * server against it), role and the about-you text; the photo is its own call and must be held
 * before the step completes.
 */
export const profileSchema = z.object({
  gender: oneOf(GENDERS, M.genderRequired),
  industry: z.string().check(z.trim(), z.regex(/^[A-Z0-9]+(_[A-Z0-9]+)*$/, M.industryRequired)),
  role: oneOf(ROLES, M.roleRequired),
  aboutMember: z.string().check(z.trim(), z.minLength(1, M.aboutRequired), z.maxLength(ABOUT_MEMBER_MAX, M.aboutTooLong)),
})
export type ProfileInput = z.output<typeof profileSchema>
export const PROFILE_FIELD_ORDER = ['gender', 'industry', 'role', 'aboutMember', 'photo'] as const

/** Step 4, SUMMARY: the agreement box. */
export const summarySchema = z.object({ agreement: z.union([z.literal('on'), z.literal(true)], { error: M.agreementRequired }) })

/**
 * The first details (spec 001 section 3, Individual membership local state, detailsStep): they
 * start the application. The API takes them as JSON (dateOfBirth year-month-day, locationId a
 * number); the form posts the date as three fields. Both end as `StartInput`.
 */
const P = PERSON_JSON_SCHEMA
const startShape = {
  title: documentedAs(textOr(), P.title),
  firstName: documentedAs(textOr(), P.firstName),
  lastName: documentedAs(textOr(), P.lastName),
  emailAddress: documentedAs(textOr(), P.emailAddress),
  dialCode: documentedAs(z._default(z.string(), DEFAULT_DIAL_CODE), P.dialCode),
  mobileNumber: documentedAs(textOr(), P.mobileNumber),
  dateOfBirth: documentedAs(textOr(), P.dateOfBirth),
  locationId: documentedAs(z._default(z.union([z.number(), z.string()]), DEFAULT_APPLICATION_LOCATION_ID), {
    enum: [...LOCATION_IDS],
    description: 'Home club: Fulham 5, Knightsbridge 15, Kensington 14, City 8.',
  }),
}
/** What the start's rules require (dial code and club have defaults). */
export const START_REQUIRED = ['title', 'firstName', 'lastName', 'emailAddress', 'mobileNumber', 'dateOfBirth'] as const
type StartShape = z.output<z.ZodMiniObject<typeof startShape>>

function startIssues(v: StartShape): Record<string, string | undefined> {
  return {
    ...personDetailsIssues(v),
    locationId: LOCATION_IDS.includes(Number(v.locationId)) && v.locationId !== '' ? undefined : PERSON_MESSAGES.locationRequired,
  }
}

const toStartInput = (v: StartShape) => ({
  title: v.title as (typeof TITLES)[number],
  firstName: v.firstName.trim(),
  lastName: v.lastName.trim(),
  emailAddress: v.emailAddress.trim().toLowerCase(),
  dialCode: v.dialCode,
  mobileNumber: v.mobileNumber.trim(),
  dateOfBirth: v.dateOfBirth.trim(),
  locationId: Number(v.locationId),
})
export type StartInput = ReturnType<typeof toStartInput>

/** The API's form of the first details. */
export const startInputSchema = z.pipe(
  documentedAs(
    z.object(startShape).check(
      z.superRefine((v, ctx) => {
        for (const [path, message] of Object.entries(startIssues(v))) if (message) ctx.addIssue({ code: 'custom', path: [path], message })
      }),
    ),
    { required: [...START_REQUIRED] },
  ),
  z.transform(toStartInput),
)

/** The form's: the date of birth as day, month and year; messages under dateOfBirth. */
const startForm = z.object({
  ...startShape,
  dobDay: textOr(),
  dobMonth: textOr(),
  dobYear: textOr(),
  idempotencyKey: z.optional(z.string().check(z.maxLength(200))),
  website: z.optional(z.string().check(z.maxLength(2000))),
})
export const startFormSchema = z.pipe(
  startForm.check(
    z.superRefine((v, ctx) => {
      const dob = dateOfBirthFromParts({ day: v.dobDay, month: v.dobMonth, year: v.dobYear })
      const issues = { ...startIssues({ ...v, dateOfBirth: 'value' in dob ? dob.value : '2000-01-01' }), dateOfBirth: 'error' in dob ? dob.error : undefined }
      for (const [path, message] of Object.entries(issues)) if (message) ctx.addIssue({ code: 'custom', path: [path], message })
    }),
  ),
  z.transform((v: z.output<typeof startForm>) => ({
    input: toStartInput({ ...v, dateOfBirth: (dateOfBirthFromParts({ day: v.dobDay, month: v.dobMonth, year: v.dobYear }) as { value: string }).value }),
    idempotencyKey: v.idempotencyKey,
    honeypot: v.website,
  })),
)
export const START_FIELD_ORDER = ['title', 'firstName', 'lastName', 'emailAddress', 'dialCode', 'mobileNumber', 'dateOfBirth', 'locationId'] as const
