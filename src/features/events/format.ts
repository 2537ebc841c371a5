import { TZDate } from '@date-fns/tz'
import { addMonths, lightFormat } from 'date-fns'

import { EVENT_STATUSES, EVENT_TIME_ZONE, type EventStatus } from './constants'
import { priceFrom } from './price'

/**
 * How events read on the site (spec 000 section 9). Every date and time is London's, whatever the
 * server's or the visitor's zone (docs/decisions/009). The event lists run these in the browser,
 * so they use date-fns's locale-free lightFormat and spell the English names themselves: its
 * `format` brings the whole English locale along (issue 17's first-load budgets).
 */

const london = (instant: string | Date): TZDate => new TZDate(new Date(instant).getTime(), EVENT_TIME_ZONE)

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December']
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']

/** Moment's "Do": 1st, 2nd, 3rd, 4th, 11th, 12th, 13th, 21st. */
function ordinal(day: number): string {
  const teen = day % 100 >= 11 && day % 100 <= 13
  const suffix = teen ? 'th' : (['th', 'st', 'nd', 'rd'][day % 10] ?? 'th')
  return `${day}${suffix}`
}

/** "5th December 2026", or with `short` "5th Dec 26". */
function dayMonthYear(date: Date, short = false): string {
  const month = MONTHS[date.getMonth()]!
  return short ? `${ordinal(date.getDate())} ${month.slice(0, 3)} ${lightFormat(date, 'yy')}` : `${ordinal(date.getDate())} ${month} ${date.getFullYear()}`
}

/** Moment's LT in English: "7:00 PM". */
const LT = 'h:mm a'

/** Between the date and the times, and before the price, as the spec's "Do MMM YY / LT - LT". */
export const DATE_LINE_SEPARATOR = ' / '

/** "7:00 PM - 10:00 PM", or "7:00 PM" without an end. */
export function eventTimeRange(startsAt: string, endsAt?: string | null): string {
  const start = lightFormat(london(startsAt), LT)
  return endsAt ? `${start} - ${lightFormat(london(endsAt), LT)}` : start
}

/** "Saturday 5th December 2026", as the event page writes it. */
export function eventDay(startsAt: string): string {
  const day = london(startsAt)
  return `${WEEKDAYS[day.getDay()]} ${dayMonthYear(day)}`
}

/**
 * The card's date line, "Do MMM YY / LT - LT" plus the price when there is one:
 * "5th Dec 26 / 7:00 PM - 10:00 PM / from £45".
 */
export function eventCardDate(startsAt: string, endsAt?: string | null, price?: number | null): string {
  const parts = [dayMonthYear(london(startsAt), true), eventTimeRange(startsAt, endsAt), priceFrom(price)]
  return parts.filter(Boolean).join(DATE_LINE_SEPARATOR)
}

/** "HH:mm": "19:00". */
export function clockTime(instant: string | Date): string {
  return lightFormat(london(instant), 'HH:mm')
}

/** "19:00 - 22:00", or "19:00" without an end: the featured event's times, as on the event page. */
export function clockTimeRange(startsAt: string, endsAt?: string | null): string {
  return endsAt ? `${clockTime(startsAt)} - ${clockTime(endsAt)}` : clockTime(startsAt)
}

/** "HH:mm, Do MMMM YYYY": "19:00, 5th December 2026". */
export function clockTimeAndDay(instant: string | Date): string {
  const at = london(instant)
  return `${lightFormat(at, 'HH:mm')}, ${dayMonthYear(at)}`
}

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/

export const isMonth = (value: unknown): value is string => typeof value === 'string' && MONTH.test(value)

/** '2026-12' → "December 2026". */
export function monthLabel(month: string): string {
  const match = MONTH.exec(month)
  if (!match) return month
  return `${MONTHS[Number(match[2]) - 1]} ${match[1]}`
}

/** The London month an instant falls in, 'YYYY-MM'. */
export function londonMonth(instant: string | Date): string {
  return lightFormat(london(instant), 'yyyy-MM')
}

/** The London month it is now, 'YYYY-MM'. */
export const currentLondonMonth = (now: Date = new Date()): string => londonMonth(now)

/** `count` consecutive months from `first` ('YYYY-MM'): the event list's month filter. */
export function monthsFrom(first: string, count: number): string[] {
  const match = MONTH.exec(first)
  if (!match) return []
  const start = new Date(Number(match[1]), Number(match[2]) - 1, 1)
  return Array.from({ length: count }, (_, i) => lightFormat(addMonths(start, i), 'yyyy-MM'))
}

export type StatusBadge = 'SOLD OUT' | 'LAST FEW TICKETS'

/** The badge an event's ticket status shows, or null for events on sale. */
export function statusBadge(status: EventStatus | string | null | undefined): StatusBadge | null {
  return EVENT_STATUSES.find((s) => s.value === status)?.badge ?? null
}

/** The event page. The slug alone identifies the event, so the address carries nothing else. */
export const eventPath = (slug: string): string => `/event/${slug}/`
