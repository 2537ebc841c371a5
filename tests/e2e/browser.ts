import { chromium, type Browser, type BrowserContextOptions, type Page } from 'playwright-core'
import { afterAll, beforeAll, expect } from 'vitest'

import { e2eApp } from './app'

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

/** Headless Debian Chromium with the machine's closed network in mind. */
export function useBrowser() {
  const state: { browser?: Browser } = {}
  beforeAll(async () => {
    state.browser = await chromium.launch({
      executablePath: CHROMIUM,
      headless: true,
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    })
  })
  afterAll(async () => {
    await state.browser?.close()
  })
  const baseURL = e2eApp().baseURL
  return {
    baseURL,
    /** A fresh browser profile: no cookies, no storage. */
    async newPage(options: BrowserContextOptions = {}) {
      const context = await state.browser!.newContext({ baseURL, viewport: { width: 1280, height: 900 }, ...options })
      const page = await context.newPage()
      return { context, page }
    },
  }
}

/**
 * Waits until React has committed the page (html[data-hydrated]) and every part loaded on demand
 * has hydrated too (docs/decisions/016): a press before that does nothing, or posts the form
 * without JavaScript. On a busy machine that can be seconds after the network goes quiet.
 */
export async function hydrated(page: Page) {
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 30_000 })
  await expect.poll(() => page.locator('[data-lazy-part]:not([data-hydrated])').count(), { timeout: 30_000 }).toBe(0)
}

/**
 * Lets React draw what the page's timers or an event just changed: React renders, and then runs
 * its effects, in posted-message tasks queued by then, and these two round trips queue theirs after
 * each (with the page's clock stopped React never yields; without, it may once). A test that reads
 * the page right after this, with no polling, reads it so in its "changes" cases too: they prove
 * the read sees a change, so its "stays" cases are no sleep in disguise.
 */
export async function settled(page: Page) {
  for (let i = 0; i < 2; i++) {
    await page.evaluate(
      () =>
        new Promise((done) => {
          const channel = new MessageChannel()
          channel.port1.onmessage = () => done(null)
          channel.port2.postMessage(null)
        }),
    )
  }
}

/**
 * Stops the page's clock (installed with page.clock.install() before it was opened): from here on
 * its timers run only when `advance` says so, however slow the machine.
 */
export async function stopClock(page: Page) {
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000)
  await settled(page)
}

/** Runs the page's timers for `ms` of its stopped clock, then lets React draw what they changed. */
export async function advance(page: Page, ms: number) {
  await page.clock.runFor(ms)
  await settled(page)
}
