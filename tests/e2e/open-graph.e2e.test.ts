import sharp from 'sharp'
import { describe, expect, it } from 'vitest'

import { e2eApp } from './app'
import { E2E_BUILD_SERVER_URL } from './app-env'

// Link-preview robots read the HTML without running it: plain requests, no browser.
const baseURL = e2eApp().baseURL

/** The page's <meta property|name="…" content="…"> values, as link-preview robots read them (no JavaScript). */
async function metaOf(path: string): Promise<Map<string, string[]>> {
  const res = await fetch(`${baseURL}${path}`)
  expect(res.status).toBe(200)
  const html = await res.text()
  const tags = new Map<string, string[]>()
  for (const [tag] of html.matchAll(/<meta\s[^>]*>/g)) {
    const key = /(?:property|name)="([^"]+)"/.exec(tag)?.[1]
    const content = /content="([^"]*)"/.exec(tag)?.[1]
    if (key && content !== undefined) tags.set(key, [...(tags.get(key) ?? []), content.replace(/&amp;/g, '&')])
  }
  return tags
}

/** Fetches a preview picture the way a link-preview robot does, and measures it. */
async function pictureSize(url: string) {
  const res = await fetch(url)
  expect(res.status).toBe(200)
  expect(res.headers.get('content-type')).toMatch(/^image\//)
  const { width, height } = await sharp(Buffer.from(await res.arrayBuffer())).metadata()
  return { width, height }
}

/**
 * Issue 17, sharing: every public page gives link previews (Open Graph, X's large card) its title,
 * description, address and a 1200x630 picture (spec 000): its hero's crop, else the site's own.
 */
describe('link previews', () => {
  it('a club page is previewed with its hero picture, 1200x630, at an absolute address', async () => {
    const meta = await metaOf('/fulham')
    expect(meta.get('og:title')?.[0]).toMatch(/^Clubhouse \| /)
    expect(meta.get('og:description')?.[0]).toBeTruthy()
    expect(new URL(meta.get('og:url')![0]!).pathname).toBe('/fulham')
    expect(meta.get('og:site_name')).toEqual(['Clubhouse'])
    expect(meta.get('og:locale')).toEqual(['en_GB'])
    expect(meta.get('og:type')).toEqual(['website'])
    const image = meta.get('og:image')![0]!
    expect(image).toMatch(/^https?:\/\/.+1200x630/)
    expect([meta.get('og:image:width'), meta.get('og:image:height')]).toEqual([['1200'], ['630']])
    expect(await pictureSize(image)).toEqual({ width: 1200, height: 630 })
    expect(meta.get('twitter:card')).toEqual(['summary_large_image'])
    expect(meta.get('twitter:image')).toEqual([image])
  })

  it('a page that opens without a picture is previewed with the site’s own 1200x630 picture', async () => {
    const meta = await metaOf('/terms-and-conditions')
    const image = meta.get('og:image')![0]!
    expect(new URL(image).pathname).toBe('/og-default.jpg')
    expect(await pictureSize(image)).toEqual({ width: 1200, height: 630 })
    expect(meta.get('twitter:card')).toEqual(['summary_large_image'])
  })

  it('an event is previewed with its own picture', async () => {
    const meta = await metaOf('/event/summer-party-fulham')
    expect(meta.get('og:title')?.[0]).toMatch(/^Clubhouse \| /)
    expect(new URL(meta.get('og:url')![0]!).pathname).toBe('/event/summer-party-fulham')
    const image = meta.get('og:image')![0]!
    expect(image).toMatch(/1200x630/)
    expect(await pictureSize(image)).toEqual({ width: 1200, height: 630 })
  })

  it('pre-built pages carry the address they are served at, not the one they were built at (decision 055)', async () => {
    // Built with SERVER_URL=E2E_BUILD_SERVER_URL (tests/e2e/prepare-app.ts), served here on another port without it.
    const origin = new URL(baseURL).origin
    expect(origin).not.toBe(E2E_BUILD_SERVER_URL)
    for (const path of ['/', '/fulham', '/discover-offices', '/membership/book-a-tour']) {
      const html = await (await fetch(`${baseURL}${path}`)).text()
      const canonical = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1]
      const ogUrl = /<meta property="og:url" content="([^"]+)"/.exec(html)?.[1]
      const ogImage = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1]
      // Next writes the site's root without its slash.
      const address = path === '/' ? origin : `${origin}${path}`
      expect([canonical, ogUrl], path).toEqual([address, address])
      expect(ogImage?.startsWith(`${origin}/`), `${path}: ${ogImage}`).toBe(true)
      expect(html, path).not.toContain(E2E_BUILD_SERVER_URL)
      if (path === '/') {
        const ld = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) => JSON.parse(m[1]!) as { '@type': string; url?: string })
        expect(ld.find((d) => d['@type'] === 'Organization')?.url).toBe(`${origin}/`)
      }
    }
  })
})
