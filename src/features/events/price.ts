/*
 * Prices apart from the dates of ./format.ts: the ticket form formats its total in the browser,
 * and should not bring date-fns and its locale along (issue 17's budgets).
 */

/** "£45", "£45.50", "£1,200": pence only when there are some. */
export function formatPrice(pounds: number): string {
  const whole = Number.isInteger(pounds)
  return `£${pounds.toLocaleString('en-GB', { minimumFractionDigits: whole ? 0 : 2, maximumFractionDigits: whole ? 0 : 2 })}`
}

/** "from £45" for any price staff entered (0 included); null when the event has none. */
export function priceFrom(price: number | null | undefined): string | null {
  return typeof price === 'number' && Number.isFinite(price) ? `from ${formatPrice(price)}` : null
}
