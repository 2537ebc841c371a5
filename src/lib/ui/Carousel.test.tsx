// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'

import { Carousel } from './CarouselView.client'

const selected = () => Number(document.querySelector('[data-carousel]')?.getAttribute('data-selected'))
const ready = () => document.querySelector('[data-carousel]')?.hasAttribute('data-carousel-ready')
/** Lets the Embla chunks the carousel asked for arrive, then moves the clock on. */
const advance = async (ms: number) => {
  await act(() => vi.dynamicImportSettled())
  await act(async () => void (await vi.advanceTimersByTimeAsync(ms)))
}

/**
 * happy-dom's IntersectionObserver never reports, so Embla would never load. This one reports, as
 * a browser does, once on observe and then whenever the carousel comes within reach.
 */
let inReach = true
const observers: FakeIntersectionObserver[] = []
class FakeIntersectionObserver {
  private targets: Element[] = []
  constructor(
    private readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit = {},
  ) {
    observers.push(this)
  }
  observe(target: Element) {
    this.targets.push(target)
    this.report()
  }
  unobserve(target: Element) {
    this.targets = this.targets.filter((t) => t !== target)
  }
  disconnect() {
    this.targets = []
  }
  takeRecords = () => []
  report() {
    const entries = this.targets.map((target) => ({ target, isIntersecting: inReach }) as IntersectionObserverEntry)
    if (entries.length) this.callback(entries, this as unknown as IntersectionObserver)
  }
}
const comeIntoReach = () =>
  act(() => {
    inReach = true
    observers.forEach((observer) => observer.report())
  })

function mockReducedMotion(reduce: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: reduce && query.includes('prefers-reduced-motion'),
        media: query,
        onchange: null,
        addListener: () => {},
        removeListener: () => {},
        addEventListener: () => {},
        removeEventListener: () => {},
        dispatchEvent: () => false,
      }) as MediaQueryList,
  )
}

const slides = ['Fulham', 'Knightsbridge', 'Kensington'].map((name) => <p key={name}>{name}</p>)

// Imported once here, the chunks the carousel fetches resolve at once in every test.
beforeAll(() => Promise.all([import('embla-carousel'), import('embla-carousel-fade'), import('embla-carousel-autoplay')]))
beforeEach(() => {
  vi.useFakeTimers()
  inReach = true
  observers.length = 0
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver)
})
afterEach(() => {
  cleanup()
  vi.useRealTimers()
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
})

describe('Carousel', () => {
  it('advances after the autoplay delay and not before, looping back to the first slide', async () => {
    render(
      <Carousel label="Clubs" fade loop autoplayDelay={2500}>
        {slides}
      </Carousel>,
    )
    await advance(0)
    expect(selected()).toBe(0)
    await advance(2499)
    expect(selected()).toBe(0)
    await advance(1)
    expect(selected()).toBe(1)
    await advance(2500)
    expect(selected()).toBe(2)
    await advance(2500)
    expect(selected()).toBe(0)
  })

  it('pauses while the pointer is over it, arrows included, and resumes when it leaves', async () => {
    render(
      <Carousel label="Clubs" fade loop autoplayDelay={2500}>
        {slides}
      </Carousel>,
    )
    await advance(0)
    fireEvent.mouseEnter(screen.getByRole('region', { name: 'Clubs' }))
    await advance(10_000)
    expect(selected()).toBe(0)
    fireEvent.mouseLeave(screen.getByRole('region', { name: 'Clubs' }))
    await advance(2500)
    expect(selected()).toBe(1)
  })

  it('pauses while focus is inside it and resumes when focus leaves', async () => {
    render(
      <>
        <Carousel label="Clubs" fade loop autoplayDelay={2500}>
          {slides}
        </Carousel>
        <button type="button">Elsewhere</button>
      </>,
    )
    await advance(0)
    act(() => screen.getByRole('button', { name: 'Next slide' }).focus())
    await advance(10_000)
    expect(selected()).toBe(0)
    // Moving focus between the carousel's own controls keeps it paused.
    act(() => screen.getByRole('button', { name: 'Previous slide' }).focus())
    await advance(10_000)
    expect(selected()).toBe(0)
    act(() => screen.getByRole('button', { name: 'Elsewhere' }).focus())
    await advance(2500)
    expect(selected()).toBe(1)
  })

  it('never moves on its own when the visitor prefers reduced motion', async () => {
    mockReducedMotion(true)
    render(
      <Carousel label="Clubs" fade loop autoplayDelay={2500}>
        {slides}
      </Carousel>,
    )
    await advance(20_000)
    expect(selected()).toBe(0)
    // The visitor can still move it.
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }))
    await advance(1000)
    expect(selected()).toBe(1)
  })

  it('moves with the arrow keys and makes hidden slides of a fading carousel inert', async () => {
    render(
      <Carousel label="Clubs" fade loop>
        {slides}
      </Carousel>,
    )
    await advance(0)
    const viewport = document.querySelector('[data-carousel] > div') as HTMLElement
    fireEvent.keyDown(viewport, { key: 'ArrowRight' })
    await advance(1000)
    expect(selected()).toBe(1)
    const groups = screen.getAllByRole('group', { hidden: true })
    expect(groups.map((g) => g.hasAttribute('inert'))).toEqual([true, false, true])
    fireEvent.keyDown(viewport, { key: 'ArrowLeft' })
    await advance(1000)
    expect(selected()).toBe(0)
  })

  it('shows no controls for a single slide', () => {
    render(<Carousel label="Clubs">{slides[0]}</Carousel>)
    expect(screen.queryByRole('button')).toBeNull()
  })
})

