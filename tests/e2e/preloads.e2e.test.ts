import { describe, expect, it } from 'vitest'

import { hydrated, useBrowser } from './browser'

const { newPage } = useBrowser()

/** A picture the site serves and the home page never shows: the control preload below. */
const CONTROL = '/og-default.jpg'

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
    // A control: a picture preloaded and never shown, so Chromium will warn about it once its timer
    // (3 s after the load event, in the browser, not the page's JavaScript) has run. It is a plain
    // file, not a next/image URL, so the fetched-pictures checks never see it, and the checks of
    // the warnings and of the head's preloads leave it out by its URL and its data-control mark.
    await page.addInitScript((href) => {
      document.addEventListener('DOMContentLoaded', () => {
        const link = document.createElement('link')
        Object.assign(link, { rel: 'preload', as: 'image', href })
        link.dataset.control = ''
        document.head.append(link)
      })
    }, CONTROL)
    await page.goto('/')
    await hydrated(page)
    // Pages with a hero of their own are prefetched...
    await expect.poll(() => prefetched.some((p) => p.startsWith(next)), { timeout: 30_000 }).toBe(true)
    // What is checked is that nothing more happens: wait until Chromium has warned of the control,
    // so its one check of unused preloads, the one that would name a preload a prefetched payload
    // left unused, has run; then for the network to go quiet.
    await page.waitForLoadState('load')
    await expect.poll(() => warnings.some((w) => w.includes(CONTROL)), { timeout: 30_000 }).toBe(true)
    await page.waitForLoadState('networkidle')
    // ...and every picture fetched is one this page shows, its hero among them.
    const shown = await page.locator('img').evaluateAll((imgs) => imgs.map((i) => (i as HTMLImageElement).currentSrc).filter(Boolean))
    expect([...images].filter((url) => !shown.includes(url)).map(file)).toEqual([])
    expect([...images].map(file)).toContain(crop)
    expect(warnings.filter((w) => !w.includes(CONTROL))).toEqual([])
    // The head preloads the hero, one link per crop, and nothing a prefetch brought.
    const preloads = await page.locator('head link[rel="preload"][as="image"]:not([data-control])').evaluateAll((links) => links.map((l) => l.getAttribute('imagesrcset')?.split(' ')[0] ?? l.getAttribute('href') ?? ''))
    expect(preloads.map(file)).toEqual(['clubhouse.webp', 'clubhouse-portrait-.webp'])
    await context.close()
  })
})
