import { describe, expect, it } from 'vitest'

import { useBrowser } from './browser'

const browser = useBrowser()

/**
 * Issue 17, search visibility (first part): /robots.txt and /sitemap.xml answer, pages name their
 * canonical address, the styleguide and members' pages ask not to be listed, and the home page
 * describes the company and its clubs as schema.org data.
 */
describe('search visibility', () => {
  it('/robots.txt allows the site, keeps crawlers out of the back office and private pages, and names the sitemap', async () => {
    const res = await fetch(`${browser.baseURL}/robots.txt`)
    expect(res.status).toBe(200)
    const text = await res.text()
    expect(text).toMatch(/User-Agent: \*/i)
    expect(text).toContain('Allow: /')
    for (const path of ['/admin', '/api/', '/v1/', '/application/', '/payments/']) expect(text).toContain(`Disallow: ${path}`)
    expect(text).toMatch(/Sitemap: https?:\/\/[^\s]+\/sitemap\.xml/)
  })

  it('/sitemap.xml lists public pages, events and offices, and not the styleguide or members’ pages', async () => {
    const res = await fetch(`${browser.baseURL}/sitemap.xml`)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toMatch(/xml/)
    const xml = await res.text()
    const urls = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!.replace(/&amp;/g, '&')))
    const paths = urls.map((u) => u.pathname + u.search)
    expect(paths[0]).toBe('/')
    for (const path of ['/membership', '/the-club', '/fulham', '/event/summer-party-fulham']) expect(paths).toContain(path)
    expect(paths.some((p) => p.startsWith('/office-detail?officeId='))).toBe(true)
    for (const hidden of ['/styleguide', '/my-schedule', '/profile', '/members-directory', '/home']) expect(paths).not.toContain(hidden)
  })

  it('pages name their canonical address; the styleguide asks not to be listed; the home page carries the clubs', async () => {
    const { page, context } = await browser.newPage()
    await page.goto('/fulham')
    expect(new URL((await page.locator('link[rel="canonical"]').getAttribute('href'))!).pathname).toBe('/fulham')
    expect(await page.locator('meta[name="robots"]').count()).toBe(0)

    await page.goto('/styleguide')
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toMatch(/noindex/)

    await page.goto('/')
    expect(new URL((await page.locator('link[rel="canonical"]').getAttribute('href'))!).pathname).toBe('/')
    const ld = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((t) => JSON.parse(t) as { '@type': string; subOrganization?: { name: string; geo?: unknown; address: { postalCode: string } }[] })
    const org = ld.find((d) => d['@type'] === 'Organization')!
    expect(org.subOrganization!.map((c) => c.name)).toEqual(expect.arrayContaining(['Clubhouse Fulham', 'Clubhouse Knightsbridge', 'Clubhouse Kensington', 'Clubhouse City']))
    expect(org.subOrganization!.find((c) => c.name === 'Clubhouse Fulham')).toMatchObject({ address: { postalCode: 'SW6 2AA' }, geo: { '@type': 'GeoCoordinates' } })
    await context.close()
  })

  it('gives each page a description of its own', async () => {
    const paths = ['/', '/fulham', '/knightsbridge', '/kensington', '/city', '/the-club', '/membership', '/events', '/discover-offices', '/meeting-rooms']
    const descriptions = await Promise.all(
      paths.map(async (path) => /<meta name="description" content="([^"]+)"/.exec(await (await fetch(`${browser.baseURL}${path}`)).text())?.[1]),
    )
    for (const [index, description] of descriptions.entries()) expect(description, paths[index]).toBeTruthy()
    expect(new Set(descriptions).size).toBe(paths.length)
  })
})
