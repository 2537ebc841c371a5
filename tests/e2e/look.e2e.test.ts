import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'

import { BANNER_FADE_MS, BANNER_ROTATE_MS } from '../../src/features/shell/constants'
import { CHUNK_RELOAD_WINDOW_MS } from '../../src/lib/ui/chunk-recovery'

import { advance, hydrated, settled, stopClock, useBrowser } from './browser'

const browser = useBrowser()

const PHONE = { width: 390, height: 844 }
const DESKTOP = { width: 1440, height: 900 }

/** Issue 17, the look: the club's faces, one left edge, bottom bars that never cover each other, e-mails that break whole. */
describe('the look of the site', () => {
  it('sets headings in Cormorant Garamond and text in DM Sans, self-hosted', async () => {
    const { page, context } = await browser.newPage()
    await page.goto('/fulham')
    await page.evaluate(() => document.fonts.ready)
    const faces = await page.evaluate(() => ({
      heading: getComputedStyle(document.querySelector('h1')!).fontFamily,
      body: getComputedStyle(document.body).fontFamily,
      loaded: [...document.fonts].filter((f) => f.status === 'loaded').map((f) => f.family),
    }))
    // next/font names each family after its constant (src/app/(site)/_page/fonts.ts).
    expect(faces.heading).toMatch(/^cormorantGaramond,/)
    expect(faces.body).toMatch(/^dmSans,/)
    expect(faces.loaded).toEqual(expect.arrayContaining(['cormorantGaramond', 'dmSans']))
    const fontRequests = await page.evaluate(() => performance.getEntriesByType('resource').map((r) => r.name).filter((n) => /\.woff2/.test(n)))
    for (const url of fontRequests) expect(new URL(url).origin).toBe(new URL(browser.baseURL).origin)
    await context.close()
  })

  for (const [viewport, edge] of [[PHONE, 24], [DESKTOP, 144]] as const) {
    it(`starts every section of the home and a club page on one left edge at ${viewport.width} px`, async () => {
      const { page, context } = await browser.newPage({ viewport })
      for (const path of ['/', '/fulham', '/the-club']) {
        await page.goto(path)
        // Where each section starts: the leftmost of its headings, text and pictures.
        const lefts = await page.evaluate(() =>
          [...document.querySelectorAll('main section')]
            .filter((s) => !s.parentElement!.closest('main section') && !s.matches('[data-membership-bar]'))
            .map((s) => {
              const boxes = [...s.querySelectorAll('h1, h2, h3, p, img')]
                .filter((e) => getComputedStyle(e).textAlign !== 'center')
                .map((e) => {
                  if (e.tagName === 'IMG') return e.getBoundingClientRect()
                  // Where the text itself starts, inside any padding of its box.
                  const range = document.createRange()
                  range.selectNodeContents(e)
                  return range.getBoundingClientRect()
                })
                // A picture across the whole screen (a hero's) is a backdrop, not an edge.
                .filter((r) => r.width > 0 && r.height > 0 && r.left >= 0 && r.right <= window.innerWidth && r.width < window.innerWidth - 1)
              return { text: s.querySelector('h1, h2')?.textContent?.trim() ?? '', left: boxes.length ? Math.round(Math.min(...boxes.map((r) => r.left))) : null }
            })
            .filter((s) => s.left !== null),
        )
        expect(lefts.length, path).toBeGreaterThan(2)
        // Within 2 px: a letter's side bearing moves where its ink starts.
        for (const { text, left } of lefts) expect({ path, text, left: Math.abs(left! - edge) <= 2 ? edge : left }).toEqual({ path, text, left: edge })
        // A gallery's row of tabs starts there too (it once sat 48 px in, which the leftmost-per-section rule above cannot see).
        const tablists = await page.evaluate(() =>
          [...document.querySelectorAll('main [role="tablist"]')].map((e) => e.getBoundingClientRect()).filter((r) => r.width > 0).map((r) => Math.round(r.left)),
        )
        for (const left of tablists) expect({ path, tablist: Math.abs(left - edge) <= 2 ? edge : left }).toEqual({ path, tablist: edge })
      }
      await context.close()
    })
  }

  for (const viewport of [PHONE, DESKTOP]) {
    it(`stacks the membership bar on the cookie banner at ${viewport.width} px, so More details works before cookies are accepted`, async () => {
      const { page, context } = await browser.newPage({ viewport })
      await page.goto('/membership')
      const bar = page.locator('[data-membership-bar]')
      const banner = page.locator('[data-cookie-banner]')
      await expect.poll(() => banner.isVisible()).toBe(true)
      const bottomOf = async (l: typeof bar) => (await l.boundingBox())!
      // Right in the server HTML, before any script has run, and again once hydrated.
      for (const stage of ['server HTML', 'hydrated']) {
        if (stage === 'hydrated') await hydrated(page)
        const b = await bottomOf(bar)
        const c = await bottomOf(banner)
        expect(b.y + b.height, stage).toBeLessThanOrEqual(c.y + 1)
        expect(c.y + c.height).toBeCloseTo(viewport.height, 0)
      }
      await bar.getByRole('button', { name: 'More details' }).click()
      await expect.poll(() => page.getByRole('dialog').isVisible()).toBe(true)
      await page.keyboard.press('Escape')
      await expect.poll(() => page.getByRole('dialog').count()).toBe(0)

      await banner.getByRole('button', { name: 'ACCEPT' }).click()
      await expect.poll(() => banner.count()).toBe(0)
      await expect.poll(async () => Math.round((await bottomOf(bar)).y + (await bottomOf(bar)).height)).toBe(viewport.height)
      await context.close()
    })
  }

  it('lets the rotating banner be paused, holds it while focused, and starts it paused for reduced motion', async () => {
    // Time is Playwright's clock, moved by the test: a new banner shows a rotation plus its fade-out after the last.
    const ROTATION = BANNER_ROTATE_MS + BANNER_FADE_MS
    /** Pointer and focus off the banner, which holds it still while it has either. */
    const letGo = async (page: Page) => {
      await page.mouse.move(600, 600)
      await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur())
      await settled(page)
    }
    const { page, context } = await browser.newPage()
    await page.clock.install()
    await page.goto('/fulham')
    await hydrated(page)
    const banner = page.locator('[data-banner-index]')
    const shownNow = () => banner.getAttribute('data-banner-index')
    await stopClock(page)
    // Held while pointed at; from the pointer leaving, nothing until 1 ms before a rotation ends,
    // another banner when it does.
    await page.getByRole('button', { name: 'Pause announcements' }).hover()
    await letGo(page)
    const first = await shownNow()
    await advance(page, ROTATION - 1)
    expect(await shownNow()).toBe(first)
    await advance(page, 1)
    const shown = await shownNow()
    expect(shown).not.toBe(first)
    // Paused, a stretch that long changes nothing, nor do two more.
    await page.getByRole('button', { name: 'Pause announcements' }).click()
    await expect.poll(() => page.getByRole('button', { name: 'Play announcements' }).count()).toBe(1)
    await letGo(page)
    await advance(page, ROTATION)
    expect(await shownNow()).toBe(shown)
    await advance(page, 2 * ROTATION)
    expect(await shownNow()).toBe(shown)
    // Played again: the same from the pointer and focus leaving.
    await page.getByRole('button', { name: 'Play announcements' }).click()
    await letGo(page)
    await advance(page, ROTATION - 1)
    expect(await shownNow()).toBe(shown)
    await advance(page, 1)
    expect(await shownNow()).not.toBe(shown)
    await context.close()

    const still = await browser.newPage({ reducedMotion: 'reduce' })
    await still.page.clock.install()
    await still.page.goto('/fulham')
    await hydrated(still.page)
    await expect.poll(() => still.page.getByRole('button', { name: 'Play announcements' }).count()).toBe(1)
    const stillShown = () => still.page.locator('[data-banner-index]').getAttribute('data-banner-index')
    await letGo(still.page)
    await stopClock(still.page)
    await advance(still.page, ROTATION)
    expect(await stillShown()).toBe('0')
    await advance(still.page, 2 * ROTATION)
    expect(await stillShown()).toBe('0')
    // Played, the same page and the same stretch show the next banner.
    await still.page.getByRole('button', { name: 'Play announcements' }).click()
    await letGo(still.page)
    await advance(still.page, ROTATION)
    expect(await stillShown()).toBe('1')
    await still.context.close()
  })

  it('asks for the colour-scheme hint in the back office only, so a first visit to the site is not loaded twice', async () => {
    const site = await fetch(`${browser.baseURL}/fulham`)
    expect(site.headers.get('critical-ch')).toBeNull()
    expect(site.headers.get('vary') ?? '').not.toMatch(/Sec-CH-Prefers-Color-Scheme/i)
    const admin = await fetch(`${browser.baseURL}/admin/login`)
    expect(admin.headers.get('critical-ch')).toMatch(/Sec-CH-Prefers-Color-Scheme/i)
  })

  it('breaks a footer e-mail address only after the @ or before a dot', async () => {
    for (const width of [390, 1024, 1440]) {
      const { page, context } = await browser.newPage({ viewport: { width, height: 900 } })
      await page.goto('/')
      const pieces = await page.evaluate(() =>
        [...document.querySelectorAll('footer a[href^="mailto:"]')].flatMap((a) =>
          [...a.querySelectorAll('span')].flatMap((span) =>
            [...span.childNodes].filter((n) => n.nodeType === Node.TEXT_NODE).map((n) => {
              const range = document.createRange()
              range.selectNodeContents(n)
              return { text: n.textContent, lines: new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size }
            }),
          ),
        ),
      )
      expect(pieces.length).toBeGreaterThan(0)
      for (const piece of pieces) expect({ width, ...piece }).toEqual({ width, text: piece.text, lines: 1 })
      await context.close()
    }
  })

  it('reloads once when a chunk fails to load, then says so with a way to reload', async () => {
    const { page, context } = await browser.newPage()
    // A clock the test can move past the recovery's window, for the last check below.
    await page.clock.install()
    // The reloads each document starts, counted in it: location.reload() fires the Navigation
    // API's navigate event before it returns, so a page that started one has counted it.
    await page.addInitScript(() => {
      const w = window as unknown as { __reloads: number; navigation: EventTarget }
      w.__reloads = 0
      w.navigation.addEventListener('navigate', (event) => {
        if ((event as Event & { navigationType: string }).navigationType === 'reload') w.__reloads++
      })
    })
    await page.route('**/_next/static/chunks/**', (route) => route.abort('connectionreset'))
    let loads = 0
    page.on('request', (request) => {
      if (request.isNavigationRequest() && request.frame() === page.mainFrame()) loads++
    })
    await page.goto('/fulham')
    const alert = page.getByRole('alert').filter({ hasText: 'This page did not finish loading.' })
    await expect.poll(() => alert.isVisible(), { timeout: 20_000 }).toBe(true)
    // The message comes only after the one reload: the first failure marks the session and reloads.
    expect(await page.evaluate(() => Number(sessionStorage.getItem('clubhouse-chunk-reload')))).toBeGreaterThan(0)
    expect(loads).toBe(2)
    // By its load event every script the page asked for has failed and been handled: the page
    // that says so started no reload.
    await page.waitForLoadState('load')
    const reloads = () => page.evaluate(() => (window as unknown as { __reloads: number }).__reloads)
    expect(await reloads(), 'no further reloads').toBe(0)
    const settledLoads = loads
    // A further chunk failing is handled by the time its own error listener runs (the recovery
    // listens in the capture phase): within the recovery's window it does not reload...
    const failAChunk = () =>
      page.evaluate(
        () =>
          new Promise<number>((done) => {
            const script = document.createElement('script')
            script.src = `/_next/static/chunks/e2e-missing-${Math.random()}.js`
            script.addEventListener('error', () => done((window as unknown as { __reloads: number }).__reloads))
            document.head.append(script)
          }),
      )
    expect(await failAChunk(), 'no reload within the window').toBe(0)
    expect(loads).toBe(settledLoads)
    // ...and past it the same failure does, and is seen: the checks above would have seen one too.
    await page.clock.fastForward(CHUNK_RELOAD_WINDOW_MS)
    const reloaded = page.waitForEvent('load')
    expect(await failAChunk()).toBe(1)
    await expect.poll(() => loads).toBe(settledLoads + 1)
    // The reloaded page fails again, within its fresh window: the message again.
    await reloaded
    await expect.poll(() => alert.isVisible(), { timeout: 20_000 }).toBe(true)
    await page.unroute('**/_next/static/chunks/**')
    await alert.getByRole('button', { name: 'RELOAD' }).click()
    await hydrated(page)
    await expect.poll(() => alert.count()).toBe(0)
    await context.close()
  })
})
