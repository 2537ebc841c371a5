'use client'

import { useCallback, useEffect, useRef, useState } from 'react'

import { fetchEvents, isAbort } from '@/features/events/components/api'
import type { EventSearchResult, EventSummary, FacetValue } from '@/features/events/types'

import { UPCOMING, type ListFilter } from './filter'
import { requestFor, withoutFeatured } from './without-featured'

export type PagedEvents = {
  filter: ListFilter
  events: EventSummary[]
  count: number
  months: FacetValue[]
  status: 'ready' | 'loading' | 'failed'
  /** What is loading or failed: a new filter replaces the list, "more" adds to it. */
  action: 'filter' | 'more'
  /** The featured event belongs to this filter's events and was left out of the list. */
  dropped: boolean
}

/** The list's first page from the server; `dropped` as above. */
export type InitialEvents = { filter: ListFilter; result: EventSearchResult; dropped?: boolean }

type Options = {
  clubs: string[]
  initialCount: number
  loadMoreCount: number
  initial: InitialEvents | null
  fallbackFilter: ListFilter
  /** The event shown large above the list, which the list does not repeat. */
  featuredId?: number | null
}

/**
 * The event list's pages: the first `initialCount` events of the filter, then `loadMoreCount` more
 * per request, each fetched when asked for rather than all up front.
 */
export function usePagedEvents({ clubs, initialCount, loadMoreCount, initial, fallbackFilter, featuredId = null }: Options) {
  const [state, setState] = useState<PagedEvents>(() => ({
    filter: initial?.filter ?? fallbackFilter,
    events: initial?.result.results ?? [],
    count: initial?.result.count ?? 0,
    months: initial?.result.facets.month ?? [],
    status: initial ? 'ready' : 'loading',
    action: 'filter',
    dropped: initial?.dropped ?? false,
  }))
  const controller = useRef<AbortController | null>(null)
  const retry = useRef<() => void>(() => {})
  // The block's clubs come from the server and never change on the page.
  const [clubList] = useState(clubs)

  const load = useCallback((filter: ListFilter, shown: number, limit: number, alreadyDropped: boolean) => {
    controller.current?.abort()
    const current = new AbortController()
    controller.current = current
    const action = shown === 0 ? 'filter' : 'more'
    const before = action === 'filter' ? false : alreadyDropped
    retry.current = () => load(filter, shown, limit, alreadyDropped)
    setState((s) => ({ ...s, filter, status: 'loading', action, ...(action === 'filter' ? { events: [], count: 0, dropped: false } : {}) }))
    fetchEvents({ clubs: clubList, month: filter === UPCOMING ? null : filter }, requestFor(shown, limit, featuredId, before), current.signal)
      .then((result) => {
        const page = withoutFeatured(result, before ? null : featuredId, limit)
        const dropped = before || page.dropped
        setState((s) => ({
          filter,
          events: action === 'filter' ? page.results : [...s.events, ...page.results],
          count: before ? Math.max(0, result.count - 1) : page.count,
          months: result.facets.month,
          status: 'ready',
          action,
          dropped,
        }))
      })
      .catch((error: unknown) => {
        if (isAbort(error)) return
        setState((s) => ({ ...s, status: 'failed' }))
      })
  }, [clubList, featuredId])

  useEffect(() => () => controller.current?.abort(), [])

  return {
    state,
    select: (filter: ListFilter) => load(filter, 0, initialCount, false),
    loadMore: () => load(state.filter, state.events.length, loadMoreCount, state.dropped),
    retry: () => retry.current(),
  }
}
