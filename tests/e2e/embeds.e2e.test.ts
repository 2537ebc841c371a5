import type { Page } from 'playwright-core'
import { describe, expect, inject, it } from 'vitest'

import { hydrated, useBrowser } from './browser'

const browser = useBrowser()
const VENDORS = /^https:\/\/(www\.opentable\.co\.uk|[\w-]+\.hsforms\.(net|com))\//

async function staffToken(): Promise<string> {
  const login = await fetch(`${browser.baseURL}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(inject('admin')),
  })
  return ((await login.json()) as { token: string }).token
}

async function publish(path: string, layout: Record<string, unknown>[]) {
  const res = await fetch(`${browser.baseURL}/api/pages`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `JWT ${await staffToken()}`, origin: browser.baseURL },
    body: JSON.stringify({ title: `Embed test ${path}`, path, _status: 'published', layout }),
  })
  expect(res.status).toBe(201)
}

/**
 * The machine has no internet: the vendors' scripts are answered here by stand-ins that behave like
 * them (OpenTable's loader adds an iframe; HubSpot's creates the form in the target and calls back).
 */
async function stubVendors(page: Page): Promise<string[]> {
  const requested: string[] = []
  await page.route(VENDORS, async (route) => {
    const url = route.request().url()
    requested.push(url)
    const body = url.includes('opentable')
      ? `(() => { const f = document.createElement('iframe'); f.src = 'about:blank'; f.className = 'ot-stub'; document.currentScript.after(f) })()`
      : `window.hbspt = { forms: { create(o) { const el = document.querySelector(o.target); el.innerHTML = '<form data-stub-form="' + o.formId + '" data-region="' + o.region + '" data-portal="' + o.portalId + '"><label>Email<input name="email" type="email"></label></form>'; setTimeout(() => o.onFormReady && o.onFormReady(), 0) } } }`
    await route.fulfill({ status: 200, contentType: 'application/javascript', body })
  })
  return requested
}

describe('third-party embeds', () => {
  it('load the OpenTable widget only where the block has a restaurant id: wide from 1280 px, standard below', async () => {
    await publish('/embed-test-opentable', [{ blockType: 'tableBookingWidget', title: 'Book a table', restaurantId: '123456' }])
    for (const [width, theme] of [[1280, 'wide'], [375, 'standard']] as const) {
      const { page, context } = await browser.newPage({ viewport: { width, height: 900 } })
      const requested = await stubVendors(page)
      await page.goto('/embed-test-opentable', { waitUntil: 'networkidle' })
      await hydrated(page)
      await expect.poll(() => requested.length).toBe(1)
      const url = new URL(requested[0]!)
      expect(url.origin + url.pathname).toBe('https://www.opentable.co.uk/widget/reservation/loader')
      expect(Object.fromEntries(url.searchParams)).toMatchObject({ rid: '123456', type: 'standard', theme, lang: 'en-GB', domain: 'couk' })
      await page.locator('iframe.ot-stub').waitFor({ state: 'attached' })
      await context.close()
    }
  })

  it('load the HubSpot form (region eu1) only where the block has portal and form ids', async () => {
    await publish('/embed-test-hubspot', [{ blockType: 'marketingForm', title: 'Stay in touch', portalId: '2460000', formId: 'a1b2c3d4-0000-4000-8000-000000000000' }])
    const { page, context } = await browser.newPage()
    const requested = await stubVendors(page)
    await page.goto('/embed-test-hubspot', { waitUntil: 'networkidle' })
    await hydrated(page)
    const form = page.locator('form[data-stub-form]')
    await form.waitFor()
    expect(await form.getAttribute('data-region')).toBe('eu1')
    expect(await form.getAttribute('data-portal')).toBe('2460000')
    expect(requested).toEqual(['https://js-eu1.hsforms.net/forms/embed/v2.js'])
    await context.close()
  })

  it('never load on pages without them, nor where staff left the ids empty (and say so only in preview)', async () => {
    await publish('/embed-test-unconfigured', [{ blockType: 'tableBookingWidget', title: 'Book a table' }, { blockType: 'marketingForm', title: 'Stay in touch' }])
    const { page, context } = await browser.newPage()
    const requested = await stubVendors(page)
    for (const path of ['/', '/fulham', '/styleguide', '/embed-test-unconfigured']) await page.goto(path, { waitUntil: 'networkidle' })
    expect(requested).toEqual([])
    expect(await page.getByText(/no OpenTable restaurant id/i).count()).toBe(0)

    await context.addCookies([{ name: 'payload-token', value: await staffToken(), url: browser.baseURL }])
    await page.goto('/preview?path=/embed-test-unconfigured', { waitUntil: 'networkidle' })
    expect(await page.getByText(/no OpenTable restaurant id is set/i).isVisible()).toBe(true)
    expect(requested).toEqual([])
    await context.close()
  })
})
