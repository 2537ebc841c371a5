'use client'

import { useEffect, useId, useState, type FormEvent } from 'react'

import { ALL, EVENT_CATEGORIES, NO_RESULTS_TEXT, RESET_FILTERS_LABEL, SHOW_RESULTS_LABEL } from '../constants'
import { monthLabel } from '../format'

import { fetchEvents, isAbort } from './api'
import { toEventFilters, type MemberFilters } from './member-filters'

export type FilterDraft = Pick<MemberFilters, 'month' | 'category' | 'type'>

type Props = {
  /** The location chip chosen outside the modal: counts are for that club. */
  club: string | null
  initial: FilterDraft
  /** Months known when the modal opened, shown until the first count arrives. */
  months: string[]
  onApply: (draft: FilterDraft) => void
}

type Counts = { count: number; months: string[] }

const selectClass = 'min-h-11 w-full border border-ink bg-white px-3 text-base text-ink'
const labelClass = 'mb-2 block text-xs font-semibold uppercase tracking-widest'

/**
 * The event filter modal's content (spec 000 section 2, Modals: Event filter). It renders in the
 * shell's modal, outside the block, so it keeps its own draft and live count and hands the choice
 * back through onApply. Nothing changes on the page until "Show results".
 */
export function EventFilterPanel({ club, initial, months: initialMonths, onApply }: Props) {
  const [draft, setDraft] = useState<FilterDraft>(initial)
  const [counts, setCounts] = useState<Counts | null>(null)
  const [loading, setLoading] = useState(true)
  const [failed, setFailed] = useState(false)
  const id = useId()

  const { month, category, type } = draft
  useEffect(() => {
    const controller = new AbortController()
    setLoading(true)
    setFailed(false)
    fetchEvents(toEventFilters({ club, month, category, type }), { offset: 0, limit: 0 }, controller.signal)
      .then((result) => {
        setCounts({ count: result.count, months: result.facets.month.filter((m) => m.count > 0 || m.value === month).map((m) => m.value) })
        setLoading(false)
      })
      .catch((error: unknown) => {
        if (isAbort(error)) return
        // Without a count the visitor may still try: the list then shows the failure with a retry.
        setFailed(true)
        setLoading(false)
      })
    return () => controller.abort()
  }, [club, month, category, type])

  const known = counts?.months ?? initialMonths
  const monthOptions = month && !known.includes(month) ? [...known, month].sort() : known
  const none = !failed && counts?.count === 0
  const disabled = loading || none

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!disabled) onApply(draft)
  }

  return (
    <form onSubmit={submit} aria-busy={loading} className="flex flex-col gap-6" data-event-filter="">
      <div>
        <label htmlFor={`${id}-month`} className={labelClass}>
          Month
        </label>
        <select
          id={`${id}-month`}
          className={selectClass}
          value={month ?? ''}
          onChange={(e) => setDraft((d) => ({ ...d, month: e.target.value || null }))}
        >
          <option value="">{ALL}</option>
          {monthOptions.map((m) => (
            <option key={m} value={m}>
              {monthLabel(m)}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={`${id}-category`} className={labelClass}>
          Categories
        </label>
        <select
          id={`${id}-category`}
          className={selectClass}
          value={category ?? ''}
          onChange={(e) => setDraft((d) => ({ ...d, category: e.target.value || null }))}
        >
          <option value="">{ALL}</option>
          {EVENT_CATEGORIES.map((c) => (
            <option key={c.value} value={c.value}>
              {c.label}
            </option>
          ))}
        </select>
      </div>
      <p role="status" className="min-h-6 font-semibold">
        {none ? NO_RESULTS_TEXT : ''}
      </p>
      <button type="submit" className="btn btn-dark w-full disabled:cursor-not-allowed disabled:opacity-50" disabled={disabled}>
        {SHOW_RESULTS_LABEL}
      </button>
      <button
        type="button"
        className="min-h-11 self-center text-sm underline underline-offset-4 hover:no-underline"
        onClick={() => setDraft({ month: null, category: null, type: null })}
      >
        {RESET_FILTERS_LABEL}
      </button>
    </form>
  )
}
