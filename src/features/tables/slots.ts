import { TZDate } from '@date-fns/tz'
import { format } from 'date-fns'

import { CLUB_TIME_ZONE, WEEKDAYS, type Weekday } from '@/model/tables'

/**
 * The slots a restaurant or room offers on a day (spec 001 sections 3 and 4, Table slot): each
 * service (e.g. lunch on weekdays, 12:00 to a last seating at 14:30) gives a slot every
 * slotMinutes from its opening to its last seating, in London time, unless the day is closed.
 * Pure: the availability adds what is booked.
 */
export type Service = { days: readonly Weekday[] | null | undefined; opens: string; lastSeating: string }
export type Closure = { from: string; to: string }
export type SlotPlan = { slotMinutes: number; services: readonly Service[]; closures?: readonly Closure[] | null }

export const DAY = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/

const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5))

/** A London wall-clock time on a day as the instant it is (the right offset in summer and winter). */
export function londonInstant(day: string, minutes: number): Date {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number]
  return new Date(new TZDate(y, m - 1, d, Math.floor(minutes / 60), minutes % 60, CLUB_TIME_ZONE).getTime())
}

/** The weekday of a calendar day (the day as written, not as some time zone sees it). */
export const weekdayOf = (day: string): Weekday => WEEKDAYS[(new Date(`${day}T12:00:00Z`).getUTCDay() + 6) % 7]!

/** True when the day falls in a closure (from and to included, days as YYYY-MM-DD or ISO dates). */
export const closedOn = (day: string, closures: readonly Closure[] | null | undefined) => (closures ?? []).some((c) => c.from.slice(0, 10) <= day && day <= (c.to || c.from).slice(0, 10))

/** The slots' start instants on `day`, earliest first, without repeats (services may overlap). */
export function slotsOn(day: string, plan: SlotPlan): Date[] {
  if (!DAY.test(day) || closedOn(day, plan.closures)) return []
  const weekday = weekdayOf(day)
  const step = Math.max(5, Math.round(plan.slotMinutes))
  const starts = new Set<number>()
  for (const service of plan.services) {
    if (!service.days?.includes(weekday)) continue
    for (let m = minutesOf(service.opens); m <= minutesOf(service.lastSeating); m += step) starts.add(londonInstant(day, m).getTime())
  }
  return [...starts].sort((a, b) => a - b).map((t) => new Date(t))
}

/** Today's date in London, as YYYY-MM-DD. */
export const londonToday = (now = new Date()) => format(new TZDate(now.getTime(), CLUB_TIME_ZONE), 'yyyy-MM-dd')

/** Spec 001 section 9's displays, 'HH:mm' and 'HH:mm, Do MMMM YYYY', in London time (decision 025). */
export const slotTime = (iso: string | Date) => format(new TZDate(new Date(iso).getTime(), CLUB_TIME_ZONE), 'HH:mm')
export const slotDateTime = (iso: string | Date) => format(new TZDate(new Date(iso).getTime(), CLUB_TIME_ZONE), 'HH:mm, do MMMM yyyy')
