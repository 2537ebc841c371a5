'use client'

import { useCallback, useEffect, useRef, useState } from 'react'

import { fetchEvents, isAbort } from '@/features/events/components/api'
import type { EventSearchResult, EventSummary, FacetValue } from '@/features/events/types'

import { UPCOMING, type ListFilter } from './filter'

export type PagedEvents = {
  filter: ListFilter
  events: EventSummary[]
  count: number
  months: FacetValue[]
  status: 'ready' | 'loading' | 'failed'
  /** What is loading or failed: a new filter replaces the list, "more" adds to it. */
  action: 'filter' | 'more'
}

type Options = {
  clubs: string[]
  initialCount: number
  loadMoreCount: number
  initial: { filter: ListFilter; result: EventSearchResult } | null
  fallbackFilter: ListFilter
}

/**
 * The event list's pages: the first `initialCount` events of the filter, then `loadMoreCount` more
 * per request, each fetched when asked for rather than all up front.
 */
export function usePagedEvents({ clubs, initialCount, loadMoreCount, initial, fallbackFilter }: Options) {
  const [state, setState] = useState<PagedEvents>(() => ({
    filter: initial?.filter ?? fallbackFilter,
    events: initial?.result.results ?? [],
    count: initial?.result.count ?? 0,
    months: initial?.result.facets.month ?? [],
    status: initial ? 'ready' : 'loading',
    action: 'filter',
  }))
  const controller = useRef<AbortController | null>(null)
  const retry = useRef<() => void>(() => {})
  // The block's clubs come from the server and never change on the page.
  const [clubList] = useState(clubs)

  const load = useCallback((filter: ListFilter, offset: number, limit: number) => {
    controller.current?.abort()
    const current = new AbortController()
    controller.current = current
    const action = offset === 0 ? 'filter' : 'more'
    retry.current = () => load(filter, offset, limit)
    setState((s) => ({ ...s, filter, status: 'loading', action, ...(action === 'filter' ? { events: [], count: 0 } : {}) }))
    fetchEvents({ clubs: clubList, month: filter === UPCOMING ? null : filter }, { offset, limit }, current.signal)
      .then((result) => {
        setState((s) => ({
          filter,
          events: action === 'filter' ? result.results : [...s.events, ...result.results],
          count: result.count,
          months: result.facets.month,
          status: 'ready',
          action,
        }))
      })
      .catch((error: unknown) => {
        if (isAbort(error)) return
        setState((s) => ({ ...s, status: 'failed' }))
      })
  }, [clubList])

  useEffect(() => () => controller.current?.abort(), [])

  return {
    state,
    select: (filter: ListFilter) => load(filter, 0, initialCount),
    loadMore: () => load(state.filter, state.events.length, loadMoreCount),
    retry: () => retry.current(),
  }
}
