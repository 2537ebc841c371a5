import type { Locator, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'

import { hydrated, useBrowser } from './browser'
import { staffApi } from './staff'

/** Issue 17: every page leads somewhere. */

const browser = useBrowser()
const staff = staffApi(browser.baseURL)

const unique = (name: string) => `${name}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`

async function fillPerson(form: Locator, email: string, club: string) {
  await form.getByLabel('Title').selectOption('Ms')
  await form.getByLabel('First name').fill('Amelia')
  await form.getByLabel('Last name').fill('Hart')
  await form.getByLabel('Email address', { exact: true }).fill(email)
  await form.getByLabel('Mobile number').fill('07700 900123')
  await form.getByLabel('Day').selectOption('17')
  await form.getByLabel('Month').selectOption('4')
  await form.getByLabel('Year').selectOption('1988')
  await form.getByLabel('Home location').selectOption({ label: club })
  const box = form.getByRole('checkbox')
  await box.evaluate((el) => el.scrollIntoView({ block: 'center' }))
  await box.check()
}

const hrefs = (links: Locator) => links.evaluateAll((els) => els.map((a) => [a.textContent?.trim(), a.getAttribute('href')]))

/** Where an element sits on the screen, once it has settled. */
const box = async (locator: Locator) => (await locator.boundingBox())!

async function pressWithKeyboard(page: Page, control: Locator) {
  await control.focus()
  await expect.poll(() => control.evaluate((el) => el === document.activeElement)).toBe(true)
  await page.keyboard.press('Enter')
}

describe('after booking a tour', () => {
  it('/book-a-tour: the thanks say what happens next and link to the club chosen, what’s on and membership', async () => {
    const { page, context } = await browser.newPage()
    await page.goto('/book-a-tour?membership=Club')
    await hydrated(page)
    const form = page.locator('form[data-form="enquiry"]')
    await fillPerson(form, unique('tour-next'), 'Kensington')
    await form.getByRole('button', { name: 'Send Enquiry' }).click()
    await page.getByText('Thank you for your enquiry. Our membership team will be in touch within 24 hours.').waitFor({ timeout: 20_000 })
    const next = page.locator('[data-tour-next-steps]')
    await next.getByText('We’ll call you to arrange a day and time for your tour of Kensington.').waitFor()
    expect(await hrefs(next.getByRole('link'))).toEqual([
      ['Discover Kensington', '/kensington'],
      ['What’s on at the clubs', '/events'],
      ['Membership', '/membership'],
    ])
    // Keyboard: the club's page is one Enter away.
    await pressWithKeyboard(page, next.getByRole('link', { name: 'Discover Kensington' }))
    await page.waitForURL((url) => url.pathname === '/kensington')
    await context.close()
  })

  it('/membership/book-a-tour/complete links to the club chosen on the tour form (without JavaScript too)', async () => {
    const { page, context } = await browser.newPage({ javaScriptEnabled: false })
    await page.goto('/membership/book-a-tour')
    const form = page.locator('form[data-form="tour"]')
    await fillPerson(form, unique('tour-complete'), 'City')
    await form.getByRole('button', { name: 'Send Enquiry' }).click()
    await page.waitForURL(/\/membership\/book-a-tour\/complete\/?$/, { timeout: 20_000 })
    // The page's own words say what happens next; the links follow them.
    await page.getByText('Our membership team will be in touch within 24 hours to confirm a time that suits you.').waitFor()
    const next = page.locator('[data-tour-next-steps]')
    expect(await hrefs(next.getByRole('link'))).toEqual([
      ['Discover City', '/city'],
      ['What’s on at the clubs', '/events'],
      ['Membership', '/membership'],
    ])
    await context.close()
    // Arriving any other way, the page still leads on: to all the clubs.
    const other = await browser.newPage({ javaScriptEnabled: false })
    await other.page.goto('/membership/book-a-tour/complete/')
    expect((await hrefs(other.page.locator('[data-tour-next-steps] a')))[0]).toEqual(['Our clubs', '/the-club'])
    await other.context.close()
  })
})

describe('offices', () => {
  it('/office-detail without an office answers 307 to the office search, keeping the rest of the query', async () => {
    const bare = await fetch(new URL('/office-detail', browser.baseURL), { redirect: 'manual' })
    expect(bare.status).toBe(307)
    expect(new URL(bare.headers.get('location')!, browser.baseURL).pathname).toBe('/discover-offices')
    const tagged = await fetch(new URL('/office-detail?officeId=&utm_source=newsletter', browser.baseURL), { redirect: 'manual' })
    expect(tagged.status).toBe(307)
    const to = new URL(tagged.headers.get('location')!, browser.baseURL)
    expect([to.pathname, to.search]).toEqual(['/discover-offices', '?utm_source=newsletter'])

    const { page, context } = await browser.newPage()
    await page.goto('/office-detail')
    expect(new URL(page.url()).pathname).toBe('/discover-offices')
    await page.getByRole('heading', { name: 'Offices to rent in London' }).waitFor()
    // An unknown office answers 404 (issue 33 §5) with a page that says so and leads back to the search.
    const unknown = await page.goto('/office-detail?officeId=NOPE-0')
    expect(unknown?.status()).toBe(404)
    await page.getByText('No office data found.').waitFor()
    expect(await page.getByRole('link', { name: 'Back to offices' }).first().getAttribute('href')).toBe('/discover-offices')
    await context.close()
  })

  it('the price box’s ENQUIRE opens the office enquiry about that office, from the keyboard', async () => {
    const { page, context } = await browser.newPage()
    await page.goto('/office-detail?officeId=CITY-3F-12')
    await hydrated(page)
    const priceBox = page.getByRole('complementary', { name: 'The Threadneedle Suite: price and enquiry' })
    const enquire = priceBox.getByRole('button', { name: 'ENQUIRE about The Threadneedle Suite' })
    await expect.poll(() => enquire.evaluate((el) => el.className)).toContain('btn')
    await pressWithKeyboard(page, enquire)
    const panel = page.getByRole('dialog')
    await panel.getByText('OFFICE ENQUIRY').waitFor()
    await panel.getByText('The Threadneedle Suite', { exact: true }).waitFor()
    expect(await panel.locator('input[name="queryOrigin"]').inputValue()).toBe('The Threadneedle Suite')
    expect(await panel.locator('input[name="sourcePath"]').inputValue()).toBe('/office-detail?officeId=CITY-3F-12')
    await page.keyboard.press('Escape')
    await panel.waitFor({ state: 'detached' })
    await context.close()
  })
})

describe('meeting rooms', () => {
  it('each room’s card has ENQUIRE, opening the enquiry about that room at its club, which sends', async () => {
    const { page, context } = await browser.newPage()
    await page.goto('/meeting-rooms')
    await hydrated(page)
    const card = page.locator('[data-club-group="city"] article').first()
    const room = (await card.getByRole('heading', { level: 4 }).textContent())!.trim()
    const enquire = card.getByRole('button', { name: `ENQUIRE about ${room}, City` })
    await pressWithKeyboard(page, enquire)
    const panel = page.getByRole('dialog')
    await panel.getByText('MEETING ROOM ENQUIRY').waitFor()
    await panel.getByText(`${room}, City`, { exact: true }).waitFor()
    const email = unique('meeting-room')
    await panel.getByLabel('Full name').fill('Sam Lee')
    await panel.getByLabel('Email address').fill(email)
    await panel.getByLabel('Phone number').fill('020 7123 4567')
    await panel.getByRole('button', { name: 'Send Enquiry' }).click()
    await panel.getByText('Our office sales team will be in touch within 24 hours.').waitFor({ timeout: 20_000 })
    const { docs } = await staff<{ docs: Record<string, unknown>[] }>(`/api/enquiries?where[emailAddress][equals]=${encodeURIComponent(email)}&depth=0`)
    expect(docs[0]).toMatchObject({ enquiryType: 'office', queryOrigin: `Meeting room: ${room}, City`, sourcePath: '/meeting-rooms' })
    await context.close()
  })
})

describe('pages that read their content as they load (decision 031)', () => {
  it('/meeting-rooms without JavaScript shows the rooms, grouped, each with its ENQUIRE, and no loading state', async () => {
    const { page, context } = await browser.newPage({ javaScriptEnabled: false })
    await page.goto('/meeting-rooms')
    const city = page.locator('[data-club-group="city"]')
    await expect.poll(() => city.isVisible()).toBe(true)
    const card = city.locator('article').first()
    expect(await card.getByRole('heading', { level: 4 }).isVisible()).toBe(true)
    expect(await card.getByText('ENQUIRE', { exact: false }).first().isVisible()).toBe(true)
    expect(await page.getByText('Loading meeting rooms…').count()).toBe(0)
    await context.close()
  })

  it('/book-a-tour without JavaScript shows the fee line and the form, not the spinner', async () => {
    const { page, context } = await browser.newPage({ javaScriptEnabled: false })
    await page.goto('/book-a-tour?membership=Corporate')
    expect(await page.getByText('Membership fee £125 pcm per member').isVisible()).toBe(true)
    expect(await page.locator('form[data-form="enquiry"]').getByRole('button', { name: 'Send Enquiry' }).isVisible()).toBe(true)
    expect(await page.locator('[data-tour-loading]').count()).toBe(0)
    await context.close()
  })

  it('reached by a client-side link, /meeting-rooms still arrives with its rooms', async () => {
    const { page, context } = await browser.newPage()
    await page.goto('/no-such-page-for-rooms')
    await hydrated(page)
    // A value on window survives a client-side navigation and is lost on a full load.
    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true))
    await page.getByRole('main').getByRole('link', { name: 'Meeting rooms' }).click()
    await page.waitForURL((url) => url.pathname === '/meeting-rooms')
    await page.locator('[data-club-group="city"] article').first().waitFor()
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true)
    await context.close()
  })
})

