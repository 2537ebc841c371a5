// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { renderToStaticMarkup } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'

import Schedule, { groupByMonth } from './Component'

// The lazy wrapper only splits the bundle; these tests render the implementation it loads.
vi.mock('./Component.client', async () => ({ ScheduleTabs: (await import('./ScheduleTabs.client')).ScheduleTabs }))

afterEach(cleanup)

const room = { id: 9, url: '/media/library.jpg', alt: 'The Library, Knightsbridge', width: 800, height: 600 }

const item = (date: string, title: string, extra: Record<string, unknown> = {}) => ({ date, title, ...extra })

const items = [
  item('2025-07-03T12:00:00.000Z', 'Summer party', { time: '7pm – late', location: 'Fulham, The Terrace', price: '£35' }),
  item('2025-05-20T12:00:00.000Z', 'Spring supper'),
  item('2025-06-19T12:00:00.000Z', 'Wine tasting', { time: '6.30pm', price: '£45', location: 'Kensington', about: 'Six wines from the Loire.', roomImage: room }),
  item('2025-06-05T12:00:00.000Z', 'Book club', { time: '7pm', location: 'Knightsbridge, The Library', about: 'This month: a modern classic.' }),
  item('2025-06-26T12:00:00.000Z', 'Jazz night', { time: '8pm' }),
]

const rowButtons = () => within(screen.getByRole('tabpanel')).getAllByRole('button')

describe('Schedule', () => {
  it('groups the items into months named January to December, in date order', () => {
    const months = groupByMonth(items)
    expect(months.map((m) => m.label)).toEqual(['May', 'June', 'July'])
    expect(months[1]?.rows.map((r) => r.title)).toEqual(['Book club', 'Wine tasting', 'Jazz night'])
    // A day stored as London midnight in summer (23:00 the day before in UTC) stays in its month.
    expect(groupByMonth([item('2025-06-30T23:00:00.000Z', 'Breakfast')])[0]?.label).toBe('July')
    // Over two years the year is added.
    expect(groupByMonth([item('2025-12-10T12:00:00.000Z', 'Carols'), item('2026-01-08T12:00:00.000Z', 'New year')]).map((m) => m.label)).toEqual([
      'December 2025',
      'January 2026',
    ])
  })

  it('shows only months with items as tabs, June selected by default, with its first row open', () => {
    render(<Schedule title="What's on" items={items} />)
    expect(screen.getByRole('heading', { level: 2, name: "What's on" })).toBeTruthy()
    const tabs = screen.getAllByRole('tab')
    expect(tabs.map((t) => t.textContent)).toEqual(['May', 'June', 'July'])
    expect(screen.getByRole('tab', { selected: true }).textContent).toBe('June')
    const buttons = rowButtons()
    expect(buttons).toHaveLength(3)
    expect(buttons.map((b) => b.getAttribute('aria-expanded'))).toEqual(['true', 'false', 'false'])
    const panel = document.getElementById(buttons[0]!.getAttribute('aria-controls')!)!
    expect(panel.hidden).toBe(false)
    expect(within(panel).getByText('This month: a modern classic.')).toBeTruthy()
    expect(within(panel).getByText('Knightsbridge, The Library')).toBeTruthy()
    expect(document.getElementById(buttons[1]!.getAttribute('aria-controls')!)!.hidden).toBe(true)
  })

  it('opens one row at a time and collapses an open row when it is tapped again', () => {
    render(<Schedule title="What's on" items={items} />)
    const [first, second] = rowButtons()
    fireEvent.click(second!)
    expect(rowButtons().map((b) => b.getAttribute('aria-expanded'))).toEqual(['false', 'true', 'false'])
    const panel = document.getElementById(second!.getAttribute('aria-controls')!)!
    expect(within(panel).getByText('Six wines from the Loire.')).toBeTruthy()
    expect(within(panel).getByRole('img').getAttribute('alt')).toBe('The Library, Knightsbridge')
    fireEvent.click(second!)
    expect(rowButtons().map((b) => b.getAttribute('aria-expanded'))).toEqual(['false', 'false', 'false'])
    fireEvent.click(first!)
    expect(rowButtons().map((b) => b.getAttribute('aria-expanded'))).toEqual(['true', 'false', 'false'])
  })

  it('switches month with a click or the arrow keys, opening the first row of the new month', async () => {
    render(<Schedule title="What's on" items={items} />)
    fireEvent.mouseDown(screen.getByRole('tab', { name: 'July' }), { button: 0 })
    expect(screen.getByRole('tab', { selected: true }).textContent).toBe('July')
    expect(rowButtons().map((b) => b.textContent)).toEqual([expect.stringContaining('Summer party')])
    expect(rowButtons()[0]!.getAttribute('aria-expanded')).toBe('true')
    const july = screen.getByRole('tab', { name: 'July' })
    act(() => july.focus())
    fireEvent.keyDown(july, { key: 'ArrowLeft' })
    // The arrow key moves focus and the selection together.
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)))
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'June' }))
    expect(screen.getByRole('tab', { selected: true }).textContent).toBe('June')
    expect(rowButtons()[0]!.getAttribute('aria-expanded')).toBe('true')
  })

  it('selects the first month with items when June has none', () => {
    render(<Schedule title="What's on" items={items.filter((i) => !i.date.startsWith('2025-06'))} />)
    expect(screen.getByRole('tab', { selected: true }).textContent).toBe('May')
    expect(rowButtons()[0]!.getAttribute('aria-expanded')).toBe('true')
  })

  it('server-renders the selected month with its first row open, so it reads before any script', () => {
    const html = renderToStaticMarkup(<Schedule title="What's on" items={items} colour="black" />)
    expect(html).toContain('bg-ink text-white')
    expect(html).toMatch(/role="tab" aria-selected="true"[^>]*>June</)
    expect(html.match(/aria-expanded="true"/g)).toHaveLength(1)
    expect(html).toContain('This month: a modern classic.')
    expect(html).toMatch(/<time datetime="2025-06-05"[^>]*>Thu 5 Jun<\/time>/i)
    expect(html.match(/<h3>/g)).toHaveLength(3)
  })

  it('renders nothing without dated, titled items', () => {
    expect(renderToStaticMarkup(<Schedule title="What's on" items={[]} />)).toBe('')
    expect(renderToStaticMarkup(<Schedule title="What's on" items={[item('', 'Undated'), item('2025-06-01', '')]} />)).toBe('')
  })
})
