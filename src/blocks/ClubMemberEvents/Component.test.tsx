// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { renderToStaticMarkup } from 'react-dom/server'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { ALL_FILTERS, type MemberFilters } from '@/features/events/components/member-filters'
import { LOAD_FAILED_TEXT } from '@/features/events/components/messages'
import { makeEvent, mockEventApi, searchFixture } from '@/features/events/components/test-fixtures'
import { EVENTS_EMPTY_TEXT, NO_RESULTS_TEXT } from '@/features/events/constants'
import type { EventSummary } from '@/features/events/types'
import { ModalProvider } from '@/lib/ui/modal/ModalProvider.client'

import { MemberEventsView, type MemberEventsViewProps } from './Component.client'

const data = vi.hoisted(() => ({ cachedAllEvents: vi.fn(), cachedEventSearch: vi.fn(), clubNames: vi.fn() }))
vi.mock('@/features/events/cached.server', () => data)

const EVENTS: EventSummary[] = [
  makeEvent(1, { title: 'Fulham Supper Club', startsAt: '2026-12-03T19:00:00.000Z', club: { name: 'Fulham', locationId: 5 }, eventCategories: ['social'] }),
  makeEvent(2, { title: 'Knightsbridge Talk', startsAt: '2026-12-10T18:30:00.000Z', club: { name: 'Knightsbridge', locationId: 15 }, eventCategories: ['talks'] }),
  makeEvent(3, { title: 'New Year Jazz', startsAt: '2027-01-05T20:00:00.000Z', club: { name: 'Fulham', locationId: 5 }, eventCategories: ['music'] }),
  makeEvent(4, { title: 'City Breakfast Talk', startsAt: '2027-02-02T08:00:00.000Z', club: { name: 'City', locationId: 8 }, eventCategories: ['talks'], eventStatus: 'sold-out' }),
]

const query = (f: MemberFilters) => {
  const q = new URLSearchParams({ offset: '0', limit: '200' })
  for (const [k, v] of Object.entries(f)) if (v !== null) q.set(k, v)
  return q
}

const initialFor = (events: EventSummary[], filters: MemberFilters = ALL_FILTERS) => ({ filters, result: searchFixture(events, query(filters)) })

const props = (overrides: Partial<MemberEventsViewProps> = {}): MemberEventsViewProps => ({
  title: 'Member Events',
  headingLevel: 'h2',
  emptyText: EVENTS_EMPTY_TEXT,
  chips: ['City', 'Fulham', 'Knightsbridge'],
  initial: initialFor(EVENTS),
  ...overrides,
})

const renderView = (overrides: Partial<MemberEventsViewProps> = {}) =>
  render(
    <ModalProvider>
      <MemberEventsView {...props(overrides)} />
    </ModalProvider>,
  )

const chips = () => within(screen.getByRole('group', { name: 'Locations' }))
const monthHeadings = () => screen.queryAllByRole('heading', { level: 3 }).map((h) => h.textContent)
const titlesUnder = (month: string) =>
  [...document.querySelectorAll(`[data-month="${month}"] [data-event-card] a`)].map((a) => a.textContent)

let api: ReturnType<typeof mockEventApi>

beforeEach(() => {
  window.history.replaceState(null, '', '/member-events')
  api = mockEventApi(EVENTS)
})

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  vi.useRealTimers()
})

