import { isMonth, monthsFrom } from '@/features/events/format'
import type { FacetValue } from '@/features/events/types'

/**
 * The event list's filter (spec 000 section 4): one London month, by default the current one, or
 * "Upcoming", every event from now on. In the URL: ?month=2026-12 or ?upcoming=1.
 */
export const UPCOMING = 'upcoming'
export type ListFilter = string

/** The month filter offers the current month and the eleven after it. */
export const MONTHS_AHEAD = 12

type Query = URLSearchParams | Record<string, string | string[] | undefined> | undefined

function param(query: Query, key: string): string | undefined {
  const raw = query instanceof URLSearchParams ? (query.get(key) ?? undefined) : query?.[key]
  return Array.isArray(raw) ? raw[0] : raw
}

/** The filter a URL asks for; a past or malformed month falls back to the current month. */
export function listFilterFromQuery(query: Query, currentMonth: string): ListFilter {
  if (param(query, 'upcoming') === '1') return UPCOMING
  const month = param(query, 'month')
  return isMonth(month) && month >= currentMonth ? month : currentMonth
}

/** The page's query string showing the filter; the page's other parameters stay. */
export function withListFilter(search: string, filter: ListFilter): string {
  const q = new URLSearchParams(search)
  q.delete('month')
  q.delete('upcoming')
  if (filter === UPCOMING) q.set('upcoming', '1')
  else q.set('month', filter)
  return `?${q.toString()}`
}

/**
 * The months to offer: those of the next twelve that have events, the current month always, and
 * the chosen one even when it has none (a shared link to an emptied month still says which).
 */
export function monthOptions(currentMonth: string, facet: FacetValue[], chosen: ListFilter): string[] {
  const withEvents = new Set(facet.filter((f) => f.count > 0).map((f) => f.value))
  const months = monthsFrom(currentMonth, MONTHS_AHEAD).filter((m) => m === currentMonth || withEvents.has(m))
  if (chosen !== UPCOMING && !months.includes(chosen)) months.push(chosen)
  return months.sort()
}
