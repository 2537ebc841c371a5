import { chromium, type Browser, type BrowserContextOptions } from 'playwright-core'
import { afterAll, beforeAll, inject } from 'vitest'

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
  const baseURL = inject('baseURL')
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