describe('member events', () => {
  it('shows the title, "All Locations" then the clubs as single-choice chips', () => {
    renderView()
    expect(screen.getByRole('heading', { level: 2, name: 'Member Events' })).toBeTruthy()
    const names = chips()
      .getAllByRole('button')
      .map((b) => [b.textContent, b.getAttribute('aria-pressed')])
    expect(names).toEqual([
      ['All Locations', 'true'],
      ['City', 'false'],
      ['Fulham', 'false'],
      ['Knightsbridge', 'false'],
    ])
    expect(api.calls).toHaveLength(0)
  })

  it('groups the events under month headings, soonest first', () => {
    renderView()
    expect(monthHeadings()).toEqual(['December 2026', 'January 2027', 'February 2027'])
    expect(titlesUnder('2026-12')).toEqual(['Fulham Supper Club', 'Knightsbridge Talk'])
    expect(titlesUnder('2027-02')).toEqual(['City Breakfast Talk'])
    expect(within(document.querySelector<HTMLElement>('[data-month="2027-02"]')!).getByText('SOLD OUT')).toBeTruthy()
  })

  it('filters by a club chip, fetching the filtered search and keeping it in the URL', async () => {
    renderView()
    fireEvent.click(chips().getByRole('button', { name: 'Fulham' }))
    await waitFor(() => expect(monthHeadings()).toEqual(['December 2026', 'January 2027']))
    expect(api.calls[0]!.get('club')).toBe('Fulham')
    expect(window.location.search).toBe('?club=Fulham')
    expect(chips().getByRole('button', { name: 'Fulham' }).getAttribute('aria-pressed')).toBe('true')
    expect(chips().getByRole('button', { name: 'All Locations' }).getAttribute('aria-pressed')).toBe('false')
  })

  it('shows the block’s empty text when there are no events at all', () => {
    renderView({ initial: initialFor([]), chips: [] })
    expect(screen.getByText(EVENTS_EMPTY_TEXT)).toBeTruthy()
    expect(monthHeadings()).toEqual([])
  })

  it('says "No results match your criteria." when filters leave nothing', () => {
    window.history.replaceState(null, '', '/member-events?club=City&month=2026-12')
    renderView({ initial: initialFor(EVENTS, { ...ALL_FILTERS, club: 'City', month: '2026-12' }) })
    expect(screen.getByText(NO_RESULTS_TEXT)).toBeTruthy()
    expect(screen.queryByText(EVENTS_EMPTY_TEXT)).toBeNull()
  })

  it('shows a spinner and marks the list busy while fetching', async () => {
    let answer: (r: Response) => void = () => {}
    vi.stubGlobal('fetch', vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))))
    renderView()
    fireEvent.click(chips().getByRole('button', { name: 'City' }))
    expect(await screen.findByText('Loading events…')).toBeTruthy()
    expect(document.querySelector('[aria-busy="true"]')).toBeTruthy()
    answer(new Response(JSON.stringify(searchFixture(EVENTS, query({ ...ALL_FILTERS, club: 'City' })))))
    await waitFor(() => expect(monthHeadings()).toEqual(['February 2027']))
    expect(document.querySelector('[aria-busy="true"]')).toBeNull()
  })

  it('says so when events cannot be loaded, and tries again', async () => {
    renderView()
    api.fail = true
    fireEvent.click(chips().getByRole('button', { name: 'City' }))
    expect((await screen.findByRole('alert')).textContent).toContain(LOAD_FAILED_TEXT)
    api.fail = false
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    await waitFor(() => expect(monthHeadings()).toEqual(['February 2027']))
  })

  it('applies the filters of a shared link', async () => {
    window.history.replaceState(null, '', '/member-events?category=talks')
    renderView()
    await waitFor(() => expect(monthHeadings()).toEqual(['December 2026', 'February 2027']))
    expect(api.calls[0]!.get('category')).toBe('talks')
  })

  it('opening an event resets the filters to All and leaves them out of the list’s URL', async () => {
    window.history.replaceState(null, '', '/member-events?club=Fulham')
    renderView({ initial: initialFor(EVENTS, { ...ALL_FILTERS, club: 'Fulham' }) })
    const stay = (e: Event) => e.preventDefault()
    document.addEventListener('click', stay, true)
    try {
      const link = screen.getByRole('link', { name: 'New Year Jazz' })
      expect(link.getAttribute('href')).toMatch(/^\/event\/event-3\/?$/)
      fireEvent.click(link)
    } finally {
      document.removeEventListener('click', stay, true)
    }
    expect(window.location.search).toBe('')
    expect(chips().getByRole('button', { name: 'All Locations' }).getAttribute('aria-pressed')).toBe('true')
  })
})

