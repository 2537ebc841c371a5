import { describe, expect, it } from 'vitest'

import { hydrated, useBrowser } from './browser'

const { newPage } = useBrowser()

/** Images a page fetched, by the file behind next/image's URL ('fulham.webp'). */
const file = (url: string) => decodeURIComponent(new URL(url, 'http://x').searchParams.get('url') ?? '').split('/').pop() ?? ''

/**
 * A page fetches the pictures it shows. Next prefetches the pages its links lead to, and an image
 * preload in a prefetched page's payload used to fetch that page's hero at full width: six unused
 * pictures on the home page, and Chromium's "preloaded but not used" warnings.
 */
describe('picture preloads', () => {
  it.each([
    // The menu's club pages at 1440 px; at 390 px the menu is folded, and the event cards' pages are prefetched.
    { width: 1440, crop: 'clubhouse.webp', next: '/fulham' },
    { width: 390, crop: 'clubhouse-portrait-.webp', next: '/event/' },
  ])('fetches only the pictures the home page shows at $width px, after the pages it links to are prefetched', { timeout: 120_000 }, async ({ width, crop, next }) => {
    const { page, context } = await newPage({ viewport: { width, height: 900 } })
    const images = new Set<string>()
    const prefetched: string[] = []
    page.on('request', (r) => {
      if (r.url().includes('/_next/image')) images.add(r.url())
      if (r.headers()['next-router-prefetch']) prefetched.push(new URL(r.url()).pathname)
    })
    const warnings: string[] = []
    page.on('console', (m) => {
      if (/preloaded using link preload but not used/.test(m.text())) warnings.push(m.text())
    })
    await page.goto('/')
    await hydrated(page)
    // Pages with a hero of their own are prefetched...
    await expect.poll(() => prefetched.some((p) => p.startsWith(next)), { timeout: 30_000 }).toBe(true)
    await page.waitForLoadState('networkidle')
    // ...and every picture fetched is one this page shows, its hero among them.
    const shown = await page.locator('img').evaluateAll((imgs) => imgs.map((i) => (i as HTMLImageElement).currentSrc).filter(Boolean))
    expect([...images].filter((url) => !shown.includes(url)).map(file)).toEqual([])
    expect([...images].map(file)).toContain(crop)
    expect(warnings).toEqual([])
    // The head preloads the hero, one link per crop, and nothing a prefetch brought.
    const preloads = await page.locator('head link[rel="preload"][as="image"]').evaluateAll((links) => links.map((l) => l.getAttribute('href') ?? ''))
    expect(preloads.map(file)).toEqual(['clubhouse.webp', 'clubhouse-portrait-.webp'])
    await context.close()
  })
})
