/** Day, month and year as a form asks for them (three selects), for every form with a date. */

export const MONTHS = [
  'January', 'February', 'March', 'April', 'May', 'June',
  'July', 'August', 'September', 'October', 'November', 'December',
] as const

/** Days in a month; February has 29 while the year is not known yet, so a leap-day birthday can be picked first. */
export function daysInMonth(month: number, year?: number): number {
  if (month === 2) return year === undefined || (year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0)) ? 29 : 28
  return [4, 6, 9, 11].includes(month) ? 30 : 31
}

/** The day options for a month and year: 1 to 31 cut to the month's length (spec 001 section 5). */
export function dayOptions(month?: number, year?: number): number[] {
  const last = month ? daysInMonth(month, year) : 31
  return Array.from({ length: last }, (_, i) => i + 1)
}

/** Years from `newest` down to `oldest`, as a year select offers them. */
export const yearsNewestFirst = (newest: number, oldest: number): number[] => Array.from({ length: newest - oldest + 1 }, (_, i) => newest - i)
