import type { Page } from 'playwright-core'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'

import { hydrated, useBrowser } from './browser'
import { staffApi } from './staff'

type Outbox = { docs: { to: string; subject: string; text: string; createdAt: string }[] }

/**
 * The individual membership application (issue 13) as an applicant goes through it: the first
 * details, the five steps with the postcode finder, a photo, the local Direct Debit sandbox and
 * the summary; resuming on another device by the e-mailed link; and all of it without JavaScript.
 */
describe('membership application', () => {
  const { baseURL, newPage } = useBrowser()
  const staff = staffApi(baseURL)

  const photo = () =>
    sharp({ create: { width: 400, height: 500, channels: 3, background: { r: 180, g: 140, b: 120 } } })
      .png()
      .toBuffer()

  const mailsTo = async (email: string) =>
    (await staff<Outbox>(`/api/outbox?where[to][equals]=${encodeURIComponent(email)}&sort=createdAt&depth=0&limit=20`)).docs

  const continueLinkIn = (text: string) => {
    const link = /https?:\/\/\S+\/application\/continue\?continueUrl=\S+/.exec(text)?.[0]
    expect(link).toBeTruthy()
    return new URL(link!).pathname + new URL(link!).search
  }

  async function start(page: Page, email: string, js = true) {
    await page.goto('/membership-application')
    if (js) await hydrated(page)
    const form = page.getByRole('form', { name: 'Start your application' })
    await form.getByLabel('Title').selectOption('Ms')
    await form.getByLabel('First name').fill("Siobhán")
    await form.getByLabel('Last name').fill("O'Brien")
    await form.getByLabel('E-mail').fill(email)
    await form.getByLabel('Mobile number').fill('07700 900123')
    await form.locator('select[name=dobDay]').selectOption('9')
    await form.locator('select[name=dobMonth]').selectOption('3')
    await form.locator('select[name=dobYear]').selectOption('1990')
    await form.getByRole('button', { name: 'START YOUR APPLICATION' }).click()
    await page.waitForURL('**/application/address')
  }

  it('goes from the first details to a sent application, by keyboard, with the finder, a photo and the sandbox', async () => {
    const { page, context } = await newPage()
    const email = `apply.${Date.now()}@example.com`
    await page.goto('/membership-application')
    await hydrated(page)

    // The form's own check: nothing is sent, focus goes to the first field with a message.
    const form = page.getByRole('form', { name: 'Start your application' })
    await form.getByRole('button', { name: 'START YOUR APPLICATION' }).press('Enter')
    await expect.poll(() => form.getByText('Required').count()).toBeGreaterThan(0)
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('title')
    await start(page, email)

    // Step 1: the heading has focus; the stepper marks the step.
    await hydrated(page)
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('step-heading')
    await expect.poll(() => page.locator('[aria-current="step"]').innerText()).toContain('ADDRESS')
    const postcode = page.getByLabel('Postcode')
    await postcode.fill('ID1 KFA')
    await page.getByRole('button', { name: 'FIND ADDRESS' }).press('Enter')
    await page.getByText('We could not find any addresses for that postcode.').waitFor()
    await postcode.fill('id1 1qd')
    await page.getByRole('button', { name: 'FIND ADDRESS' }).press('Enter')
    const picker = page.getByLabel(/addresses? found: choose yours/)
    await picker.waitFor()
    await picker.focus()
    await page.keyboard.press('ArrowDown')
    await picker.selectOption({ index: 1 })
    await expect.poll(() => page.getByLabel('Address line 1').inputValue()).not.toBe('')
    await page.getByRole('button', { name: 'NEXT' }).press('Enter')
    await page.waitForURL('**/application/about-you')

    // Step 2: next stays disabled until a photo is held.
    await hydrated(page)
    await page.getByText('Welcome back, Siobhán').waitFor()
    await page.getByLabel('Gender').selectOption('Female')
    await page.getByLabel('Industry').selectOption('ACCOUNTING')
    await page.getByLabel('Role').selectOption('Director / Partner')
    await page.getByRole('textbox', { name: 'About you' }).fill('I run a small architecture practice in Fulham and would like somewhere to meet clients.')
    await expect.poll(() => page.getByRole('button', { name: 'NEXT' }).isDisabled()).toBe(true)
    await page.locator('input[type=file][name=photo]').setInputFiles({ name: 'me.jpg', mimeType: 'image/jpeg', buffer: await photo() })
    await expect.poll(() => page.getByRole('button', { name: 'NEXT' }).isEnabled()).toBe(true)
    await page.getByRole('button', { name: 'NEXT' }).press('Enter')
    await page.waitForURL('**/application/payment')

    // Back to about you: the held photo shows with its remove button, which returns to the uploader.
    await hydrated(page)
    await page.getByRole('link', { name: 'PREVIOUS' }).press('Enter')
    await page.waitForURL('**/application/about-you')
    await hydrated(page)
    await page.getByRole('img', { name: 'Your photo' }).waitFor()
    await page.getByRole('button', { name: 'REMOVE PHOTO' }).press('Enter')
    await page.locator('input[type=file][name=photo]').waitFor()
    await expect.poll(() => page.getByRole('button', { name: 'NEXT' }).isDisabled()).toBe(true)
    await page.locator('input[type=file][name=photo]').setInputFiles({ name: 'me.jpg', mimeType: 'image/jpeg', buffer: await photo() })
    await page.getByRole('button', { name: 'NEXT' }).press('Enter')
    await page.waitForURL('**/application/payment')

    // Step 3: what the Direct Debit will collect, said before the bank's page (decision 052): the
    // seeded Club fee for 36 (born 9 March 1990), the joining fee and the term.
    const fees = page.getByRole('region', { name: 'What you will pay' })
    await expect.poll(() => fees.innerText()).toMatch(/Monthly fee\s+£225 a month \(the fee at your age\)\s+Joining fee\s+£500, once, with the first month\s+Minimum term\s+12 months/)
    // Give up at the provider first, then set the Direct Debit up.
    await hydrated(page)
    await page.getByRole('button', { name: 'SET UP DIRECT DEBIT' }).press('Enter')
    await page.waitForURL('**/direct-debit/sandbox/**')
    await page.getByRole('button', { name: 'Cancel and go back' }).press('Enter')
    await page.waitForURL('**/application/payment?result=cancelled')
    await expect.poll(() => page.locator('main [role=alert]').innerText()).toBe('The Direct Debit was not set up. You can try again whenever you are ready.')
    await hydrated(page)
    await page.getByRole('button', { name: 'SET UP DIRECT DEBIT' }).press('Enter')
    await page.waitForURL('**/direct-debit/sandbox/**')
    await hydrated(page)
    await page.getByLabel('Account holder name').fill('Siobhan OBrien')
    await page.getByLabel('Sort code').fill('200000')
    await page.getByLabel('Account number').fill('55779911')
    await page.getByLabel(/I am the account holder/).check()
    await page.getByRole('button', { name: 'Set up Direct Debit' }).press('Enter')
    await page.waitForURL('**/application/summary')

    // Step 4: the answers, and the agreement before anything is sent.
    await hydrated(page)
    await page.getByText('Accounting').waitFor()
    await page.getByText('£225 a month (the fee at your age)').waitFor()
    await page.getByText('£500, once, with the first month').waitFor()
    await page.getByRole('button', { name: 'SEND APPLICATION' }).press('Enter')
    await page.getByText('Please tick to confirm you agree').waitFor()
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('agreement')
    await page.keyboard.press('Space')
    await page.getByRole('button', { name: 'SEND APPLICATION' }).press('Enter')
    await page.waitForURL('**/application/complete?sent=1')
    await page.getByRole('heading', { name: 'Thank you' }).waitFor()
    // Back, and any step's address, show the sent state, not the load failure (decision 052).
    await page.goBack()
    await page.waitForURL((url) => url.pathname === '/application/complete' && !url.search)
    await page.getByText(/application is with our membership committee/).waitFor()
    await page.goto('/application/address')
    await page.waitForURL((url) => url.pathname === '/application/complete')
    await page.getByRole('heading', { name: 'Thank you' }).waitFor()
    expect(await page.locator('main [role=alert]').count()).toBe(0)

    // The applicant's e-mails: the link when they started, the receipt now; the team's notice.
    const mails = await mailsTo(email)
    expect(mails.map((m) => m.subject)).toEqual(['Your membership application', 'We have received your membership application'])
    const team = await staff<Outbox>(`/api/outbox?where[replyTo][equals]=${encodeURIComponent(email)}&depth=0`)
    expect(team.docs.map((d) => d.subject)).toContain("Membership application complete: Siobhán O'Brien")

    // The link opens the sent application, on another device, at its confirmation.
    const other = await newPage()
    await other.page.goto(continueLinkIn(mails[0]!.text))
    await other.page.waitForURL('**/application/complete')
    await other.page.getByText(/Siobhán, your application is with our membership committee/).waitFor()
    await other.context.close()
    await context.close()
  })

  it('takes the first details and the address from the keyboard alone', async () => {
    const { page, context } = await newPage()
    await page.goto('/membership-application')
    await hydrated(page)
    const form = page.getByRole('form', { name: 'Start your application' })
    await form.getByLabel('Title').focus()
    const typeThenTab = async (text: string) => {
      await page.keyboard.type(text)
      await page.keyboard.press('Tab')
    }
    // Title, names, e-mail; the dial code keeps +44; mobile; day, month, year; the home club keeps Knightsbridge.
    for (const text of ['Dr', 'Amara', 'Okafor', `keys.${Date.now()}@example.com`]) await typeThenTab(text)
    await page.keyboard.press('Tab')
    for (const text of ['07700 900456', '12', 'June', '1979']) await typeThenTab(text)
    await page.keyboard.press('Tab')
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('START YOUR APPLICATION')
    await page.keyboard.press('Enter')
    await page.waitForURL('**/application/address')
    await hydrated(page)
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('step-heading')
    // From the heading: country (United Kingdom), postcode, the finder.
    await page.keyboard.press('Tab')
    await page.keyboard.press('Tab')
    await typeThenTab('SW1X 0LG')
    await page.keyboard.press('Enter')
    const picker = page.getByLabel(/addresses? found: choose yours/)
    await picker.waitFor()
    await picker.focus()
    await page.keyboard.press('ArrowDown')
    await expect.poll(() => page.getByLabel('Address line 1').inputValue()).not.toBe('')
    await page.getByRole('button', { name: 'NEXT' }).focus()
    await page.keyboard.press('Enter')
    await page.waitForURL('**/application/about-you')
    await context.close()
  })

  it('resumes on a fresh browser by the e-mailed link, with what was entered kept', async () => {
    const { page, context } = await newPage()
    const email = `resume.${Date.now()}@example.com`
    await start(page, email)
    await hydrated(page)
    await page.getByRole('button', { name: 'Enter address manually' }).click()
    await page.getByLabel('Postcode').fill('SW6 4LZ')
    await page.getByLabel('Address line 1').fill('512 King’s Road')
    await page.getByLabel('Town or city').fill('London')
    await page.getByRole('button', { name: 'NEXT' }).click()
    await page.waitForURL('**/application/about-you')
    await context.close()

    const [mail] = await mailsTo(email)
    const fresh = await newPage()
    await fresh.page.goto(continueLinkIn(mail!.text))
    await fresh.page.waitForURL('**/application/about-you')
    await fresh.page.goto('/application/address')
    await expect.poll(() => fresh.page.getByLabel('Address line 1').inputValue()).toBe('512 King’s Road')
    // A later step than the first one not done sends the applicant back to it.
    await fresh.page.goto('/application/summary')
    await fresh.page.waitForURL('**/application/about-you')
    await fresh.context.close()

    // Starting again with the same address goes on like any start, so nothing tells a stranger the
    // address applied (issue 32, decision 045): a new application, on its first step. The
    // owner is e-mailed a new link to the earlier one, and the first link still works.
    const again = await newPage()
    await again.page.goto('/membership-application')
    await hydrated(again.page)
    const form = again.page.getByRole('form', { name: 'Start your application' })
    await form.getByLabel('Title').selectOption('Ms')
    await form.getByLabel('First name').fill('Someone')
    await form.getByLabel('Last name').fill('Else')
    await form.getByLabel('E-mail').fill(email)
    await form.getByLabel('Mobile number').fill('07700 900999')
    await form.locator('select[name=dobDay]').selectOption('1')
    await form.locator('select[name=dobMonth]').selectOption('1')
    await form.locator('select[name=dobYear]').selectOption('1985')
    await form.getByRole('button', { name: 'START YOUR APPLICATION' }).click()
    await again.page.waitForURL('**/application/address')
    await expect.poll(async () => (await mailsTo(email)).map((m) => m.subject)).toEqual(['Your membership application', 'Continue your membership application'])
    const note = (await mailsTo(email))[1]!
    expect(note.text).not.toContain('Else') // nothing the new visitor typed
    await again.context.close()
    const owner = await newPage()
    await owner.page.goto(continueLinkIn(note.text))
    await owner.page.waitForURL('**/application/about-you')
    await owner.page.goto(continueLinkIn(mail!.text))
    await owner.page.waitForURL('**/application/about-you')
    await owner.context.close()
  })

  it('works without JavaScript for every step but the bank page redirect', async () => {
    const { page, context } = await newPage({ javaScriptEnabled: false })
    const email = `nojs.${Date.now()}@example.com`
    await start(page, email, false)

    await page.getByRole('button', { name: 'Enter address manually' }).click()
    await page.getByLabel('Address line 1').fill('1 Threadneedle Street')
    await page.getByRole('button', { name: 'NEXT' }).click()
    // The server's messages, beside their fields, with what was typed kept.
    await page.getByText('Please enter your postcode').waitFor()
    await page.getByText('Please enter your town or city').waitFor()
    await expect.poll(() => page.getByLabel('Address line 1').inputValue()).toBe('1 Threadneedle Street')
    await page.getByLabel('Postcode').fill('EC2V 6AA')
    await page.getByRole('button', { name: 'FIND ADDRESS' }).click()
    await page.getByLabel(/addresses? found: choose yours/).selectOption({ index: 1 })
    await page.getByRole('button', { name: 'USE THIS ADDRESS' }).click()
    await expect.poll(() => page.getByLabel('Address line 1').inputValue()).not.toBe('')
    await page.getByRole('button', { name: 'NEXT' }).click()
    await page.waitForURL('**/application/about-you')

    await page.getByLabel('Gender').selectOption('Male')
    await page.getByLabel('Industry').selectOption({ index: 2 })
    await page.getByLabel('Role').selectOption('Founder / Owner')
    await page.getByRole('textbox', { name: 'About you' }).fill('Founder of a fintech in the City.')
    await page.getByRole('button', { name: 'NEXT' }).click()
    await page.getByText('Please upload a recent photo of yourself showing your head and shoulders.').nth(1).waitFor()
    // An HTML page called .jpg is refused by its content.
    await page.locator('input[type=file][name=photo]').setInputFiles({ name: 'me.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('<html><body>hi</body></html>') })
    await page.getByRole('button', { name: 'NEXT' }).click()
    await page.getByText('Please choose a photo (JPEG, PNG, WebP or AVIF).').waitFor()
    await page.locator('input[type=file][name=photo]').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: await photo() })
    await page.getByRole('button', { name: 'NEXT' }).click()
    await page.waitForURL('**/application/payment')

    await page.getByRole('button', { name: 'SET UP DIRECT DEBIT' }).click()
    await page.waitForURL('**/direct-debit/sandbox/**')
    await page.getByLabel('Account holder name').fill('Test Payer')
    await page.getByLabel('Sort code').fill('200000')
    await page.getByLabel('Account number').fill('55779911')
    await page.getByLabel(/I am the account holder/).check()
    await page.getByRole('button', { name: 'Set up Direct Debit' }).click()
    await page.waitForURL('**/application/summary')

    await page.getByLabel(/I confirm that these details are true/).check()
    await page.getByRole('button', { name: 'SEND APPLICATION' }).click()
    await page.waitForURL('**/application/complete?sent=1')
    await page.getByRole('heading', { name: 'Thank you' }).waitFor()
    await context.close()
  })
})
