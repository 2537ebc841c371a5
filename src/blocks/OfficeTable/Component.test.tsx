// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import type { OfficeSearchResult, OfficeSummary } from '@/features/offices/types'
import { ModalProvider } from '@/lib/ui/modal/ModalProvider.client'

import { OfficeSearch } from './Component.client'
import { officeSearchUrl } from './url'

const clubs = [
  { id: 8, displayName: 'City', count: 4 },
  { id: 5, displayName: 'Fulham', count: 5 },
  { id: 14, displayName: 'Kensington', count: 3 },
]
const bounds = { price: { min: 650, max: 9800 }, workStations: { min: 1, max: 40 } }

const office = (n: number, over: Partial<OfficeSummary> = {}): OfficeSummary => ({
  id: n,
  officeGroupId: `OFF-${n}`,
  title: `Office ${n}`,
  description: null,
  price: { value: 1000 + n * 100 },
  workStations: { capacity: n + 1 },
  location: { id: 5, displayName: 'Fulham, 2nd floor', clubName: 'Fulham' },
  availableFrom: '2020-01-01',
  image: { url: `/api/media/file/office-${n}.jpg`, alt: `Office ${n}`, width: 800, height: 600 },
  portraitImage: null,
  ...over,
})
const offices = (count: number, from = 1) => Array.from({ length: count }, (_, i) => office(from + i))

const result = (over: Partial<OfficeSearchResult> = {}): OfficeSearchResult => {
  const results = over.results ?? offices(6)
  const count = over.count ?? results.length
  const page = over.page ?? 1
  return { count, page, pageSize: 6, end: page * 6 >= count || count <= 6, results, facets: { location: clubs }, ranges: bounds, ...over }
}

let fetchMock: ReturnType<typeof vi.fn>
const respond = (body: OfficeSearchResult) => fetchMock.mockResolvedValueOnce(new Response(JSON.stringify(body), { status: 200 }))
const asked = (call = -1) => new URL(String(fetchMock.mock.calls.at(call)![0]), 'http://localhost').searchParams
const settle = () => act(async () => undefined)

