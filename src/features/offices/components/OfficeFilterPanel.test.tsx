// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import type { OfficeFilters, OfficeSearchResult } from '../types'

import { OfficeFilterPanel, type OfficeFilterPanelProps } from './OfficeFilterPanel.client'

const options = [
  { id: 8, displayName: 'City' },
  { id: 5, displayName: 'Fulham' },
  { id: 14, displayName: 'Kensington' },
]
const bounds = { price: { min: 650, max: 9800 }, workStations: { min: 1, max: 40 } }

const answer = (over: Partial<OfficeSearchResult> = {}): OfficeSearchResult => ({
  count: 7,
  page: 1,
  pageSize: 6,
  end: false,
  results: [],
  facets: { location: options.map((o) => ({ ...o, count: 3 })) },
  ranges: bounds,
  ...over,
})

let fetchMock: ReturnType<typeof vi.fn>
const respond = (body: OfficeSearchResult) => fetchMock.mockResolvedValueOnce(new Response(JSON.stringify(body), { status: 200 }))
const asked = (call = -1) => new URL(String(fetchMock.mock.calls.at(call)![0]), 'http://localhost').searchParams

beforeEach(() => {
  fetchMock = vi.fn()
  vi.stubGlobal('fetch', fetchMock)
})
afterEach(() => {
  cleanup()
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

function renderPanel(props: Partial<OfficeFilterPanelProps> = {}) {
  const onChange = vi.fn<(f: OfficeFilters) => void>()
  const onApply = vi.fn<(f: OfficeFilters) => void>()
  render(<OfficeFilterPanel filters={{}} options={options} bounds={bounds} count={12} onChange={onChange} onApply={onApply} {...props} />)
  return { onChange, onApply }
}

const chip = (name: string) => screen.getByRole('button', { name })
const showButton = () => screen.getByRole('button', { name: /^show .*office types$/ })
const thumb = (name: string) => screen.getByRole('slider', { name })
/** Lets a resolved fetch reach React state. */
const settle = () => act(async () => undefined)

describe('office search filter', () => {
  it('lists the locations as toggle chips, the two range sliders and the available-now checkbox', () => {
    renderPanel()
    expect(screen.getByText('LOCATIONS')).toBeTruthy()
    expect(options.map((o) => chip(o.displayName).getAttribute('aria-pressed'))).toEqual(['false', 'false', 'false'])
    expect(screen.getByRole('group', { name: 'PRICE PER MONTH' })).toBeTruthy()
    expect(thumb('Minimum price').getAttribute('aria-valuemin')).toBe('650')
    expect(thumb('Maximum price').getAttribute('aria-valuemax')).toBe('9800')
    expect(screen.getByRole('group', { name: 'NUMBER OF PEOPLE' })).toBeTruthy()
    expect(thumb('Maximum number of people').getAttribute('aria-valuenow')).toBe('40')
    expect(screen.getByRole('checkbox', { name: 'SHOW OFFICES AVAILABLE NOW ONLY' })).toBeTruthy()
  })

  it('shows the price labels rounded to the nearest 1000, not at or below 1000', () => {
    renderPanel()
    const price = screen.getByRole('group', { name: 'PRICE PER MONTH' })
    expect(price.querySelector('[data-range-labels]')!.textContent).toBe('£650 - £10,000')
    expect(thumb('Maximum price').getAttribute('aria-valuetext')).toBe('£10,000')
  })

  it('disables "show office types" while nothing is chosen', () => {
    renderPanel({ count: 12 })
    expect(showButton().textContent).toBe('show 12 office types')
    expect(showButton().hasAttribute('disabled')).toBe(true)
  })

  it('asks for the count 500 ms after a location click, then moves the sliders to the answer’s bounds', async () => {
    vi.useFakeTimers()
    const { onChange } = renderPanel()
    respond(answer({ count: 7, ranges: { price: { min: 1200, max: 4500 }, workStations: { min: 2, max: 12 } } }))
    fireEvent.click(chip('Fulham'))
    expect(chip('Fulham').getAttribute('aria-pressed')).toBe('true')
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ locations: [5] }))
    // The button shows that the count is on its way.
    expect(showButton().getAttribute('aria-busy')).toBe('true')

    await act(async () => vi.advanceTimersByTimeAsync(499))
    expect(fetchMock).not.toHaveBeenCalled()
    expect(thumb('Minimum price').getAttribute('aria-valuemin')).toBe('650')

    await act(async () => vi.advanceTimersByTimeAsync(1))
    expect(fetchMock).toHaveBeenCalledTimes(1)
    expect(asked().getAll('location')).toEqual(['5'])
    expect(asked().get('page')).toBe('1')
    await settle()
    expect(thumb('Minimum price').getAttribute('aria-valuemin')).toBe('1200')
    expect(thumb('Maximum price').getAttribute('aria-valuemax')).toBe('4500')
    expect(thumb('Maximum number of people').getAttribute('aria-valuenow')).toBe('12')
    expect(showButton().textContent).toBe('show 7 office types')
    expect(showButton().hasAttribute('disabled')).toBe(false)
  })

  it('waits out a burst of clicks and asks once', async () => {
    vi.useFakeTimers()
    renderPanel()
    respond(answer())
    fireEvent.click(chip('Fulham'))
    await act(async () => vi.advanceTimersByTimeAsync(300))
    fireEvent.click(chip('City'))
    await act(async () => vi.advanceTimersByTimeAsync(500))
    expect(fetchMock).toHaveBeenCalledTimes(1)
    expect(asked().getAll('location')).toEqual(['5', '8'])
  })

  it('keeps a chosen price inside the new bounds', async () => {
    vi.useFakeTimers()
    const { onChange } = renderPanel({ filters: { price: { min: 700, max: 3000 } } })
    respond(answer({ ranges: { price: { min: 1200, max: 4500 }, workStations: { min: 2, max: 12 } } }))
    fireEvent.click(chip('Fulham'))
    await act(async () => vi.advanceTimersByTimeAsync(500))
    await settle()
    expect(thumb('Minimum price').getAttribute('aria-valuenow')).toBe('1200')
    expect(thumb('Maximum price').getAttribute('aria-valuenow')).toBe('3000')
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ locations: [5], price: { min: 1200, max: 3000 } }))
  })

  it('follows a slider after a 250 ms pause, in steps of £10', async () => {
    vi.useFakeTimers()
    const { onChange } = renderPanel()
    respond(answer({ count: 3 }))
    const min = thumb('Minimum price')
    act(() => min.focus())
    fireEvent.keyDown(min, { key: 'ArrowRight' })
    expect(min.getAttribute('aria-valuenow')).toBe('660')
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ price: { min: 660, max: 9800 } }))
    await act(async () => vi.advanceTimersByTimeAsync(249))
    expect(fetchMock).not.toHaveBeenCalled()
    await act(async () => vi.advanceTimersByTimeAsync(1))
    expect(asked().get('priceMin')).toBe('660')
    expect(asked().get('priceMax')).toBe('9800')
    await settle()
    expect(showButton().textContent).toBe('show 3 office types')
  })

  it('asks at once when the available-now box changes, and applies what is chosen', async () => {
    const { onApply } = renderPanel()
    respond(answer({ count: 4 }))
    fireEvent.click(screen.getByRole('checkbox', { name: 'SHOW OFFICES AVAILABLE NOW ONLY' }))
    expect(asked().get('availableNow')).toBe('1')
    await settle()
    fireEvent.click(showButton())
    expect(onApply).toHaveBeenCalledWith(expect.objectContaining({ availableNow: true, locations: [] }))
  })

  it('says "No results match your criteria." at 0, with the button disabled and wordless about a count', async () => {
    renderPanel({ filters: { locations: [14] } })
    respond(answer({ count: 0 }))
    fireEvent.click(screen.getByRole('checkbox', { name: 'SHOW OFFICES AVAILABLE NOW ONLY' }))
    await settle()
    expect(screen.getByText('No results match your criteria.')).toBeTruthy()
    expect(showButton().textContent).toBe('show office types')
    expect(showButton().hasAttribute('disabled')).toBe(true)
  })

  it('"reset filters" restores the initial ranges and clears the locations and the available-now flag', async () => {
    const { onChange } = renderPanel({ filters: { locations: [5, 8], availableNow: true, price: { min: 1000, max: 2000 }, people: { min: 2, max: 6 } }, count: 3 })
    expect(thumb('Minimum price').getAttribute('aria-valuenow')).toBe('1000')
    respond(answer({ count: 12 }))
    fireEvent.click(screen.getByRole('button', { name: 'reset filters' }))
    expect(chip('Fulham').getAttribute('aria-pressed')).toBe('false')
    expect(chip('City').getAttribute('aria-pressed')).toBe('false')
    expect((screen.getByRole('checkbox', { name: 'SHOW OFFICES AVAILABLE NOW ONLY' }) as HTMLInputElement).checked).toBe(false)
    expect(thumb('Minimum price').getAttribute('aria-valuenow')).toBe('650')
    expect(thumb('Maximum price').getAttribute('aria-valuenow')).toBe('9800')
    expect(thumb('Minimum number of people').getAttribute('aria-valuenow')).toBe('1')
    expect(onChange).toHaveBeenLastCalledWith({ locations: [], price: undefined, people: undefined, availableNow: false })
    await settle()
    // Nothing is chosen any more, so there is nothing to apply.
    expect(showButton().textContent).toBe('show 12 office types')
    expect(showButton().hasAttribute('disabled')).toBe(true)
  })

  it('after a failed count, says so, leaves no options and [0,0] ranges, and can try again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    renderPanel({ filters: { locations: [5] } })
    fetchMock.mockResolvedValueOnce(new Response('{}', { status: 503 }))
    fireEvent.click(screen.getByRole('checkbox', { name: 'SHOW OFFICES AVAILABLE NOW ONLY' }))
    await settle()
    const alert = screen.getByRole('alert')
    expect(alert.textContent).toContain('We couldn’t load the offices just now. Please try again in a moment.')
    expect(screen.queryByRole('button', { name: 'Fulham' })).toBeNull()
    expect(screen.queryAllByRole('slider')).toHaveLength(0)
    expect(screen.getByRole('group', { name: 'PRICE PER MONTH' }).textContent).toContain('£0 - £0')
    expect(showButton().textContent).toBe('show office types')
    expect(showButton().hasAttribute('disabled')).toBe(true)
    // Still usable: the checkbox, reset and a retry.
    respond(answer({ count: 2 }))
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }))
    await settle()
    expect(screen.queryByRole('alert')).toBeNull()
    expect(chip('Fulham').getAttribute('aria-pressed')).toBe('true')
    expect(showButton().textContent).toBe('show 2 office types')
  })

  it('asks for options and ranges on opening when the list’s own search had failed', async () => {
    respond(answer({ count: 12 }))
    renderPanel({ options: [], bounds: { price: { min: 0, max: 0 }, workStations: { min: 0, max: 0 } }, count: 0, refresh: true })
    await settle()
    expect(fetchMock).toHaveBeenCalledTimes(1)
    expect(chip('City')).toBeTruthy()
    expect(thumb('Maximum price').getAttribute('aria-valuemax')).toBe('9800')
  })
})
