'use client'

import { useEffect, useId, useRef } from 'react'

import { EventFilterPanel, type FilterDraft } from '@/features/events/components/EventFilterPanel.client'
import { EventGrid } from '@/features/events/components/EventGrid'
import { LoadFailed, Loading } from '@/features/events/components/LoadState'
import {
  ALL_FILTERS,
  isAllFilters,
  memberFiltersFromQuery,
  sameFilters,
  withMemberFilters,
  type MemberFilters,
} from '@/features/events/components/member-filters'
import { groupByMonth } from '@/features/events/components/month-groups'
import { ALL_LOCATIONS_LABEL, EVENT_CATEGORIES, EVENT_FILTER_TITLE, EVENT_TYPES, labelOf, NO_RESULTS_TEXT } from '@/features/events/constants'
import { monthLabel } from '@/features/events/format'
import type { EventSearchResult } from '@/features/events/types'
import { useModal } from '@/lib/ui/modal/ModalProvider.client'

import { useMemberEvents } from './useMemberEvents'

export type MemberEventsViewProps = {
  title: string
  headingLevel: 'h1' | 'h2'
  emptyText: string
  /** Club names offered after "All Locations". */
  chips: string[]
  initial: { filters: MemberFilters; result: EventSearchResult } | null
}

export const FILTER_BUTTON_LABEL = 'Filter'

const chipClass =
  'min-h-11 shrink-0 whitespace-nowrap border border-ink px-5 text-sm font-semibold transition-colors hover:bg-ink hover:text-white aria-pressed:bg-ink aria-pressed:text-white motion-reduce:transition-none'

/** How long to wait for a closing modal's history entry to go before writing the URL anyway. */
const MODAL_HISTORY_FALLBACK_MS = 400

/**
 * Member Events page (spec 000 section 2): location chips, a Filter button opening the event filter
 * modal, and the events under month headings. The filters live in the URL so a view can be shared.
 */
export function MemberEventsView({ title, headingLevel: Heading, emptyText, chips, initial }: MemberEventsViewProps) {
  const modal = useModal()
  const { state, load } = useMemberEvents(initial)
  const { filters, events, count, status } = state
  const latest = useRef(filters)
  useEffect(() => {
    latest.current = filters
  }, [filters])
  const uid = useId()

  useEffect(() => {
    const wanted = memberFiltersFromQuery(new URLSearchParams(window.location.search))
    if (!initial || !sameFilters(wanted, initial.filters)) load(wanted)
  }, []) // eslint-disable-line react-hooks/exhaustive-deps

  const writeUrl = (next: MemberFilters) =>
    window.history.replaceState(window.history.state, '', `${window.location.pathname}${withMemberFilters(window.location.search, next)}${window.location.hash}`)

  const apply = (next: MemberFilters) => {
    writeUrl(next)
    load(next)
  }

  // The modal's history entry leaves asynchronously; writing the URL before it goes would be undone.
  const applyAfterModal = (next: MemberFilters) => {
    let done = false
    const write = () => {
      if (done) return
      done = true
      window.removeEventListener('popstate', write)
      writeUrl(next)
    }
    window.addEventListener('popstate', write)
    modal.hide()
    window.setTimeout(write, MODAL_HISTORY_FALLBACK_MS)
    load(next)
  }

  const openFilter = () =>
    modal.show({
      kind: 'side',
      title: EVENT_FILTER_TITLE,
      content: (
        <EventFilterPanel
          club={filters.club}
          initial={{ month: filters.month, category: filters.category, type: filters.type }}
          months={state.months.filter((m) => m.count > 0).map((m) => m.value)}
          onApply={(draft: FilterDraft) => applyAfterModal({ ...latest.current, ...draft })}
        />
      ),
    })

  const chosen = [
    filters.month ? monthLabel(filters.month) : null,
    filters.category ? labelOf(EVENT_CATEGORIES, filters.category) : null,
    filters.type ? labelOf(EVENT_TYPES, filters.type) : null,
  ].filter(Boolean)
  // Without the server's list (it failed) the chips come from the browser's first answer.
  const offered = chips.length ? chips : state.clubs.filter((c) => c.count > 0).map((c) => c.value)
  // A shared link's club stays visible as a chip, even when it is not offered any more.
  const chipList = filters.club && !offered.includes(filters.club) ? [...offered, filters.club] : offered
  const groups = groupByMonth(events)
  const MonthHeading = Heading === 'h1' ? 'h2' : 'h3'
  const cardLevel = Heading === 'h1' ? 'h3' : 'h4'

  return (
    <section className="bg-white px-6 py-16 text-ink tab:px-12 xl:py-24" data-member-events="">
      <div className="mx-auto max-w-7xl">
        <Heading className="font-display text-3xl uppercase tracking-wide tab:text-4xl">{title}</Heading>
        <div className="mt-8 flex flex-col gap-4 tab:flex-row tab:items-center tab:justify-between">
          <div role="group" aria-label="Locations" className="flex flex-wrap gap-2 py-1">
            {[null, ...chipList].map((club) => (
              <button
                key={club ?? ''}
                type="button"
                aria-pressed={filters.club === club}
                className={chipClass}
                onClick={() => {
                  if (filters.club !== club) apply({ ...filters, club })
                }}
              >
                {club ?? ALL_LOCATIONS_LABEL}
              </button>
            ))}
          </div>
          <button type="button" aria-haspopup="dialog" className="btn btn-outline shrink-0 self-start tab:self-auto" onClick={openFilter}>
            {FILTER_BUTTON_LABEL}
          </button>
        </div>
        {chosen.length ? <p className="mt-4 text-sm">Showing: {chosen.join(', ')}</p> : null}

        <div className="mt-10" aria-busy={status === 'loading'}>
          {status === 'loading' ? <Loading /> : null}
          {status === 'failed' ? <LoadFailed onRetry={() => load(filters)} /> : null}
          {status === 'ready' && count === 0 ? <p className="py-8 text-lg">{isAllFilters(filters) ? emptyText : NO_RESULTS_TEXT}</p> : null}
          <div className={status === 'loading' ? 'opacity-50' : undefined}>
            {groups.map((group) => (
              <section key={group.month} aria-labelledby={`${uid}-${group.month}`} className="mb-16 last:mb-0" data-month={group.month}>
                <MonthHeading id={`${uid}-${group.month}`} className="mb-8 font-display text-2xl uppercase tracking-wide">
                  {monthLabel(group.month)}
                </MonthHeading>
                <EventGrid events={group.events} headingLevel={cardLevel} onNavigate={() => apply(ALL_FILTERS)} />
              </section>
            ))}
          </div>
        </div>
      </div>
    </section>
  )
}
