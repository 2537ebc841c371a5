import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'

import { EVENT_CATEGORIES } from '../../src/features/events/constants'

import { hydrated, useBrowser } from './browser'

const browser = useBrowser()

const api = async <T>(path: string): Promise<T> => {
  const res = await fetch(`${browser.baseURL}${path}`)
  expect(res.status).toBe(200)
  return res.json() as Promise<T>
}

type EventSearch = { count: number; facets: { month: { value: string; count: number }[]; eventCategories: { value: string; count: number }[] } }
type OfficeSearch = { count: number; results: { officeGroupId: string; pricePerMonth: number }[]; facets: { location: { id: number; displayName: string; count: number }[] } }

const cards = (page: Page) => page.locator('[data-event-list] [data-event-card]')

describe('events', () => {
  it('/events: the featured hero, EXPLORE EVENTS, 4 events of this month then the rest, Upcoming shows 4 then 12 more in order', async () => {
    const { page, context } = await browser.newPage()
    await page.goto('/events')
    await hydrated(page)
    const hero = page.locator('[data-event-list]').first()
    expect(await hero.getByText('Featured', { exact: true }).first().isVisible()).toBe(true)
    expect(await page.getByRole('link', { name: 'View full details' }).first().getAttribute('href')).toMatch(/^\/event\/[a-z0-9-]+\/?$/)
    expect(await page.getByRole('heading', { name: 'EXPLORE EVENTS' }).isVisible()).toBe(true)

    await expect.poll(() => cards(page).count()).toBe(4)
    const all = await api<EventSearch>('/v1/api/events/search')
    const thisMonth = all.facets.month[0]!
    // The featured event (the first upcoming, so in the first month) is not repeated in the list (issue 17).
    await page.getByRole('button', { name: 'Load more events' }).click()
    await expect.poll(() => cards(page).count()).toBe(Math.min(thisMonth.count - 1, 12))

    await page.getByRole('group', { name: 'Show events by month' }).getByRole('button', { name: 'Upcoming' }).click()
    await expect.poll(() => cards(page).count()).toBe(4)
    await page.getByRole('button', { name: 'Load more events' }).click()
    await expect.poll(() => cards(page).count()).toBe(Math.min(all.count - 1, 12))
    // Every date line reads "Do MMM YY / LT - LT" (moment's LT: "7:30 PM").
    const dates = await cards(page).locator('[data-event-date]').allTextContents()
    for (const d of dates) expect(d).toMatch(/^\d{1,2}(st|nd|rd|th) [A-Z][a-z]{2} \d{2} \/ \d{1,2}:\d{2} [AP]M - \d{1,2}:\d{2} [AP]M/)
    await context.close()
  })

  it('badges: SOLD OUT and LAST FEW TICKETS on their cards, "from £" where priced', async () => {
    const { page, context } = await browser.newPage()
    await page.goto('/member-events')
    await hydrated(page)
    await expect.poll(() => page.locator('[data-member-events] [data-event-card]').count()).toBeGreaterThan(4)
    const badges = await page.locator('[data-member-events] [data-event-badge]').allTextContents()
    expect(badges).toContain('SOLD OUT')
    expect(badges).toContain('LAST FEW TICKETS')
    expect(await page.locator('[data-member-events] [data-event-card="supper-club-fulham"]').textContent()).toContain('from £65')
    await context.close()
  })

  it('/member-events: location chips, the Filter events modal (months, no results, reset) and month headings', async () => {
    const { page, context } = await browser.newPage()
    await page.goto('/member-events')
    await hydrated(page)
    const section = page.locator('[data-member-events]')
    const chips = section.getByRole('group', { name: 'Locations' }).getByRole('button')
    await expect.poll(() => chips.allTextContents()).toEqual(expect.arrayContaining(['All Locations', 'City', 'Fulham']))
    expect(await chips.first().getAttribute('aria-pressed')).toBe('true')

    await chips.filter({ hasText: 'Fulham' }).click()
    await expect.poll(() => chips.filter({ hasText: 'Fulham' }).getAttribute('aria-pressed')).toBe('true')
    const fulham = await api<EventSearch>('/v1/api/events/search?club=Fulham')
    await expect.poll(() => section.locator('[data-event-card]').count()).toBe(fulham.count)
    // Grouped under a heading per month.
    expect(await section.locator('[data-month]').count()).toBe(fulham.facets.month.filter((m) => m.count > 0).length)

    await section.getByRole('button', { name: 'Filter', exact: true }).click()
    const dialog = page.getByRole('dialog', { name: 'Filter events' })
    await dialog.waitFor()
    const month = dialog.getByLabel('Month')
    const options = await month.locator('option').allTextContents()
    expect(options[0]).toBe('All')
    expect(options.length).toBeGreaterThan(1)

    // A month and a category with no Fulham events: "No results match your criteria." and Show results disabled.
    const lastMonth = fulham.facets.month.filter((m) => m.count > 0).at(-1)!.value
    const inMonth = await api<EventSearch>(`/v1/api/events/search?club=Fulham&month=${lastMonth}`)
    // Categories matching nothing are left out of the facets.
    const empty = EVENT_CATEGORIES.find((c) => !inMonth.facets.eventCategories.some((f) => f.value === c.value && f.count > 0))
    expect(empty, 'a category with no Fulham events that month').toBeTruthy()
    await month.selectOption(lastMonth)
    await dialog.getByLabel('Categories').selectOption(empty!.value)
    await expect.poll(() => dialog.getByRole('status').textContent()).toBe('No results match your criteria.')
    expect(await dialog.getByRole('button', { name: 'Show results' }).isDisabled()).toBe(true)

    await dialog.getByRole('button', { name: 'reset filters' }).click()
    expect(await month.inputValue()).toBe('')
    expect(await dialog.getByLabel('Categories').inputValue()).toBe('')
    await expect.poll(() => dialog.getByRole('button', { name: 'Show results' }).isDisabled()).toBe(false)

    await month.selectOption(lastMonth)
    await expect.poll(() => dialog.getByRole('button', { name: 'Show results' }).isDisabled()).toBe(false)
    await dialog.getByRole('button', { name: 'Show results' }).click()
    await dialog.waitFor({ state: 'detached' })
    await expect.poll(() => section.locator('[data-event-card]').count()).toBe(inMonth.count)
    expect(await section.locator('[data-month]').count()).toBe(1)

    // A card goes to the event's page.
    const first = section.locator('[data-event-card] a').first()
    const href = await first.getAttribute('href')
    expect(href).toMatch(/^\/event\/[a-z0-9-]+\/?$/)
    await first.click()
    await page.waitForURL((url) => url.pathname.startsWith('/event/'))
    await context.close()
  })

  it('/event/{slug}: schema.org Event JSON-LD, an .ics download and the ticket link', async () => {
    const { page, context } = await browser.newPage()
    const response = await page.goto('/event/summer-party-fulham')
    expect(response?.status()).toBe(200)
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Summer Party')
    const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent())!)
    expect(ld).toMatchObject({ '@context': 'https://schema.org', '@type': 'Event', name: 'Summer Party' })
    expect(ld.startDate).toMatch(/^\d{4}-\d{2}-\d{2}T/)
    expect(ld.location).toBeTruthy()

    const ics = page.locator('a[download$=".ics"]')
    const res = await fetch(new URL((await ics.getAttribute('href'))!, browser.baseURL))
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toMatch(/^text\/calendar/)
    const body = await res.text()
    expect(body).toMatch(/^BEGIN:VCALENDAR\r\n/)
    expect(body).toContain('SUMMARY:Summer Party')
    expect(body).toMatch(/DTSTART:\d{8}T\d{6}Z/)

    expect(await page.getByRole('link', { name: /tickets/i }).first().getAttribute('href')).toMatch(/^\/event-tickets\/summer-party-fulham\/?$/)
    expect((await page.goto('/event/no-such-event'))?.status()).toBe(404)
    await context.close()
  })
})

