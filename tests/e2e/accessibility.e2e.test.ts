import path from 'node:path'

import type { BrowserContext, BrowserContextOptions, Page } from 'playwright-core'
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

import { hydrated, useBrowser } from './browser'
import { htmlProblems } from './html-validate'

/**
 * Issue 17: axe finds nothing on each page type and in each modal, at 390 and 1280 px (WCAG 2.0
 * and 2.1 A and AA, and axe's best practices). The members' pages are seen signed in, the
 * application and corporate steps with an application taken that far (scripts/page-journeys.mjs).
 * Issue 33: html-validate finds nothing in each page type's HTML as the server sends it.
 */
const AXE = path.resolve(import.meta.dirname, '../../node_modules/axe-core/axe.min.js')
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']
const WIDTHS = [390, 1280] as const

type Violation = { id: string; impact: string | null; help: string; nodes: { target: unknown[] }[] }
type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>
type Session = NonNullable<(typeof PAGE_TYPES)[number]['session']>

/** The violations axe finds in the page as it is now (or within `include`, a selector). */
async function axe(page: Page, include?: string): Promise<Violation[]> {
  await page.addScriptTag({ path: AXE })
  return page.evaluate(
    async ({ tags, include }) => {
      const run = (window as unknown as { axe: { run: (context: unknown, options: unknown) => Promise<{ violations: Violation[] }> } }).axe.run
      const { violations } = await run(include ? { include: [include] } : document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] })
      return violations.map(({ id, impact, help, nodes }) => ({ id, impact, help, nodes: nodes.map((n) => ({ target: n.target })) }))
    },
    { tags: TAGS, include },
  )
}

/** One line per rule: its id, impact, what it asks, and the selectors of the elements failing it. */
const report = (violations: Violation[]) =>
  violations.map((v) => `${v.id} (${v.impact}): ${v.help}\n    ${v.nodes.map((n) => n.target.join(' ')).join('\n    ')}`).join('\n  ')

async function expectNoViolations(page: Page, where: string, include?: string) {
  const violations = await axe(page, include)
  expect(violations, `axe on ${where}:\n  ${report(violations)}`).toEqual([])
}

describe('accessibility', () => {
  const browser = useBrowser()
  const staff = staffFetch(browser.baseURL, inject('admin'))
  /** What each kind of visitor's browser holds, made once (cookies), then opened at each width. */
  const sessions = new Map<Session, StorageState>()

  /**
   * A context at `width`, with the session's cookies; CSP bypassed so axe's script may be added.
   * Reduced motion snaps the site's fades (globals.css): axe reads colours as they are at that
   * instant, and a rotating banner or an opening modal caught mid-fade is not what anyone reads.
   */
  async function open(width: number, session: Session | null = null, options: BrowserContextOptions = {}) {
    return browser.newPage({
      viewport: { width, height: 900 },
      bypassCSP: true,
      reducedMotion: 'reduce',
      ...(session ? { storageState: sessions.get(session) } : {}),
      ...options,
    })
  }

  beforeAll(async () => {
    const made = async (journey: (page: Page) => Promise<unknown>) => {
      const { page, context } = await open(1280)
      await journey(page)
      const state = await context.storageState()
      await context.close()
      return state
    }
    sessions.set('application', await made((page) => applicationAtSummary(page)))
    sessions.set('applied', await made(async (page) => {
      await applicationAtSummary(page)
      await sendApplication(page)
    }))
    sessions.set('corporate', await made((page) => corporateAtSummary(page)))
    sessions.set('corporateApplied', await made(async (page) => {
      await corporateAtSummary(page)
      await sendCorporate(page)
    }))
    sessions.set('member', await made((page) => approvedMember(page, staff)))
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
      const cookie = type.session ? cookieFor(sessions.get(type.session)!, type.path) : ''
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

  describe.each(WIDTHS)('modals at %i px', (width) => {
    it('the menu drawer, and ENQUIRE from it', async () => {
      const { page, context } = await open(width)
      await page.goto('/fulham')
      await hydrated(page)
      await page.getByRole('button', { name: 'Menu' }).click()
      const drawer = page.locator('[data-drawer]')
      await drawer.getByRole('button', { name: 'Close menu' }).waitFor()
      await expectNoViolations(page, `the menu drawer at ${width} px`)
      await drawer.getByRole('button', { name: 'ENQUIRE' }).first().click()
      await page.getByRole('dialog', { name: 'Enquire' }).waitFor()
      await expectNoViolations(page, `the Enquire modal at ${width} px`)
      await context.close()
    })

    it('the membership bar’s More details', async () => {
      const { page, context } = await open(width)
      await page.goto('/membership')
      await hydrated(page)
      await page.getByRole('button', { name: 'More details' }).first().click()
      await page.getByRole('dialog').waitFor()
      await expectNoViolations(page, `/membership's More details at ${width} px`)
      await context.close()
    })

    it('every modal button of the styleguide', { timeout: 300_000 }, async () => {
      const { page, context } = await open(width)
      await page.goto('/styleguide')
      await hydrated(page)
      const buttons = page.locator('main button[aria-haspopup="dialog"]')
      const count = await buttons.count()
      expect(count).toBeGreaterThan(0)
      for (let i = 0; i < count; i++) {
        const button = buttons.nth(i)
        const name = (await button.innerText()).trim()
        await button.scrollIntoViewIfNeeded()
        await button.click()
        const dialog = page.getByRole('dialog')
        await dialog.waitFor()
        await expectNoViolations(page, `the styleguide's “${name}” modal at ${width} px`)
        await page.keyboard.press('Escape')
        await dialog.waitFor({ state: 'detached' })
      }
      await context.close()
    })

    it('the member events’ filter', async () => {
      const { page, context } = await open(width, 'member')
      await page.goto('/member-events')
      await hydrated(page)
      await page.locator('[data-member-events]').getByRole('button', { name: 'Filter', exact: true }).click()
      await page.getByRole('dialog', { name: 'Filter events' }).waitFor()
      await expectNoViolations(page, `the Filter events modal at ${width} px`)
      await context.close()
    })

    it('the offices’ filter', async () => {
      const { page, context } = await open(width)
      await page.goto('/discover-offices')
      await hydrated(page)
      await page.getByRole('button', { name: 'Filter', exact: true }).click()
      const dialog = page.getByRole('dialog', { name: 'Search office types' })
      await dialog.locator('[data-office-filter]').waitFor()
      await expectNoViolations(page, `the Search office types modal at ${width} px`)
      await context.close()
    })

    it('Make a Booking, for a signed-in member', { timeout: 120_000 }, async () => {
      const { page, context } = await open(width, 'member')
      const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10)
      await page.goto('/book-a-table')
      await hydrated(page)
      await page.getByLabel('Date', { exact: true }).fill(tomorrow)
      await page.getByLabel('Party size', { exact: true }).selectOption('2')
      await page.getByLabel('Club', { exact: true }).selectOption({ label: 'Fulham' })
      await page.getByRole('button', { name: 'FIND A TABLE' }).click()
      await page.waitForURL(/club=5/)
      await hydrated(page)
      const garden = page.getByRole('region', { name: 'The Garden Restaurant' })
      await garden.getByRole('link').first().waitFor()
      await expectNoViolations(page, `/book-a-table's times at ${width} px`)
      await garden.getByRole('link').first().click()
      await page.getByRole('dialog', { name: 'Make a Booking' }).waitFor()
      await expectNoViolations(page, `the Make a Booking modal at ${width} px`)
      await context.close()
    })
  })
})
