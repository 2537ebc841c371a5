import type { Locator, Page } from 'playwright-core'
import { describe, expect, inject, it } from 'vitest'

import { hydrated, useBrowser } from './browser'
import { staffApi } from './staff'

/**
 * Issue 37: Social membership has its place on the site (/membership, its own tour page, its form
 * with the proposer and Instagram, the enquiry sales see), and the event enquiry offers the events
 * team by e-mail or WhatsApp (spec 000 sections 1, 2, 3, 5; docs/decisions/073).
 */

const browser = useBrowser()
const staff = staffApi(browser.baseURL)

type Doc = Record<string, unknown> & { id: number }
const unique = (name: string) => `${name}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`

async function fillPerson(form: Locator, email: string) {
  await form.getByLabel('Title').selectOption('Ms')
  await form.getByLabel('First name').fill('Amelia')
  await form.getByLabel('Last name').fill('Hart')
  await form.getByLabel('Email address', { exact: true }).fill(email)
  await form.getByLabel('Mobile number').fill('07700 900123')
  await form.getByLabel('Day').selectOption('17')
  await form.getByLabel('Month').selectOption('4')
  await form.getByLabel('Year').selectOption('1988')
}

async function signInToBackOffice(page: Page) {
  const admin = inject('admin')
  await page.goto('/admin/login')
  await page.locator('input[name="email"]').fill(admin.email)
  await page.locator('input[name="password"]').fill(admin.password)
  await page.getByRole('button', { name: /log ?in/i }).click()
  await page.waitForURL(/\/admin(?!\/login)/)
}

describe('Social membership', () => {
  it('has its price and its own tour page on /membership', async () => {
    const { page, context } = await browser.newPage()
    await page.goto('/membership')
    const social = page.locator('[data-block="membershipSummary"]').filter({ has: page.getByRole('heading', { name: 'Social membership' }) })
    await social.getByText('From £95 per month').waitFor()
    await social.getByRole('link', { name: 'Book a tour' }).click()
    await page.waitForURL(/\/book-a-tour\?membership=Social$/)
    await page.getByText('Membership fee from £95 per month').waitFor()
    await page.getByRole('heading', { level: 1, name: 'Social membership' }).waitFor()
    expect(await page.locator('form[data-form="enquiry"]').getAttribute('data-variant')).toBe('social')
    await context.close()
  })

  it('is enquired about with the proposer and Instagram, which sales see on the enquiry in the back office, and the e-mails name it', async () => {
    const { page, context } = await browser.newPage()
    await page.goto('/book-a-tour?membership=Social')
    await page.waitForLoadState('networkidle')
    await hydrated(page)
    // A visitor accepts the cookie notice that otherwise covers the bottom of the screen.
    await page.getByRole('button', { name: 'ACCEPT' }).click()
    const form = page.locator('form[data-form="enquiry"][data-variant="social"]')
    const email = unique('social-tour')
    await fillPerson(form, email)
    // Optional, and labelled so (spec 000 section 5).
    for (const label of ['Proposer name', 'Proposer email', 'Instagram account']) {
      expect(await form.locator('label').filter({ hasText: label }).innerText()).toMatch(/\(Optional\)/i)
    }
    await form.getByLabel(/Proposer name/).fill('Tom Price')
    await form.getByLabel(/Proposer email/).fill('tom.price@example.com')
    await form.getByLabel(/Instagram account/).fill('@amelia.hart')
    const box = form.getByRole('checkbox')
    await box.evaluate((el) => el.scrollIntoView({ block: 'center' }))
    await box.check()
    await form.getByRole('button', { name: 'Send Enquiry' }).click()
    await page.getByText('Thank you for your enquiry. Our membership team will be in touch within 24 hours.').first().waitFor({ timeout: 20_000 })

    const [enquiry] = (await staff<{ docs: Doc[] }>(`/api/enquiries?where[emailAddress][equals]=${encodeURIComponent(email)}&depth=0`)).docs
    expect(enquiry).toMatchObject({
      enquiryType: 'social',
      proposerName: 'Tom Price',
      proposerEmail: 'tom.price@example.com',
      instagramAccount: '@amelia.hart',
      sourcePath: '/book-a-tour?membership=Social',
    })

    // Sales open it in the back office and read the type, the proposer and the Instagram account.
    await signInToBackOffice(page)
    await page.goto(`/admin/collections/enquiries/${enquiry!.id}`)
    await page.locator('#field-proposerName').waitFor({ timeout: 30_000 })
    expect(await page.locator('#field-proposerName').inputValue()).toBe('Tom Price')
    expect(await page.locator('#field-proposerEmail').inputValue()).toBe('tom.price@example.com')
    expect(await page.locator('#field-instagramAccount').inputValue()).toBe('@amelia.hart')
    await page.locator('#field-enquiryType').getByText('Social membership').waitFor()

    // The visitor's thanks and the team's notice name the membership.
    type Mail = { subject: string; text: string; to: string }
    const mails = async () => [
      ...(await staff<{ docs: Mail[] }>(`/api/outbox?where[to][equals]=${encodeURIComponent(email)}&depth=0`)).docs,
      ...(await staff<{ docs: Mail[] }>(`/api/outbox?where[replyTo][equals]=${encodeURIComponent(email)}&depth=0`)).docs,
    ]
    await expect.poll(async () => (await mails()).length, { timeout: 20_000 }).toBe(2)
    const [visitor, team] = [(await mails()).find((m) => m.to === email)!, (await mails()).find((m) => m.to !== email)!]
    expect(visitor.text).toContain('Membership: Social membership')
    expect(visitor.text).not.toContain('Tom Price')
    expect(team.subject).toBe('New membership enquiry: Ms Amelia Hart, Social membership, Fulham')
    expect(team.text).toContain('Proposer: Tom Price')
    expect(team.text).toContain('Instagram: @amelia.hart')
    await context.close()
  })
})

describe('event enquiry', () => {
  it('offers the events team by e-mail or WhatsApp once sent, on an event’s page', async () => {
    const { page, context } = await browser.newPage()
    await page.goto('/event/clubhouse-summit-25')
    await page.waitForLoadState('networkidle')
    await hydrated(page)
    await page.getByRole('button', { name: 'ACCEPT' }).click()
    await page.getByRole('button', { name: 'ENQUIRE' }).first().click()
    const panel = page.getByRole('dialog')
    await panel.getByText('EVENT ENQUIRY').waitFor()
    await panel.getByLabel('Full name').fill('Priya Shah')
    await panel.getByLabel('Email address').fill(unique('event-urgent'))
    await panel.getByLabel('Phone number').fill('07700 900456')
    await panel.getByRole('button', { name: 'Send Enquiry' }).click()
    await panel.getByText('Our events team will be in touch within 24 hours.').waitFor({ timeout: 20_000 })
    const urgent = panel.locator('[data-urgent-contacts]')
    expect(await urgent.innerText()).toMatch(/^For urgent enquiries, email events@clubhouse\.london or message us on WhatsApp at \+44 7700 900123/)
    expect(await urgent.getByRole('link', { name: 'events@clubhouse.london' }).getAttribute('href')).toBe('mailto:events@clubhouse.london')
    expect(await urgent.getByRole('link', { name: /\+44 7700 900123/ }).getAttribute('href')).toBe('https://wa.me/447700900123')
    await context.close()
  })
})
