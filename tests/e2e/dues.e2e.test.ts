import { describe, expect, inject, it } from 'vitest'

import { approvedMember, staffFetch } from '../../scripts/page-journeys.mjs'

import { hydrated, useBrowser } from './browser'

/**
 * Issue 34 in the running app (decision 061): an application through the five steps and the
 * sandbox's bank page, approved by the committee; the app's worker starts collection on the
 * mandate, the sandbox's webhooks record the payments, and the member sees their plan, fees, next
 * collection and payments on My membership, as the members' dues call gives them.
 */
describe('membership dues', () => {
  const browser = useBrowser()
  const staff = staffFetch(browser.baseURL, inject('admin'))

  it('an approved member sees the fee fixed for their age, the next collection and the payments the worker started', { timeout: 240_000 }, async () => {
    const { page, context } = await browser.newPage({ viewport: { width: 390, height: 900 } })
    // Born 9 March 1990 (the journey's answer): over 30, so the seeded Club fee of £225 a month and the £500 joining fee.
    await approvedMember(page, staff)
    const paymentsTable = page.getByRole('table')
    // The worker is woken by the approval; the sandbox's webhooks then record both payments.
    await expect
      .poll(
        async () => {
          await page.goto('/my-membership')
          return paymentsTable.count()
        },
        { timeout: 60_000, interval: 1000 },
      )
      .toBe(1)
    await hydrated(page)
    await page.getByRole('heading', { level: 1, name: 'My membership' }).waitFor()
    const details = page.locator('dl')
    await expect.poll(() => details.innerText()).toMatch(/Plan\s+Club membership/)
    const text = await details.innerText()
    expect(text).toMatch(/Monthly fee\s+£225 a month/)
    expect(text).toMatch(/Joining fee\s+£500, once, with the first month/)
    expect(text).toMatch(/Minimum term\s+12 months, then month to month/)
    expect(text).toMatch(/Standing\s+Good/)

    // The page and the members' call agree (the same session, as the website's cookie).
    const res = await page.request.get('/v1/api/Member/dues')
    expect(res.status()).toBe(200)
    const dues = (await res.json()) as { plan: string; monthlyAmount: number; joiningAmount: number; nextCollection: string; standing: string }
    expect(dues).toMatchObject({ plan: 'Club', paidBy: 'member', monthlyAmount: 225, joiningAmount: 500, standing: 'good' })
    const when = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${dues.nextCollection}T12:00:00Z`))
    expect(text).toMatch(new RegExp(`Next collection\\s+${when}, by Direct Debit`))

    const short = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${dues.nextCollection}T12:00:00Z`))
    const rows = await paymentsTable.locator('tbody tr').allInnerTexts()
    expect(rows.map((r) => r.split('\t').map((c) => c.trim()))).toEqual(
      expect.arrayContaining([
        [short, 'Monthly fee', '£225', 'Scheduled'],
        [short, 'Joining fee', '£500', 'Scheduled'],
      ]),
    )
    const history = (await (await page.request.get('/v1/api/Member/payments')).json()) as { kind: string; amount: number; status: string }[]
    expect(history.map((p) => [p.kind, p.amount, p.status]).sort()).toEqual([
      ['joining', 500, 'pending_submission'],
      ['monthly', 225, 'pending_submission'],
    ])
    // Nothing is wider than a phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    await context.close()
  })

  it('asks a visitor to log in, and the calls answer 401 without a session', async () => {
    const { page, context } = await browser.newPage()
    await page.goto('/my-membership')
    await page.waitForURL('**/login?next=%2Fmy-membership')
    for (const path of ['/v1/api/Member/dues', '/v1/api/Member/payments']) expect((await page.request.get(path)).status()).toBe(401)
    await context.close()
  })
})
