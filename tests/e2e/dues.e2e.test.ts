import { describe, expect, inject, it } from 'vitest'

import { approvedMember, directDebitSandbox, SANDBOX_GOOD_ACCOUNT, SANDBOX_PAYMENTS_FAIL_ACCOUNT, staffFetch } from '../../scripts/page-journeys.mjs'

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
    // The worker is woken by the approval; the sandbox's webhooks then record both payments (each its own event).
    await expect
      .poll(
        async () => {
          await page.goto('/my-membership')
          return paymentsTable.locator('tbody tr').count()
        },
        { timeout: 60_000, interval: 1000 },
      )
      .toBe(2)
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

    // Giving notice: the box must be ticked; then the end day is shown and the form is gone.
    const ending = page.getByRole('region', { name: 'Ending your membership' })
    if (process.env.SHOTS_DIR) {
      await page.screenshot({ path: `${process.env.SHOTS_DIR}/my-membership-390.png`, fullPage: true })
      await page.setViewportSize({ width: 1440, height: 900 })
      await page.screenshot({ path: `${process.env.SHOTS_DIR}/my-membership-1440.png`, fullPage: true })
      await page.setViewportSize({ width: 390, height: 900 })
    }
    await ending.getByRole('button', { name: 'Give notice' }).click()
    expect(await ending.getByLabel('I want to end my membership.').evaluate((box: HTMLInputElement) => box.validity.valueMissing)).toBe(true)
    expect(new URL(page.url()).search).toBe('')
    await ending.getByLabel('I want to end my membership.').check()
    await ending.getByRole('button', { name: 'Give notice' }).click()
    await page.waitForURL('**/my-membership?notice=given')
    await page.getByRole('status').filter({ hasText: 'Your notice is given.' }).waitFor()
    const endsOn = ((await (await page.request.get('/v1/api/Member/dues')).json()) as { endsOn: string }).endsOn
    const endText = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${endsOn}T12:00:00Z`))
    expect(await page.locator('dl').innerText()).toMatch(new RegExp(`Membership ends\\s+${endText} \\(notice given\\)`))
    expect(await page.getByRole('region', { name: 'Ending your membership' }).count()).toBe(0)
    if (process.env.SHOTS_DIR) await page.screenshot({ path: `${process.env.SHOTS_DIR}/my-membership-notice-390.png`, fullPage: true })
    await context.close()
  })

  it('a member whose payments fail twice is in arrears and cannot book a table; a new Direct Debit collects the balance and booking works again', { timeout: 300_000 }, async () => {
    const { page, context } = await browser.newPage({ viewport: { width: 390, height: 900 } })
    const { email, password } = await approvedMember(page, staff, SANDBOX_PAYMENTS_FAIL_ACCOUNT)
    const addDays = (day: string, n: number) => new Date(Date.parse(`${day}T12:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10)
    const dues = async () => (await (await page.request.get('/v1/api/Member/dues')).json()) as { standing: string; balance: number; nextCollection: string | null }
    const payments = async () => (await (await page.request.get('/v1/api/Member/payments')).json()) as { kind: string; amount: number; status: string; chargeDate: string }[]
    const clock = async (day: string) => expect((await staff('/api/direct-debit-sandbox/clock', { method: 'POST', body: JSON.stringify({ day }) })).status).toBe(200)

    // Collection starts; the first collection day fails, then the retry fails too.
    await expect.poll(async () => (await payments()).length, { timeout: 60_000, interval: 1000 }).toBe(2)
    const first = (await dues()).nextCollection!
    await clock(addDays(first, 1))
    await expect.poll(async () => (await dues()).standing, { timeout: 30_000 }).toBe('retrying')
    // Both asked again (pending once more) before the day they fall due again.
    await expect.poll(async () => (await payments()).map((p) => p.status).join(), { timeout: 30_000 }).toBe('pending_submission,pending_submission')
    await clock(addDays(first, 8))
    await expect.poll(async () => dues(), { timeout: 30_000 }).toMatchObject({ standing: 'arrears', balance: 725 })

    // In arrears: a table cannot be booked (the members' API, as an app would).
    const token = ((await (await page.request.post('/v1/api/Auth/token', { data: { userName: email, password } })).json()) as { accessToken: string }).accessToken
    const bearer = { Authorization: `Bearer ${token}` }
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10)
    const slots = (await (await page.request.get(`/v1/api/tables/availability?date=${tomorrow}&partySize=2&club=5`, { headers: bearer })).json()) as { productGroupId: number; startDateTime: string; isAvailable: boolean }[]
    const slot = slots.find((s) => s.isAvailable)!
    const book = () => page.request.post('/v1/api/tables/book', { headers: bearer, data: { productGroupId: slot.productGroupId, startDateTime: slot.startDateTime, requiredCapacity: 2 } })
    const refused = await book()
    expect(refused.status()).toBe(409)
    expect(((await refused.json()) as { message: string }).message).toMatch(/arrears/i)

    // My membership says so and offers a new Direct Debit: the sandbox's bank page, a good account this time.
    await page.goto('/my-membership')
    const alert = page.getByRole('alert').filter({ hasText: 'Your membership is in arrears: £725 is owed.' })
    await alert.waitFor()
    if (process.env.SHOTS_DIR) {
      await page.screenshot({ path: `${process.env.SHOTS_DIR}/my-membership-arrears-390.png`, fullPage: true })
      await page.setViewportSize({ width: 1440, height: 900 })
      await page.screenshot({ path: `${process.env.SHOTS_DIR}/my-membership-arrears-1440.png`, fullPage: true })
      await page.setViewportSize({ width: 390, height: 900 })
    }
    expect(await page.locator('dl').innerText()).toMatch(/Next collection\s+None planned until your dues are settled\./)
    await alert.getByRole('button', { name: 'Set up a new Direct Debit' }).click()
    await directDebitSandbox(page, 'Ada Applicant', SANDBOX_GOOD_ACCOUNT)
    await page.waitForURL('**/my-membership?mandate=adopted')
    await page.getByRole('status').filter({ hasText: 'Your new Direct Debit is set up.' }).waitFor()

    // The worker collects the balance on the new mandate; the page shows it being collected.
    await expect.poll(async () => (await payments()).filter((p) => p.kind === 'balance').map((p) => [p.amount, p.status]), { timeout: 60_000, interval: 1000 }).toEqual([[725, 'pending_submission']])
    const balance = (await payments()).find((p) => p.kind === 'balance')!
    await page.goto('/my-membership')
    await alert.getByText(/^£725 is being collected by Direct Debit on /).waitFor()
    if (process.env.SHOTS_DIR) await page.screenshot({ path: `${process.env.SHOTS_DIR}/my-membership-settling-390.png`, fullPage: true })

    // The collection day comes: confirmed, good standing, and the table is booked.
    await clock(balance.chargeDate)
    await expect.poll(async () => dues(), { timeout: 30_000 }).toMatchObject({ standing: 'good', balance: 0 })
    expect((await book()).status()).toBe(201)
    await page.goto('/my-membership')
    await page.locator('dl').getByText('Good').waitFor()
    // The arrears alert found above is gone (Next's route announcer is an empty alert of its own).
    expect(await page.getByRole('alert').filter({ hasText: 'in arrears' }).count()).toBe(0)
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
