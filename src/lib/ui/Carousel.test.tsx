// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { Carousel } from './CarouselView.client'

const selected = () => Number(document.querySelector('[data-carousel]')?.getAttribute('data-selected'))
const advance = (ms: number) => act(async () => void (await vi.advanceTimersByTimeAsync(ms)))

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

beforeEach(() => vi.useFakeTimers())
afterEach(() => {
  cleanup()
  vi.useRealTimers()
  vi.restoreAllMocks()
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
