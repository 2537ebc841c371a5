import { documentedAs, textOr } from '@/lib/validation/zod-browser'

import * as z from 'zod/mini'

import { PERSON_JSON_SCHEMA as P, personDetailsIssues } from '@/model/person-rules'

/** The add-member form's messages (spec 001 section 5); the rest are the person rules'. */
export const MEMBER_MESSAGES = {
  duplicateEmail: 'Another member of this company uses this email',
  // Ours: the spec hides the add control at 10 (decision 022).
  full: 'A company can add at most 10 members.',
  notCorporate: 'Members can only be added to a corporate application.',
  notFound: 'This member is not part of the company’s application.',
  // Ours: the spec skips a larger file (decision 022).
  photoTooLarge: 'This photo is larger than 5 MB, so it was not added. Please choose a smaller one.',
  // Ours: the applicant's prompt speaks of "yourself"; this photo is of someone else.
  photoPrompt: 'Please upload a recent photo of this member showing their head and shoulders (up to 5 MB).',
} as const

/** The add-member form's photo limit (spec 001 sections 5 and 9). */
export const MEMBER_PHOTO_MAX_BYTES = 5_242_880

/**
 * A company's additional member (spec 001 section 3, Corporate member payload): the same checks
 * as the form; the role is optional; the e-mail is stored in lower case, once per company.
 */
const member = documentedAs(
  z.object({
    title: documentedAs(textOr(), P.title),
    firstName: documentedAs(textOr(), P.firstName),
    lastName: documentedAs(textOr(), P.lastName),
    emailAddress: documentedAs(textOr(), P.emailAddress),
    dialCode: documentedAs(textOr('+44'), P.dialCode),
    mobileNumber: documentedAs(textOr(), P.mobileNumber),
    role: z._default(z.string().check(z.trim(), z.maxLength(100)), ''),
    dateOfBirth: documentedAs(textOr(), P.dateOfBirth),
  }),
  { required: ['title', 'firstName', 'lastName', 'emailAddress', 'mobileNumber', 'dateOfBirth'] },
)
export const memberSchema = z.pipe(
  member.check(
    z.superRefine((v, ctx) => {
      for (const [path, message] of Object.entries(personDetailsIssues(v))) if (message) ctx.addIssue({ code: 'custom', path: [path], message })
    }),
  ),
  z.transform((v: z.output<typeof member>) => ({
    title: v.title,
    firstName: v.firstName.trim(),
    lastName: v.lastName.trim(),
    emailAddress: v.emailAddress.trim().toLowerCase(),
    dialCode: v.dialCode,
    mobileNumber: v.mobileNumber.trim(),
    role: v.role || null,
    dateOfBirth: v.dateOfBirth.trim(),
  })),
)
export type MemberInput = z.output<typeof memberSchema>
