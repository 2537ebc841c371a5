import '@/lib/validation/zod-browser'
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
