import type { OfficeFilters } from './types'

// Apart from params.ts, so the browser can write a query without loading zod.
/** The filters as a query string (no leading '?'), for shareable URLs and API calls. */
export function officeFiltersToQuery(filters: OfficeFilters, extra: Record<string, string | number> = {}): string {
  const q = new URLSearchParams()
  for (const id of filters.locations ?? []) q.append('location', String(id))
  if (filters.price?.min !== undefined) q.set('priceMin', String(filters.price.min))
  if (filters.price?.max !== undefined) q.set('priceMax', String(filters.price.max))
  if (filters.people?.min !== undefined) q.set('peopleMin', String(filters.people.min))
  if (filters.people?.max !== undefined) q.set('peopleMax', String(filters.people.max))
  if (filters.availableNow) q.set('availableNow', '1')
  for (const [k, v] of Object.entries(extra)) q.set(k, String(v))
  return q.toString()
}
