// @vitest-environment happy-dom
import { act, cleanup, render, screen, waitFor } from '@testing-library/react'
import { StrictMode } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import TableBookingWidget from './Component'

type HappyWindow = Window & { happyDOM: { settings: { handleDisabledFileLoadingAsSuccess: boolean }; setViewport: (v: { width: number }) => void } }
const happy = () => (window as unknown as HappyWindow).happyDOM

const url = (theme: 'wide' | 'standard', rid = '123456') =>
  `https://www.opentable.co.uk/widget/reservation/loader?rid=${rid}&type=standard&theme=${theme}&color=1&dark=false&iframe=true&domain=couk&lang=en-GB&newtab=false&ot_source=Restaurant%20website`

const scripts = () => Array.from(document.querySelectorAll('script')).filter((s) => s.src.includes('opentable'))

beforeEach(() => {
  // happy-dom never fetches scripts in tests: it reports a failed load unless told to report success.
  happy().settings.handleDisabledFileLoadingAsSuccess = true
  happy().setViewport({ width: 1280 })
  vi.spyOn(console, 'error').mockImplementation(() => undefined)
})

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

describe('table booking widget: not configured', () => {
  it('shows visitors nothing and loads no script when no restaurant id is set', () => {
    expect(renderToStaticMarkup(<TableBookingWidget title="Book a table" />)).toBe('')
    const { container } = render(<TableBookingWidget title="Book a table" restaurantId="  " phoneNumber="020 7123 4505" />)
    expect(container.innerHTML).toBe('')
    expect(document.querySelectorAll('script')).toHaveLength(0)
  })

  it('tells staff in preview why visitors see nothing', () => {
    const html = renderToStaticMarkup(<TableBookingWidget preview />)
    expect(html).toContain('role="note"')
    expect(html).toContain('Table booking widget: no OpenTable restaurant id is set, so visitors see nothing here.')
    render(<TableBookingWidget preview />)
    expect(scripts()).toHaveLength(0)
  })

  it('treats an id that is not a number as missing, and says so in preview', () => {
    expect(renderToStaticMarkup(<TableBookingWidget restaurantId="fulham" />)).toBe('')
    expect(renderToStaticMarkup(<TableBookingWidget restaurantId="fulham" preview />)).toContain(
      '“fulham” is not an OpenTable restaurant id (it should be a number)',
    )
  })
})

describe('table booking widget: configured', () => {
  it('renders the heading and, before the widget loads, a loading line and "Book by phone"', () => {
    const html = renderToStaticMarkup(<TableBookingWidget title="Book a table" restaurantId="123456" phoneNumber="020 7123 4505" preview />)
    expect(html).toMatch(/<h2[^>]*>Book a table<\/h2>/)
    expect(html).toContain('Loading table booking…')
    expect(html).toContain('href="tel:02071234505"')
    expect(html).toContain('Book\u00a0by\u00a0phone:<wbr/>\u00a0020\u00a07123\u00a04505')
    expect(html).not.toContain('role="note"')
    // The server sends no script: it is injected in the browser after mount.
    expect(html).not.toContain('<script')
  })

  it('injects the wide widget into its own container on desktop (1280 px and wider)', () => {
    const { container } = render(<TableBookingWidget restaurantId="123456" />)
    const found = scripts()
    expect(found).toHaveLength(1)
    expect(found[0]!.src).toBe(url('wide'))
    expect(container.querySelector('[data-opentable-widget]')!.contains(found[0]!)).toBe(true)
  })

  it.each([1279, 834, 375])('injects the standard widget at %i px', (width) => {
    happy().setViewport({ width })
    render(<TableBookingWidget restaurantId="98765" />)
    expect(scripts().map((s) => s.src)).toEqual([url('standard', '98765')])
  })

  it('never injects the script twice: re-renders and React strict mode', () => {
    const { rerender } = render(
      <StrictMode>
        <TableBookingWidget restaurantId="123456" title="Book a table" />
      </StrictMode>,
    )
    rerender(
      <StrictMode>
        <TableBookingWidget restaurantId="123456" title="Book a table at Fulham" />
      </StrictMode>,
    )
    expect(scripts()).toHaveLength(1)
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Book a table at Fulham')
  })

  it('replaces the widget when the restaurant changes', () => {
    const { rerender } = render(<TableBookingWidget restaurantId="123456" />)
    rerender(<TableBookingWidget restaurantId="654321" />)
    expect(scripts().map((s) => s.src)).toEqual([url('wide', '654321')])
  })

  it('hides the loading line once the widget has loaded', () => {
    render(<TableBookingWidget restaurantId="123456" phoneNumber="020 7123 4505" />)
    expect(screen.queryByRole('status')).toBeNull()
    expect(screen.queryByText(/Book by phone/)).toBeNull()
  })

  it('offers "Book by phone" when OpenTable cannot be reached', () => {
    happy().settings.handleDisabledFileLoadingAsSuccess = false
    render(<TableBookingWidget restaurantId="123456" phoneNumber="020 7123 4505" />)
    expect(screen.getByRole('status').textContent).toBe('Online table booking is not available right now. Please try again later.')
    const link = screen.getByRole('link', { name: /^Book\sby\sphone:\s+020\s7123\s4505$/ })
    expect(link.getAttribute('href')).toBe('tel:02071234505')
  })

  it('without a phone number, a failed load shows only the apology', () => {
    happy().settings.handleDisabledFileLoadingAsSuccess = false
    render(<TableBookingWidget restaurantId="123456" />)
    expect(screen.getByRole('status').textContent).toContain('not available right now')
    expect(screen.queryByRole('link')).toBeNull()
  })

  it('gives OpenTable’s untitled iframe an accessible name', async () => {
    const { container } = render(<TableBookingWidget restaurantId="123456" />)
    const frame = document.createElement('iframe')
    act(() => {
      container.querySelector('[data-opentable-widget]')!.appendChild(frame)
    })
    await waitFor(() => expect(frame.getAttribute('title')).toBe('Book a table with OpenTable'))
  })
})
