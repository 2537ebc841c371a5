import { yearsNewestFirst } from '@/lib/forms/dates'
import { BIRTH_YEAR_MIN, birthYearMax } from '@/model/person-rules'

import { MESSAGES } from './constants'

/**
 * Field rules of the enquiry and tour forms and their API schemas: each returns the message to
 * show, or undefined. A person's details follow the model's rules (src/model/person-rules.ts).
 */
export {
  dateOfBirthFromParts,
  emailError,
  isoDateOfBirthError,
  isValidEmail,
  mobileError,
  mobileTypingError,
  nameError,
  nameTypingError,
  optionalEmailError,
  type DateParts,
} from '@/model/person-rules'

/** Years offered for a date of birth, newest first: from the year an 18-year-old was born in, counted from today (decision 051). */
export const birthYearOptions = (now: Date = new Date()): number[] => yearsNewestFirst(birthYearMax(now), BIRTH_YEAR_MIN)

export function instagramError(value: string | undefined): string | undefined {
  const v = (value ?? '').trim()
  return v === '' || /^@[A-Za-z0-9._]{1,30}$/.test(v) ? undefined : MESSAGES.instagramInvalid
}

/** A mobile number as the API takes it: one international number (the forms join dial code and number). */
export function apiMobile(value: string): string | undefined {
  const t = value.trim()
  if (t === '') return MESSAGES.mobileRequired
  return /^\+?[\d\s()-]{4,20}$/.test(t) && /\d/.test(t) ? undefined : MESSAGES.invalid
}
