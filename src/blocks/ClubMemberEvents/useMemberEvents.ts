'use client'

import { useCallback, useEffect, useRef, useState } from 'react'

import { fetchAllEvents, isAbort } from '@/features/events/components/api'
import { ALL_FILTERS, toEventFilters, type MemberFilters } from '@/features/events/components/member-filters'
import type { EventSearchResult, EventSummary, FacetValue } from '@/features/events/types'

export type MemberEventsState = {
  filters: MemberFilters
  events: EventSummary[]
  count: number
  months: FacetValue[]
  /** Clubs with events under the other filters. */
  clubs: FacetValue[]
  status: 'ready' | 'loading' | 'failed'
}

/**
 * The member events list (spec 000 section 4): with every filter All the full list, otherwise the
 * filtered search, all of it each time (the list is grouped by month and has no "load more").
 */
export function useMemberEvents(initial: { filters: MemberFilters; result: EventSearchResult } | null) {
  const [state, setState] = useState<MemberEventsState>(() => ({
    filters: initial?.filters ?? ALL_FILTERS,
    events: initial?.result.results ?? [],
    count: initial?.result.count ?? 0,
    months: initial?.result.facets.month ?? [],
    clubs: initial?.result.facets.club ?? [],
    status: initial ? 'ready' : 'loading',
  }))
  const controller = useRef<AbortController | null>(null)

  const load = useCallback((filters: MemberFilters) => {
    controller.current?.abort()
    const current = new AbortController()
    controller.current = current
    setState((s) => ({ ...s, filters, status: 'loading' }))
    fetchAllEvents(toEventFilters(filters), current.signal)
      .then((result) => setState({ filters, events: result.results, count: result.count, months: result.facets.month, clubs: result.facets.club, status: 'ready' }))
      .catch((error: unknown) => {
        if (!isAbort(error)) setState((s) => ({ ...s, status: 'failed' }))
      })
  }, [])

  useEffect(() => () => controller.current?.abort(), [])

  return { state, load }
}
