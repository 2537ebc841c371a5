import { queryObject } from '@/lib/http/query'

import { officeFiltersToQuery } from '../query'
import type { OfficeFilters, OfficeSearchResult } from '../types'

/** Pauses before asking for the count while a slider moves. */
export const SLIDER_DEBOUNCE_MS = 250

export const EMPTY_RESULT: OfficeSearchResult = {
  count: 0,
  page: 1,
  pageSize: 6,
  end: true,
  results: [],
  facets: { location: [] },
  ranges: { price: { min: 0, max: 0 }, workStations: { min: 0, max: 0 } },
}

/** The office search from the browser: GET /v1/api/offices/search. Rejects on any non-2xx answer. */
export async function fetchOfficeSearch(filters: OfficeFilters, page: number, signal?: AbortSignal): Promise<OfficeSearchResult> {
  const response = await fetch(`/v1/api/offices/search?${officeFiltersToQuery(filters, { page })}`, {
    signal,
    headers: { accept: 'application/json' },
  })
  if (!response.ok) throw new Error(`Office search answered ${response.status}`)
  return (await response.json()) as OfficeSearchResult
}

/**
 * The filters in a page's query string (?location=5&priceMin=…), or null when it holds none that
 * are valid. The rules are the API's zod schema, loaded only when there is a query to read, so a
 * visitor arriving without filters does not download zod.
 */
export async function filtersFromQuery(search: string): Promise<OfficeFilters | null> {
  if (!new URLSearchParams(search).size) return null
  const { officeFiltersFromParams, officeSearchParamsSchema } = await import('../params')
  const parsed = officeSearchParamsSchema.safeParse(queryObject(new URLSearchParams(search)))
  return parsed.success ? officeFiltersFromParams(parsed.data) : null
}

export const isAbort = (error: unknown): boolean => error instanceof Error && error.name === 'AbortError'