describe('event filter modal', () => {
  const openFilter = async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Filter' }))
    const dialog = await screen.findByRole('dialog', { name: 'Filter events' })
    // The live count arrives first.
    await waitFor(() => expect(dialog.querySelector('form')!.getAttribute('aria-busy')).toBe('false'))
    return within(dialog)
  }

  it('offers All plus the months with events, and All plus the categories', async () => {
    renderView()
    const modal = await openFilter()
    const options = (name: string) => within(modal.getByRole('combobox', { name })).getAllByRole('option').map((o) => o.textContent)
    expect(options('Month')).toEqual(['All', 'December 2026', 'January 2027', 'February 2027'])
    expect(options('Categories')).toEqual(['All', 'Social', 'Food & Drink', 'Wellness', 'Talks', 'Business', 'Music', 'Family', 'Sport'])
  })

  it('disables "Show results" and says "No results match your criteria." when nothing matches', async () => {
    renderView()
    const modal = await openFilter()
    const show = modal.getByRole('button', { name: 'Show results' }) as HTMLButtonElement
    expect(show.disabled).toBe(false)
    fireEvent.change(modal.getByRole('combobox', { name: 'Categories' }), { target: { value: 'family' } })
    await waitFor(() => expect(modal.getByText(NO_RESULTS_TEXT)).toBeTruthy())
    expect(show.disabled).toBe(true)
  })

  it('"reset filters" sets month, category and membership type back to All', async () => {
    window.history.replaceState(null, '', '/member-events?type=members&month=2026-12&category=talks')
    renderView({ initial: initialFor(EVENTS, { club: null, type: 'members', month: '2026-12', category: 'talks' }) })
    const modal = await openFilter()
    const month = modal.getByRole('combobox', { name: 'Month' }) as HTMLSelectElement
    const category = modal.getByRole('combobox', { name: 'Categories' }) as HTMLSelectElement
    expect([month.value, category.value]).toEqual(['2026-12', 'talks'])
    fireEvent.click(modal.getByRole('button', { name: 'reset filters' }))
    expect([month.selectedOptions[0]!.textContent, category.selectedOptions[0]!.textContent]).toEqual(['All', 'All'])
    await waitFor(() => expect(api.calls.at(-1)!.has('type')).toBe(false))
    expect(api.calls.at(-1)!.has('month')).toBe(false)
    expect(api.calls.at(-1)!.has('category')).toBe(false)
    fireEvent.click(modal.getByRole('button', { name: 'Show results' }))
    await waitFor(() => expect(monthHeadings()).toEqual(['December 2026', 'January 2027', 'February 2027']))
    await waitFor(() => expect(window.location.search).toBe(''))
  })

  it('"Show results" closes the modal and lists the chosen month and category for the chosen club', async () => {
    renderView()
    fireEvent.click(chips().getByRole('button', { name: 'Fulham' }))
    await waitFor(() => expect(monthHeadings()).toEqual(['December 2026', 'January 2027']))
    const modal = await openFilter()
    expect(api.calls.at(-1)!.get('club')).toBe('Fulham')
    fireEvent.change(modal.getByRole('combobox', { name: 'Month' }), { target: { value: '2027-01' } })
    await waitFor(() => expect(api.calls.at(-1)!.get('month')).toBe('2027-01'))
    await waitFor(() => expect((modal.getByRole('button', { name: 'Show results' }) as HTMLButtonElement).disabled).toBe(false))
    fireEvent.click(modal.getByRole('button', { name: 'Show results' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    await waitFor(() => expect(monthHeadings()).toEqual(['January 2027']))
    await waitFor(() => expect(window.location.search).toBe('?club=Fulham&month=2027-01'), { timeout: 2000 })
  })
})

describe('member events: server part', () => {
  it('offers the clubs of the search facets when the block names none', async () => {
    data.clubNames.mockResolvedValue([])
    data.cachedAllEvents.mockResolvedValue(searchFixture(EVENTS, query(ALL_FILTERS)))
    const { default: Component } = await import('./Component')
    const html = renderToStaticMarkup(<ModalProvider>{await Component({ title: 'Member Events', emptyText: EVENTS_EMPTY_TEXT, isFirst: true })}</ModalProvider>)
    expect(html).toMatch(/<h1[^>]*>Member Events<\/h1>/)
    const chipNames = [...html.matchAll(/<button type="button" aria-pressed="(?:true|false)"[^>]*>([^<]+)<\/button>/g)].map((m) => m[1])
    expect(chipNames).toEqual(['All Locations', 'City', 'Fulham', 'Knightsbridge'])
  })

  it('offers the block’s own clubs when it names some', async () => {
    data.clubNames.mockResolvedValue(['Kensington', 'Fulham'])
    data.cachedAllEvents.mockResolvedValue(searchFixture(EVENTS, query(ALL_FILTERS)))
    const { default: Component } = await import('./Component')
    const html = renderToStaticMarkup(<ModalProvider>{await Component({ title: 'Member Events', emptyText: EVENTS_EMPTY_TEXT })}</ModalProvider>)
    const chipNames = [...html.matchAll(/<button type="button" aria-pressed="(?:true|false)"[^>]*>([^<]+)<\/button>/g)].map((m) => m[1])
    expect(chipNames).toEqual(['All Locations', 'Kensington', 'Fulham'])
  })
})
