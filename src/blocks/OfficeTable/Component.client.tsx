'use client'

import dynamic from 'next/dynamic'
import { useCallback, useEffect, useId, useRef, useState } from 'react'

import { OfficeGrid } from '@/features/offices/components/OfficeGrid'
import { EMPTY_RESULT, fetchOfficeSearch, filtersFromQuery } from '@/features/offices/components/search-client'
import { LOAD_MORE_LABEL, NO_RESULTS_TEXT, OFFICE_FILTER_TITLE, SEARCH_FAILED_TEXT, type CardShape } from '@/features/offices/constants'
import { hasOfficeFilters, londonToday, officeHeading } from '@/features/offices/rules'
import type { OfficeFilters, OfficeSearchResult, OfficeSummary } from '@/features/offices/types'
import { useModal } from '@/lib/ui/modal/ModalProvider.client'

import { replaceOfficeQuery } from './url'

// The filter (and its sliders) loads when a visitor opens it, not with the page.
const OfficeFilterPanel = dynamic(() => import('@/features/offices/components/OfficeFilterPanel.client').then((m) => m.OfficeFilterPanel), {
  ssr: false,
})

export const FILTER_BUTTON_LABEL = 'Filter'
export const TRY_AGAIN_LABEL = 'Try again'

type Props = {
  /** The heading before any filter is chosen. */
  title: string
  shape: CardShape
  /** The block's own first filters (its clubs, available now only). */
  filters: OfficeFilters
  /** The first page the server found for them; null when that search failed. */
  result: OfficeSearchResult | null
  /** London's today on the server, until the browser knows its own. */
  today: string
  headingLevel: 'h1' | 'h2'
}

type Status = 'idle' | 'loading' | 'more' | 'failed'

const namesOf = (result: OfficeSearchResult | null) => new Map((result?.facets.location ?? []).map((l) => [l.id, l.displayName]))

/** Appends a page, leaving out an office already shown (one edited between the two pages). */
const append = (shown: OfficeSummary[], page: OfficeSummary[]) => [...shown, ...page.filter((o) => !shown.some((s) => s.id === o.id))]

/**
 * The office search list in the browser (spec 000 "Office search"): it starts from the page the
 * server rendered, then searches the JSON API for the filters in the address bar, the filter
 * modal and "load more".
 */
