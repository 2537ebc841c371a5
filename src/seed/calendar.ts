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
