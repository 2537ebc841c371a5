'use client'

import { type CSSProperties, useEffect, useRef, useState, type ReactNode } from 'react'

import { EventGrid } from '@/features/events/components/EventGrid'
import { LoadFailed, Loading } from '@/features/events/components/LoadState'
import { EVENTS_LOAD_MORE_LABEL, NO_RESULTS_TEXT, STICKY_BAR_SLIDE_MS } from '@/features/events/constants'
import { currentLondonMonth } from '@/features/events/format'

import { FilterBar } from './FilterBar'
import { listFilterFromQuery, monthOptions, withListFilter, type ListFilter } from './filter'
import { usePagedEvents, type InitialEvents } from './usePagedEvents'
import { useStickyBar } from './useStickyBar'

export type EventListViewProps = {
  title: string
  headingLevel: 'h1' | 'h2'
  /** The featured first event, drawn by the server. */
  hero?: ReactNode
  /** Its id: the list below does not show it again. */
  featuredId?: number | null
  clubs: string[]
  initialCount: number
  loadMoreCount: number
  /** The London month when the server drew the page: the default filter. */
  currentMonth: string
  /** The server's first page; null when it could not read one (the browser then tries). */
  initial: InitialEvents | null
}

const FILTER_LABEL = 'Show events by month'

/** The list below the hero: month and "Upcoming" filters, the grid and "Load more events". */
export function EventListView({ title, headingLevel: Heading, hero, featuredId, clubs, initialCount, loadMoreCount, currentMonth, initial }: EventListViewProps) {
  const section = useRef<HTMLElement>(null)
  const grid = useRef<HTMLDivElement>(null)
  const focusFrom = useRef<number | null>(null)
  const stuck = useStickyBar(section)
  const { state, select, loadMore, retry } = usePagedEvents({ clubs, initialCount, loadMoreCount, initial, fallbackFilter: currentMonth, featuredId })
  const { filter, events, count, status, action } = state
  // A pre-built page may have been drawn last month.
  const [thisMonth, setThisMonth] = useState(currentMonth)
  const months = monthOptions(thisMonth, state.months, filter)

  // Once, on arrival: a pre-built page was drawn for the default filter, a shared link may ask for another.
  useEffect(() => {
    const now = currentLondonMonth()
    setThisMonth(now)
    const wanted = listFilterFromQuery(new URLSearchParams(window.location.search), now)
    if (!initial || wanted !== initial.filter) select(wanted)
  }, []) // eslint-disable-line react-hooks/exhaustive-deps

  // After "Load more events", focus goes to the first new event, so keyboard users carry on from there.
  useEffect(() => {
    if (status !== 'ready' || focusFrom.current === null) return
    const links = grid.current?.querySelectorAll<HTMLAnchorElement>('[data-event-card] a')
    links?.[focusFrom.current]?.focus()
    focusFrom.current = null
  }, [status, events.length])

  const choose = (next: ListFilter) => {
    focusFrom.current = null
    window.history.replaceState(window.history.state, '', `${window.location.pathname}${withListFilter(window.location.search, next)}${window.location.hash}`)
    select(next)
  }

  const more = () => {
    if (status === 'loading') return
    focusFrom.current = events.length
    loadMore()
  }

  const filters = (label: string) => <FilterBar months={months} filter={filter} onSelect={choose} label={label} />
  const replacing = status === 'loading' && action === 'filter'

  return (
    <section ref={section} className="bg-white text-ink" data-event-list="">
      {hero}
      <div className="mx-auto max-w-7xl px-6 py-16 tab:px-12 xl:py-24">
        <Heading className="mb-8 font-display text-3xl uppercase tracking-wide tab:text-4xl">{title}</Heading>
        {filters(FILTER_LABEL)}
        <div ref={grid} className="mt-10" aria-busy={status === 'loading'}>
          {events.length > 0 ? <EventGrid events={events} headingLevel={Heading === 'h1' ? 'h2' : 'h3'} /> : null}
          {status === 'ready' && count === 0 ? <p className="py-8 text-lg">{NO_RESULTS_TEXT}</p> : null}
          {status === 'loading' ? <Loading className={replacing ? 'min-h-64' : ''} /> : null}
          {status === 'failed' ? <LoadFailed onRetry={retry} /> : null}
        </div>
        <p className="sr-only" aria-live="polite">
          {status === 'ready' && count > 0 ? `Showing ${events.length} of ${count} events` : ''}
        </p>
        {events.length < count && !(status === 'failed' && action === 'more') ? (
          <div className="mt-12 flex justify-center">
            <button type="button" className="btn btn-dark" aria-disabled={status === 'loading'} onClick={more}>
              {EVENTS_LOAD_MORE_LABEL}
            </button>
          </div>
        ) : null}
      </div>
      <div
        data-sticky-bar={stuck ? 'shown' : 'hidden'}
        inert={!stuck}
        aria-hidden={!stuck}
        style={{ '--sticky-bar-ms': `${STICKY_BAR_SLIDE_MS}ms` } as CSSProperties}
        className={`fixed inset-x-0 top-0 z-40 bg-white px-6 py-3 text-ink shadow-[0_4px_16px_rgba(0,0,0,0.12)] transition-transform duration-(--sticky-bar-ms) ease-out motion-reduce:transition-none tab:px-12 ${stuck ? 'translate-y-0' : '-translate-y-full'}`}
      >
        <div className="mx-auto max-w-7xl">{filters(`${FILTER_LABEL} (pinned)`)}</div>
      </div>
    </section>
  )
}
