// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'

import type { Media } from '@/payload-types'

import HeroSliderComponent, { BOOK_A_TOUR_DEFAULT_LINK, SLIDER_AUTOPLAY_MS, SLIDER_EMBLA_DURATION, SLIDER_SPEED_MS } from './Component'

// The lazy wrappers only split the bundle; these tests render the implementations they load.
vi.mock('@/lib/ui/Carousel.client', async () => ({ Carousel: (await import('@/lib/ui/CarouselView.client')).Carousel }))

const photo = (name: string): Media => ({ id: 1, url: `/api/media/file/${name}.jpg`, alt: `${name} alt`, width: 1920, height: 1080, mimeType: 'image/jpeg', createdAt: '', updatedAt: '' })

const slides = [
  { id: 'a', title: 'Fulham', subtitle: 'On the river', imageDesktop: photo('fulham'), ctaLink: '/fulham/book-a-tour' },
  { id: 'b', title: 'Knightsbridge', subtitle: 'Behind Harrods', imageDesktop: photo('knightsbridge') },
  { id: 'c', title: 'Kensington', imageDesktop: photo('kensington'), imageMobile: photo('kensington-portrait') },
]

const selected = () => Number(document.querySelector('[data-carousel]')?.getAttribute('data-selected'))
/** Lets the Embla chunks the carousel asked for arrive, then moves the clock on. */
const advance = async (ms: number) => {
  await act(() => vi.dynamicImportSettled())
  await act(async () => void (await vi.advanceTimersByTimeAsync(ms)))
}

/** The carousel fetches Embla once it nears the screen, which happy-dom's observer never reports. */
class InReach {
  constructor(private readonly callback: IntersectionObserverCallback) {}
  observe = (target: Element) => this.callback([{ target, isIntersecting: true } as IntersectionObserverEntry], this as unknown as IntersectionObserver)
  unobserve = () => {}
  disconnect = () => {}
  takeRecords = () => []
}

// Imported once here, the chunks the carousel fetches resolve at once in every test.
beforeAll(() => Promise.all([import('embla-carousel'), import('embla-carousel-fade'), import('embla-carousel-autoplay')]))
beforeEach(() => {
  vi.useFakeTimers()
  vi.stubGlobal('IntersectionObserver', InReach)
})
afterEach(() => {
  cleanup()
  vi.useRealTimers()
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
})

describe('Hero slideshow', () => {
  it('shows every slide with its title, subtitle and a "Book A Tour" button', () => {
    render(<HeroSliderComponent slides={slides} />)
    expect(screen.getAllByRole('heading', { level: 2, hidden: true }).map((h) => h.textContent)).toEqual(['Fulham', 'Knightsbridge', 'Kensington'])
    expect(screen.getByText('On the river')).toBeTruthy()
    const buttons = screen.getAllByRole('link', { name: 'Book A Tour', hidden: true })
    expect(buttons).toHaveLength(3)
    expect(buttons.map((b) => b.textContent)).toEqual(['Book A Tour', 'Book A Tour', 'Book A Tour'])
  })

  it('sends the button to the slide’s ctaLink, or by default to /book-a-tour', () => {
    render(<HeroSliderComponent slides={slides} />)
    const hrefs = screen.getAllByRole('link', { name: 'Book A Tour', hidden: true }).map((b) => b.getAttribute('href'))
    expect(hrefs).toEqual(['/fulham/book-a-tour', '/book-a-tour', '/book-a-tour'])
    expect(BOOK_A_TOUR_DEFAULT_LINK).toBe('/book-a-tour')
  })

  it('changes slide after 2500 ms and not before, and loops back to the first', async () => {
    expect(SLIDER_AUTOPLAY_MS).toBe(2500)
    render(<HeroSliderComponent slides={slides} />)
    await advance(2499)
    expect(selected()).toBe(0)
    await advance(1)
    expect(selected()).toBe(1)
    await advance(2 * 2500)
    expect(selected()).toBe(0)
  })

  it('pauses while hovered or focused', async () => {
    render(<HeroSliderComponent slides={slides} />)
    const region = screen.getByRole('region', { name: 'Highlights' })
    fireEvent.mouseEnter(region)
    await advance(10_000)
    expect(selected()).toBe(0)
    fireEvent.mouseLeave(region)
    act(() => screen.getAllByRole('link', { name: 'Book A Tour' })[0]!.focus())
    await advance(10_000)
    expect(selected()).toBe(0)
  })

  it('does not play on its own under prefers-reduced-motion', async () => {
    vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => ({ matches: query.includes('reduce'), media: query }) as MediaQueryList)
    render(<HeroSliderComponent slides={slides} />)
    await advance(10_000)
    expect(selected()).toBe(0)
  })

  it('fades: only the visible slide can be reached, the others are inert', async () => {
    render(<HeroSliderComponent slides={slides} />)
    await advance(2500)
    const groups = screen.getAllByRole('group', { hidden: true })
    expect(groups.map((g) => g.hasAttribute('inert'))).toEqual([true, false, true])
  })

  it('maps the 500 ms speed to Embla’s duration: the fade reaches 99% within ~500 ms', () => {
    // Embla's fade plugin, one step per 1/60 s: velocity += (1 - opacity) / duration; velocity *= 0.68.
    let opacity = 0
    let velocity = 0
    let steps = 0
    while (opacity < 0.99) {
      velocity = (velocity + (1 - opacity) / SLIDER_EMBLA_DURATION) * 0.68
      opacity = Math.min(1, opacity + velocity)
      steps++
    }
    expect(SLIDER_SPEED_MS).toBe(500)
    expect(Math.abs((steps * 1000) / 60 - SLIDER_SPEED_MS)).toBeLessThan(50)
  })

  it('loads only the first slide’s picture eagerly, and only in the first module', () => {
    const { container, unmount } = render(<HeroSliderComponent slides={slides} isFirst />)
    const loading = [...container.querySelectorAll('img')].map((img) => img.getAttribute('loading'))
    expect(loading).toEqual(['eager', 'lazy', 'lazy'])
    expect(screen.getAllByRole('heading', { level: 1, hidden: true })).toHaveLength(3)
    unmount()
    const second = render(<HeroSliderComponent slides={slides} />)
    expect([...second.container.querySelectorAll('img')].every((img) => img.getAttribute('loading') === 'lazy')).toBe(true)
  })

  it('renders nothing without slides', () => {
    expect(render(<HeroSliderComponent slides={[]} />).container.innerHTML).toBe('')
    expect(render(<HeroSliderComponent />).container.innerHTML).toBe('')
  })
})
