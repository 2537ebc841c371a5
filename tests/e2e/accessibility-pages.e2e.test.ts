import { beforeAll, describe, expect, inject, it } from 'vitest'

import {
  applicationAtSummary,
  approvedMember,
  corporateAtSummary,
  PAGE_TYPES,
  sendApplication,
  sendCorporate,
  staffFetch,
} from '../../scripts/page-journeys.mjs'

import { axeSessions, expectNoViolations, type StorageState, WIDTHS } from './axe'
import { hydrated, useBrowser } from './browser'
import { htmlProblems } from './html-validate'

/**
 * Issue 17: axe finds nothing on each page type at 390 and 1280 px (tests/e2e/axe.ts). The
 * members' pages are seen signed in, the application and corporate steps with an application taken
 * that far (scripts/page-journeys.mjs). The modals are in accessibility-modals.e2e.test.ts.
 * Issue 33: html-validate finds nothing in each page type's HTML as the server sends it.
 */
describe('accessibility: pages', () => {
  const browser = useBrowser()
  const staff = staffFetch(browser.baseURL, inject('admin'))
  const { open, made, state } = axeSessions(browser)

  beforeAll(async () => {
    await made('application', (page) => applicationAtSummary(page))
    await made('applied', async (page) => {
      await applicationAtSummary(page)
      await sendApplication(page)
    })
    await made('corporate', (page) => corporateAtSummary(page))
    await made('corporateApplied', async (page) => {
      await corporateAtSummary(page)
      await sendCorporate(page)
    })
    await made('member', (page) => approvedMember(page, staff))
  }, 600_000)

  /** The `Cookie` header a browser holding `state` sends for `path`. */
  const cookieFor = (state: StorageState, path: string) =>
    state.cookies
      .filter((c) => path.startsWith(c.path))
      .map((c) => `${c.name}=${c.value}`)
      .join('; ')

  // Fetched, not opened: the HTML is the server's whatever the width, and a fetch costs a fraction
  // of a page load (the sessions above are made once for both checks). Rules: tests/e2e/html-validate.ts.
  describe('server HTML (html-validate)', () => {
    it('finds the problems it was brought in for', async () => {
      const page = (body: string) => `<!DOCTYPE html><html lang="en"><head><title>t</title></head><body><main>${body}</main></body></html>`
      expect(await htmlProblems(page('<p>Fine</p>'))).toEqual([])
      const found = async (body: string) => (await htmlProblems(page(body))).map((line) => line.split(' ')[1])
      expect(await found('<a href="/"><span aria-label="Clubhouse">Clubhouse</span></a>')).toEqual(['aria-label-misuse:'])
      expect(await found('<label for="m">Mobile</label><input id="m" type="tel" autocomplete="tel-national">')).toEqual(['valid-autocomplete:'])
      expect(await found('<form action=""><button type="submit">Go</button></form>')).toEqual(['attribute-allowed-values:'])
    })

    it.each(PAGE_TYPES.map((t) => [`${t.name} (${t.path})`, t] as const))('%s', async (_, type) => {
      const cookie = type.session ? cookieFor(state(type.session), type.path) : ''
      const response = await fetch(`${browser.baseURL}${type.path}`, { headers: cookie ? { cookie } : {}, redirect: 'manual' })
      expect(response.status).toBe(200)
      const problems = await htmlProblems(await response.text())
      expect(problems, `html-validate on ${type.path}:\n  ${problems.join('\n  ')}`).toEqual([])
    })
  })

  describe.each(WIDTHS)('pages at %i px', (width) => {
    it.each(PAGE_TYPES.map((t) => [`${t.name} (${t.path})`, t] as const))('%s', { timeout: 120_000 }, async (_, type) => {
      const { page, context } = await open(width, type.session)
      const response = await page.goto(type.path)
      expect(response?.status()).toBe(200)
      expect(new URL(page.url()).pathname).toBe(type.path.split('?')[0])
      await hydrated(page)
      await page.waitForLoadState('networkidle')
      await expectNoViolations(page, `${type.path} at ${width} px`)
      await context.close()
    })

    it('a page once the cookie notice is accepted', async () => {
      const { page, context } = await open(width)
      await page.goto('/fulham')
      await hydrated(page)
      const banner = page.getByRole('region', { name: 'Cookie notice' })
      await banner.getByRole('button', { name: 'ACCEPT' }).click()
      await banner.waitFor({ state: 'detached' })
      await expectNoViolations(page, `/fulham with the notice accepted at ${width} px`)
      await context.close()
    })
  })
})
