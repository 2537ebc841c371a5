import { daysInMonth } from '@/lib/forms/dates'
import { isValidEmail } from '@/lib/validation/email'
import { misplacedApostrophe, NAME_CHARACTERS } from '@/lib/validation/names'

import { DIAL_CODES, TITLES } from './people'

/**
 * The rules for a person's details, shared by every form and API that takes them: the tour and
 * enquiry forms, the application and the corporate wizard (spec 001 section 5). Each rule returns
 * the message to show, or undefined. The messages are the spec's, word for word.
 */

export const BIRTH_YEAR_MIN = 1920
/** Members must be 18 or over (the club's own rule, decision 051). */
export const MINIMUM_AGE = 18
/** Names of two letters (Jo, Al, Li, Ng) are names (decision 051; the spec asked for more than 2). */
export const NAME_MIN_LENGTH = 2
export const MOBILE_MAX_LENGTH = 12

/** Today's date on the club's clock (London), as numbers. */
export function londonToday(now: Date = new Date()): { year: number; month: number; day: number } {
  const parts = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', year: 'numeric', month: 'numeric', day: 'numeric' }).formatToParts(now)
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value)
  return { year: part('year'), month: part('month'), day: part('day') }
}

/** The newest year of birth offered: the year whoever turns 18 this year was born in (computed from today, decision 051). */
export const birthYearMax = (now: Date = new Date()): number => londonToday(now).year - MINIMUM_AGE

/** A person's age in whole years on the day `now` falls on in London; null for a date that is not year-month-day. */
export function ageOn(dateOfBirth: string | null | undefined, now: Date = new Date()): number | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(dateOfBirth ?? '')
  if (!m) return null
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])]
  const today = londonToday(now)
  const birthdayPassed = today.month > month || (today.month === month && today.day >= day)
  return today.year - year - (birthdayPassed ? 0 : 1)
}

export const PERSON_MESSAGES = {
  emailRequired: 'Please enter your email address',
  emailInvalid: 'Invalid email address',
  firstNameRequired: 'Please enter your first name',
  lastNameRequired: 'Please enter your last name',
  firstNameShort: 'Please enter a valid first name',
  lastNameShort: 'Please enter a valid last name',
  invalid: 'INVALID',
  mobileRequired: 'Please enter your mobile number',
  dateOfBirthRequired: 'Please enter your date of birth',
  titleRequired: 'Required',
  dialCodeRequired: 'please select dial code',
  locationRequired: 'Please select your home location',
  // Not worded by the spec (decision 008).
  dateOfBirthInvalid: 'Please enter a valid date of birth',
  // Not worded by the spec: the club's own rule, as its pages say it (decision 051).
  underAge: 'Members must be 18 or over',
} as const

/** While typing: anything but letters, spaces, hyphens (spec 001 section 5) and apostrophes (decision 019). */
export function nameTypingError(value: string): string | undefined {
  return NAME_CHARACTERS.test(value) ? undefined : PERSON_MESSAGES.invalid
}

/** On blur and on submit: present, letters (an apostrophe only between two), at least 2 characters (decision 051). */
export function nameError(value: string, which: 'first' | 'last'): string | undefined {
  const v = value.trim()
  if (v === '') return which === 'first' ? PERSON_MESSAGES.firstNameRequired : PERSON_MESSAGES.lastNameRequired
  if (!NAME_CHARACTERS.test(v) || misplacedApostrophe(v)) return PERSON_MESSAGES.invalid
  if (v.length < NAME_MIN_LENGTH) return which === 'first' ? PERSON_MESSAGES.firstNameShort : PERSON_MESSAGES.lastNameShort
  return undefined
}

export { isValidEmail }

export function emailError(value: string, invalidMessage: string = PERSON_MESSAGES.emailInvalid): string | undefined {
  const v = value.trim()
  if (v === '') return PERSON_MESSAGES.emailRequired
  return isValidEmail(v) ? undefined : invalidMessage
}

/** Optional e-mails (the proposer's) are checked only when given. */
export function optionalEmailError(value: string | undefined, invalidMessage: string = PERSON_MESSAGES.emailInvalid): string | undefined {
  const v = (value ?? '').trim()
  return v === '' || isValidEmail(v) ? undefined : invalidMessage
}

const MOBILE_CHARACTERS = /^[\d\s()-]+$/

export function mobileTypingError(value: string): string | undefined {
  if (value === '') return undefined
  return value.length > MOBILE_MAX_LENGTH || !MOBILE_CHARACTERS.test(value) ? PERSON_MESSAGES.invalid : undefined
}

/** At most 12 characters and no letters (spec 001 section 5); a number needs at least one digit. */
export function mobileError(value: string): string | undefined {
  const v = value.trim()
  if (v === '') return PERSON_MESSAGES.mobileRequired
  if (v.length > MOBILE_MAX_LENGTH || !MOBILE_CHARACTERS.test(v) || !/\d/.test(v)) return PERSON_MESSAGES.invalid
  return undefined
}

export type DateParts = { day?: string; month?: string; year?: string }