describe('events', () => {
  it('on a phone, the event page keeps Book tickets in a bar above the cookie banner, and steps aside for the page’s own', async () => {
    const { page, context } = await browser.newPage({ viewport: { width: 390, height: 844 } })
    await page.goto('/event/summer-party-fulham')
    await hydrated(page)
    const bar = page.locator('[data-event-booking-bar]')
    await bar.waitFor()
    expect(await bar.getByRole('link', { name: 'Book tickets' }).getAttribute('href')).toBe('/event-tickets/summer-party-fulham')
    // It sits on the cookie banner, not over it.
    const banner = page.locator('[data-cookie-banner]')
    await banner.waitFor()
    await expect.poll(async () => Math.round((await box(bar)).y + (await box(bar)).height - (await box(banner)).y)).toBe(0)
    await banner.getByRole('button', { name: 'ACCEPT' }).click()
    await banner.waitFor({ state: 'detached' })
    await expect.poll(async () => Math.round((await box(bar)).y + (await box(bar)).height)).toBe(844)
    // The page's own Book tickets on screen: the bar steps aside, and comes back when it leaves.
    const own = page.getByRole('complementary', { name: 'Tickets and sharing' }).getByRole('link', { name: 'Book tickets' })
    await own.evaluate((el) => el.scrollIntoView({ block: 'center' }))
    await expect.poll(() => bar.isVisible()).toBe(false)
    await page.evaluate(() => window.scrollTo(0, 0))
    await expect.poll(() => bar.isVisible()).toBe(true)
    // Reachable from the keyboard.
    await pressWithKeyboard(page, bar.getByRole('link', { name: 'Book tickets' }))
    await page.waitForURL((url) => url.pathname.replace(/\/$/, '') === '/event-tickets/summer-party-fulham')
    await context.close()
  })

  it('no bar on a wide screen, and none for a sold-out event', async () => {
    const { page, context } = await browser.newPage({ viewport: { width: 1440, height: 900 } })
    await page.goto('/event/summer-party-fulham')
    await hydrated(page)
    expect(await page.locator('[data-event-booking-bar]').isVisible()).toBe(false)
    await context.close()
    const phone = await browser.newPage({ viewport: { width: 390, height: 844 } })
    await phone.page.goto('/event/champagne-tasting-knightsbridge')
    await phone.page.getByText('Sold out', { exact: true }).first().waitFor()
    expect(await phone.page.locator('[data-event-booking-bar]').count()).toBe(0)
    await phone.context.close()
  })

  it('the featured event is not repeated as the first card of the list below it', async () => {
    const { page, context } = await browser.newPage()
    await page.goto('/events?upcoming=1')
    await hydrated(page)
    const hero = page.locator('[data-event-hero]')
    const featured = (await hero.getAttribute('data-event-hero'))!
    const cards = page.locator('[data-event-card]')
    await expect.poll(() => cards.count()).toBe(4)
    const slugs = () => cards.evaluateAll((els) => els.map((e) => e.getAttribute('data-event-card')))
    expect(await slugs()).not.toContain(featured)
    // Loading more never brings it back, and nothing is skipped twice or shown twice.
    await page.getByRole('button', { name: 'Load more events' }).click()
    await expect.poll(() => cards.count()).toBeGreaterThan(4)
    const all = await slugs()
    expect(all).not.toContain(featured)
    expect(new Set(all).size).toBe(all.length)
    await context.close()
  })
})
