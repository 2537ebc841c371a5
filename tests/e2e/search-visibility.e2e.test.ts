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
    // Link previews' and structured data's pictures live under /api/: the longer Allow wins.
    expect(text).toContain('Allow: /api/media/file/')
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
    // Pages crawlers may not read, the tour's thank-you page, and copies of kept pages (decision 056).
    for (const kept of ['/membership/book-a-tour', '/knightsbridge/terrace-private-events', '/event/clubhouse-summit-25']) expect(paths).toContain(kept)
    for (const unlisted of ['/reservation-confirmation', '/membership/book-a-tour/complete', '/book-a-tour', '/knightsbridge/terrace-and-private-events', '/clubhouse-summit-25']) {
      expect(paths).not.toContain(unlisted)
    }
  })

  it('a copy of a page names the kept page as its canonical address; the kept page names itself (decision 056)', async () => {
    const canonicalOf = async (path: string) => {
      const html = await (await fetch(`${browser.baseURL}${path}`)).text()
      return new URL(/<link rel="canonical" href="([^"]+)"/.exec(html)![1]!).pathname
    }
    const pairs = [
      ['/book-a-tour', '/membership/book-a-tour'],
      ['/knightsbridge/terrace-and-private-events', '/knightsbridge/terrace-private-events'],
      ['/clubhouse-summit-25', '/event/clubhouse-summit-25'],
    ] as const
    for (const [copy, kept] of pairs) {
      expect(await canonicalOf(kept), kept).toBe(kept)
      expect(await canonicalOf(copy), copy).toBe(kept)
    }
  })

  it('each office page has its own title and canonical address; an unknown office answers 404', async () => {
    const xml = await (await fetch(`${browser.baseURL}/sitemap.xml`)).text()
    const offices = [...xml.matchAll(/<loc>([^<]*\/office-detail\?officeId=[^<]+)<\/loc>/g)].map((m) => new URL(m[1]!.replace(/&amp;/g, '&'))).slice(0, 2)
    expect(offices.length).toBe(2)
    const seen = await Promise.all(
      offices.map(async (url) => {
        const res = await fetch(`${browser.baseURL}${url.pathname}${url.search}`)
        expect(res.status).toBe(200)
        const html = await res.text()
        const canonical = new URL(/<link rel="canonical" href="([^"]+)"/.exec(html)![1]!.replace(/&amp;/g, '&'))
        expect(canonical.pathname + canonical.search).toBe(url.pathname + url.search)
        return /<title>([^<]*)<\/title>/.exec(html)![1]
      }),
    )
    for (const title of seen) expect(title).toMatch(/^Clubhouse \| /)
    expect(seen).not.toContain('Clubhouse | Office detail')
    expect(new Set(seen).size).toBe(2)

    // What the 404 shows is checked in a browser too (dead-ends, events-offices).
    expect((await fetch(`${browser.baseURL}/office-detail?officeId=NO-SUCH-OFFICE`)).status).toBe(404)
  })

  // Decision 057: a page rendered on request that answers 404 is sent whole, not as Next's empty
  // error document (/404 itself is pre-built and was always whole: the control).
  it('the not-found page is served whole: language, title and content in the HTML itself', async () => {
    const pages = [
      ['/404', '404 Not found'],
      ['/no-such-page', '404 Not found'],
      ['/fulham/no-such-room', '404 Not found'],
      ['/event/no-such-event', '404 Not found'],
      ['/office-detail?officeId=NO-SUCH-OFFICE', 'No office data found.'],
      ['/office-detail/unknown', 'No office data found.'],
      ['/page-not-found', '404 Not found'],
    ] as const
    for (const [path, words] of pages) {
      // fetch asks for gzip, as browsers do: the answer Next compresses is the one replaced.
      const res = await fetch(`${browser.baseURL}${path}`)
      expect(res.status, path).toBe(404)
      const html = await res.text()
      expect(html, path).toMatch(/<html[^>]* lang="en-GB"/)
      expect(html, path).toMatch(/<title>[^<]*404 Not found<\/title>/)
      expect(html, path).toContain(words)
      expect(html, path).toContain('<meta name="robots" content="noindex')
      expect(html, path).not.toContain('__next_error__')
    }
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
