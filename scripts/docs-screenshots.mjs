#!/usr/bin/env node
/**
 * The look, as a person sees it (issue 17): the home page, a club page and an application step at
 * 390 and 1440 px, saved as JPEGs under docs/screenshots/. Against a running app:
 *   node scripts/docs-screenshots.mjs http://127.0.0.1:3000
 */
/* global document, window -- page.evaluate runs these in the browser */
import { mkdirSync } from 'node:fs'
import path from 'node:path'

import { chromium } from 'playwright-core'

const base = process.argv[2] ?? 'http://127.0.0.1:3000'
const out = path.resolve(import.meta.dirname, '../docs/screenshots')
mkdirSync(out, { recursive: true })

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] })

async function settle(page) {
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 30_000 })
  await page.evaluate(() => document.fonts.ready)
  // Lazy pictures load as they come into view: pass over the page once, then back to the top.
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y)
      await new Promise((r) => setTimeout(r, 120))
    }
    window.scrollTo(0, 0)
  })
  await page.waitForLoadState('networkidle')
}

/** A started application, for the first step's page (the address). */
async function startApplication(page) {
  await page.goto(`${base}/membership-application`)
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 30_000 })
  const form = page.getByRole('form', { name: 'Start your application' })
  await form.getByLabel('Title').selectOption('Ms')
  await form.getByLabel('First name').fill('Ada')
  await form.getByLabel('Last name').fill('Lovelace')
  await form.getByLabel('E-mail').fill(`docs.${Date.now()}@example.com`)
  await form.getByLabel('Mobile number').fill('07700 900123')
  await form.locator('select[name=dobDay]').selectOption('9')
  await form.locator('select[name=dobMonth]').selectOption('3')
  await form.locator('select[name=dobYear]').selectOption('1990')
  await form.getByRole('button', { name: 'START YOUR APPLICATION' }).click()
  await page.waitForURL('**/application/address')
}

for (const width of [390, 1440]) {
  const context = await browser.newContext({ viewport: { width, height: width < 800 ? 844 : 900 } })
  // Screenshots of the pages, not of the cookie notice.
  await context.addCookies([{ name: 'cookie_consent', value: 'accepted', url: base }])
  const page = await context.newPage()
  for (const [name, pagePath] of [['home', '/'], ['club-page', '/fulham']]) {
    await page.goto(`${base}${pagePath}`)
    await settle(page)
    await page.screenshot({ path: path.join(out, `${name}-${width}.jpg`), fullPage: true, type: 'jpeg', quality: 70 })
  }
  await startApplication(page)
  await settle(page)
  await page.screenshot({ path: path.join(out, `application-step-${width}.jpg`), fullPage: true, type: 'jpeg', quality: 70 })
  await context.close()
}
await browser.close()
console.log(`Saved to ${out}`)