describe('Carousel loading Embla', () => {
  it('does not load it while the carousel is out of reach, and loads it once it nears the screen', async () => {
    inReach = false
    render(
      <Carousel label="Clubs" fade loop autoplayDelay={2500}>
        {slides}
      </Carousel>,
    )
    await advance(10_000)
    expect(ready()).toBe(false)
    expect(selected()).toBe(0)
    expect(observers.map((observer) => observer.options.rootMargin)).toContain('200px')
    await comeIntoReach()
    await advance(0)
    expect(ready()).toBe(true)
    await advance(2500)
    expect(selected()).toBe(1)
  })

  it('carries out a press on an arrow made before Embla arrived', async () => {
    inReach = false
    render(
      <Carousel label="Clubs" loop>
        {slides}
      </Carousel>,
    )
    await advance(0)
    expect(ready()).toBe(false)
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }))
    await advance(1000)
    expect(ready()).toBe(true)
    expect(selected()).toBe(1)
  })

  it('carries out a press on a dot or an arrow key made before Embla arrived', async () => {
    inReach = false
    const { unmount } = render(
      <Carousel label="Clubs" loop arrows={false} dots>
        {slides}
      </Carousel>,
    )
    fireEvent.click(screen.getByRole('button', { name: 'Go to slide 3' }))
    await advance(1000)
    expect(selected()).toBe(2)
    unmount()
    render(
      <Carousel label="Clubs" loop>
        {slides}
      </Carousel>,
    )
    fireEvent.keyDown(document.querySelector('[data-carousel] > div') as HTMLElement, { key: 'ArrowRight' })
    await advance(1000)
    expect(selected()).toBe(1)
  })

  it('stays paused when the focus that fetched Embla is still inside', async () => {
    inReach = false
    render(
      <Carousel label="Clubs" fade loop autoplayDelay={2500}>
        {slides}
      </Carousel>,
    )
    await advance(0)
    act(() => screen.getByRole('button', { name: 'Next slide' }).focus())
    await advance(10_000)
    expect(ready()).toBe(true)
    expect(selected()).toBe(0)
  })

  it('loads it at once where IntersectionObserver does not exist', async () => {
    vi.stubGlobal('IntersectionObserver', undefined)
    render(<Carousel label="Clubs">{slides}</Carousel>)
    // Embla needs one itself: it is back by the time Embla arrives, but the carousel has not waited.
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver)
    inReach = false
    await advance(0)
    expect(ready()).toBe(true)
  })

  it('renders the same markup before Embla arrives as the server does', async () => {
    const { renderToString } = await import('react-dom/server')
    const html = renderToString(<Carousel label="Clubs" dots>{slides}</Carousel>)
    expect(html).not.toContain('data-carousel-ready')
    expect(html).toContain('data-selected="0"')
  })
})
