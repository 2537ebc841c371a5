import { beforeAll, describe, expect, inject, it } from 'vitest'

import { approvedMember, staffFetch } from '../../scripts/page-journeys.mjs'

import { axeSessions, expectNoViolations, WIDTHS } from './axe'
import { hydrated, useBrowser } from './browser'

/**
 * Issue 17: axe finds nothing in each modal at 390 and 1280 px (tests/e2e/axe.ts), the members'
 * ones signed in. The page types are in accessibility-pages.e2e.test.ts.
 */
describe('accessibility: modals', () => {
  const browser = useBrowser()
  const staff = staffFetch(browser.baseURL, inject('admin'))
  const { open, made } = axeSessions(browser)

  beforeAll(async () => {
    await made('member', (page) => approvedMember(page, staff))
  }, 600_000)

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
        // The whole page with the first modal open (the page behind a modal is the same for all of
        // them), then each further modal whole: axe over all of the styleguide took a CI run ~3 s a modal.
        await expectNoViolations(page, `the styleguide's “${name}” modal at ${width} px`, i === 0 ? undefined : '[role="dialog"]')
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
