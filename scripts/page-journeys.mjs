/**
 * Every page type of issue 17 and how a browser reaches it: the members' pages need a signed-in
 * member, the application and corporate steps an application taken that far. Shared by the page
 * bench (scripts/bench-pages.mjs) and the accessibility tests (tests/e2e/accessibility-pages.e2e.test.ts),
 * so both look at the same pages. The journeys drive a playwright-core page the way the
 * end-to-end tests do (tests/e2e/application.e2e.test.ts, corporate.e2e.test.ts).
 */
import sharp from 'sharp'

/**
 * The page types, in the bench's order. `session` names what the browser must hold first:
 * null (a visitor), 'member', 'application' (an application at its summary, which may open every
 * step before it), 'applied' (the same, sent), 'corporate' and 'corporateApplied' likewise.
 * `kind` is the JavaScript budget it is held to (issue 12): content or form.
 * @type {{ key: string, name: string, path: string, kind: 'content' | 'form', session: null | 'member' | 'application' | 'applied' | 'corporate' | 'corporateApplied' }[]}
 */
export const PAGE_TYPES = [
  { key: 'home', name: 'home', path: '/', kind: 'content', session: null },
  { key: 'club', name: 'club page', path: '/fulham', kind: 'content', session: null },
  { key: 'events', name: 'events', path: '/events', kind: 'content', session: null },
  { key: 'event', name: 'event', path: '/event/summer-party-fulham', kind: 'content', session: null },
  { key: 'tickets', name: 'tickets', path: '/event-tickets/clubhouse-summit-25', kind: 'form', session: null },
  { key: 'member-events', name: 'member events', path: '/member-events', kind: 'content', session: 'member' },
  { key: 'offices', name: 'offices', path: '/discover-offices', kind: 'content', session: null },
  { key: 'office', name: 'office detail', path: '/office-detail?officeId=CITY-3F-12', kind: 'content', session: null },
  { key: 'meeting-rooms', name: 'meeting rooms', path: '/meeting-rooms', kind: 'content', session: null },
  { key: 'book-a-tour', name: 'book a tour', path: '/membership/book-a-tour', kind: 'form', session: null },
  { key: 'apply', name: 'application: start', path: '/membership-application', kind: 'form', session: null },
  { key: 'apply-address', name: 'application: address', path: '/application/address', kind: 'form', session: 'application' },
  { key: 'apply-about', name: 'application: about you', path: '/application/about-you', kind: 'form', session: 'application' },
  { key: 'apply-payment', name: 'application: payment', path: '/application/payment', kind: 'form', session: 'application' },
  { key: 'apply-summary', name: 'application: summary', path: '/application/summary', kind: 'form', session: 'application' },
  { key: 'apply-complete', name: 'application: complete', path: '/application/complete', kind: 'content', session: 'applied' },
  { key: 'corporate', name: 'corporate: start', path: '/corporate/contact-details', kind: 'form', session: null },
  { key: 'corporate-contact', name: 'corporate: contact details', path: '/corporate/contact-details', kind: 'form', session: 'corporate' },
  { key: 'corporate-company', name: 'corporate: about the company', path: '/corporate/about-the-company', kind: 'form', session: 'corporate' },
  { key: 'corporate-members', name: 'corporate: members', path: '/corporate/members', kind: 'form', session: 'corporate' },
  { key: 'corporate-payment', name: 'corporate: payment', path: '/corporate/payment', kind: 'form', session: 'corporate' },
  { key: 'corporate-summary', name: 'corporate: summary', path: '/corporate/summary', kind: 'form', session: 'corporate' },
  { key: 'corporate-confirmation', name: 'corporate: confirmation', path: '/corporate/confirmation', kind: 'content', session: 'corporateApplied' },
  { key: 'login', name: 'login', path: '/login', kind: 'form', session: null },
  { key: 'welcome', name: "members' area: welcome", path: '/welcome', kind: 'content', session: 'member' },
  { key: 'my-schedule', name: "members' area: my schedule", path: '/my-schedule', kind: 'content', session: 'member' },
  { key: 'my-membership', name: "members' area: my membership", path: '/my-membership', kind: 'content', session: 'member' },
  { key: 'profile', name: "members' area: profile", path: '/profile', kind: 'form', session: 'member' },
  { key: 'directory', name: "members' area: directory", path: '/members-directory', kind: 'content', session: 'member' },
]