export function OfficeSearch({ title, shape, filters: initialFilters, result: initialResult, today: serverToday, headingLevel }: Props) {
  const modal = useModal()
  const headingId = useId()
  const [filters, setFilters] = useState(initialFilters)
  const [result, setResult] = useState(initialResult ?? EMPTY_RESULT)
  const [offices, setOffices] = useState(initialResult?.results ?? [])
  const [status, setStatus] = useState<Status>(initialResult ? 'idle' : 'failed')
  const [names, setNames] = useState(() => namesOf(initialResult))
  const [today, setToday] = useState(serverToday)
  const ticket = useRef(0)
  // The filters chosen in the open modal, which a dismissal applies.
  const pending = useRef(filters)

  const search = useCallback(async (next: OfficeFilters, page: number) => {
    const mine = ++ticket.current
    setStatus(page === 1 ? 'loading' : 'more')
    if (page === 1) {
      setFilters(next)
      replaceOfficeQuery(next)
    }
    try {
      const found = await fetchOfficeSearch(next, page)
      if (mine !== ticket.current) return
      setResult(found)
      setOffices((shown) => (page === 1 ? found.results : append(shown, found.results)))
      setNames((known) => new Map([...known, ...namesOf(found)]))
      setStatus('idle')
    } catch (error) {
      if (mine !== ticket.current) return
      // Spec 000 section 8: the offices are cleared and the count is 0; the visitor is told.
      console.error('Office search failed:', error)
      setResult(EMPTY_RESULT)
      setOffices([])
      setStatus('failed')
    }
  }, [])

  useEffect(() => {
    setToday(londonToday(new Date()))
    // The pre-built page cannot see the query: the browser applies it.
    if (!window.location.search) {
      if (!initialResult) void search(initialFilters, 1)
      return
    }
    let active = true
    void filtersFromQuery(window.location.search).then((fromUrl) => {
      if (!active) return
      if (fromUrl && hasOfficeFilters(fromUrl)) void search(fromUrl, 1)
      else if (!initialResult) void search(initialFilters, 1)
    })
    return () => {
      active = false
    }
    // Once, on arrival: later searches come from the visitor.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  const openFilter = () => {
    pending.current = filters
    modal.show({
      kind: 'side',
      title: OFFICE_FILTER_TITLE,
      content: (
        <OfficeFilterPanel
          filters={filters}
          options={result.facets.location}
          bounds={result.ranges}
          count={result.count}
          refresh={status === 'failed'}
          onChange={(chosen) => {
            pending.current = chosen
          }}
          onApply={(chosen) => {
            modal.hide()
            void search(chosen, 1)
          }}
        />
      ),
      // Spec 000 Modals: a backdrop press re-runs the search from page 1 with the current filters.
      onDismiss: () => void search(pending.current, 1),
    })
  }

  const locationNames = (filters.locations ?? [])
    .map((id) => names.get(id))
    .filter((name): name is string => Boolean(name))
    .sort((a, b) => a.localeCompare(b))
  const heading = officeHeading({ locationNames, people: filters.people, price: filters.price }, title)
  const Heading = headingLevel
  const loading = status === 'loading'
  const more = status === 'more'

  return (
    <section className="px-6 py-16 tab:px-12 xl:py-24" aria-labelledby={headingId} data-office-search>
      <div className="mx-auto max-w-6xl">
        <div className="mb-10 flex flex-col gap-6 tab:flex-row tab:items-end tab:justify-between">
          <Heading id={headingId} className="font-display text-3xl uppercase tracking-wide tab:text-4xl">
            {heading}
          </Heading>
          <button type="button" aria-haspopup="dialog" className="btn btn-dark self-start tab:self-auto" onClick={openFilter}>
            {FILTER_BUTTON_LABEL}
          </button>
        </div>

        <p role="status" className="sr-only">
          {loading ? 'Loading offices' : status === 'idle' ? `${result.count} ${result.count === 1 ? 'office' : 'offices'}` : ''}
        </p>
        <div aria-hidden="true" className={`mb-6 h-0.5 w-full overflow-hidden ${loading ? 'bg-ink/10' : ''}`} data-office-progress={loading || undefined}>
          {loading ? <div className="h-full w-1/3 animate-pulse bg-gold" /> : null}
        </div>

        <div aria-busy={loading || more || undefined} data-office-results>
          {status === 'failed' ? (
            <div role="alert" className="flex flex-col items-start gap-4">
              <p>{SEARCH_FAILED_TEXT}</p>
              <button type="button" className="btn btn-dark" onClick={() => void search(filters, 1)}>
                {TRY_AGAIN_LABEL}
              </button>
            </div>
          ) : offices.length ? (
            <OfficeGrid offices={offices} shape={shape} today={today} busy={loading} />
          ) : status === 'idle' ? (
            <p>{NO_RESULTS_TEXT}</p>
          ) : null}
        </div>

        {status !== 'failed' && offices.length > 0 && !result.end ? (
          <div className="mt-12 flex justify-center">
            <button
              type="button"
              className="btn btn-dark gap-3 disabled:cursor-wait disabled:opacity-60"
              disabled={loading || more}
              aria-busy={more || undefined}
              onClick={() => void search(filters, result.page + 1)}
            >
              {more ? <span aria-hidden="true" className="size-4 animate-spin rounded-full border-2 border-current border-t-transparent" /> : null}
              {LOAD_MORE_LABEL}
            </button>
          </div>
        ) : null}
      </div>
    </section>
  )
}
