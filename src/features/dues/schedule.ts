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