/** Waits for React and every part loaded on demand (tests/e2e/browser.ts, decision 016). */
export async function waitForHydration(page) {
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 30_000 })
  const deadline = Date.now() + 30_000
  while ((await page.locator('[data-lazy-part]:not([data-hydrated])').count()) > 0) {
    if (Date.now() > deadline) throw new Error(`Parts of ${page.url()} never hydrated`)
    await page.waitForTimeout(200)
  }
}

const photo = (colour) => sharp({ create: { width: 400, height: 500, channels: 3, background: colour } }).png().toBuffer()

async function waitEnabled(locator) {
  const deadline = Date.now() + 30_000
  while (!(await locator.isEnabled())) {
    if (Date.now() > deadline) throw new Error('A button stayed disabled')
    await new Promise((r) => setTimeout(r, 200))
  }
}

/** Signs a member in through /login: the browser's context then holds the session cookies. */
export async function signInMember(page, member) {
  await page.goto('/login')
  await waitForHydration(page)
  const form = page.getByRole('form', { name: 'Member login' })
  await form.getByLabel('E-mail').fill(member.email)
  await form.getByLabel('Password').fill(member.password)
  await form.getByRole('button', { name: 'Log in' }).click()
  await page.waitForURL((url) => url.pathname !== '/login', { timeout: 30_000 })
}

/** The sandbox's good account; its other accounts (src/integrations/direct-debit/local.ts) fail on purpose. */
export const SANDBOX_GOOD_ACCOUNT = { sortCode: '200000', accountNumber: '55779911' }
/** A mandate set up on it is active, and every payment on it fails. */
export const SANDBOX_PAYMENTS_FAIL_ACCOUNT = { sortCode: '200000', accountNumber: '22223333' }

/** The local Direct Debit sandbox's form, filled and sent. */
export async function directDebitSandbox(page, holder, account = SANDBOX_GOOD_ACCOUNT) {
  await page.waitForURL('**/direct-debit/sandbox/**')
  await waitForHydration(page)
  await page.getByLabel('Account holder name').fill(holder)
  await page.getByLabel('Sort code').fill(account.sortCode)
  await page.getByLabel('Account number').fill(account.accountNumber)
  await page.getByLabel(/I am the account holder/).check()
  await page.getByRole('button', { name: 'Set up Direct Debit' }).click()
}