/**
 * Checks day, month and year together, and that the person is 18 or over on the day (`now`, in
 * London); returns the ISO date (year-month-day) or the message.
 */
export function dateOfBirthFromParts(parts: DateParts, now: Date = new Date()): { value: string } | { error: string } {
  const [d, m, y] = [parts.day, parts.month, parts.year].map((p) => (p ?? '').trim())
  if (!d || !m || !y) return { error: PERSON_MESSAGES.dateOfBirthRequired }
  if (![d, m, y].every((p) => /^\d+$/.test(p))) return { error: PERSON_MESSAGES.dateOfBirthInvalid }
  const [day, month, year] = [Number(d), Number(m), Number(y)]
  if (year < BIRTH_YEAR_MIN || year > londonToday(now).year || month < 1 || month > 12 || day < 1 || day > daysInMonth(month, year)) {
    return { error: PERSON_MESSAGES.dateOfBirthInvalid }
  }
  const value = `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`
  if ((ageOn(value, now) ?? 0) < MINIMUM_AGE) return { error: PERSON_MESSAGES.underAge }
  return { value }
}

/** The API's year-month-day form of the same rule. */
export function isoDateOfBirthError(value: string, now: Date = new Date()): string | undefined {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value.trim())
  if (!m) return value.trim() === '' ? PERSON_MESSAGES.dateOfBirthRequired : PERSON_MESSAGES.dateOfBirthInvalid
  const result = dateOfBirthFromParts({ year: m[1], month: m[2], day: m[3] }, now)
  return 'error' in result ? result.error : undefined
}

/** A person's first details as an API takes them: title, names, e-mail, phone, date of birth (year-month-day). */
export type PersonDetails = { title: string; firstName: string; lastName: string; emailAddress: string; dialCode: string; mobileNumber: string; dateOfBirth: string }

/**
 * Every rule above on a person's first details at once: the message per field, undefined where
 * it passes. The application's start and a company's additional member ask for the same details.
 */
export function personDetailsIssues(v: PersonDetails): Record<keyof PersonDetails, string | undefined> {
  return {
    title: (TITLES as readonly string[]).includes(v.title) ? undefined : PERSON_MESSAGES.titleRequired,
    firstName: nameError(v.firstName, 'first'),
    lastName: nameError(v.lastName, 'last'),
    emailAddress: emailError(v.emailAddress),
    dialCode: (DIAL_CODES as readonly string[]).includes(v.dialCode) ? undefined : PERSON_MESSAGES.dialCodeRequired,
    mobileNumber: mobileError(v.mobileNumber),
    dateOfBirth: isoDateOfBirthError(v.dateOfBirth),
  }
}

/**
 * The rules above as JSON Schema, for the OpenAPI document (issue 36): every value these accept,
 * the rules accept too. Where a rule cannot be said exactly (an address's top-level domain, the
 * birthday this year) the schema is the stricter side and the description says the rule.
 */
/** A letter, then letters, each maybe after spaces, hyphens or one apostrophe: two letters at least (Jo, O'Brien). */
export const NAME_PATTERN = "^ *\\p{L}(?:(?:[ -]+|['’])?\\p{L})+ *$"
const nameRule = (which: string) => ({
  type: 'string',
  pattern: NAME_PATTERN,
  description: `The ${which} name: letters of any script, spaces, hyphens, and apostrophes between two letters; at least ${NAME_MIN_LENGTH} characters.`,
  examples: [which === 'first' ? 'Amelia' : "O'Brien"],
})

/** A date of birth the rules accept: from 1920 to the year before the newest offered, days 1 to 28 (every month has them). */
export function dateOfBirthPattern(now: Date = new Date()): string {
  const years = Array.from({ length: birthYearMax(now) - 1 - BIRTH_YEAR_MIN + 1 }, (_, i) => String(BIRTH_YEAR_MIN + i))
  return `^(?:${years.join('|')})-(?:0[1-9]|1[0-2])-(?:0[1-9]|1[0-9]|2[0-8])$`
}

export const PERSON_JSON_SCHEMA = {
  title: { type: 'string', enum: [...TITLES] },
  firstName: nameRule('first'),
  lastName: nameRule('last'),
  emailAddress: {
    type: 'string',
    format: 'email',
    maxLength: 254,
    description: 'An e-mail address whose domain ends in a top-level domain that exists (IANA’s list).',
    examples: ['amelia@example.co.uk'],
  },
  dialCode: { type: 'string', enum: [...DIAL_CODES] },
  mobileNumber: {
    type: 'string',
    pattern: '^[()-]*[0-9][0-9 ()-]*$',
    maxLength: MOBILE_MAX_LENGTH,
    description: `The number without its dial code: digits, spaces, brackets and hyphens, at most ${MOBILE_MAX_LENGTH} characters.`,
    examples: ['7700900123'],
  },
  dateOfBirth: {
    type: 'string',
    format: 'date',
    pattern: dateOfBirthPattern(),
    description: `Year-month-day. The applicant must be ${MINIMUM_AGE} or over today in London and born in ${BIRTH_YEAR_MIN} or later; the pattern offers the dates that always pass.`,
    examples: ['1988-04-17'],
  },
} as const
