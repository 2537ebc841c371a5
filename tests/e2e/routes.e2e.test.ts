import { get as httpGet } from 'node:http'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'

import { describe, expect, it } from 'vitest'

import { PREBUILT_PATHS } from '../../src/lib/paths/normalize'
import { pages } from '../../src/seed/content'

import { useBrowser } from './browser'

const browser = useBrowser()

describe('routes', () => {
  it('shows the 404 screen with status 404 at an unknown path, and BACK TO HOME goes home', async () => {
    const { page, context } = await browser.newPage()
    const response = await page.goto('/no-such-page')
    expect(response?.status()).toBe(404)
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('404 Not found')
    expect(await page.getByText('Sorry, we can’t find the page you’re looking for.').isVisible()).toBe(true)
    // Somewhere to go instead: the clubs, what's on, the offices.
    const elsewhere = page.getByRole('navigation', { name: 'Elsewhere on the site' })
    expect(await elsewhere.getByRole('link', { name: 'Fulham' }).getAttribute('href')).toBe('/fulham')
    expect(await elsewhere.getByRole('link', { name: 'What’s on' }).getAttribute('href')).toBe('/events')
    await page.getByRole('link', { name: 'BACK TO HOME' }).click()
    await page.waitForURL(`${browser.baseURL}/`)
    await expect.poll(() => page.title()).toBe('Clubhouse | Home')
    await context.close()
  })

  it('serves the same screen and status at /404', async () => {
    const { page, context } = await browser.newPage()
    const response = await page.goto('/404')
    expect(response?.status()).toBe(404)
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('404 Not found')
    expect(await page.getByRole('link', { name: 'BACK TO HOME' }).getAttribute('href')).toBe('/')
    await context.close()
  })

  it('drops a trailing slash before looking a page up', async () => {
    const { page, context } = await browser.newPage()
    const response = await page.goto('/kensington/conferencing/')
    expect(response?.status()).toBe(200)
    expect(new URL(page.url()).pathname).toBe('/kensington/conferencing')
    expect(await page.title()).toBe('Clubhouse | Kensington conferencing')
    await context.close()
  })

  // Issue 17: pages no longer share the site-wide description; one without its own is described by its opening text.
  it('prefixes page titles with the product name, and describes a page without a description by its opening text', async () => {
    const { page, context } = await browser.newPage()
    await page.goto('/the-club')
    expect(await page.title()).toBe('Clubhouse | The Club')
    const description = () => page.locator('meta[name="description"]').getAttribute('content')
    expect(await description()).toBe('The story of Clubhouse: four London members’ clubs with somewhere to eat, to work and to meet.')
    await page.goto('/fulham')
    expect(await description()).toBe('Riverside dining, a garden terrace and a members’ gym beside Imperial Wharf.')
    await context.close()
  })

  it('loads the hero image eagerly, with its box reserved', async () => {
    const { page, context } = await browser.newPage()
    await page.goto('/')
    const hero = page.locator('section img').first()
    await expect.poll(() => hero.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), { timeout: 10_000 }).toBeGreaterThan(0)
    expect(await hero.getAttribute('loading')).toBe('eager')
    expect(await hero.getAttribute('alt')).toBe('Clubhouse')
    await context.close()
  })

  it('serves the pre-built pages from the static cache and the others live', async () => {
    for (const path of ['/', ...PREBUILT_PATHS]) {
      const prebuilt = await fetch(`${browser.baseURL}${path}`)
      expect(prebuilt.status, path).toBe(200)
      expect(prebuilt.headers.get('x-nextjs-cache'), path).toMatch(/HIT|STALE/)
    }
    const live = await fetch(`${browser.baseURL}/meeting-rooms`)
    expect(live.status).toBe(200)
    expect(live.headers.get('x-nextjs-cache')).toBeNull()
    expect(live.headers.get('cache-control')).toMatch(/no-store|private/)
  })

  it('sends the security headers with every page', async () => {
    const res = await fetch(`${browser.baseURL}/fulham`)
    expect(res.headers.get('content-security-policy')).toMatch(/frame-ancestors 'self'/)
    expect(res.headers.get('x-content-type-options')).toBe('nosniff')
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
  })

  // Decision 059: the server compresses every answer, Brotli where the client takes it. Next's own
  // gzip left route handlers' JSON uncompressed (104 kB of OpenAPI document); a client asking for
  // nothing gets the plain body, the control that the encoding follows the request.
  it('compresses pages, scripts and API answers: Brotli when accepted, else gzip, else plain', async () => {
    const get = (path: string, acceptEncoding?: string) =>
      new Promise<{ encoding: string | undefined; vary: string; body: Buffer }>((resolve, reject) => {
        const req = httpGet(`${browser.baseURL}${path}`, { headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} }, (res) => {
          const parts: Buffer[] = []
          res.on('data', (part: Buffer) => parts.push(part))
          res.on('end', () => resolve({ encoding: res.headers['content-encoding'], vary: String(res.headers.vary ?? ''), body: Buffer.concat(parts) }))
          res.on('error', reject)
        })
        req.on('error', reject)
      })
    const html = await (await fetch(`${browser.baseURL}/events`)).text()
    const script = /<script src="(\/_next\/static\/chunks\/[^"]+\.js)"/.exec(html)![1]!
    // A page rendered on request differs between two answers (its nonce): it is read whole; the
    // script and the document are compared byte for byte.
    const same = (path: string, a: Buffer, b: Buffer) =>
      path === '/events' ? expect(a.toString('utf8'), path).toMatch(/^<!DOCTYPE html>[\s\S]*<\/html>$/) : expect(a.equals(b), path).toBe(true)
    for (const path of ['/events', script, '/v1/api/openapi.json']) {
      const plain = await get(path)
      expect(plain.encoding, path).toBeUndefined()
      const br = await get(path, 'gzip, deflate, br, zstd')
      expect(br.encoding, path).toBe('br')
      expect(br.vary, path).toMatch(/Accept-Encoding/i)
      expect(br.body.length, path).toBeLessThan(plain.body.length / 3)
      same(path, brotliDecompressSync(br.body), plain.body)
      const gzip = await get(path, 'gzip')
      expect(gzip.encoding, path).toBe('gzip')
      same(path, gunzipSync(gzip.body), plain.body)
    }
  })

  it('gives every seeded page exactly one level-one heading, whatever module it opens with', async () => {
    for (const { path } of pages) {
      const html = await (await fetch(`${browser.baseURL}${path}`)).text()
      expect(html.match(/<h1[\s>]/g)?.length, path).toBe(1)
    }
  })
})