/** An individual application taken to its summary: every step up to it may then be opened. */
export async function applicationAtSummary(page, email = `a11y.${Date.now()}@example.com`, account = SANDBOX_GOOD_ACCOUNT) {
  await page.goto('/membership-application')
  await waitForHydration(page)
  const form = page.getByRole('form', { name: 'Start your application' })
  await form.getByLabel('Title').selectOption('Ms')
  await form.getByLabel('First name').fill('Ada')
  await form.getByLabel('Last name').fill('Applicant')
  await form.getByLabel('E-mail').fill(email)
  await form.getByLabel('Mobile number').fill('07700 900123')
  await form.locator('select[name=dobDay]').selectOption('9')
  await form.locator('select[name=dobMonth]').selectOption('3')
  await form.locator('select[name=dobYear]').selectOption('1990')
  await form.getByRole('button', { name: 'START YOUR APPLICATION' }).click()
  await page.waitForURL('**/application/address')

  await waitForHydration(page)
  await page.getByRole('button', { name: 'Enter address manually' }).click()
  await page.getByLabel('Postcode').fill('SW6 4LZ')
  await page.getByLabel('Address line 1').fill('512 King’s Road')
  await page.getByLabel('Town or city').fill('London')
  await page.getByRole('button', { name: 'NEXT' }).click()
  await page.waitForURL('**/application/about-you')

  await waitForHydration(page)
  await page.getByLabel('Gender').selectOption('Female')
  await page.getByLabel('Industry').selectOption('ACCOUNTING')
  await page.getByLabel('Role').selectOption('Director / Partner')
  await page.getByRole('textbox', { name: 'About you' }).fill('I run a small practice in Fulham and would like somewhere to meet clients.')
  await page.locator('input[type=file][name=photo]').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: await photo('#b48c78') })
  const next = page.getByRole('button', { name: 'NEXT' })
  await waitEnabled(next)
  await next.click()
  await page.waitForURL('**/application/payment')

  await waitForHydration(page)
  await page.getByRole('button', { name: 'SET UP DIRECT DEBIT' }).click()
  await directDebitSandbox(page, 'Ada Applicant', account)
  await page.waitForURL('**/application/summary')
  await waitForHydration(page)
}

/** Sends the application at its summary: the browser then sees the confirmation. */
export async function sendApplication(page) {
  await page.goto('/application/summary')
  await waitForHydration(page)
  await page.getByRole('checkbox', { name: /agree/i }).check()
  await page.getByRole('button', { name: 'SEND APPLICATION' }).click()
  await page.waitForURL('**/application/complete**')
}

/** A company's application taken to its summary (no members added: the step only needs a visit). */
export async function corporateAtSummary(page, email = `a11y.corporate.${Date.now()}@example.com`) {
  await page.goto('/corporate/contact-details')
  await waitForHydration(page)
  const start = page.getByRole('form', { name: 'Start your company’s application' })
  await start.getByLabel('Company name').fill('Hopper & Co')
  await start.getByLabel('Number of memberships').selectOption('4')
  await start.getByLabel('Title').selectOption('Ms')
  await start.getByLabel('First name').fill('Grace')
  await start.getByLabel('Last name').fill('Hopper')
  await start.getByLabel('E-mail').fill(email)
  await start.getByLabel('Mobile number').fill('07700 900123')
  await start.locator('select[name=dobDay]').selectOption('9')
  await start.locator('select[name=dobMonth]').selectOption('12')
  await start.locator('select[name=dobYear]').selectOption('1976')
  await start.getByRole('button', { name: 'START YOUR APPLICATION' }).click()
  await page.getByRole('navigation', { name: 'Application steps' }).waitFor({ timeout: 30_000 })

  await waitForHydration(page)
  await page.getByLabel('Role').selectOption('Founder / Owner')
  await page.locator('input[type=file][name=photo]').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: await photo('#aa8877') })
  await page.getByRole('button', { name: 'Enter address manually' }).click()
  await page.getByLabel('Address line 1').fill('1 Gresham Street')
  await page.getByLabel('Town').fill('London')
  await page.getByLabel('Postcode').fill('EC2V 7BX')
  const next = page.getByRole('button', { name: 'NEXT' })
  await waitEnabled(next)
  await next.click()
  await page.waitForURL('**/corporate/about-the-company')

  await waitForHydration(page)
  await page.getByLabel('Industry').selectOption('ACCOUNTING')
  await page.getByRole('textbox', { name: 'About the company' }).fill('Compilers and consultancy for the City.')
  await page.getByLabel(/Company website/).fill('www.hopper.co.uk')
  await page.getByRole('button', { name: 'NEXT' }).click()
  await page.waitForURL('**/corporate/members')

  await waitForHydration(page)
  await page.getByRole('button', { name: 'NEXT' }).click()
  await page.waitForURL('**/corporate/payment')

  await waitForHydration(page)
  await page.getByRole('button', { name: 'SET UP DIRECT DEBIT' }).click()
  await directDebitSandbox(page, 'Hopper & Co Ltd')
  await page.waitForURL('**/corporate/summary')
  await waitForHydration(page)
}

