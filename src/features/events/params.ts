import { z } from 'zod'

import type { EventFilters } from './types'

/** An empty value is an absent one: a form's untouched field sends `month=`. */
const blank = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v)

const many = z.preprocess(
  (v) => (v === undefined ? [] : Array.isArray(v) ? v : [v]).filter((x) => blank(x) !== undefined),
  z.array(z.string().trim().min(1).max(100)).max(20),
)

/**
 * Event search parameters, the same in the page URL and the JSON API: club, category, type and
 * status repeat (OR within each, AND across), month is a London month 'YYYY-MM'.
 */
export const eventSearchParamsSchema = z.object({
  club: many,
  category: many,
  type: many,
  status: many,
  month: z.preprocess(
    blank,
    z
      .string()
      .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'month must be YYYY-MM')
      .optional(),
  ),
  offset: z.preprocess(blank, z.coerce.number().int().min(0).max(100_000).default(0)),
  limit: z.preprocess(blank, z.coerce.number().int().min(0).max(200).default(12)),
})

export type EventSearchParams = z.output<typeof eventSearchParamsSchema>

export function filtersFromParams(p: EventSearchParams): EventFilters {
  return { clubs: p.club, categories: p.category, types: p.type, statuses: p.status, month: p.month ?? null }
}
