import type { Page } from 'playwright-core'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'

import { hydrated, useBrowser } from './browser'
import { staffApi } from './staff'

type Outbox = { docs: { to: string; subject: string }[] }

/**
 * The corporate wizard (issue 14) as a company's primary contact goes through it: the start, the
 * contact details with the postcode finder and a photo, the company, its members (add, a repeated
 * e-mail refused, edit, remove after a confirmation), one Direct Debit in the local sandbox, the
 * summary and the confirmation; its navigation at 390 px (arrows) and at 1280 px (circles); the
 * members' list at 390 px.
 */
describe('corporate application', () => {
  const { baseURL, newPage } = useBrowser()
  const staff = staffApi(baseURL)
  const photo = (colour: string) => sharp({ create: { width: 320, height: 400, channels: 3, background: colour } }).png().toBuffer()

  async function addMember(page: Page, first: string, last: string, email: string) {
    await page.getByRole('button', { name: 'ADD A MEMBER' }).click()
    const form = page.getByRole('form', { name: 'Add a member' })
    await form.waitFor()
    await hydrated(page)
    await form.getByLabel('Title').selectOption('Mr')
    await form.getByLabel('First name').fill(first)
    await form.getByLabel('Last name').fill(last)
    await form.getByLabel('E-mail').fill(email)
    await form.getByLabel('Mobile number').fill('07700 900777')
    await form.locator('select[name=dobDay]').selectOption('3')
    await form.locator('select[name=dobMonth]').selectOption('4')
    await form.locator('select[name=dobYear]').selectOption('1988')
    await form.locator('input[type=file][name=photo]').setInputFiles({ name: 'm.png', mimeType: 'image/png', buffer: await photo('#789') })
    await form.getByRole('button', { name: 'SAVE' }).click()
  }

  it('goes from the company’s start to a sent application with its members and one Direct Debit', { timeout: 180_000 }, async () => {
    const { page, context } = await newPage()
    const email = `corporate.${Date.now()}@example.com`
    await page.goto('/corporate/contact-details')
    await hydrated(page)
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
    // The start and step 1 share their address: wait for the step itself.
    await page.getByRole('navigation', { name: 'Application steps' }).waitFor()

    // Step 1: the primary contact, the photo and the address.
    await hydrated(page)
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('step-heading')
    await expect.poll(() => page.locator('[aria-current="step"]').innerText()).toContain('CONTACT DETAILS')
    await page.getByLabel('Role').selectOption('Founder / Owner')
    await expect.poll(() => page.getByRole('button', { name: 'NEXT' }).isDisabled()).toBe(true)
    await page.locator('input[type=file][name=photo]').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: await photo('#a87') })
    await page.getByLabel('Postcode').fill('EC2V 6AA')
    await page.getByRole('button', { name: 'FIND ADDRESS' }).click()
    await page.getByLabel(/addresses? found: choose yours/).selectOption({ index: 1 })
    await expect.poll(() => page.getByLabel('Address line 1').inputValue()).not.toBe('')
    await page.getByRole('button', { name: 'NEXT' }).click()
    await page.waitForURL('**/corporate/about-the-company')

    // Step 2: the company.
    await hydrated(page)
    await page.getByLabel('Industry').selectOption('ACCOUNTING')
    await page.getByRole('textbox', { name: 'About the company' }).fill('Compilers and consultancy for the City.')
    await page.getByLabel(/Company website/).fill('www.hopper.co.uk')
    await page.getByRole('button', { name: 'NEXT' }).click()
    await page.waitForURL('**/corporate/members')

    // Step 3: members, newest first; a repeated e-mail is refused with the spec's words.
    await hydrated(page)
    await addMember(page, 'Alan', 'Turing', 'alan@example.com')
    // The add is queued (202): the browser polls for it every second, showing its progress, then sends the photo.
    await page.getByRole('status').filter({ hasText: 'Adding Alan Turing…' }).waitFor()
    await page.getByText('Alan Turing was added.').waitFor()
    const alan = page.locator('#members-heading + ul > li', { hasText: 'Alan Turing' })
    await expect.poll(() => alan.textContent()).toContain('Just added')
    expect(await alan.innerText()).not.toContain('no photo yet')
    await addMember(page, 'Alan', 'Again', 'ALAN@example.com')
    await page.getByText('Another member of this company uses this email').waitFor()
    await page.getByRole('button', { name: 'CANCEL' }).click()
    await addMember(page, 'Ada', 'Lovelace', 'ada@example.com')
    await page.getByText('Ada Lovelace was added.').waitFor()
    await addMember(page, 'Tim', 'Berners-Lee', 'tim@example.com')
    await page.getByText('Tim Berners-Lee was added.').waitFor()
    await expect.poll(() => page.locator('#members-heading + ul > li').allInnerTexts()).toEqual([
      expect.stringContaining('Tim Berners-Lee'),
      expect.stringContaining('Ada Lovelace'),
      expect.stringContaining('Alan Turing'),
    ])
    // Up to ten: then the add control is gone.
    for (let i = 4; i <= 10; i++) {
      await addMember(page, 'Member', `Number${'abcdefghij'[i - 1]}`, `member${i}@example.com`)
      await page.getByText(`Member Number${'abcdefghij'[i - 1]} was added.`).waitFor()
    }
    await page.getByRole('heading', { name: 'Members: 10 added, up to 10' }).waitFor()
    expect(await page.getByRole('button', { name: 'ADD A MEMBER' }).count()).toBe(0)
    // Edit one (its row opens, the add control hides), then remove another after the confirmation.
    await page.getByRole('button', { name: 'Edit Ada Lovelace' }).click()
    const edit = page.getByRole('form', { name: 'Edit Ada Lovelace' })
    await edit.waitFor()
    expect(await page.getByRole('button', { name: 'ADD A MEMBER' }).count()).toBe(0)
    await edit.getByLabel('Role (optional)').selectOption('Creative')
    await edit.getByRole('button', { name: 'UPDATE' }).click()
    await page.getByText('Ada Lovelace was updated.').waitFor()
    // On a phone (issue 33) a row keeps its width for the name and e-mail, the e-mail on one line,
    // and the buttons wrap below them; nothing runs off the side of the page.
    await page.setViewportSize({ width: 390, height: 844 })
    const ada = page.locator('#members-heading + ul > li', { hasText: 'Ada Lovelace' })
    const adaEmail = ada.getByText('ada@example.com', { exact: true })
    const emailBox = (await adaEmail.boundingBox())!
    const lineHeight = await adaEmail.evaluate((el) => parseFloat(getComputedStyle(el).lineHeight))
    expect(emailBox.height).toBeLessThan(lineHeight * 1.5)
    expect(emailBox.width).toBeGreaterThan(100)
    expect((await ada.getByRole('button', { name: 'Edit Ada Lovelace' }).boundingBox())!.y).toBeGreaterThanOrEqual(emailBox.y + emailBox.height)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    await page.setViewportSize({ width: 1280, height: 900 })
    await page.getByRole('button', { name: 'Remove Tim Berners-Lee' }).click()
    await page.getByRole('alertdialog').getByText('Remove Tim Berners-Lee from the application?').waitFor()
    await page.getByRole('alertdialog').getByRole('button', { name: /REMOVE/ }).click()
    await page.getByText('The member was removed.').waitFor()
    await expect.poll(() => page.locator('#members-heading + ul > li').count()).toBe(9)
    await page.getByRole('button', { name: 'ADD A MEMBER' }).waitFor()
    await page.getByRole('button', { name: 'NEXT' }).click()
    await page.waitForURL('**/corporate/payment')

    // Step 4: one Direct Debit for the company, in the sandbox, after what it will collect for the
    // ten people named (decision 052: the seeded Corporate fees, per member).
    const fees = page.getByRole('region', { name: 'What you will pay' })
    await expect.poll(() => fees.innerText()).toContain('£125 a month for each member × 10 members = £1,250 a month')
    expect(await fees.innerText()).toContain('£250 for each member × 10 members = £2,500, once, with the first month')
    await hydrated(page)
    await page.getByRole('button', { name: 'SET UP DIRECT DEBIT' }).click()
    await page.waitForURL('**/direct-debit/sandbox/**')
    await hydrated(page)
    await page.getByLabel('Account holder name').fill('Hopper & Co Ltd')
    await page.getByLabel('Sort code').fill('200000')
    await page.getByLabel('Account number').fill('55779911')
    await page.getByLabel(/I am the account holder/).check()
    await page.getByRole('button', { name: 'Set up Direct Debit' }).click()
    await page.waitForURL('**/corporate/summary')

    // Step 5: the summary lists the company and its members; then the agreement and the confirmation.
    await hydrated(page)
    await page.getByText('Hopper & Co').first().waitFor()
    await page.getByText('ada@example.com').waitFor()
    // Four memberships asked for, ten people named: said plainly before sending (decision 052).
    await expect
      .poll(() => page.locator('[data-count-warning]').innerText())
      .toContain('You asked for 4 memberships, but this application names 10 people (you and 9 members).')
    await page.getByText('£125 a month for each member × 10 members = £1,250 a month').waitFor()
    await page.getByLabel(/I confirm that these details are true/).check()
    await page.getByRole('button', { name: 'SEND APPLICATION' }).click()
    await page.waitForURL('**/corporate/confirmation?sent=1')
    await page.getByRole('heading', { name: 'Thank you' }).waitFor()
    // A step's address after sending shows the sent state, not the load failure.
    await page.goto('/corporate/members')
    await page.waitForURL((url) => url.pathname === '/corporate/confirmation')
    await page.getByText('The company’s application is with our membership committee.').waitFor()
    const mails = (await staff<Outbox>(`/api/outbox?where[to][equals]=${encodeURIComponent(email)}&sort=createdAt&depth=0`)).docs
    expect(mails.map((m) => m.subject)).toEqual(['Your company’s corporate membership application', 'We have received your company’s corporate membership application'])
    await context.close()
  })

  it('works without JavaScript up to the members, where the server waits for the queued add', { timeout: 120_000 }, async () => {
    const { page, context } = await newPage({ javaScriptEnabled: false })
    await page.goto('/corporate/contact-details')
    const start = page.getByRole('form', { name: 'Start your company’s application' })
    await start.getByLabel('Company name').fill('Plain HTML Ltd')
    await start.getByLabel('Number of memberships').selectOption('3')
    await start.getByLabel('Title').selectOption('Mr')
    await start.getByLabel('First name').fill('Tim')
    await start.getByLabel('Last name').fill('Plain')
    await start.getByLabel('E-mail').fill(`nojs.corporate.${Date.now()}@example.com`)
    await start.getByLabel('Mobile number').fill('07700 900999')
    await start.locator('select[name=dobDay]').selectOption('2')
    await start.locator('select[name=dobMonth]').selectOption('2')
    await start.locator('select[name=dobYear]').selectOption('1970')
    await start.getByRole('button', { name: 'START YOUR APPLICATION' }).click()
    await page.getByRole('navigation', { name: 'Application steps' }).waitFor()

    await page.getByLabel('Role').selectOption('Founder / Owner')
    await page.locator('input[type=file][name=photo]').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: await photo('#4a6') })
    await page.getByRole('button', { name: 'Enter address manually' }).click()
    await page.getByLabel('Address line 1').fill('1 Gresham Street')
    await page.getByLabel('Town').fill('London')
    await page.getByLabel('Postcode').fill('EC2V 7BX')
    await page.getByRole('button', { name: 'NEXT' }).click()
    await page.waitForURL('**/corporate/about-the-company')

    await page.getByLabel('Industry').selectOption('ACCOUNTING')
    await page.getByRole('textbox', { name: 'About the company' }).fill('Pages that work everywhere.')
    await page.getByRole('button', { name: 'NEXT' }).click()
    await page.waitForURL('**/corporate/members')

    await page.getByRole('button', { name: 'ADD A MEMBER' }).click()
    const form = page.getByRole('form', { name: 'Add a member' })
    await form.getByLabel('Title').selectOption('Ms')
    await form.getByLabel('First name').fill('Nora')
    await form.getByLabel('Last name').fill('Script')
    await form.getByLabel('E-mail').fill('nora@example.com')
    await form.getByLabel('Mobile number').fill('07700 900111')
    await form.locator('select[name=dobDay]').selectOption('5')
    await form.locator('select[name=dobMonth]').selectOption('6')
    await form.locator('select[name=dobYear]').selectOption('1990')
    await form.locator('input[type=file][name=photo]').setInputFiles({ name: 'n.png', mimeType: 'image/png', buffer: await photo('#964') })
    await form.getByRole('button', { name: 'SAVE' }).click()
    await page.getByText('Nora Script was added.').waitFor()
    const nora = page.locator('#members-heading + ul > li', { hasText: 'Nora Script' })
    expect(await nora.textContent()).toContain('Just added')
    expect(await nora.innerText()).not.toContain('no photo yet')
    await context.close()
  })

  it('shows arrows with "0N / 06" on a phone and numbered circles on a desktop', async () => {
    for (const [width, arrows] of [
      [390, true],
      [1280, false],
    ] as const) {
      const { page, context } = await newPage({ viewport: { width, height: 900 } })
      const email = `nav.${width}.${Date.now()}@example.com`
      await page.goto('/corporate/contact-details')
      await hydrated(page)
      const start = page.getByRole('form', { name: 'Start your company’s application' })
      await start.getByLabel('Company name').fill('Nav Ltd')
      await start.getByLabel('Number of memberships').selectOption('3')
      await start.getByLabel('Title').selectOption('Mr')
      await start.getByLabel('First name').fill('Navin')
      await start.getByLabel('Last name').fill('Gator')
      await start.getByLabel('E-mail').fill(email)
      await start.getByLabel('Mobile number').fill('07700 900321')
      await start.locator('select[name=dobDay]').selectOption('1')
      await start.locator('select[name=dobMonth]').selectOption('1')
      await start.locator('select[name=dobYear]').selectOption('1980')
      await start.getByRole('button', { name: 'START YOUR APPLICATION' }).click()
      await page.getByRole('navigation', { name: 'Application steps' }).waitFor()
      await hydrated(page)
      expect(await page.getByText('01 / 06').isVisible()).toBe(arrows)
      // The circles' list is there for screen readers at every width (1 px when hidden); seen only on a desktop.
      const circle = await page.locator('nav[aria-label="Application steps"] ol li').first().boundingBox()
      expect((circle?.width ?? 0) > 20).toBe(!arrows)
      await context.close()
    }
  })
})
