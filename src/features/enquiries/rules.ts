import { daysInMonth, yearsNewestFirst } from '@/lib/forms/dates'
import { isValidEmail } from '@/lib/validation/email'
import { misplacedApostrophe, NAME_CHARACTERS } from '@/lib/validation/names'

import { BIRTH_YEAR_MAX, BIRTH_YEAR_MIN, MESSAGES, MOBILE_MAX_LENGTH } from './constants'

/** Field rules shared by every form and API schema: each returns the message to show, or undefined. */

/** While typing: anything but letters, spaces, hyphens (spec 001 section 5) and apostrophes (decision 019). */
export function nameTypingError(value: string): string | undefined {
  return NAME_CHARACTERS.test(value) ? undefined : MESSAGES.invalid
}

/** On blur and on submit: present, letters (an apostrophe only between two), longer than 2 characters. */
export function nameError(value: string, which: 'first' | 'last'): string | undefined {
  const v = value.trim()
  if (v === '') return which === 'first' ? MESSAGES.firstNameRequired : MESSAGES.lastNameRequired
  if (!NAME_CHARACTERS.test(v) || misplacedApostrophe(v)) return MESSAGES.invalid
  if (v.length <= 2) return which === 'first' ? MESSAGES.firstNameShort : MESSAGES.lastNameShort
  return undefined
}

export { isValidEmail }

export function emailError(value: string, invalidMessage: string = MESSAGES.emailInvalid): string | undefined {
  const v = value.trim()
  if (v === '') return MESSAGES.emailRequired
  return isValidEmail(v) ? undefined : invalidMessage
}

/** Optional e-mails (the proposer's) are checked only when given. */
export function optionalEmailError(value: string | undefined, invalidMessage: string = MESSAGES.emailInvalid): string | undefined {
  const v = (value ?? '').trim()
  return v === '' || isValidEmail(v) ? undefined : invalidMessage
}

const MOBILE_CHARACTERS = /^[\d\s()-]+$/

export function mobileTypingError(value: string): string | undefined {
  if (value === '') return undefined
  return value.length > MOBILE_MAX_LENGTH || !MOBILE_CHARACTERS.test(value) ? MESSAGES.invalid : undefined
}

/** At most 12 characters and no letters (spec 001 section 5); a number needs at least one digit. */
export function mobileError(value: string): string | undefined {
  const v = value.trim()
  if (v === '') return MESSAGES.mobileRequired
  if (v.length > MOBILE_MAX_LENGTH || !MOBILE_CHARACTERS.test(v) || !/\d/.test(v)) return MESSAGES.invalid
  return undefined
}

/** Years offered for a date of birth, newest first. */
export const birthYearOptions = (): number[] => yearsNewestFirst(BIRTH_YEAR_MAX, BIRTH_YEAR_MIN)

export type DateParts = { day?: string; month?: string; year?: string }

/** Checks day, month and year together; returns the ISO date (year-month-day) or the message. */
export function dateOfBirthFromParts(parts: DateParts): { value: string } | { error: string } {
  const [d, m, y] = [parts.day, parts.month, parts.year].map((p) => (p ?? '').trim())
  if (!d || !m || !y) return { error: MESSAGES.dateOfBirthRequired }
  if (![d, m, y].every((p) => /^\d+$/.test(p))) return { error: MESSAGES.dateOfBirthInvalid }
  const [day, month, year] = [Number(d), Number(m), Number(y)]
  if (year < BIRTH_YEAR_MIN || year > BIRTH_YEAR_MAX || month < 1 || month > 12 || day < 1 || day > daysInMonth(month, year)) {
    return { error: MESSAGES.dateOfBirthInvalid }
  }
  return { value: `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}` }
}

/** The API's year-month-day form of the same rule. */
export function isoDateOfBirthError(value: string): string | undefined {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value.trim())
  if (!m) return value.trim() === '' ? MESSAGES.dateOfBirthRequired : MESSAGES.dateOfBirthInvalid
  const result = dateOfBirthFromParts({ year: m[1], month: m[2], day: m[3] })
  return 'error' in result ? result.error : undefined
}

export function instagramError(value: string | undefined): string | undefined {
  const v = (value ?? '').trim()
  return v === '' || /^@[A-Za-z0-9._]{1,30}$/.test(v) ? undefined : MESSAGES.instagramInvalid
}
