// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { renderToStaticMarkup } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'

import type { Media } from '@/payload-types'

import HeroComponent from './Component'
import { ScrollCue } from './Component.client'

const photo = (name: string, extra: Partial<Media> = {}): Media => ({
  createdAt: '', updatedAt: '',
  id: 1,
  url: `/api/media/file/${name}.jpg`,
  alt: `${name} alt`,
  width: 1920,
  height: 1080,
  mimeType: 'image/jpeg',
  ...extra,
})

const base = { title: 'Welcome to Fulham', desktopImage: photo('terrace') }
const html = (props: Record<string, unknown>) => renderToStaticMarkup(<HeroComponent {...base} {...props} />)

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

describe('Hero', () => {
  it('titles the page (h1) when it is the first module, and is a section heading (h2) otherwise', () => {
    expect(html({ isFirst: true })).toMatch(/<h1[^>]*>Welcome to Fulham<\/h1>/)
    expect(html({ isFirst: false })).toMatch(/<h2[^>]*>Welcome to Fulham<\/h2>/)
    expect(html({})).not.toContain('<h1')
  })

  it('shows the subtitle, and the button only when asked for with both text and link', () => {
    expect(html({ subTitle: 'A private members’ club on the river' })).toContain('A private members’ club on the river')
    const withButton = { buttonRequired: true, buttonText: 'Book a tour', buttonLink: '/book-a-tour' }
    expect(html(withButton)).toMatch(/<a[^>]*href="\/book-a-tour"[^>]*>Book a tour<\/a>/)
    expect(html({ ...withButton, buttonRequired: false })).not.toContain('Book a tour')
    expect(html({ ...withButton, buttonLink: '' })).not.toContain('Book a tour')
    expect(html({ ...withButton, buttonLink: 'https://example.com/tour' })).toMatch(/href="https:\/\/example.com\/tour"[^>]*target="_blank"/)
  })

  it('loads the picture eagerly only for the first module', () => {
    expect(html({ isFirst: true })).toMatch(/<img[^>]*loading="eager"/)
    expect(html({ isFirst: false })).toMatch(/<img[^>]*loading="lazy"/)
    expect(html({ isFirst: false })).not.toContain('loading="eager"')
  })

  it('serves the phone crop through <picture> below 834 px, so only one picture downloads', () => {
    const out = html({ isFirst: true, mobileImage: photo('portrait', { focalX: 30, focalY: 40 }) })
    expect(out).toMatch(/<picture><source media="\(min-width: 834px\)" srcSet="[^"]*terrace[^"]*"/)
    expect(out).toMatch(/<source media="\(max-width: 833.98px\)" srcSet="[^"]*portrait[^"]*"/)
    expect(out.match(/<img/g)).toHaveLength(1)
    expect(out).toMatch(/<img[^>]*alt="terrace alt"/)
    expect(out).toMatch(/<img[^>]*fetchPriority="high"[^>]*loading="eager"|<img[^>]*loading="eager"[^>]*fetchPriority="high"/)
    expect(out).toContain('--focal-mobile:30% 40%')
  })

  it('shows the optional icon with its description, and survives a missing picture', () => {
    expect(html({ icon: photo('crest') })).toMatch(/<img[^>]*alt="crest alt"/)
    expect(html({ desktopImage: 7 })).toContain('Welcome to Fulham')
    expect(html({ desktopImage: null })).not.toContain('<img')
  })

  it('shows the scroll cue as a button only when it has words', () => {
    expect(html({ scrollText: 'Scroll to discover' })).toMatch(/<button type="button"[^>]*>.*Scroll to discover<\/button>/)
    expect(html({})).not.toContain('<button')
  })
})

describe('Hero scroll cue', () => {
  const scrollsTo = (pagePath: string, width: number) => {
    window.innerWidth = width
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {})
    render(<ScrollCue label="Scroll to discover" pagePath={pagePath} />)
    fireEvent.click(screen.getByRole('button', { name: 'Scroll to discover' }))
    cleanup()
    const [options] = scrollTo.mock.calls.at(-1) as unknown as [ScrollToOptions]
    scrollTo.mockRestore()
    return options
  }

  it('scrolls to 900 / 1200 / 820 px on mobile (< 834), tablet and desktop (>= 1280)', () => {
    const tops = [375, 833, 834, 1279, 1280, 1920].map((w) => scrollsTo('/fulham', w).top)
    expect(tops).toEqual([900, 900, 1200, 1200, 820, 820])
  })

  it('scrolls to 6400 / 7512 / 5550 px on summit pages', () => {
    expect([375, 1000, 1440].map((w) => scrollsTo('/clubhouse-summit-25', w).top)).toEqual([6400, 7512, 5550])
    expect(scrollsTo('/founders-summit-25/', 833).top).toBe(6400)
  })

  it('scrolls smoothly, or instantly for visitors who prefer reduced motion', () => {
    expect(scrollsTo('/fulham', 1280).behavior).toBe('smooth')
    vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => ({ matches: query.includes('reduce'), media: query }) as MediaQueryList)
    expect(scrollsTo('/fulham', 1280).behavior).toBe('auto')
  })

  it('uses the hero’s page when rendered in a page', () => {
    window.innerWidth = 1000
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {})
    render(<HeroComponent {...base} scrollText="Discover" pagePath="/clubhouse-summit-25" />)
    fireEvent.click(screen.getByRole('button', { name: 'Discover' }))
    expect(scrollTo).toHaveBeenCalledWith({ top: 7512, behavior: 'smooth' })
  })
})
