import { z } from 'zod'

import type { OfficeFilters } from './types'

/** An empty value is an absent one: a form's untouched field sends `priceMax=`, which is not £0. */
const blank = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v)

const bound = z.preprocess(blank, z.coerce.number().finite().min(0).max(10_000_000).optional())

/**
 * Office search parameters, the same in the page URL and the JSON API: location repeats (club
 * location ids), the ranges are inclusive, availableNow is 1/true.
 */
export const officeSearchParamsSchema = z.object({
  location: z.preprocess(
    (v) => (v === undefined ? [] : Array.isArray(v) ? v : [v]).filter((x) => blank(x) !== undefined),
    z.array(z.coerce.number().int().min(0).max(1_000_000)).max(20),
  ),
  priceMin: bound,
  priceMax: bound,
  peopleMin: bound,
  peopleMax: bound,
  availableNow: z.preprocess(
    blank,
    z
      .enum(['1', 'true', '0', 'false'])
      .optional()
      .transform((v) => v === '1' || v === 'true'),
  ),
  page: z.preprocess(blank, z.coerce.number().int().min(1).max(10_000).default(1)),
})

export type OfficeSearchParams = z.output<typeof officeSearchParamsSchema>

export function officeFiltersFromParams(p: OfficeSearchParams): OfficeFilters {
  return {
    locations: p.location,
    price: p.priceMin === undefined && p.priceMax === undefined ? undefined : { min: p.priceMin, max: p.priceMax },
    people: p.peopleMin === undefined && p.peopleMax === undefined ? undefined : { min: p.peopleMin, max: p.peopleMax },
    availableNow: p.availableNow,
  }
}

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
