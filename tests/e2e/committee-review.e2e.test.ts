import pg from 'pg'
import { describe, expect, inject, it } from 'vitest'

import { embeddedDatabaseUrl } from '../../src/lib/db/embedded'

import { useBrowser } from './browser'
import { e2eApp } from './app'

const browser = useBrowser()
const SALES = { email: 'e2e-sales@clubhouse.test', password: 'e2e-sales-password-1' }
const CONTENT = { email: 'e2e-content@clubhouse.test', password: 'e2e-content-password-1' }

async function adminToken(): Promise<string> {
  const res = await fetch(`${browser.baseURL}/api/users/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(inject('admin')) })
  return ((await res.json()) as { token: string }).token
}

async function adminGet<T>(token: string, path: string): Promise<T> {
  const res = await fetch(`${browser.baseURL}${path}`, { headers: { authorization: `JWT ${token}` } })
  expect(res.status, path).toBe(200)
  return (await res.json()) as T
}

/** An application as the five steps leave it; the steps have their own end-to-end tests. */
async function storeApplication(email: string): Promise<number> {
  const client = new pg.Client({ connectionString: await embeddedDatabaseUrl(e2eApp().dataDir) })
  await client.connect()
  try {
    const { rows } = await client.query<{ id: number }>(
      `INSERT INTO leads (name, client_type, first_name, last_name, email_address, source, membership_status, address_address_line1, address_town,
         address_postcode, address_country, profile_gender, profile_role, profile_about_member, payment_mandate_id, payment_mandate_status, applied_at)
       VALUES ('Ada Committee', 'Club', 'Ada', 'Committee', $1, 'application', 'Applied', '1 Sloane Square', 'London', 'SW1W 8AX', 'United Kingdom',
         'Female', 'Founder / Owner', 'I run a bakery in Fulham.', 'MD-E2E-REVIEW', 'active', now())
       RETURNING id`,
      [email],
    )
    return rows[0]!.id
  } finally {
    await client.end()
  }
}

async function signIn(account: { email: string; password: string }) {
  const { page, context } = await browser.newPage()
  await page.goto('/admin/login')
  await page.locator('input[name="email"]').fill(account.email)
  await page.locator('input[name="password"]').fill(account.password)
  await page.getByRole('button', { name: /log ?in/i }).click()
  await page.waitForURL(/\/admin(?!\/login)/)
  return { page, context }
}

describe('membership committee review', () => {
  it('lets sales staff find an application in the Applications view and approve it, e-mailing the applicant', async () => {
    const token = await adminToken()
    for (const [account, role] of [[SALES, 'sales'], [CONTENT, 'content']] as const) {
      const made = await fetch(`${browser.baseURL}/api/users`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `JWT ${token}`, origin: browser.baseURL },
        body: JSON.stringify({ ...account, roles: [role] }),
      })
      expect(made.status, await made.clone().text()).toBe(201)
    }
    const email = 'ada.committee@example.com'
    const id = await storeApplication(email)

    // Content staff have no link to the view, and the view shows them nothing.
    const content = await signIn(CONTENT)
    expect(await content.page.locator('#nav-applications').count()).toBe(0)
    await content.page.goto('/admin/applications')
    await content.page.getByText('The applications are for the sales team and administrators.').waitFor()
    expect(await content.page.getByText(email).count()).toBe(0)
    await content.context.close()

    const { page, context } = await signIn(SALES)
    // The navigation's link (the menu itself may be folded away at this width).
    const link = page.locator('#nav-applications')
    await link.waitFor({ state: 'attached' })
    await page.goto((await link.getAttribute('href'))!)
    await page.getByRole('heading', { name: 'Applications' }).waitFor()
    await page.getByLabel('Status').selectOption('Applied')
    await page.getByLabel('Step').selectOption('complete')
    await page.getByRole('button', { name: 'Show' }).click()
    await page.waitForURL(/status=Applied/)
    const row = page.getByRole('row').filter({ hasText: email })
    await row.waitFor()
    expect(await row.textContent()).toMatch(/5\/5 Confirmation.*Applied.*active/)
    expect(await page.getByRole('link', { name: 'Export CSV' }).getAttribute('href')).toMatch(/^\/api\/leads\/applications\.csv\?where/)

    await row.getByRole('link', { name: 'Ada Committee' }).click()
    await page.waitForURL(new RegExp(`/admin/collections/leads/${id}`))
    // The panel, not the read-only 'Committee decision' group below it, which Payload draws once it
    // scrolls into view (clicking Approve may bring it there).
    const panel = page.getByRole('region', { name: 'Committee decision' })
    await panel.waitFor({ timeout: 30_000 })
    await panel.getByRole('button', { name: 'Approve' }).click()
    // The page reloads with the decision: the panel is gone, since there is nothing left to decide.
    await expect.poll(async () => (await adminGet<{ membershipStatus: string }>(token, `/api/leads/${id}?depth=0`)).membershipStatus, { timeout: 20_000 }).toBe('Approved')
    await panel.waitFor({ state: 'detached', timeout: 20_000 })

    const lead = await adminGet<{ review: { decidedBy: string }; history: { by: string; change: string }[] }>(token, `/api/leads/${id}?depth=0`)
    expect(lead.review.decidedBy).toBe(SALES.email)
    expect(lead.history.at(-1)).toMatchObject({ by: SALES.email, change: 'Committee: approved' })
    // The decision, then the new account's invitation to choose a password (issue 15).
    const outbox = await adminGet<{ docs: { subject: string; text: string }[] }>(token, `/api/outbox?where[to][equals]=${encodeURIComponent(email)}&sort=id&depth=0`)
    expect(outbox.docs.map((d) => d.subject)).toEqual(['Welcome to Clubhouse: your membership has been approved', 'Welcome to Clubhouse: set your password'])
    expect(outbox.docs[0]!.text.startsWith('Dear Ada,')).toBe(true)
    await context.close()
  })
})
