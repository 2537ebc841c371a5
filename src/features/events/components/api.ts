import type { EventFilters, EventSearchResult } from '../types'

/** The JSON API's largest page (src/features/events/params.ts). */
export const MAX_PAGE = 200
/** A safety stop for "the full list": more events than this are never listed at once. */
const MAX_EVENTS = 2000

export const SEARCH_ENDPOINT = '/v1/api/events/search'

/**
 * The search query for the filters: the same names the page URL and the API use. Built here rather
 * than with the zod schema's helper so the browser does not download zod for a query string.
 */
export function eventSearchQuery(filters: EventFilters, page?: { offset: number; limit: number }): string {
  const q = new URLSearchParams()
  for (const v of filters.clubs ?? []) q.append('club', v)
  for (const v of filters.categories ?? []) q.append('category', v)
  for (const v of filters.types ?? []) q.append('type', v)
  for (const v of filters.statuses ?? []) q.append('status', v)
  if (filters.month) q.set('month', filters.month)
  if (page) {
    q.set('offset', String(page.offset))
    q.set('limit', String(page.limit))
  }
  return q.toString()
}

/** One page of upcoming events with the facets and the count; throws when the API fails. */
export async function fetchEvents(
  filters: EventFilters,
  page: { offset: number; limit: number },
  signal?: AbortSignal,
): Promise<EventSearchResult> {
  const response = await fetch(`${SEARCH_ENDPOINT}?${eventSearchQuery(filters, page)}`, { signal, headers: { Accept: 'application/json' } })
  if (!response.ok) throw new Error(`Event search answered ${response.status}`)
  return (await response.json()) as EventSearchResult
}

/** Every upcoming event matching the filters, a page of 200 at a time. */
export async function fetchAllEvents(filters: EventFilters, signal?: AbortSignal): Promise<EventSearchResult> {
  const first = await fetchEvents(filters, { offset: 0, limit: MAX_PAGE }, signal)
  const results = [...first.results]
  while (results.length < Math.min(first.count, MAX_EVENTS)) {
    const next = await fetchEvents(filters, { offset: results.length, limit: MAX_PAGE }, signal)
    if (next.results.length === 0) break
    results.push(...next.results)
  }
  return { ...first, results }
}

export const isAbort = (error: unknown): boolean => error instanceof DOMException && error.name === 'AbortError'
