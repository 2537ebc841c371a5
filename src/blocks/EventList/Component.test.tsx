// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { renderToStaticMarkup } from 'react-dom/server'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { LOAD_FAILED_TEXT } from '@/features/events/components/messages'
import { makeEvent, mockEventApi, searchFixture } from '@/features/events/components/test-fixtures'
import type { EventSummary } from '@/features/events/types'

import { EventListView, type EventListViewProps } from './Component.client'
import { EventListHero } from './Hero'

// Twenty events in December 2026, two in January 2027.
const DECEMBER = Array.from({ length: 20 }, (_, i) =>
  makeEvent(i + 1, i === 0 ? { eventStatus: 'sold-out', eventPrice: 45 } : i === 1 ? { eventStatus: 'last-few-tickets' } : {}),
)
const JANUARY = [21, 22].map((n) => makeEvent(n, { startsAt: `2027-01-0${n - 20}T19:00:00.000Z`, endsAt: null }))
const ALL_EVENTS = [...DECEMBER, ...JANUARY]

const initialFor = (events: EventSummary[], month: string) => ({
  filter: month,
  result: searchFixture(events, new URLSearchParams({ month, offset: '0', limit: '4' })),
})

const props = (events: EventSummary[] = ALL_EVENTS, overrides: Partial<EventListViewProps> = {}): EventListViewProps => ({
  title: 'EXPLORE EVENTS',
  headingLevel: 'h2',
  clubs: [],
  initialCount: 4,
  loadMoreCount: 8,
  currentMonth: '2026-12',
  initial: initialFor(events, '2026-12'),
  ...overrides,
})

const cards = () => document.querySelectorAll('[data-event-list] > div:not([data-sticky-bar]) [data-event-card]')
const filterBar = () => screen.getByRole('group', { name: 'Show events by month' })
const loadMore = () => screen.queryByRole('button', { name: 'Load more events' })

let api: ReturnType<typeof mockEventApi>

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(new Date('2026-12-01T10:00:00Z'))
  window.history.replaceState(null, '', '/events')
  api = mockEventApi(ALL_EVENTS)
})

