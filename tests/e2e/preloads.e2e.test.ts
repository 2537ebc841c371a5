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
    // The menu's club pages at 1440 px; at 390 px the menu is folded, and the offices page (the
    // announcement bar's link) is the one with a hero that gets prefetched.
    { width: 1440, crop: 'clubhouse.webp', next: '/fulham' },
    { width: 390, crop: 'clubhouse-portrait-.webp', next: '/discover-offices' },
  ])('fetches only the pictures the home page shows at $width px, after the pages it links to are prefetched', { timeout: 120_000 }, async ({ width, crop, next }) => {
    const { page, context } = await newPage({ viewport: { width, height: 900 } })
    const images = new Set<string>()
    const prefetched: string[] = []
    page.on('request', (r) => {
      if (r.url().includes('/_next/image')) images.add(r.url())
    })
    // A prefetch's hints are acted on once its response has been read, so count finished ones.
    page.on('requestfinished', (r) => {
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
    // What is checked is that nothing more happens: give the browser the time it would take to act
    // on the prefetched payloads, and Chromium the 3 s after the load event it waits before warning
    // of a preload left unused.
    await page.waitForLoadState('load')
    await page.waitForTimeout(4_000)
    await page.waitForLoadState('networkidle')
    // ...and every picture fetched is one this page shows, its hero among them.
    const shown = await page.locator('img').evaluateAll((imgs) => imgs.map((i) => (i as HTMLImageElement).currentSrc).filter(Boolean))
    expect([...images].filter((url) => !shown.includes(url)).map(file)).toEqual([])
    expect([...images].map(file)).toContain(crop)
    expect(warnings).toEqual([])
    // The head preloads the hero, one link per crop, and nothing a prefetch brought.
    const preloads = await page.locator('head link[rel="preload"][as="image"]').evaluateAll((links) => links.map((l) => l.getAttribute('imagesrcset')?.split(' ')[0] ?? l.getAttribute('href') ?? ''))
    expect(preloads.map(file)).toEqual(['clubhouse.webp', 'clubhouse-portrait-.webp'])
    await context.close()
  })
})