beforeEach(() => {
  // next/image's warnings about box sizes: happy-dom lays nothing out.
  const warn = console.warn.bind(console)
  vi.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => (String(args[0]).startsWith('Image with src') ? undefined : warn(...args)))
  fetchMock = vi.fn()
  vi.stubGlobal('fetch', fetchMock)
  window.history.replaceState(null, '', '/discover-offices')
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

type Props = Parameters<typeof OfficeSearch>[0]
function show(props: Partial<Props> = {}) {
  return render(
    <ModalProvider>
      <OfficeSearch title="Offices to rent in London" shape="landscape" filters={{ locations: [], availableNow: false }} result={result()} today="2026-11-23" headingLevel="h2" {...props} />
    </ModalProvider>,
  )
}

const heading = () => screen.getByRole('heading', { level: 2 }).textContent
const cards = () => document.querySelectorAll('[data-office-card]')
const placeholders = () => document.querySelectorAll('[data-office-placeholder]')
const openFilter = async () => {
  fireEvent.click(screen.getByRole('button', { name: 'Filter' }))
  const dialog = await screen.findByRole('dialog')
  await within(dialog).findByRole('button', { name: 'reset filters' })
  return dialog
}

describe('office search list', () => {
  it('shows the server’s first page: picture, name, location, people, price, availability and the link', () => {
    show({ result: result({ results: [office(1), office(2, { availableFrom: '2099-03-01', workStations: { capacity: 1 } })] }) })
    expect(heading()).toBe('Offices to rent in London')
    expect(cards()).toHaveLength(2)
    const first = within(cards()[0] as HTMLElement)
    expect(first.getByRole('heading', { name: 'Office 1' })).toBeTruthy()
    expect(first.getByRole('link', { name: 'Office 1' }).getAttribute('href')).toBe('/office-detail?officeId=OFF-1')
    expect(first.getByRole('img', { name: 'Office 1' })).toBeTruthy()
    expect(first.getByText('Fulham, 2nd floor')).toBeTruthy()
    expect(first.getByText('2 workstations')).toBeTruthy()
    expect(first.getByText('£1,100 pcm')).toBeTruthy()
    expect(first.getByText('Available now')).toBeTruthy()
    const second = within(cards()[1] as HTMLElement)
    expect(second.getByText('1 workstation')).toBeTruthy()
    expect(second.getByText('Available from 1 March 2099')).toBeTruthy()
  })

  it('fills the last row with hidden placeholders: rows of 3 landscape, 4 portrait', () => {
    show({ result: result({ results: offices(4) }) })
    expect(placeholders()).toHaveLength(2)
    expect([...placeholders()].every((p) => p.getAttribute('aria-hidden') === 'true')).toBe(true)
    cleanup()
    show({ shape: 'portrait', result: result({ results: offices(5) }) })
    expect(placeholders()).toHaveLength(3)
    cleanup()
    show({ result: result({ results: offices(6) }) })
    expect(placeholders()).toHaveLength(0)
  })

  it('uses the portrait picture on portrait cards, the main one without it', () => {
    const portrait = { url: '/api/media/file/tall.jpg', alt: 'Tall', width: 600, height: 800 }
    show({ shape: 'portrait', result: result({ results: [office(1, { portraitImage: portrait }), office(2)] }) })
    expect(within(cards()[0] as HTMLElement).getByRole('img').getAttribute('alt')).toBe('Tall')
    expect(within(cards()[1] as HTMLElement).getByRole('img').getAttribute('alt')).toBe('Office 2')
  })

  it('"load more" asks for the next page and appends it; it goes once the end is reached', async () => {
    show({ result: result({ count: 12, results: offices(6) }) })
    expect(cards()).toHaveLength(6)
    respond(result({ count: 12, page: 2, results: offices(6, 7) }))
    fireEvent.click(screen.getByRole('button', { name: 'load more' }))
    expect(asked().get('page')).toBe('2')
    await settle()
    expect(cards()).toHaveLength(12)
    expect(screen.queryByRole('button', { name: 'load more' })).toBeNull()
  })

  it('has no "load more" when everything fits on one page', () => {
    show({ result: result({ count: 6 }) })
    expect(screen.queryByRole('button', { name: 'load more' })).toBeNull()
  })

  it('applies the filter: searches page 1, renames the list and puts the filters in the address', async () => {
    show({ result: result({ count: 12 }) })
    const dialog = await openFilter()
    expect(within(dialog).getByRole('heading', { name: 'Search office types' })).toBeTruthy()
    expect(dialog.getAttribute('data-modal-kind')).toBe('side')
    respond(result({ count: 7 }))
    fireEvent.click(within(dialog).getByRole('button', { name: 'Fulham' }))
    const apply = await within(dialog).findByRole('button', { name: 'show 7 office types' }, { timeout: 2000 })
    expect(apply.hasAttribute('disabled')).toBe(false)

    respond(result({ count: 7, results: offices(6, 20) }))
    fireEvent.click(apply)
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(asked().getAll('location')).toEqual(['5'])
    expect(asked().get('page')).toBe('1')
    await settle()
    expect(heading()).toBe('Office to rent in Fulham')
    expect(within(cards()[0] as HTMLElement).getByText('Office 20')).toBeTruthy()
    await waitFor(() => expect(window.location.search).toBe('?location=5'), { timeout: 2000 })
  })

  it('names several locations, people and price in the heading', async () => {
    window.history.replaceState(null, '', '/discover-offices?location=14&location=5&location=8&peopleMin=2&peopleMax=8&priceMin=1500&priceMax=4000')
    respond(result({ count: 3, results: offices(3) }))
    show()
    // Reading the address loads its rules (zod) on demand.
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1))
    await settle()
    expect(heading()).toBe('Offices to rent in City, Fulham and Kensington, 2 - 8 people, £1,500 - £4,000 pcm')
  })

  it('a backdrop press (or Escape) re-runs the search from page 1 with the filters chosen so far', async () => {
    show({ result: result({ count: 12 }) })
    respond(result({ count: 12, page: 2, results: offices(6, 7) }))
    fireEvent.click(screen.getByRole('button', { name: 'load more' }))
    await settle()
    expect(cards()).toHaveLength(12)

    const dialog = await openFilter()
    respond(result({ count: 4, results: offices(4, 30) }))
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'SHOW OFFICES AVAILABLE NOW ONLY' }))
    expect(asked().get('availableNow')).toBe('1')
    await settle()
    respond(result({ count: 4, results: offices(4, 30) }))
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' })
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    await settle()
    expect(asked().get('page')).toBe('1')
    expect(asked().get('availableNow')).toBe('1')
    expect(cards()).toHaveLength(4)
    expect(screen.queryByRole('button', { name: 'load more' })).toBeNull()
  })

  it('searches the filters in the address on arrival (the pre-built page cannot see them)', async () => {
    window.history.replaceState(null, '', '/discover-offices?location=8&availableNow=1')
    respond(result({ count: 2, results: offices(2, 40) }))
    show()
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1))
    expect(asked().getAll('location')).toEqual(['8'])
    expect(asked().get('availableNow')).toBe('1')
    await settle()
    expect(heading()).toBe('Office to rent in City')
    expect(cards()).toHaveLength(2)
  })

  it('does not search again on arrival without filters in the address', async () => {
    show()
    await settle()
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('says so when a search fails, clears the offices and tries again on request', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    show({ result: result({ count: 12 }) })
    fetchMock.mockResolvedValueOnce(new Response('{"message":"down"}', { status: 503 }))
    fireEvent.click(screen.getByRole('button', { name: 'load more' }))
    await settle()
    expect(screen.getByRole('alert').textContent).toContain('We couldn’t load the offices just now. Please try again in a moment.')
    expect(cards()).toHaveLength(0)
    expect(screen.queryByRole('button', { name: 'load more' })).toBeNull()
    expect(error).toHaveBeenCalled()

    respond(result({ count: 12 }))
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(asked().get('page')).toBe('1')
    await settle()
    expect(screen.queryByRole('alert')).toBeNull()
    expect(cards()).toHaveLength(6)
  })

  it('retries on arrival when the server’s own search failed', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    respond(result())
    show({ result: null })
    expect(fetchMock).toHaveBeenCalledTimes(1)
    await settle()
    expect(cards()).toHaveLength(6)
  })

  it('marks the list busy and shows progress while it searches', async () => {
    show({ result: result({ count: 12 }) })
    let finish: (r: Response) => void = () => undefined
    const answer = () => new Promise<Response>((resolve) => (finish = resolve))

    fetchMock.mockReturnValueOnce(answer())
    fireEvent.click(screen.getByRole('button', { name: 'load more' }))
    const more = screen.getByRole('button', { name: 'load more' })
    expect(more.getAttribute('aria-busy')).toBe('true')
    expect(more.hasAttribute('disabled')).toBe(true)
    expect(document.querySelector('[data-office-results]')!.getAttribute('aria-busy')).toBe('true')
    await act(async () => finish(new Response(JSON.stringify(result({ count: 12, page: 2, results: offices(6, 7) })))))
    expect(document.querySelector('[data-office-results]')!.hasAttribute('aria-busy')).toBe(false)

    const dialog = await openFilter()
    respond(result({ count: 3, results: offices(3) }))
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'SHOW OFFICES AVAILABLE NOW ONLY' }))
    await settle()
    fetchMock.mockReturnValueOnce(answer())
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' })
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(document.querySelector('[data-office-progress]')).not.toBeNull()
    expect(document.querySelector('[data-office-grid]')!.getAttribute('aria-busy')).toBe('true')
    await act(async () => finish(new Response(JSON.stringify(result({ count: 3, results: offices(3) })))))
    expect(document.querySelector('[data-office-progress]')).toBeNull()
    expect(cards()).toHaveLength(3)
  })

  it('shows "No results match your criteria." for an empty search', () => {
    show({ result: result({ count: 0, results: [] }) })
    expect(screen.getByText('No results match your criteria.')).toBeTruthy()
  })

  it('keeps other query parameters in the address', () => {
    expect(officeSearchUrl('http://x/discover-offices?utm_source=mail&location=5&page=2#list', { locations: [8], availableNow: true })).toBe(
      '/discover-offices?utm_source=mail&location=8&availableNow=1#list',
    )
    expect(officeSearchUrl('http://x/discover-offices?location=5', {})).toBe('/discover-offices')
  })
})
