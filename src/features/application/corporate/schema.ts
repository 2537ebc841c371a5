import { documentedAs, textOr } from '@/lib/validation/zod-browser'

import * as z from 'zod/mini'

import { ABOUT_MEMBER_MAX, ROLES } from '@/model/application'
import { DIAL_CODES, TITLES } from '@/model/people'
import { mobileError, nameError, PERSON_JSON_SCHEMA as P, PERSON_MESSAGES } from '@/model/person-rules'

import { APPLICATION_MESSAGES } from '../schema'

/** Messages of the corporate steps the spec leaves to content (ours, decision 022). */
export const CORPORATE_MESSAGES = {
  industryRequired: 'Please select your company’s industry',
  aboutCompanyRequired: 'Please tell us a little about the company',
  websiteInvalid: 'Please enter the company’s website, such as www.example.co.uk',
} as const

/** Step 1's contact (operation 0): the primary contact as the spec lists them; the e-mail is the link's. */
const contact = documentedAs(
  z.object({
    title: documentedAs(textOr(), P.title),
    firstName: documentedAs(textOr(), P.firstName),
    lastName: documentedAs(textOr(), P.lastName),
    dialCode: documentedAs(textOr('+44'), P.dialCode),
    mobileNumber: documentedAs(textOr(), P.mobileNumber),
    role: documentedAs(textOr(), { type: 'string', enum: [...ROLES] }),
  }),
  { required: ['title', 'firstName', 'lastName', 'mobileNumber', 'role'] },
)
export const contactSchema = z.pipe(
  contact.check(
    z.superRefine((v, ctx) => {
      const issues: Record<string, string | undefined> = {
        title: (TITLES as readonly string[]).includes(v.title) ? undefined : PERSON_MESSAGES.titleRequired,
        firstName: nameError(v.firstName, 'first'),
        lastName: nameError(v.lastName, 'last'),
        dialCode: (DIAL_CODES as readonly string[]).includes(v.dialCode) ? undefined : PERSON_MESSAGES.dialCodeRequired,
        mobileNumber: mobileError(v.mobileNumber),
        role: (ROLES as readonly string[]).includes(v.role) ? undefined : APPLICATION_MESSAGES.roleRequired,
      }
      for (const [path, message] of Object.entries(issues)) if (message) ctx.addIssue({ code: 'custom', path: [path], message })
    }),
  ),
  z.transform((v: z.output<typeof contact>) => ({
    ...v,
    title: v.title as (typeof TITLES)[number],
    firstName: v.firstName.trim(),
    lastName: v.lastName.trim(),
    mobileNumber: v.mobileNumber.trim(),
  })),
)

const WEBSITE = /^(https?:\/\/)?([a-z0-9-]+\.)+[a-z]{2,}(\/\S*)?$/i

/** Step 2: the company. The website is optional; given, it must look like one. */
export const businessSchema = z.object({
  businessIndustry: z.string().check(z.trim(), z.regex(/^[A-Z0-9]+(_[A-Z0-9]+)*$/, CORPORATE_MESSAGES.industryRequired)),
  aboutCompany: z.string().check(z.trim(), z.minLength(1, CORPORATE_MESSAGES.aboutCompanyRequired), z.maxLength(ABOUT_MEMBER_MAX, APPLICATION_MESSAGES.aboutTooLong)),
  companyWebsite: documentedAs(z
    ._default(z.string().check(z.trim(), z.maxLength(200)), '')
    .check(z.refine((v) => v === '' || WEBSITE.test(v), CORPORATE_MESSAGES.websiteInvalid)), {
    // WEBSITE, without its case flag: JSON Schema patterns have none.
    pattern: '^$|^(https?://)?([A-Za-z0-9-]+\\.)+[A-Za-z]{2,}(/\\S*)?$',
    description: 'Optional; given, a web address such as www.example.co.uk.',
  }),
})

/** A corporate start's company (spec 001 section 3, Corporate application state): its name and 3 to 10 memberships. */
const companyStart = z.object({
  companyName: z._default(z.string().check(z.trim()), ''),
  numberOfMembers: z._default(z.union([z.string(), z.number()]), ''),
})
export const companyStartSchema = z.pipe(
  companyStart.check(
    z.superRefine((v, ctx) => {
      if (!v.companyName || v.companyName.length > 200) ctx.addIssue({ code: 'custom', path: ['companyName'], message: 'Please enter your company name' })
      const n = Number(v.numberOfMembers)
      if (v.numberOfMembers === '' || !Number.isInteger(n) || n < 3 || n > 10) ctx.addIssue({ code: 'custom', path: ['numberOfMembers'], message: 'Please enter number of memberships' })
    }),
  ),
  z.transform((v: z.output<typeof companyStart>) => ({ companyName: v.companyName, numberOfMembers: Number(v.numberOfMembers) })),
)
