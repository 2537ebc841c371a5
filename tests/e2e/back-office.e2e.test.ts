import { readFileSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, inject, it } from 'vitest'

import { blockRegistry } from '../../src/blocks/registry'
import { jobsRunToken } from '../../src/lib/jobs'

import { e2eApp } from './app'
import { hydrated, useBrowser } from './browser'

const browser = useBrowser()

/** Signs in to the back office API as the test administrator. */
async function staffToken(): Promise<string> {
  const login = await fetch(`${browser.baseURL}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(inject('admin')),
  })
  return ((await login.json()) as { token: string }).token
}

describe('back office', () => {
  it('publishes a page edit that visitors see on the pre-built page straight away', async () => {
    const admin = inject('admin')
    const visitor = await browser.newPage()
    await visitor.page.goto('/kensington')
    expect(await visitor.page.title()).toBe('Clubhouse | Kensington')

    const { page, context } = await browser.newPage()
    await page.goto('/admin/login')
    await page.locator('input[name="email"]').fill(admin.email)
    await page.locator('input[name="password"]').fill(admin.password)
    await page.getByRole('button', { name: /log ?in/i }).click()
    await page.waitForURL(/\/admin(?!\/login)/)

    const found = await page.request.get('/api/pages?where[path][equals]=/kensington&limit=1')
    const id = ((await found.json()) as { docs: { id: number }[] }).docs[0]!.id
    await page.goto(`/admin/collections/pages/${id}`)
    const title = page.locator('#field-title')
    await title.waitFor()
    await title.fill('Kensington High Street')
    await page.getByRole('button', { name: 'Publish changes' }).click()
    // The back office confirms once the save, its hooks and the cache expiry have all run.
    await page.getByText(/updated successfully/i).first().waitFor({ timeout: 20_000 })

    await visitor.page.goto('/kensington')
    expect(await visitor.page.title()).toBe('Clubhouse | Kensington High Street')
    await visitor.context.close()
    await context.close()
  })

  it('shows a new page at once, and without the shell when staff hide header and footer', async () => {
    const token = await staffToken()
    const created = await fetch(`${browser.baseURL}/api/pages`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `JWT ${token}`, origin: browser.baseURL },
      body: JSON.stringify({
        title: 'Summer Party',
        path: '/summer-party',
        hideHeaderAndFooter: true,
        _status: 'published',
        layout: [{ blockType: 'titleAndBody', title: 'Summer Party at Fulham' }],
      }),
    })
    expect(created.status).toBe(201)
    const { page, context } = await browser.newPage()
    const response = await page.goto('/summer-party')
    expect(response?.status()).toBe(200)
    expect(await page.getByRole('heading', { name: 'Summer Party at Fulham' }).isVisible()).toBe(true)
    expect(await page.locator('header[data-header]').count()).toBe(0)
    expect(await page.locator('footer[data-footer]').count()).toBe(0)
    await context.close()
  })

  it('hides the cookie banner on every page when staff set hideCookieBar', async () => {
    const token = await staffToken()
    const setHidden = (hideCookieBar: boolean) =>
      fetch(`${browser.baseURL}/api/globals/settings`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `JWT ${token}`, origin: browser.baseURL },
        body: JSON.stringify({ hideCookieBar }),
      })
    /** The cookie notices a new visitor sees on /fulham once it has hydrated: server HTML and React both drawn. */
    const noticesShown = async () => {
      const { page, context } = await browser.newPage()
      await page.goto('/fulham')
      await page.getByRole('button', { name: 'Menu' }).waitFor()
      await hydrated(page)
      const notices = await page.getByRole('region', { name: 'Cookie notice' }).count()
      await context.close()
      return notices
    }
    // Read the same way, the page shows the banner while it is not hidden: the wait is long enough to see one.
    expect(await noticesShown()).toBe(1)
    expect((await setHidden(true)).status).toBe(200)
    try {
      expect(await noticesShown()).toBe(0)
    } finally {
      expect((await setHidden(false)).status).toBe(200)
    }
    expect(await noticesShown()).toBe(1)
  })

  it('refuses the back office API to visitors', async () => {
    const res = await fetch(`${browser.baseURL}/api/users`)
    expect(res.status).toBe(403)
    const update = await fetch(`${browser.baseURL}/api/globals/settings`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ phoneNumber: '000' }),
    })
    expect(update.status).toBe(403)
  })

  it('previews a saved draft on the site to signed-in staff only, while visitors keep the published page', async () => {
    const token = await staffToken()
    const found = await fetch(`${browser.baseURL}/api/pages?where[path][equals]=/the-club&limit=1`, { headers: { authorization: `JWT ${token}` } })
    const id = ((await found.json()) as { docs: { id: number }[] }).docs[0]!.id
    const saved = await fetch(`${browser.baseURL}/api/pages/${id}?draft=true`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', authorization: `JWT ${token}`, origin: browser.baseURL },
      body: JSON.stringify({ title: 'The Club (spring draft)', _status: 'draft' }),
    })
    expect(saved.status).toBe(200)

    const visitor = await browser.newPage()
    await visitor.page.goto('/the-club')
    expect(await visitor.page.title()).toBe('Clubhouse | The Club')
    const refused = await visitor.page.goto('/preview?path=/the-club')
    expect(refused?.status()).toBe(401)
    expect(await visitor.page.textContent('body')).toMatch(/sign in at \/admin/)
    await visitor.context.close()

    const { page, context } = await browser.newPage()
    await context.addCookies([{ name: 'payload-token', value: token, url: browser.baseURL }])
    await page.goto('/preview?path=/the-club')
    expect(new URL(page.url()).pathname).toBe('/the-club')
    expect(await page.title()).toBe('Clubhouse | The Club (spring draft)')
    expect(await page.getByRole('status').filter({ hasText: 'Preview:' }).isVisible()).toBe(true)
    // Signed out (the session cookie gone) with the draft-mode cookie kept: the draft is not served.
    const cookies = await context.cookies()
    const bypass = cookies.find((c) => c.name === '__prerender_bypass')
    expect(bypass).toBeDefined()
    const stranger = await browser.newPage()
    await stranger.context.addCookies([{ name: '__prerender_bypass', value: bypass!.value, url: browser.baseURL }])
    await stranger.page.goto('/the-club')
    expect(await stranger.page.title()).toBe('Clubhouse | The Club')
    expect(await stranger.page.getByRole('status').filter({ hasText: 'Preview:' }).count()).toBe(0)
    await stranger.context.close()

    await page.getByRole('link', { name: 'Exit preview' }).click()
    await page.waitForURL(/\/the-club$/)
    await expect.poll(() => page.title()).toBe('Clubhouse | The Club')
    await context.close()
  })

  it('runs due jobs (scheduled publishing) for staff and the launcher only', async () => {
    expect((await fetch(`${browser.baseURL}/api/payload-jobs/run`)).status).toBe(401)
    const token = await staffToken()
    const asStaff = await fetch(`${browser.baseURL}/api/payload-jobs/run?queue=default`, { headers: { authorization: `JWT ${token}` } })
    expect(asStaff.status).toBe(200)
    const secret = readFileSync(path.join(e2eApp().dataDir, 'secret'), 'utf8').trim()
    // The launcher's minute goes through /internal/jobs, one run at a time across instances (decision 066).
    const launcher = (token: string | null) =>
      fetch(`${browser.baseURL}/internal/jobs`, { method: 'POST', headers: token ? { authorization: `Bearer ${token}` } : {} })
    expect((await launcher(jobsRunToken(secret))).status).toBe(204)
    expect((await launcher(jobsRunToken('guess'))).status).toBe(401)
    expect((await launcher(null)).status).toBe(401)
    // Its token no longer opens Payload's own runner, which takes no lock.
    expect((await fetch(`${browser.baseURL}/api/payload-jobs/run?queue=default`, { headers: { authorization: `Bearer ${jobsRunToken(secret)}` } })).status).toBe(401)
  })

  it('serves every module of a published page over GraphQL, typed by block', async () => {
    const res = await fetch(`${browser.baseURL}/api/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        query: '{ Pages(where: { path: { equals: "/styleguide" } }) { docs { layout { __typename ... on PlacesBlock { places { title image { url } } } } } } }',
      }),
    })
    const body = (await res.json()) as { errors?: unknown; data: { Pages: { docs: { layout: { __typename: string; places?: { title: string; image: { url: string } }[] }[] }[] } } }
    expect(body.errors).toBeUndefined()
    const layout = body.data.Pages.docs[0]!.layout
    expect(new Set(layout.map((b) => b.__typename)).size).toBe(blockRegistry.length)
    const places = layout.find((b) => b.__typename === 'PlacesBlock')!.places!
    expect(places[0]!.image.url).toMatch(/^\/api\/media\/file\//)
  })
})
