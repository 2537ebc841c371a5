import pg from 'pg'
import { describe, expect, inject, it } from 'vitest'

import { embeddedDatabaseUrl } from '../../src/lib/db/embedded'

import { hydrated, useBrowser } from './browser'
import { e2eApp } from './app'

type Outbox = { docs: { to: string; subject: string; text: string }[] }

/**
 * A member's life on the site (issue 15): the committee approves an application, the e-mail's
 * link sets a password, the member signs in (the header shows their name), a members' page sends
 * a signed-out visitor to sign in and back, a table is booked through "Make a Booking" to its
 * confirmation, My schedule lists it and cancels it, and logging out signs out.
 */
describe('members', () => {
  const browser = useBrowser()
  let token: string | undefined
  const admin = async (path: string, init: RequestInit = {}) => {
    token ??= ((await (await fetch(`${browser.baseURL}/api/users/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(inject('admin')) })).json()) as { token: string }).token
    return fetch(`${browser.baseURL}${path}`, { ...init, headers: { 'content-type': 'application/json', authorization: `JWT ${token}`, ...(init.headers ?? {}) } })
  }

  /** An application as the five steps leave it (they have their own end-to-end tests). */
  async function applied(email: string): Promise<number> {
    const client = new pg.Client({ connectionString: await embeddedDatabaseUrl(e2eApp().dataDir) })
    await client.connect()
    try {
      const { rows } = await client.query<{ id: number }>(
        `INSERT INTO leads (name, client_type, title, first_name, last_name, email_address, source, membership_status, payment_mandate_id, payment_mandate_status, applied_at)
         VALUES ('Grace Member', 'Club', 'Ms', 'Grace', 'Member', $1, 'application', 'Applied', 'MD-E2E-MEMBER', 'active', now()) RETURNING id`,
        [email],
      )
      return rows[0]!.id
    } finally {
      await client.end()
    }
  }

  it('goes from the committee’s approval to a booked, then cancelled, table', { timeout: 240_000 }, async () => {
    const email = `grace.${Date.now()}@example.com`
    const password = 'a garden table for two'
    const id = await applied(email)
    const decided = await admin(`/api/leads/${id}/decision`, { method: 'POST', body: JSON.stringify({ decision: 'Approved' }) })
    expect(decided.status).toBe(200)
    const mails = (await (await admin(`/api/outbox?where[to][equals]=${encodeURIComponent(email)}&sort=createdAt&depth=0`)).json()) as Outbox
    const invitation = mails.docs.find((m) => m.subject === 'Welcome to Clubhouse: set your password')!
    const link = new URL(/https?:\/\/\S+\/account\/set-password\?token=[\w-]+/.exec(invitation.text)![0])

    const { page, context } = await browser.newPage()
    // The e-mail's link: a password, checked against the rule, then signed in.
    await page.goto(`${link.pathname}${link.search}`)
    await hydrated(page)
    await page.getByText(email).waitFor()
    await page.getByLabel('New password', { exact: true }).fill('short')
    await page.getByLabel('New password again').fill('short')
    await page.getByRole('button', { name: 'SET PASSWORD AND SIGN IN' }).click()
    await page.getByText('Use at least 12 characters.', { exact: true }).waitFor()
    await page.getByLabel('New password', { exact: true }).fill(password)
    await page.getByLabel('New password again').fill(password)
    await page.getByRole('button', { name: 'SET PASSWORD AND SIGN IN' }).click()
    // The members' welcome, not the prospects' home page (decision 052).
    await page.waitForURL((url) => url.pathname === '/welcome')
    await page.getByRole('heading', { name: 'Welcome to Clubhouse, Grace' }).waitFor()
    await page.getByRole('heading', { name: 'Your next bookings and events' }).waitFor()
    await page.getByText('You have nothing booked yet.').waitFor()
    await hydrated(page)
    const header = page.locator('header [data-session="signed-in"]')
    await expect.poll(() => header.textContent()).toContain('Grace Member')
    // The link worked once.
    await page.goto(`${link.pathname}${link.search}`)
    await page.getByText('This link has expired or has already been used.').waitFor()

    // Log out; a members' page then asks for a sign-in and comes back.
    await page.goto('/')
    await hydrated(page)
    await page.locator('header').getByRole('button', { name: 'Log out' }).click()
    await page.locator('header [data-session="signed-out"]').waitFor()
    await page.goto('/my-schedule')
    await page.waitForURL('**/login?next=%2Fmy-schedule')
    await hydrated(page)
    await page.getByLabel('E-mail').fill(email)
    await page.getByLabel('Password').fill('not the password')
    await page.getByRole('button', { name: 'Log in' }).click()
    await page.getByText('That e-mail address and password do not match a membership account.', { exact: false }).waitFor()
    await page.getByLabel('Password').fill(password)
    await page.getByRole('button', { name: 'Log in' }).click()
    await page.waitForURL('**/my-schedule')
    await page.getByText('You have nothing booked yet.').waitFor()

    // The cookies (issue 32): no script reads the member's name or address; the access cookie lasts
    // as its token does; the refresh cookie goes only to the renewal path.
    const jar = Object.fromEntries((await context.cookies()).map((c) => [c.name, c]))
    expect(decodeURIComponent(jar.ch_user!.value)).not.toMatch(/Grace|Member|@/)
    expect(jar.ch_user!.httpOnly).toBe(false)
    expect(jar.ch_session!.httpOnly).toBe(true)
    expect(jar.ch_session!.expires * 1000 - Date.now()).toBeLessThan(16 * 60_000)
    expect(jar.ch_renew).toMatchObject({ path: '/account/refresh', httpOnly: true })
    expect(jar.ch_refresh).toBeUndefined()
    expect(await page.evaluate(() => document.cookie)).not.toMatch(/Grace|Member/)
    // The header still shows the name (asked of the server).
    await expect.poll(() => page.locator('header [data-session="signed-in"]').textContent()).toContain('Grace Member')
    // The access cookie lapses: a members' page renews the sign-in through the refresh path and comes back.
    await context.clearCookies({ name: 'ch_session' })
    await page.goto('/my-schedule')
    await page.waitForURL('**/my-schedule')
    await page.getByText('You have nothing booked yet.').waitFor()
    expect((await context.cookies()).some((c) => c.name === 'ch_session')).toBe(true)
    // The page's quiet renewal (a same-origin POST) is sent the refresh cookie too.
    expect(await page.evaluate(async () => (await fetch('/account/refresh', { method: 'POST', credentials: 'same-origin' })).status)).toBe(204)

    // Book a table: tomorrow, two guests, Fulham.
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
    const time = (await garden.getByRole('link').first().innerText()).trim()
    await garden.getByRole('link').first().click()
    const dialog = page.getByRole('dialog', { name: 'Make a Booking' })
    await dialog.waitFor()
    await dialog.getByText('Grace Member').waitFor()
    await dialog.getByText('Party of : 2').waitFor()
    await dialog.getByText('The Garden Restaurant').waitFor()
    await dialog.getByText(new RegExp(`^${time}, `)).waitFor()
    expect(await dialog.getByLabel('Notes (occasion, special requests, allergies)').getAttribute('placeholder')).toBe('Write something...')
    await dialog.getByLabel('Notes (occasion, special requests, allergies)').fill('Anniversary: a quiet corner, please.')
    await dialog.getByRole('button', { name: 'Book Table' }).click()
    await page.waitForURL(/\/reservation-confirmation\?booking=\d+/)
    await page.getByRole('heading', { name: 'Your table is booked' }).waitFor()
    await page.getByText('Anniversary: a quiet corner, please.').waitFor()
    await expect.poll(() => dialog.count()).toBe(0)
    const confirmation = page.url()

    // Another member does not see it.
    const stranger = await browser.newPage()
    await stranger.page.goto(new URL(confirmation).pathname + new URL(confirmation).search)
    await stranger.page.getByText(/Log in\s+to see your booking\./).waitFor()
    await stranger.context.close()

    // My schedule lists it; cancel it there.
    await page.goto('/my-schedule')
    await hydrated(page)
    const booking = page.getByRole('article', { name: /^Booking TB-/ })
    await booking.getByText('The Garden Restaurant').waitFor()
    await booking.getByRole('button', { name: /^Cancel booking/ }).click()
    await booking.getByRole('button', { name: 'YES, CANCEL IT' }).click()
    await booking.getByText(/^Booking TB-[0-9A-F]{8} is cancelled\.$/).waitFor()
    await page.reload()
    await page.getByRole('article', { name: /^Booking TB-/ }).getByText(/^Booking TB-[0-9A-F]{8} is cancelled\.$/).waitFor()
    expect(await page.getByRole('button', { name: /^Cancel booking/ }).count()).toBe(0)

    // Log out from the header.
    await hydrated(page)
    await page.locator('header').getByRole('button', { name: 'Log out' }).click()
    await page.locator('header [data-session="signed-out"]').waitFor()
    await page.goto('/my-schedule')
    await page.waitForURL('**/login?next=%2Fmy-schedule')
    await context.close()
  })
  it('changes a member’s address for staff only once the new address confirms it, with JavaScript off', { timeout: 120_000 }, async () => {
    const email = `ada.${Date.now()}@example.com`
    const id = await applied(email)
    expect((await admin(`/api/leads/${id}/decision`, { method: 'POST', body: JSON.stringify({ decision: 'Approved' }) })).status).toBe(200)
    const account = ((await (await admin(`/api/members?where[email][equals]=${encodeURIComponent(email)}&depth=0`)).json()) as { docs: { id: number }[] }).docs[0]!
    const wanted = `staff.${Date.now()}@example.com`
    const patched = (await (await admin(`/api/members/${account.id}`, { method: 'PATCH', body: JSON.stringify({ email: wanted }) })).json()) as { doc: { email: string; pendingEmail: string } }
    expect(patched.doc).toMatchObject({ email, pendingEmail: wanted })
    // The worker sends the link to the new address and the notice to the old one.
    const mailTo = async (to: string) => ((await (await admin(`/api/outbox?where[to][equals]=${encodeURIComponent(to)}&depth=0`)).json()) as Outbox).docs
    await expect.poll(async () => (await mailTo(wanted)).map((m) => m.subject), { timeout: 30_000 }).toContain('Confirm your new Clubhouse e-mail address')
    await expect.poll(async () => (await mailTo(email)).map((m) => m.subject), { timeout: 30_000 }).toContain('Your Clubhouse e-mail address is being changed')
    const link = new URL(/https?:\/\/\S+\/account\/confirm-email\?token=[\w-]+/.exec((await mailTo(wanted)).find((m) => m.subject.startsWith('Confirm'))!.text)![0])

    const { page, context } = await browser.newPage({ javaScriptEnabled: false })
    await page.goto(`${link.pathname}${link.search}`)
    await page.getByText(wanted).waitFor()
    // Opening the page changed nothing.
    expect(((await (await admin(`/api/members/${account.id}?depth=0`)).json()) as { email: string }).email).toBe(email)
    await page.getByRole('button', { name: 'CONFIRM MY NEW ADDRESS' }).click()
    await page.waitForURL('**/account/confirm-email?result=confirmed')
    await page.getByText('Your e-mail address has been changed.').waitFor()
    expect(((await (await admin(`/api/members/${account.id}?depth=0`)).json()) as { email: string; pendingEmail: string | null })).toMatchObject({ email: wanted, pendingEmail: null })
    // The link works once.
    await page.goto(`${link.pathname}${link.search}`)
    await page.getByText('This link has expired or has already been used.').waitFor()
    await context.close()
  })
})
