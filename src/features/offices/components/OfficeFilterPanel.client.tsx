'use client'

import { useCallback, useEffect, useId, useRef, useState } from 'react'

import {
  AVAILABLE_NOW_LABEL,
  LOCATIONS_LABEL,
  NO_RESULTS_TEXT,
  PEOPLE_LABEL,
  PRICE_LABEL,
  PRICE_STEP,
  RANGE_DEBOUNCE_MS,
  RESET_FILTERS_LABEL,
  SEARCH_FAILED_TEXT,
} from '../constants'
import { clampRange, hasOfficeFilters, priceLabel, showOfficesText } from '../rules'
import type { OfficeFilters, OfficeSearchResult, Range } from '../types'

import { RangeField } from './RangeField.client'
import { EMPTY_RESULT, fetchOfficeSearch, isAbort, SLIDER_DEBOUNCE_MS } from './search-client'

type Bounds = OfficeSearchResult['ranges']
export type LocationOption = { id: number; displayName: string }

/** What the visitor has chosen so far; a range is undefined while it covers the whole slider. */
type Draft = { locations: number[]; price?: Partial<Range>; people?: Partial<Range>; availableNow: boolean }

export type OfficeFilterPanelProps = {
  /** The filters the list shows now: the panel starts from them. */
  filters: OfficeFilters
  options: LocationOption[]
  bounds: Bounds
  count: number
  /** The list's last search failed, so options and bounds are missing: ask again on opening. */
  refresh?: boolean
  /** Every change, so that dismissing the panel can apply what was chosen (spec 000 Modals). */
  onChange: (filters: OfficeFilters) => void
  onApply: (filters: OfficeFilters) => void
}

const draftFrom = (f: OfficeFilters): Draft => ({
  locations: [...(f.locations ?? [])],
  price: f.price,
  people: f.people,
  availableNow: Boolean(f.availableNow),
})

const toFilters = (d: Draft): OfficeFilters => ({ locations: d.locations, price: d.price, people: d.people, availableNow: d.availableNow })

/** A partly chosen range (only a minimum in the URL, say) shown against the slider's bounds. */
const resolve = (r: Partial<Range> | undefined, b: Range): Range | undefined =>
  r && (r.min !== undefined || r.max !== undefined) ? { min: r.min ?? b.min, max: r.max ?? b.max } : undefined

const ZERO: Bounds = EMPTY_RESULT.ranges
const people = (n: number) => String(n)

/**
 * The office search filter's content (spec 000 Modals, section 4). It owns the choices while the
 * modal is open, since the modal renders outside the list's tree, and reports each change back.
 * The count follows every change: a location after RANGE_DEBOUNCE_MS (its answer also moves the
 * sliders' bounds), a slider after SLIDER_DEBOUNCE_MS, the checkbox at once.
 */