/** Sends the company's application at its summary. */
export async function sendCorporate(page) {
  await page.goto('/corporate/summary')
  await waitForHydration(page)
  await page.getByLabel(/I confirm that these details are true/).check()
  await page.getByRole('button', { name: 'SEND APPLICATION' }).click()
  await page.waitForURL('**/corporate/confirmation**')
}

/**
 * A member made the way members are made: an application sent, approved by the committee (as
 * staff, `staff` being a fetch signed in to the back office's API), then the invitation's link
 * sets the password. The page ends signed in as them, on the members' welcome. Returns the member's e-mail and password.
 * @param {import('playwright-core').Page} page
 * @param {(path: string, init?: RequestInit) => Promise<Response>} staff
 */
export async function approvedMember(page, staff, account = SANDBOX_GOOD_ACCOUNT) {
  const email = `a11y.member.${Date.now()}@example.com`
  const password = 'a garden table for two'
  await applicationAtSummary(page, email, account)
  await sendApplication(page)
  const leads = await (await staff(`/api/leads?where[emailAddress][equals]=${encodeURIComponent(email)}&depth=0`)).json()
  const id = leads.docs[0]?.id
  if (!id) throw new Error(`No lead for ${email}`)
  const decided = await staff(`/api/leads/${id}/decision`, { method: 'POST', body: JSON.stringify({ decision: 'Approved' }) })
  if (!decided.ok) throw new Error(`The committee's decision answered ${decided.status}`)
  const mails = await (await staff(`/api/outbox?where[to][equals]=${encodeURIComponent(email)}&sort=createdAt&depth=0`)).json()
  const text = mails.docs.map((m) => m.text).join('\n')
  const link = /https?:\/\/\S+\/account\/set-password\?token=[\w-]+/.exec(text)?.[0]
  if (!link) throw new Error('No set-password link was sent')
  const url = new URL(link)
  await page.goto(`${url.pathname}${url.search}`)
  await waitForHydration(page)
  await page.getByLabel('New password', { exact: true }).fill(password)
  await page.getByLabel('New password again').fill(password)
  await page.getByRole('button', { name: 'SET PASSWORD AND SIGN IN' }).click()
  await page.waitForURL((u) => u.pathname === '/welcome', { timeout: 30_000 })
  return { email, password }
}

/** A staff fetch: the back office's API, signed in once as `admin`. */
export function staffFetch(baseURL, admin) {
  let token
  return async (path, init = {}) => {
    token ??= (
      await (await fetch(`${baseURL}/api/users/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(admin) })).json()
    ).token
    return fetch(`${baseURL}${path}`, { ...init, headers: { 'content-type': 'application/json', authorization: `JWT ${token}`, ...init.headers } })
  }
}

/**
 * A fresh sign-in as cookies (the website keeps the API's tokens in cookies, decision 024): the
 * access token lasts 15 minutes, so a long bench signs in again for each page.
 */
export async function memberCookies(baseURL, member) {
  const res = await fetch(`${baseURL}/v1/api/Auth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ userName: member.email, password: member.password }),
  })
  if (!res.ok) throw new Error(`Signing in answered ${res.status}`)
  const { accessToken, refreshToken, expiresIn } = await res.json()
  const user = encodeURIComponent(JSON.stringify({ name: 'Ada Applicant', email: member.email, refreshAt: Date.now() + expiresIn - 100_000 }))
  return `ch_session=${accessToken}; ch_refresh=${refreshToken}; ch_user=${user}`
}

/** A `Cookie` header for what a browser context holds (Lighthouse takes cookies as extra headers). */
export async function cookieHeader(context) {
  return (await context.cookies()).map((c) => `${c.name}=${c.value}`).join('; ')
}
