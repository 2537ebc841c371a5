import '@/lib/validation/zod-browser'

import * as z from 'zod/mini'

import { TRACKING_FIELDS } from '@/model/people'

import { CLIENT_TYPES, DIAL_CODES, ENQUIRY_VARIANTS, LOCATION_IDS, MEMBERSHIPS_MAX, MEMBERSHIPS_MIN, MESSAGE_MAX_LENGTH, MESSAGES, TITLES } from './constants'
import { apiMobile, dateOfBirthFromParts, emailError, instagramError, mobileError, nameError, optionalEmailError } from './rules'
import type { enquiryInputSchema, tourRequestSchema } from './schema'

/**
 * The forms' schemas: what a form posts (strings, as typed), checked in the browser by
 * react-hook-form and again by the server action, then turned into the API payload of
 * ./schema.ts (spec 001 section 3). Fields are named as the API names them.
 */

const field = z._default(z.optional(z.string()), '')
/** A checkbox posts "on" (native) or true (react-hook-form). */
const ticked = z.pipe(
  z.optional(z.union([z.boolean(), z.string()])),
  z.transform((v: boolean | string | undefined) => v === true || v === 'on' || v === 'true'),
)

/** Fields every submitted form carries besides what the visitor typed. */
export const submissionShape = {
  idempotencyKey: z.optional(z.string().check(z.maxLength(200))),
  /** Honeypot: hidden from people, filled in by bots. */
  website: z.optional(z.string().check(z.maxLength(2000))),
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
  termsAccepted: ticked,
  sourcePath: field,
  consentText: field,
  ...Object.fromEntries(TRACKING_FIELDS.map((k) => [k, field])) as Record<(typeof TRACKING_FIELDS)[number], typeof field>,
  ...submissionShape,
}

type Issues = Record<string, string | undefined>

function addIssues(ctx: z.core.$RefinementCtx, issues: Issues) {
  for (const [path, message] of Object.entries(issues)) if (message) ctx.addIssue({ code: 'custom', path: [path], message })
}

type PersonForm = z.output<z.ZodMiniObject<typeof personFormShape>>

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
    termsAccepted: v.termsAccepted ? undefined : MESSAGES.consentRequired,
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
    termsAccepted: v.termsAccepted,
    consentText: v.consentText || undefined,
  }
}

/** The tour form at /membership/book-a-tour (spec 001 sections 2, 4, 5). */
const tourForm = z.object({ clientType: z.catch(z.enum(CLIENT_TYPES), 'Club'), ...personFormShape })
export const tourFormSchema = z.pipe(
  tourForm.check(z.superRefine((v, ctx) => addIssues(ctx, personIssues(v, MESSAGES.tourEmailInvalid, v.clientType === 'Corporate')))),
  z.transform((v: z.output<typeof tourForm>) => ({
    payload: {
      ...personPayload(v),
      clientType: v.clientType,
      ...(v.clientType === 'Corporate' ? { companyName: v.companyName.trim(), numberOfMembers: Number(v.numberOfMembers) } : {}),
    } satisfies z.input<typeof tourRequestSchema>,
    idempotencyKey: v.idempotencyKey,
    honeypot: v.website,
  })),
)
export type TourFormValues = z.input<typeof tourFormSchema>

/** The membership enquiry form block: Club, Social and Corporate variants (spec 000 sections 3, 5). */
const enquiryForm = z.object({
  enquiryType: z.catch(z.enum(ENQUIRY_VARIANTS), 'club'),
  ...personFormShape,
  proposerName: field,
  proposerEmail: field,
  instagramAccount: field,
})
export const enquiryFormSchema = z.pipe(
  enquiryForm.check(
    z.superRefine((v, ctx) =>
      addIssues(ctx, {
        ...personIssues(v, MESSAGES.emailInvalid, v.enquiryType === 'corporate'),
        // Proposer fields are asked on the Social variant only.
        proposerEmail: v.enquiryType === 'social' ? optionalEmailError(v.proposerEmail) : undefined,
        instagramAccount: v.enquiryType === 'social' ? instagramError(v.instagramAccount) : undefined,
      }),
    ),
  ),
  z.transform((v: z.output<typeof enquiryForm>) => ({
    input: {
      enquiryType: v.enquiryType,
      ...personPayload(v),
      ...(v.enquiryType === 'corporate' ? { companyName: v.companyName.trim(), numberOfMembers: Number(v.numberOfMembers) } : {}),
      ...(v.enquiryType === 'social'
        ? {
            proposerName: v.proposerName.trim() || undefined,
            proposerEmail: v.proposerEmail.trim() || undefined,
            instagramAccount: v.instagramAccount.trim() || undefined,
          }
        : {}),
    } satisfies z.input<typeof enquiryInputSchema>,
    idempotencyKey: v.idempotencyKey,
    honeypot: v.website,
  })),
)
export type EnquiryFormValues = z.input<typeof enquiryFormSchema>

/** The office enquiry and event contact panels. */
const contactForm = z.object({
  kind: z.catch(z.enum(['office', 'event']), 'office'),
  fullName: field,
  email: field,
  phone: field,
  enquiry: field,
  queryOrigin: field,
  sourcePath: field,
  consentText: field,
  /** The club of the office, room or event the panel is about (a hidden field; empty on a general panel). */
  locationId: field,
  ...submissionShape,
})
export const contactFormSchema = z.pipe(
  contactForm.check(
    z.superRefine((v, ctx) =>
      addIssues(ctx, {
        fullName: v.fullName.trim() === '' ? MESSAGES.fullNameRequired : undefined,
        email: emailError(v.email),
        phone: v.phone.trim() === '' ? MESSAGES.phoneRequired : apiMobile(v.phone),
        enquiry: v.enquiry.length > MESSAGE_MAX_LENGTH ? MESSAGES.messageTooLong : undefined,
      }),
    ),
  ),
  z.transform((v: z.output<typeof contactForm>) => ({
    input: {
      enquiryType: v.kind,
      fullName: v.fullName.trim(),
      email: v.email.trim(),
      phone: v.phone.trim(),
      enquiry: v.enquiry.trim() || undefined,
      queryOrigin: v.queryOrigin.trim() || undefined,
      sourcePath: v.sourcePath || undefined,
      // Not the visitor's answer: a value that is not one of the clubs is dropped, not shown as an error.
      locationId: LOCATION_IDS.includes(Number(v.locationId)) ? Number(v.locationId) : undefined,
      // Pressing Send Enquiry under the consent line is the agreement (spec 000, office enquiry).
      termsAccepted: true,
      consentText: v.consentText || undefined,
    } satisfies z.input<typeof enquiryInputSchema>,
    idempotencyKey: v.idempotencyKey,
    honeypot: v.website,
  })),
)
export type ContactFormValues = z.input<typeof contactFormSchema>
