import { describe, expect, inject, it } from 'vitest'

import { hydrated, useBrowser } from './browser'
import { staffApi } from './staff'

type Outbox = { docs: { to: string; subject: string; text: string; attachments?: { filename: string; contentType: string; content: string }[] }[] }
type Orders = { docs: { id: number; reference: string; status: string; total: number; items: { itemTitle: string; quantity: number }[] }[] }

const browser = useBrowser()
const staff = staffApi(browser.baseURL)

/**
 * Issue 16 in Chromium: a visitor chooses tickets, pays at the local checkout (a declined card
 * first), lands on the confirmation, gets the e-mail with the event's calendar file, and the sales
 * team finds the order in the back office and refunds it there.
 */
describe('tickets bought online', () => {
  it('choose quantities, pay, confirmation and e-mail with .ics, the order in the back office, refund', { timeout: 240_000 }, async () => {
    const { page, context } = await browser.newPage()
    await page.goto('/event-tickets/clubhouse-summit-25')
    await hydrated(page)
    const form = page.getByRole('form', { name: 'Buy tickets' })
    await form.waitFor()
    await form.getByText('You pay by card on the next page', { exact: false }).waitFor()
    // Sold out before anyone tries; the first ticket starts at its minimum, the extras at none.
    expect(await form.getByText('Sold out', { exact: true }).count()).toBeGreaterThan(0)
    expect(await form.getByLabel('Quantity of Riverboat transfer to the City').count()).toBe(0)
    await expect.poll(() => form.getByLabel('Quantity of Summit day ticket').inputValue()).toBe('1')
    expect(await form.getByLabel('Quantity of Rooftop dinner').inputValue()).toBe('0')

    await form.getByLabel('Quantity of Summit day ticket').selectOption('2')
    await expect.poll(() => form.locator('[data-ticket-total]').textContent()).toBe('£390')
    await form.getByLabel('Full name').fill('Amelia Hart')
    const email = `tickets.${Date.now()}@example.com`
    await form.getByLabel('Email address').fill(email)
    await form.getByLabel('Phone number').fill('07700 900123')
    await form.getByRole('button', { name: 'Continue to payment' }).click()

    // The local checkout, as Stripe's page would be: a declined card stays, a good one pays.
    await page.waitForURL(/\/payments\/sandbox\/cs_test_/, { timeout: 30_000 })
    await hydrated(page)
    expect(await page.locator('[data-checkout-total]').textContent()).toBe('£390.00')
    const card = page.getByRole('form', { name: 'Card details' })
    await card.getByLabel('Card number').fill('4000 0000 0000 0002')
    await card.getByLabel('Expiry (MM/YY)').fill('12/34')
    await card.getByLabel('CVC').fill('123')
    await card.getByLabel('Name on card').fill('Amelia Hart')
    await card.getByRole('button', { name: 'Pay £390.00' }).click()
    await page.getByText('Your card was declined.', { exact: true }).waitFor()
    await card.getByLabel('Card number').fill('4242 4242 4242 4242')
    await card.getByLabel('CVC').fill('123')
    await card.getByRole('button', { name: 'Pay £390.00' }).click()

    await page.waitForURL(/\/event-tickets\/clubhouse-summit-25\/order\/T-[0-9A-Z]{8}\?key=/, { timeout: 30_000 })
    await page.getByRole('heading', { name: 'Your tickets are confirmed' }).waitFor({ timeout: 30_000 })
    const reference = (await page.locator('[data-ticket-reference]').textContent())!.trim()
    expect(reference).toMatch(/^T-[0-9A-Z]{8}$/)
    expect(await page.locator('[data-ticket-total]').textContent()).toBe('£390')
    expect(await page.getByRole('link', { name: 'Add to calendar' }).getAttribute('href')).toBe('/event/clubhouse-summit-25/calendar.ics')

    const mails = await staff<Outbox>(`/api/outbox?where[to][equals]=${encodeURIComponent(email)}&depth=0`)
    expect(mails.docs.map((m) => m.subject)).toEqual([`Your tickets ${reference}: Clubhouse Summit 25`])
    const ics = mails.docs[0]!.attachments?.[0]
    expect(ics?.filename).toBe('clubhouse-summit-25.ics')
    expect(ics?.contentType).toMatch(/^text\/calendar/)
    expect(ics?.content).toContain('BEGIN:VEVENT')

    const stored = await staff<Orders>(`/api/ticket-orders?where[reference][equals]=${reference}&depth=0`)
    expect(stored.docs).toHaveLength(1)
    expect(stored.docs[0]).toMatchObject({ status: 'paid', total: 390, items: [expect.objectContaining({ itemTitle: 'Summit day ticket', quantity: 2 })] })
    expect((await fetch(`${browser.baseURL}/api/ticket-orders`)).status).toBe(403)

    // The sales team refunds it from the order's page in the back office.
    const admin = inject('admin')
    const office = await browser.newPage()
    await office.page.goto('/admin/login')
    await office.page.locator('input[name="email"]').fill(admin.email)
    await office.page.locator('input[name="password"]').fill(admin.password)
    await office.page.getByRole('button', { name: /log ?in/i }).click()
    await office.page.waitForURL(/\/admin(?!\/login)/)
    await office.page.goto(`/admin/collections/ticket-orders/${stored.docs[0]!.id}`)
    await office.page.getByRole('button', { name: 'Refund £390.00' }).click()
    await office.page.getByText('Refund £390.00 to the buyer’s card and release their seats?', { exact: false }).waitFor()
    await office.page.getByRole('button', { name: 'Yes, refund' }).click()
    await expect
      .poll(async () => (await staff<Orders>(`/api/ticket-orders?where[reference][equals]=${reference}&depth=0`)).docs[0]!.status, { timeout: 30_000 })
      .toBe('refunded')
    await expect.poll(async () => (await staff<Outbox>(`/api/outbox?where[to][equals]=${encodeURIComponent(email)}&depth=0`)).docs.length).toBe(2)

    // The buyer's page says so.
    await page.reload()
    await page.getByRole('heading', { name: 'Order refunded' }).waitFor()
    await office.context.close()
    await context.close()
  })

  it('works without JavaScript up to the checkout, and the buyer can give up and free the seats', { timeout: 180_000 }, async () => {
    const { page, context } = await browser.newPage({ javaScriptEnabled: false })
    await page.goto('/event-tickets/supper-club-fulham')
    const form = page.getByRole('form', { name: 'Buy tickets' })
    expect(await form.getByLabel('Quantity of Supper club seat').inputValue()).toBe('2')
    await form.getByLabel('Full name').fill('Tom Reed')
    await form.getByLabel('Email address').fill(`nojs.${Date.now()}@example.com`)
    await form.getByLabel('Phone number').fill('07700 900456')
    await form.getByRole('button', { name: 'Continue to payment' }).click()
    await page.waitForURL(/\/payments\/sandbox\/cs_test_/, { timeout: 30_000 })
    await page.getByRole('link', { name: 'Back to Clubhouse without paying' }).click()
    await page.getByRole('heading', { name: 'Your order is not paid yet' }).waitFor()
    await page.getByRole('button', { name: 'Cancel my order' }).click()
    await page.getByRole('heading', { name: 'Order cancelled' }).waitFor()
    await page.getByRole('link', { name: 'Choose tickets again' }).waitFor()
    await context.close()
  })
})