afterEach(() => {
  cleanup()
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

describe('event list', () => {
  it('heads the list "EXPLORE EVENTS" and shows the first four events of the current month without asking again', () => {
    render(<EventListView {...props()} />)
    expect(screen.getByRole('heading', { level: 2, name: 'EXPLORE EVENTS' })).toBeTruthy()
    expect(cards()).toHaveLength(4)
    expect(within(filterBar()).getByRole('button', { name: 'December 2026' }).getAttribute('aria-pressed')).toBe('true')
    expect(api.calls).toHaveLength(0)
  })

  it('adds eight events per "Load more events", fetching each page, and drops the button at the end', async () => {
    render(<EventListView {...props()} />)
    fireEvent.click(loadMore()!)
    await waitFor(() => expect(cards()).toHaveLength(12))
    expect(Object.fromEntries(api.calls[0]!)).toEqual({ month: '2026-12', offset: '4', limit: '8' })
    fireEvent.click(loadMore()!)
    await waitFor(() => expect(cards()).toHaveLength(20))
    expect(Object.fromEntries(api.calls[1]!)).toEqual({ month: '2026-12', offset: '12', limit: '8' })
    expect(loadMore()).toBeNull()
    expect(screen.getByText('Showing 20 of 20 events')).toBeTruthy()
  })

  it('moves focus to the first event a "Load more events" added', async () => {
    render(<EventListView {...props()} />)
    fireEvent.click(loadMore()!)
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Event 5'))
  })

  it('shows the SOLD OUT and LAST FEW TICKETS badges and the date line with the price', () => {
    render(<EventListView {...props()} />)
    const [first, second, third] = [...cards()] as HTMLElement[]
    expect(within(first!).getByText('SOLD OUT')).toBeTruthy()
    // The line is one paragraph whose parts are kept whole (EventCard): its text, read whole.
    const dateLine = (card: HTMLElement) => card.querySelector('[data-event-date]')!.textContent
    expect(dateLine(first!)).toBe('1st Dec 26 / 7:00 PM - 10:00 PM / from £45')
    expect(within(second!).getByText('LAST FEW TICKETS')).toBeTruthy()
    expect(dateLine(second!)).toBe('2nd Dec 26 / 7:00 PM - 10:00 PM')
    expect(third!.querySelector('[data-event-badge]')).toBeNull()
  })

  it('makes each card one link to /event/{slug}/, named by the event', () => {
    render(<EventListView {...props()} />)
    const link = within(cards()[0] as HTMLElement).getByRole('link', { name: 'Event 1' })
    // Next drops the trailing slash of /event/{slug}/ (the site has no trailingSlash setting).
    expect(link.getAttribute('href')).toMatch(/^\/event\/event-1\/?$/)
  })

  it('switches month and "Upcoming", keeping the choice in the URL', async () => {
    render(<EventListView {...props()} />)
    fireEvent.click(within(filterBar()).getByRole('button', { name: 'January 2027' }))
    await waitFor(() => expect(cards()).toHaveLength(2))
    expect(window.location.search).toBe('?month=2027-01')
    expect(api.calls.at(-1)!.get('month')).toBe('2027-01')
    expect(loadMore()).toBeNull()

    fireEvent.click(within(filterBar()).getByRole('button', { name: 'Upcoming' }))
    await waitFor(() => expect(cards()).toHaveLength(4))
    expect(window.location.search).toBe('?upcoming=1')
    expect(api.calls.at(-1)!.has('month')).toBe(false)
    expect(within(filterBar()).getByRole('button', { name: 'Upcoming' }).getAttribute('aria-pressed')).toBe('true')
    expect(screen.getByText('Showing 4 of 22 events')).toBeTruthy()
  })

  it('offers the current month and the months with events only', () => {
    render(<EventListView {...props(JANUARY, { initial: initialFor(JANUARY, '2026-12') })} />)
    const names = within(filterBar())
      .getAllByRole('button')
      .map((b) => b.textContent)
    expect(names).toEqual(['Upcoming', 'December 2026', 'January 2027'])
  })

  it('says "No results match your criteria." for a month without events', () => {
    render(<EventListView {...props(JANUARY, { initial: initialFor(JANUARY, '2026-12') })} />)
    expect(screen.getByText('No results match your criteria.')).toBeTruthy()
    expect(loadMore()).toBeNull()
  })

  it('follows the URL it was opened with when the server drew another filter', async () => {
    window.history.replaceState(null, '', '/events?month=2027-01')
    render(<EventListView {...props()} />)
    await waitFor(() => expect(cards()).toHaveLength(2))
    expect(within(filterBar()).getByRole('button', { name: 'January 2027' }).getAttribute('aria-pressed')).toBe('true')
  })

  it('says so when more events cannot be loaded, keeps what it shows and tries again', async () => {
    render(<EventListView {...props()} />)
    api.fail = true
    fireEvent.click(loadMore()!)
    expect((await screen.findByRole('alert')).textContent).toContain(LOAD_FAILED_TEXT)
    expect(cards()).toHaveLength(4)
    api.fail = false
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    await waitFor(() => expect(cards()).toHaveLength(12))
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('fetches the first page itself when the server could not', async () => {
    render(<EventListView {...props(ALL_EVENTS, { initial: null })} />)
    await waitFor(() => expect(cards()).toHaveLength(4))
    expect(Object.fromEntries(api.calls[0]!)).toEqual({ month: '2026-12', offset: '0', limit: '4' })
  })

  it('limits every request to the block’s clubs', async () => {
    render(<EventListView {...props(ALL_EVENTS, { clubs: ['Fulham', 'City'] })} />)
    fireEvent.click(loadMore()!)
    await waitFor(() => expect(api.calls).toHaveLength(1))
    expect(api.calls[0]!.getAll('club')).toEqual(['Fulham', 'City'])
  })

  it('slides in the month bar once the visitor scrolls past the threshold (1200 px on a tablet)', async () => {
    const { container } = render(<EventListView {...props()} />)
    const section = container.querySelector<HTMLElement>('[data-event-list]')!
    const bar = container.querySelector<HTMLElement>('[data-sticky-bar]')!
    expect(bar.getAttribute('data-sticky-bar')).toBe('hidden')
    expect(bar.hasAttribute('inert')).toBe(true)
    // The slide's 100 ms: a custom property its transition class reads (no inline style, decision 049).
    expect(bar.style.getPropertyValue('--sticky-bar-ms')).toBe('100ms')
    expect(bar.className).toContain('duration-(--sticky-bar-ms)')
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: 1000 })
    const at = (top: number) => {
      section.getBoundingClientRect = () => ({ top, bottom: top + 4000 }) as DOMRect
      act(() => {
        window.dispatchEvent(new Event('scroll'))
      })
    }
    at(-1100)
    await new Promise((r) => setTimeout(r, 50))
    expect(bar.getAttribute('data-sticky-bar')).toBe('hidden')
    at(-1250)
    await waitFor(() => expect(bar.getAttribute('data-sticky-bar')).toBe('shown'))
    expect(bar.hasAttribute('inert')).toBe(false)
    expect(within(bar).getByRole('button', { name: 'December 2026' })).toBeTruthy()
  })
})

describe('event list hero', () => {
  it('shows Featured, the title, date, time, description and "View full details"', () => {
    const html = renderToStaticMarkup(<EventListHero event={makeEvent(5, { title: 'Winter Supper Club' })} headingLevel="h1" priority />)
    expect(html).toContain('>Featured</p>')
    expect(html).toMatch(/<h1[^>]*>Winter Supper Club<\/h1>/)
    expect(html).toContain('Saturday 5th December 2026')
    expect(html).toContain('19:00 - 22:00')
    expect(html).toContain('About event 5')
    expect(html).toMatch(/<a[^>]*href="\/event\/event-5\/?"[^>]*>View full details<\/a>/)
  })
})
