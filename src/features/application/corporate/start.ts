import '@/lib/validation/zod-browser'

import { z } from 'zod'

/** The corporate start's own fields (spec 001 sections 3 and 5: the enquiry form's messages, word for word). */
export const COMPANY_START_MESSAGES = {
  companyRequired: 'Please enter your company name',
  membershipsRequired: 'Please enter number of memberships',
} as const

/** 3 to 10 memberships (spec 001 section 3, enquiry form options). */
export const MIN_MEMBERSHIPS = 3
export const MAX_MEMBERSHIPS = 10

/** Sent as a number (spec 001 section 9); a whole number in a string is taken too. */
const memberships = z.preprocess(
  (v) => (typeof v === 'string' && /^\s*\d+\s*$/.test(v) ? Number(v) : v),
  z.number({ error: COMPANY_START_MESSAGES.membershipsRequired }).int(COMPANY_START_MESSAGES.membershipsRequired).min(MIN_MEMBERSHIPS, COMPANY_START_MESSAGES.membershipsRequired).max(MAX_MEMBERSHIPS, COMPANY_START_MESSAGES.membershipsRequired),
)

export const companyStartSchema = z.object({
  companyName: z.string({ error: COMPANY_START_MESSAGES.companyRequired }).trim().min(1, COMPANY_START_MESSAGES.companyRequired).max(200, COMPANY_START_MESSAGES.companyRequired),
  numberOfMembers: memberships,
})
export type CompanyStartInput = z.output<typeof companyStartSchema>

/** A start that names a company, or how many memberships, is a corporate start. */
export const isCompanyStart = (body: Record<string, unknown>): boolean =>
  (body.companyName !== undefined && body.companyName !== null) || (body.numberOfMembers !== undefined && body.numberOfMembers !== null)
