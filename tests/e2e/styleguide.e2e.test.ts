import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'

import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'

import { blockRegistry } from '../../src/blocks/registry'

import { hydrated, useBrowser } from './browser'
import { CHAT_WIDGET_SRC } from './global-setup'

const browser = useBrowser()
const require = createRequire(import.meta.url)
const AXE = require.resolve('axe-core/axe.min.js')
const WIDTHS = [375, 768, 1280] as const

type Violation = { id: string; impact: string; help: string; nodes: { target: string[]; failureSummary: string }[] }

/** Opens the styleguide at a width, walking down it so every lazy image and client part has loaded. */
async function openStyleguide(page: Page) {
  await page.goto('/styleguide', { waitUntil: 'networkidle' })
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y)
      await new Promise((r) => setTimeout(r, 60))
    }
    window.scrollTo(0, 0)
  })
  await page.waitForLoadState('networkidle')
}

describe('styleguide: every content module on one page', () => {
  it('holds every registered block, each rendered by its component or the not-implemented notice', async () => {
    const { page, context } = await browser.newPage()
    await openStyleguide(page)
    const present = await page.locator('[data-block]').evaluateAll((els) => els.map((el) => el.getAttribute('data-block')))
    for (const { config, load } of blockRegistry) {
      expect(present, config.slug).toContain(config.slug)
      const notice = page.locator(`[data-block="${config.slug}"] [data-block-notice]`)
      expect(await notice.count(), `${config.slug} ${load ? 'has a component' : 'shows the notice'}`).toBe(load ? 0 : 1)
    }
    await context.close()
  })

  for (const width of WIDTHS) {
    it(`renders without a console error, sideways scrolling or axe-core violations at ${width} px`, async () => {
      // Colour contrast is judged on settled pixels: with reduced motion the banner's 250 ms fades
      // (and the slider's) end at once, so axe never samples text half-faded.
      const { page, context } = await browser.newPage({ viewport: { width, height: 900 }, reducedMotion: 'reduce' })
      const errors: string[] = []
      page.on('console', (msg) => {
        // The test app points the chat widget at a closed port on purpose (see global-setup.ts).
        if (msg.type() === 'error' && msg.location().url !== CHAT_WIDGET_SRC) errors.push(`${msg.text()} (${msg.location().url})`)
      })
      page.on('pageerror', (error) => errors.push(error.message))
      await openStyleguide(page)
      // Evaluated through the DevTools protocol: the page's script policy (rightly) refuses an injected inline script.
      await page.evaluate(readFileSync(AXE, 'utf8'))
      const violations = (await page.evaluate(async () => {
        const axe = (window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<{ violations: unknown[] }> } }).axe
        return (await axe.run(document, { resultTypes: ['violations'] })).violations
      })) as Violation[]
      const report = violations.map((v) => `${v.id} (${v.impact}): ${v.help}\n    ${v.nodes.slice(0, 5).map((n) => n.target.join(' ')).join('\n    ')}`)
      expect(report, report.join('\n')).toEqual([])
      expect(errors).toEqual([])
      // Nothing is wider than the screen: the page never scrolls sideways.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
      await context.close()
    })
  }

  it('does not shift its layout while loading (CLS <= 0.05) and loads only the first image eagerly', async () => {
    const { page, context } = await browser.newPage({ viewport: { width: 1280, height: 900 } })
    await page.addInitScript(() => {
      const w = window as unknown as { __cls: number; __clsObserver: PerformanceObserver; __clsAdd: (entries: PerformanceEntryList) => void }
      w.__cls = 0
      w.__clsAdd = (entries) => {
        for (const entry of entries as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
          if (!entry.hadRecentInput) w.__cls += entry.value
        }
      }
      w.__clsObserver = new PerformanceObserver((list) => w.__clsAdd(list.getEntries()))
      w.__clsObserver.observe({ type: 'layout-shift', buffered: true })
    })
    /** The shift so far, with the entries the observer has not delivered yet. */
    const shifted = () =>
      page.evaluate(() => {
        const w = window as unknown as { __cls: number; __clsObserver: PerformanceObserver; __clsAdd: (entries: PerformanceEntryList) => void }
        w.__clsAdd(w.__clsObserver.takeRecords())
        return w.__cls
      })
    /**
     * Until the page has drawn all it loaded: hydrated, its fonts in, every picture it fetched
     * decoded, and two frames drawn since (a shift is recorded as a frame is laid out).
     */
    const drawnInFull = async () => {
      await hydrated(page)
      await page.evaluate(async () => {
        await document.fonts.ready
        const fetched = [...document.images].filter((img) => img.complete || img.loading !== 'lazy')
        await Promise.all(fetched.map((img) => img.decode().catch(() => undefined)))
        await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))
      })
    }
    await page.goto('/styleguide', { waitUntil: 'networkidle' })
    await drawnInFull()
    const cls = await shifted()
    console.log(`styleguide cumulative layout shift at 1280 px: ${cls.toFixed(4)}`)
    expect(cls).toBeLessThanOrEqual(0.05)
    // A control: a shift made now, read the same way, is counted, so the reading above missed none for want of waiting.
    await page.evaluate(() => {
      const block = Object.assign(document.createElement('div'), { style: 'height: 200px' })
      block.dataset.control = ''
      document.querySelector('main')!.prepend(block)
    })
    await drawnInFull()
    expect(await shifted()).toBeGreaterThan(cls + 0.05)
    await page.evaluate(() => document.querySelector('main > [data-control]')!.remove())
    // Which module (by position on the page) each eagerly loaded image belongs to.
    const eagerModules = await page.evaluate(() => {
      const modules = [...document.querySelectorAll('[data-block]')]
      return [...document.querySelectorAll('main img[loading="eager"]')].map((img) => modules.indexOf(img.closest('[data-block]')!))
    })
    expect(eagerModules.length).toBeGreaterThan(0)
    // The first module's picture (the hero's desktop and mobile crops) is the only eager one.
    expect(new Set(eagerModules)).toEqual(new Set([0]))
    expect(await page.locator('[data-block]').first().getAttribute('data-block')).toBe('hero')
    await context.close()
  })
})
