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
