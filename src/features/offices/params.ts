import '@/lib/validation/zod-browser'
import * as z from 'zod/mini'

import type { OfficeFilters } from './types'

/** An empty value is an absent one: a form's untouched field sends `priceMax=`, which is not £0. */
const blank = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v)

/** Zod's preprocess: the raw value goes through `fn` first. */
const preprocess = <T extends z.core.$ZodType>(fn: (v: unknown) => unknown, schema: T) => z.pipe(z.transform(fn), schema)
const whole = (min: number, max: number) => z.coerce.number().check(z.int(), z.minimum(min), z.maximum(max))

const bound = preprocess(blank, z.optional(z.coerce.number().check(z.minimum(0), z.maximum(10_000_000))))

/**
 * Office search parameters, the same in the page URL and the JSON API: location repeats (club
 * location ids), the ranges are inclusive, availableNow is 1/true.
 */
export const officeSearchParamsSchema = z.object({
  location: preprocess(
    (v) => (v === undefined ? [] : Array.isArray(v) ? v : [v]).filter((x) => blank(x) !== undefined),
    z.array(whole(0, 1_000_000)).check(z.maxLength(20)),
  ),
  priceMin: bound,
  priceMax: bound,
  peopleMin: bound,
  peopleMax: bound,
  availableNow: preprocess(
    blank,
    z.pipe(
      z.optional(z.enum(['1', 'true', '0', 'false'])),
      z.transform((v: '1' | 'true' | '0' | 'false' | undefined) => v === '1' || v === 'true'),
    ),
  ),
  page: preprocess(blank, z._default(whole(1, 10_000), 1)),
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
