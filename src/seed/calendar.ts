import { TZDate } from '@date-fns/tz'
import { addDays, addMonths, format, getDaysInMonth } from 'date-fns'

/** The club's clock: seeded events and offices are dated in London, relative to the seed's run. */
const LONDON = 'Europe/London'

const london = (now: Date) => new TZDate(now.getTime(), LONDON)

/** An instant from a London wall-clock time ("19:30"); a day past the month's end rolls over, as Date does. */
export function londonInstant(year: number, month: number, day: number, time: string): string {
  const [hours, minutes] = time.split(':').map(Number) as [number, number]
  return new Date(new TZDate(year, month, day, hours, minutes, LONDON).getTime()).toISOString()
}

/** The London month `offset` months after now's: its year, month (0-11) and number of days. */
export function londonMonth(now: Date, offset = 0): { year: number; month: number; days: number } {
  const today = london(now)
  const first = addMonths(new TZDate(today.getFullYear(), today.getMonth(), 1, 12, 0, LONDON), offset)
  return { year: first.getFullYear(), month: first.getMonth(), days: getDaysInMonth(first) }
}

/** Today's day of the month in London. */
export const londonDayOfMonth = (now: Date): number => london(now).getDate()

/** A London calendar day some months and days from now, stored at midday UTC so it reads as that day everywhere. */
export function londonDateFrom(now: Date, { months = 0, days = 0 }: { months?: number; days?: number }): string {
  return `${format(addDays(addMonths(london(now), months), days), 'yyyy-MM-dd')}T12:00:00.000Z`
}

/** The seasons as the club's copy means them (meteorological, London): months 0-11 each belongs to. */
export const SEASONS = {
  spring: [2, 3, 4],
  summer: [5, 6, 7],
  autumn: [8, 9, 10],
  winter: [11, 0, 1],
} as const
export type Season = keyof typeof SEASONS

/** The season of a day in London. */
export function seasonOf(when: Date): Season {
  const month = london(when).getMonth()
  return (Object.keys(SEASONS) as Season[]).find((s) => (SEASONS[s] as readonly number[]).includes(month))!
}

/** A London calendar day (year, month 0-11, day). */
export type LondonDay = { year: number; month: number; day: number }

/** The London calendar day of an instant. */
export function londonDayOf(when: Date): LondonDay {
  const d = london(when)
  return { year: d.getFullYear(), month: d.getMonth(), day: d.getDate() }
}

/**
 * The first day, at least `ahead` days after now, that falls on `weekday` (0 Sunday … 6 Saturday)
 * within a yearly window of months (e.g. July and August: [6, 7]; February to mid-March: [1, 2] up
 * to `lastDay` of the last month): this year's window when enough of it is left, else next year's.
 * So an event of a season is always dated in its season, and never in the past.
 */
export function nextInWindow(now: Date, window: { months: readonly number[]; lastDay?: number }, weekday: number, ahead = 14): LondonDay {
  const start = london(now)
  const earliest = addDays(new TZDate(start.getFullYear(), start.getMonth(), start.getDate(), 12, 0, LONDON), ahead)
  const first = window.months[0]!
  const last = window.months[window.months.length - 1]!
  for (const year of [start.getFullYear(), start.getFullYear() + 1]) {
    const lastDay = window.lastDay ?? getDaysInMonth(new TZDate(year, last, 1, 12, 0, LONDON))
    const end = new TZDate(year, last, lastDay, 12, 0, LONDON).getTime()
    for (let d = new TZDate(year, first, 1, 12, 0, LONDON); d.getTime() <= end; d = addDays(d, 1)) {
      if (d.getDay() === weekday && d.getTime() >= earliest.getTime()) return { year: d.getFullYear(), month: d.getMonth(), day: d.getDate() }
    }
  }
  throw new Error('No day in the window')
}

/** The last day of the London month `offset` months after now's, as copy writes a deadline: "31 January". */
export function endOfMonthFrom(now: Date, offset: number): LondonDay {
  const m = londonMonth(now, offset)
  return { year: m.year, month: m.month, day: m.days }
}