export function OfficeFilterPanel({ filters, options: initialOptions, bounds: initialBounds, count: initialCount, refresh, onChange, onApply }: OfficeFilterPanelProps) {
  const id = useId()
  const [draft, setDraft] = useState(() => draftFrom(filters))
  const [bounds, setBounds] = useState(initialBounds)
  const [options, setOptions] = useState(initialOptions)
  const [count, setCount] = useState(initialCount)
  const [status, setStatus] = useState<'idle' | 'loading' | 'failed'>('idle')

  const draftRef = useRef(draft)
  const onChangeRef = useRef(onChange)
  useEffect(() => {
    onChangeRef.current = onChange
  })
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  const controller = useRef<AbortController | null>(null)
  const seq = useRef(0)

  const commit = useCallback((next: Draft) => {
    draftRef.current = next
    setDraft(next)
    onChangeRef.current(toFilters(next))
  }, [])

  const run = useCallback(
    async (next: Draft, ticket: number) => {
      controller.current?.abort()
      const request = new AbortController()
      controller.current = request
      try {
        const result = await fetchOfficeSearch(toFilters(next), 1, request.signal)
        if (ticket !== seq.current) return
        setCount(result.count)
        setOptions(result.facets.location)
        setBounds(result.ranges)
        // A chosen range stays inside the new bounds; one that now covers them all is no filter.
        const d = draftRef.current
        const fit = (r: Partial<Range> | undefined, b: Range) => clampRange(resolve(r, b), b)
        commit({ ...d, price: fit(d.price, result.ranges.price), people: fit(d.people, result.ranges.workStations) })
        setStatus('idle')
      } catch (error) {
        if (ticket !== seq.current || isAbort(error)) return
        console.error('Office filter count failed:', error)
        // Spec 000 section 8: nothing to count with, but the panel stays usable (reset, close, retry).
        setCount(0)
        setOptions([])
        setBounds(ZERO)
        setStatus('failed')
      }
    },
    [commit],
  )

  const schedule = useCallback(
    (next: Draft, delay: number) => {
      const ticket = ++seq.current
      clearTimeout(timer.current)
      controller.current?.abort()
      setStatus('loading')
      if (delay === 0) void run(next, ticket)
      else timer.current = setTimeout(() => void run(next, ticket), delay)
    },
    [run],
  )

  useEffect(() => {
    if (refresh) schedule(draftRef.current, 0)
    return () => {
      clearTimeout(timer.current)
      controller.current?.abort()
    }
  }, [refresh, schedule])

  const change = (patch: Partial<Draft>, delay: number) => {
    const next = { ...draftRef.current, ...patch }
    commit(next)
    schedule(next, delay)
  }

  const toggleLocation = (location: number) => {
    const chosen = draftRef.current.locations
    change({ locations: chosen.includes(location) ? chosen.filter((l) => l !== location) : [...chosen, location] }, RANGE_DEBOUNCE_MS)
  }

  const reset = () => {
    setBounds(initialBounds)
    change({ locations: [], price: undefined, people: undefined, availableNow: false }, 0)
  }

  const chosen = toFilters(draft)
  const disabled = !hasOfficeFilters(chosen) || count === 0
  const loading = status === 'loading'

  return (
    <div className="flex flex-col gap-8" data-office-filter aria-busy={loading || undefined}>
      <div role="group" aria-labelledby={`${id}-locations`}>
        <span id={`${id}-locations`} className="text-xs font-semibold uppercase tracking-widest">
          {LOCATIONS_LABEL}
        </span>
        {options.length ? (
          <div className="mt-3 flex flex-wrap gap-2">
            {options.map((option) => {
              const on = draft.locations.includes(option.id)
              return (
                <button
                  key={option.id}
                  type="button"
                  aria-pressed={on}
                  onClick={() => toggleLocation(option.id)}
                  className={`min-h-11 border border-ink px-4 text-sm uppercase tracking-wider transition-colors ${on ? 'bg-ink text-white' : 'bg-white text-ink hover:bg-stone'}`}
                >
                  {option.displayName}
                </button>
              )
            })}
          </div>
        ) : null}
      </div>

      <RangeField
        label={PRICE_LABEL}
        name="price"
        bounds={bounds.price}
        value={resolve(draft.price, bounds.price)}
        step={PRICE_STEP}
        format={priceLabel}
        onChange={(range) => change({ price: clampRange(range, bounds.price) }, SLIDER_DEBOUNCE_MS)}
      />
      <RangeField
        label={PEOPLE_LABEL}
        name="number of people"
        bounds={bounds.workStations}
        value={resolve(draft.people, bounds.workStations)}
        step={1}
        format={people}
        onChange={(range) => change({ people: clampRange(range, bounds.workStations) }, SLIDER_DEBOUNCE_MS)}
      />

      <label className="flex min-h-11 cursor-pointer items-center gap-3 text-xs font-semibold uppercase tracking-widest">
        <input type="checkbox" className="size-5 shrink-0 accent-ink" checked={draft.availableNow} onChange={(e) => change({ availableNow: e.target.checked }, 0)} />
        {AVAILABLE_NOW_LABEL}
      </label>

      <div aria-live="polite" className="empty:hidden">
        {status === 'failed' ? (
          <div role="alert" className="flex flex-col items-start gap-3">
            <p>{SEARCH_FAILED_TEXT}</p>
            <button type="button" className="min-h-11 text-sm underline underline-offset-4" onClick={() => schedule(draftRef.current, 0)}>
              Try again
            </button>
          </div>
        ) : status === 'idle' && count === 0 ? (
          <p>{NO_RESULTS_TEXT}</p>
        ) : status === 'idle' ? (
          <p className="sr-only">{count} office types</p>
        ) : null}
      </div>

      <div className="flex flex-col items-stretch gap-2">
        <button
          type="button"
          className="btn btn-dark gap-3 disabled:cursor-not-allowed disabled:opacity-40"
          disabled={disabled}
          aria-busy={loading || undefined}
          onClick={() => onApply(toFilters(draftRef.current))}
        >
          {loading ? <span aria-hidden="true" className="size-4 animate-spin rounded-full border-2 border-current border-t-transparent" /> : null}
          {showOfficesText(count)}
        </button>
        <button type="button" className="min-h-11 self-center text-sm underline underline-offset-4" onClick={reset}>
          {RESET_FILTERS_LABEL}
        </button>
      </div>
    </div>
  )
}
