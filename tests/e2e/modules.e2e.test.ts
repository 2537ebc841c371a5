import type { Locator, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'

import { advance, hydrated as pageHydrated, stopClock, useBrowser } from './browser'

const browser = useBrowser()

/** A visitor who has accepted cookies, so the banner covers nothing these tests press. */
async function visitor(options: Parameters<typeof browser.newPage>[0] = {}) {
  const opened = await browser.newPage(options)
  await opened.context.addCookies([{ name: 'cookie_consent', value: 'accepted', url: browser.baseURL }])
  return opened
}

const block = (page: Page, slug: string, n = 0): Locator => page.locator(`[data-block="${slug}"]`).nth(n)

/**
 * Waits until React has committed the page's first render (html[data-hydrated], set by an effect)
 * and this element is part of it: a press before that does nothing. Its fiber alone is not enough:
 * React attaches it while hydrating, before the commit that makes the handlers live. On a busy
 * machine hydration can end seconds after the network goes quiet.
 */
async function hydrated(target: Locator) {
  await pageHydrated(target.page())
  await expect
    .poll(() => target.evaluate((el) => Object.keys(el).some((k) => k.startsWith('__reactFiber') || k.startsWith('__reactProps'))), { timeout: 15_000 })
    .toBe(true)
}
const selectedSlide = (carousel: Locator) => carousel.getAttribute('data-selected').then(Number)

/** The hero slider's autoplay delay: SLIDER_AUTOPLAY_MS in src/blocks/HeroSlider/Component.tsx (spec 000). */
const SLIDE_MS = 2500

/**
 * Opens the styleguide on a clock the test moves (Playwright's clock API), with the hero slider on
 * screen and Embla arrived, then stops the clock: from there on the slider's timers run only when
 * `advance` says so, however slow the machine.
 */
async function openHeroSlider(options: Parameters<typeof browser.newPage>[0] = {}) {
  const opened = await visitor(options)
  await opened.page.clock.install()
  await opened.page.goto('/styleguide', { waitUntil: 'networkidle' })
  const slider = block(opened.page, 'heroSlider').getByRole('region', { name: 'Highlights' })
  await pageHydrated(opened.page)
  // Embla, and its autoplay with it, is fetched only as the carousel nears the screen. Unlike a
  // click, Playwright's scroll does not look again when the element it found is replaced before it
  // scrolls (a busy CI run failed so), hence the retries.
  await expect
    .poll(() => slider.scrollIntoViewIfNeeded({ timeout: 5_000 }).then(() => true, () => false), { timeout: 30_000 })
    .toBe(true)
  await opened.page.mouse.move(0, 0)
  await hydrated(slider)
  await expect.poll(() => slider.getAttribute('data-carousel-ready'), { timeout: 15_000 }).not.toBeNull()
  await stopClock(opened.page)
  return { ...opened, slider }
}

describe('interactive modules in the browser', () => {
  it('hero slider: fades to the next slide every 2500 ms, pauses while hovered, "Book A Tour" to /book-a-tour by default', async () => {
    const { page, context, slider } = await openHeroSlider()
    const slides = await slider.locator('[aria-roledescription="slide"]').count()
    expect(slides).toBeGreaterThan(1)
    const after = (slide: number) => (slide + 1) % slides
    // Playing: any stretch of one delay holds exactly one change, wherever its timer stood.
    const start = await selectedSlide(slider)
    await advance(page, SLIDE_MS)
    const moved = await selectedSlide(slider)
    expect(moved).toBe(after(start))

    // Hovered: the same stretch changes nothing, nor do two more.
    const box = (await slider.boundingBox())!
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2)
    await advance(page, SLIDE_MS)
    expect(await selectedSlide(slider)).toBe(moved)
    await advance(page, 2 * SLIDE_MS)
    expect(await selectedSlide(slider)).toBe(moved)

    // The pointer leaving starts a full delay: nothing 1 ms before it ends, the next slide when it does.
    await page.mouse.move(0, 0)
    await advance(page, SLIDE_MS - 1)
    expect(await selectedSlide(slider)).toBe(moved)
    await advance(page, 1)
    expect(await selectedSlide(slider)).toBe(after(moved))
    // And the same again from that change on: the interval, not only the first delay.
    await advance(page, SLIDE_MS - 1)
    expect(await selectedSlide(slider)).toBe(after(moved))
    await advance(page, 1)
    expect(await selectedSlide(slider)).toBe(after(after(moved)))

    const links = await slider.getByRole('link', { name: 'Book A Tour', includeHidden: true }).evaluateAll((as) => as.map((a) => a.getAttribute('href')))
    expect(links).toContain('/book-a-tour')
    await context.close()
  })

  it('hero slider: stays still for visitors who asked for reduced motion', async () => {
    // The same page and the same stretch of its clock, without reduced motion: the slide changes.
    const moving = await openHeroSlider()
    const from = await selectedSlide(moving.slider)
    await advance(moving.page, SLIDE_MS)
    expect(await selectedSlide(moving.slider)).not.toBe(from)
    await moving.context.close()

    const { page, context, slider } = await openHeroSlider({ reducedMotion: 'reduce' })
    expect(await selectedSlide(slider)).toBe(0)
    await advance(page, SLIDE_MS)
    expect(await selectedSlide(slider)).toBe(0)
    await advance(page, 2 * SLIDE_MS)
    expect(await selectedSlide(slider)).toBe(0)
    await slider.getByRole('button', { name: 'Next slide' }).click()
    await expect.poll(() => selectedSlide(slider)).toBe(1)
    await context.close()
  })

  for (const [width, top] of [[375, 900], [1000, 1200], [1280, 820]] as const) {
    it(`hero: the scroll cue goes to ${top} px at ${width} px wide`, async () => {
      const { page, context } = await visitor({ viewport: { width, height: 800 }, reducedMotion: 'reduce' })
      await page.goto('/styleguide', { waitUntil: 'networkidle' })
      const cue = block(page, 'hero').getByRole('button', { name: 'Scroll to discover' })
      await hydrated(cue)
      await cue.click()
      await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(top)
      await context.close()
    })
  }

  it('offer: the button scrolls to the networking page offset (1550 px on desktop)', async () => {
    const { page, context } = await visitor({ viewport: { width: 1280, height: 800 }, reducedMotion: 'reduce' })
    await page.goto('/networking-membership', { waitUntil: 'networkidle' })
    const offer = block(page, 'offerBlock').getByRole('button').first()
    await hydrated(offer)
    await offer.click()
    await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(1550)
    await context.close()
  })

  it('schedule: June first when it has items (else the first month), its first row open, one row at a time, a second tap closes it', async () => {
    const { page, context } = await visitor()
    await page.goto('/styleguide', { waitUntil: 'networkidle' })
    const schedule = block(page, 'schedule')
    // The seed dates the schedule from its own day (decision 047): June may or may not be among the months.
    const months = (await schedule.getByRole('tab').allTextContents()).map((m) => m.trim())
    expect(months.length).toBeGreaterThan(1)
    const first = months.find((m) => m.startsWith('June')) ?? months[0]!
    expect(await schedule.getByRole('tab', { selected: true }).textContent()).toBe(first)
    const rows = schedule.getByRole('tabpanel').getByRole('button', { expanded: true })
    expect(await rows.count()).toBe(1)
    const buttons = schedule.getByRole('tabpanel').locator('button[aria-expanded]')
    expect(await buttons.nth(0).getAttribute('aria-expanded')).toBe('true')
    await hydrated(buttons.nth(1))
    await buttons.nth(1).click()
    expect(await buttons.nth(0).getAttribute('aria-expanded')).toBe('false')
    expect(await buttons.nth(1).getAttribute('aria-expanded')).toBe('true')
    await buttons.nth(1).click()
    expect(await schedule.getByRole('tabpanel').locator('button[aria-expanded="true"]').count()).toBe(0)
    // The last month holds the last item, the members' party seven weeks on.
    await schedule.getByRole('tab', { name: months.at(-1)! }).click()
    expect(await schedule.getByRole('tabpanel').getByText('Members’ party').isVisible()).toBe(true)
    await context.close()
  })

  it('membership bar: "More details" opens the landing modal with the full-details link; Escape closes it', async () => {
    const { page, context } = await visitor()
    await page.goto('/membership', { waitUntil: 'networkidle' })
    const bar = block(page, 'membershipBar')
    expect(await bar.getByRole('link', { name: 'Apply now' }).getAttribute('href')).toBe('/membership-application')
    await hydrated(bar.getByRole('button', { name: 'More details' }))
    await bar.getByRole('button', { name: 'More details' }).click()
    const dialog = page.getByRole('dialog')
    await dialog.waitFor()
    expect(await dialog.getByRole('link', { name: 'Full details' }).getAttribute('href')).toBe('/privacy-policy')
    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'detached' })
    await context.close()
  })

  it('gallery: one tab per group on wider screens, a swipeable row per group on phones', async () => {
    const wide = await visitor({ viewport: { width: 1280, height: 900 } })
    await wide.page.goto('/styleguide', { waitUntil: 'networkidle' })
    const gallery = block(wide.page, 'gallery')
    const tabs = gallery.getByRole('tab')
    expect(await tabs.count()).toBeGreaterThan(1)
    await hydrated(tabs.nth(1))
    await tabs.nth(1).click()
    expect(await tabs.nth(1).getAttribute('aria-selected')).toBe('true')
    expect(await gallery.getByRole('tabpanel').isVisible()).toBe(true)
    await wide.context.close()

    const phone = await visitor({ viewport: { width: 375, height: 800 } })
    await phone.page.goto('/styleguide', { waitUntil: 'networkidle' })
    const rows = block(phone.page, 'gallery').locator('[data-gallery-layout="mobile"]').getByRole('region')
    expect(await rows.count()).toBeGreaterThan(1)
    const row = rows.first()
    expect(await row.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true)
    expect(await block(phone.page, 'gallery').getByRole('tab').count()).toBe(0)
    await phone.context.close()
  })
})