describe('offices', () => {
  const officeCards = (page: Page) => page.locator('[data-office-results] [data-office-card]')

  it('/discover-offices: the London heading, 6 offices by price, "load more" for the next 6', async () => {
    const { page, context } = await browser.newPage()
    await page.goto('/discover-offices')
    await hydrated(page)
    expect(await page.locator('[data-office-search]').getByRole('heading').first().textContent()).toBe('Offices to rent in London')
    await expect.poll(() => officeCards(page).count()).toBe(6)
    const all = await api<OfficeSearch>('/v1/api/offices/search')
    expect(all.count).toBeGreaterThan(12)
    await page.getByRole('button', { name: 'load more' }).click()
    await expect.poll(() => officeCards(page).count()).toBe(12)
    const ids = await officeCards(page).evaluateAll((els) => els.map((e) => e.getAttribute('data-office-card')))
    const page2 = await api<OfficeSearch>('/v1/api/offices/search?page=2')
    expect(ids).toEqual([...all.results, ...page2.results].map((o) => o.officeGroupId))
    await context.close()
  })

  it('filter modal: a location names the heading, the count follows, the URL keeps the filter through a reload', async () => {
    const { page, context } = await browser.newPage()
    await page.goto('/discover-offices')
    await hydrated(page)
    await expect.poll(() => officeCards(page).count()).toBe(6)
    await page.getByRole('button', { name: 'Filter', exact: true }).click()
    const dialog = page.getByRole('dialog', { name: 'Search office types' })
    await dialog.waitFor()
    // The panel loads when first opened.
    await dialog.locator('[data-office-filter]').waitFor()
    for (const label of ['LOCATIONS', 'PRICE PER MONTH', 'NUMBER OF PEOPLE', 'SHOW OFFICES AVAILABLE NOW ONLY']) {
      expect(await dialog.getByText(label, { exact: true }).first().isVisible(), label).toBe(true)
    }
    // No filter chosen yet: the button says so and cannot be pressed.
    const show = dialog.getByRole('button', { name: /^show/ })
    expect(await show.isDisabled()).toBe(true)

    const city = await api<OfficeSearch>('/v1/api/offices/search')
    const cityId = city.facets.location.find((l) => l.displayName === 'City')!.id
    const inCity = await api<OfficeSearch>(`/v1/api/offices/search?location=${cityId}`)
    await dialog.getByRole('button', { name: 'City', exact: true }).click()
    await expect.poll(() => show.textContent(), { timeout: 5_000 }).toBe(`show ${inCity.count} office types`)
    expect(await show.isDisabled()).toBe(false)
    await show.click()
    await dialog.waitFor({ state: 'detached' })
    const heading = page.locator('[data-office-search]').getByRole('heading').first()
    await expect.poll(() => heading.textContent()).toBe('Office to rent in City')
    await expect.poll(() => officeCards(page).count()).toBe(Math.min(inCity.count, 6))
    expect(new URL(page.url()).searchParams.getAll('location')).toEqual([String(cityId)])

    await page.reload()
    await expect.poll(() => heading.textContent()).toBe('Office to rent in City')
    await expect.poll(() => officeCards(page).count()).toBe(Math.min(inCity.count, 6))

    // "reset filters" clears the choice; pressing the backdrop re-runs the search from page 1.
    await page.getByRole('button', { name: 'Filter', exact: true }).click()
    await dialog.waitFor()
    await dialog.getByRole('button', { name: 'reset filters' }).click()
    await expect.poll(() => show.textContent()).toBe(`show ${city.count} office types`)
    expect(await show.isDisabled()).toBe(true)
    await page.mouse.click(5, 450)
    await dialog.waitFor({ state: 'detached' })
    await expect.poll(() => heading.textContent()).toBe('Offices to rent in London')
    await expect.poll(() => new URL(page.url()).searchParams.has('location')).toBe(false)
    await context.close()
  })

  it('office detail: the office by its reference, and "No office data found." for an unknown one', async () => {
    const { page, context } = await browser.newPage({ viewport: { width: 375, height: 800 } })
    await page.goto('/office-detail?officeId=CITY-3F-12')
    expect(await page.getByRole('heading', { name: 'The Threadneedle Suite' }).first().isVisible()).toBe(true)
    expect(await page.getByText('£6,800', { exact: false }).first().isVisible()).toBe(true)
    // The mobile sticky bar, once scrolled: e-mail and WhatsApp from the office's contact list, and only one bar.
    await page.mouse.wheel(0, 400)
    const sticky = page.locator('[data-office-sticky]')
    await expect.poll(() => sticky.isVisible()).toBe(true)
    expect(await sticky.getByRole('link', { name: 'Email' }).getAttribute('href')).toMatch(/^mailto:/)
    expect(await sticky.getByRole('link', { name: /WhatsApp/ }).getAttribute('href')).toMatch(/^https:\/\/wa\.me\//)
    expect(await page.locator('[data-sticky-button]').count()).toBe(0)

    expect((await page.goto('/office-detail?officeId=NOPE-0'))?.status()).toBe(404)
    expect(await page.getByText('No office data found.').isVisible()).toBe(true)
    await context.close()
  })

  it('/meeting-rooms: grouped by club, the club from ?club= first', async () => {
    const { page, context } = await browser.newPage()
    await page.goto('/meeting-rooms')
    await hydrated(page)
    const groups = () => page.locator('[data-club-group]').evaluateAll((els) => els.map((e) => e.getAttribute('data-club-group')))
    await expect.poll(groups).toEqual(['city', 'fulham', 'kensington', 'knightsbridge'])
    await page.goto('/meeting-rooms?club=kensington')
    await expect.poll(groups).toEqual(['kensington', 'city', 'fulham', 'knightsbridge'])
    await context.close()
  })
})
