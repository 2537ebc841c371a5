import { z } from 'zod'

import { normalisePostcode } from '@/integrations/postcodes/port'
import { ABOUT_MEMBER_MAX, COUNTRIES, DEFAULT_COUNTRY, GENDERS, ROLES } from '@/model/application'

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
} as const

const M = APPLICATION_MESSAGES
const text = (max: number) => z.string().trim().max(max)
const oneOf = (values: readonly string[], message: string) => z.string().refine((v) => values.includes(v), message)

/**
 * Step 1, ADDRESS. Postcodes are looked up, and checked as UK postcodes, only for the first
 * country listed (United Kingdom); elsewhere the postcode is optional free text.
 */
export const addressSchema = z
  .object({
    country: oneOf(COUNTRIES, M.countryRequired).default(DEFAULT_COUNTRY),
    postcode: text(16).default(''),
    addressLine1: text(200).min(1, M.addressLine1Required),
    addressLine2: text(200).default(''),
    town: text(100).min(1, M.townRequired),
    county: text(100).default(''),
  })
  // Checked even when another field is wrong, so every message shows at once.
  .superRefine(
    (v, ctx) => {
      const country = typeof v.country === 'string' ? v.country : DEFAULT_COUNTRY
      if (country !== DEFAULT_COUNTRY) return
      const postcode = typeof v.postcode === 'string' ? v.postcode.trim() : ''
      if (postcode === '') ctx.addIssue({ code: 'custom', path: ['postcode'], message: M.postcodeRequired })
      else if (!normalisePostcode(postcode)) ctx.addIssue({ code: 'custom', path: ['postcode'], message: M.postcodeInvalid })
    },
    { when: () => true },
  )
  .transform((address) => (address.country === DEFAULT_COUNTRY ? { ...address, postcode: normalisePostcode(address.postcode)! } : address))
export type AddressInput = z.output<typeof addressSchema>
export const ADDRESS_FIELD_ORDER = ['country', 'postcode', 'addressLine1', 'addressLine2', 'town', 'county'] as const

/**
 * Step 2, ABOUT YOU: gender, industry (a value of the Industries collection, checked by the
 * server against it), role and the about-you text; the photo is its own call and must be held
 * before the step completes.
 */
export const profileSchema = z.object({
  gender: oneOf(GENDERS, M.genderRequired),
  industry: z.string().trim().regex(/^[A-Z0-9]+(_[A-Z0-9]+)*$/, M.industryRequired),
  role: oneOf(ROLES, M.roleRequired),
  aboutMember: z.string().trim().min(1, M.aboutRequired).max(ABOUT_MEMBER_MAX, M.aboutTooLong),
})
export type ProfileInput = z.output<typeof profileSchema>
export const PROFILE_FIELD_ORDER = ['gender', 'industry', 'role', 'aboutMember', 'photo'] as const

/** Step 4, SUMMARY: the agreement box. */
export const summarySchema = z.object({ agreement: z.union([z.literal('on'), z.literal(true)], { error: M.agreementRequired }) })
