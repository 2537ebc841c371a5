/** The day it is in London ('YYYY-MM-DD'): collection days and membership ends are London days. */
export const londonToday = (now: Date = new Date()): string => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(now)

/** `day` ('YYYY-MM-DD') moved by whole days. */
export const addDays = (day: string, days: number): string => new Date(Date.parse(`${day}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10)

/**
 * The monthly collection day of a subscription that began on `first` ('YYYY-MM-DD'), as the
 * provider keeps it: the same day each month, or the month's last day when the first was after the
 * 28th (GoCardless's day_of_month takes 1 to 28 or -1).
 */
export function monthlyDay(first: string): number {
  const day = Number(first.slice(8, 10))
  return day > 28 ? -1 : day
}

/** `day` in month `index` months after January of `year`, cut to the month's length. */
function dayIn(year: number, index: number, dayOfMonth: number): string {
  const y = year + Math.floor(index / 12)
  const m = (((index % 12) + 12) % 12) + 1
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate()
  const d = dayOfMonth === -1 ? last : Math.min(dayOfMonth, last)
  return `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`
}

/** The same collection day `months` months after `first`. */
export function monthsAfter(first: string, months: number): string {
  const [y, m] = first.split('-').map(Number) as [number, number]
  return dayIn(y, m - 1 + months, monthlyDay(first))
}

/**
 * The next monthly collection on or after `today` of a subscription first collected on `first`:
 * what the members' page shows between one month's payment and the provider making the next.
 */
export function nextMonthlyCollection(first: string, today: string): string {
  if (first >= today) return first
  const [y, m] = today.split('-').map(Number) as [number, number]
  const thisMonth = dayIn(y, m - 1, monthlyDay(first))
  return thisMonth >= today ? thisMonth : dayIn(y, m, monthlyDay(first))
}

/** `day` plus `months` calendar months, cut to the month's length (31 January + 1 month: 28 or 29 February). */
export function addCalendarMonths(day: string, months: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number]
  return dayIn(y, m - 1 + months, d)
}


/**
 * When a membership ends for notice given on `today` (docs/decisions/063): notice runs for the
 * type's months and never ends before the minimum term; the membership then runs to the day before
 * the next collection day, so every month collected is a whole month of membership. Returns that
 * last day and the last collection before it (null when none falls in the notice).
 */
export function membershipEnd(input: { today: string; noticeMonths: number; termMonths: number; firstCollection: string | null }): { endsOn: string; lastCollection: string | null } {
  const noticeEnds = addCalendarMonths(input.today, input.noticeMonths)
  if (!input.firstCollection) return { endsOn: addDays(noticeEnds, -1), lastCollection: null }
  const termEnds = monthsAfter(input.firstCollection, input.termMonths)
  const from = noticeEnds > termEnds ? noticeEnds : termEnds
  let k = 0
  while (monthsAfter(input.firstCollection, k) < from) k++
  const endsOn = addDays(monthsAfter(input.firstCollection, k), -1)
  return { endsOn, lastCollection: lastCollectionBy(input.firstCollection, endsOn) }
}

/** The last monthly collection day on or before `day`, of a subscription first collected on `first`. */
export function lastCollectionBy(first: string | null, day: string): string | null {
  if (!first || first > day) return null
  let k = 0
  while (monthsAfter(first, k + 1) <= day) k++
  return monthsAfter(first, k)
}
