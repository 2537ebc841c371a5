import { describe, expect, it } from 'vitest'

import { API_POLICY, DOCS_POLICY } from '../../src/lib/http/csp.mjs'
import { useBrowser } from './browser'

const browser = useBrowser()

/** An operation of the document, as the reference names it (POST /v1/api/Enquiry/create). */
const ENQUIRY_SUMMARY = 'Send an enquiry (membership: club, social, corporate; or office, event)'

/**
 * Issue 36: the API's reference for people at /v1/api/docs, drawn by Scalar from
 * /v1/api/openapi.json with its script served from our own origin (docs/decisions/074). At a
 * phone's width and a desktop's, it shows the document's operations, with no console error, nothing
 * refused by its Content-Security-Policy, nothing fetched from another origin, and no sideways scrolling.
 */
describe('the API reference at /v1/api/docs', () => {
  it('answers a page with its own policy, and the renderer as a script kept a year', async () => {
    const page = await fetch(`${browser.baseURL}/v1/api/docs`)
    expect(page.status).toBe(200)
    expect(page.headers.get('content-type')).toMatch(/^text\/html/)
    expect(page.headers.get('content-security-policy')).toBe(DOCS_POLICY)
    expect(DOCS_POLICY).not.toContain('unsafe-eval')
    const html = await page.text()
    expect(html).toMatch(/<html lang="en">/)
    expect(html).toContain('<title>Clubhouse API reference</title>')
    expect(html).toContain('data-url="/v1/api/openapi.json"')
    // No inline script: the settings are a JSON element's attributes, the renderer a file of ours.
    expect(html.match(/<script\b[^>]*>/g)?.every((tag) => / src="\/v1\/api\/docs\/reference\.js\?v=[^"]+"/.test(tag) || /type="application\/json"/.test(tag))).toBe(true)
    const src = /<script src="([^"]+)"/.exec(html)![1]!.replace(/&amp;/g, '&')

    const script = await fetch(`${browser.baseURL}${src}`)
    expect(script.status).toBe(200)
    expect(script.headers.get('content-type')).toBe('text/javascript; charset=utf-8')
    expect(script.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect((await script.text()).length).toBeGreaterThan(100_000)
    // Another version's address is not kept for a year.
    expect((await fetch(`${browser.baseURL}/v1/api/docs/reference.js?v=0.0.0`)).headers.get('cache-control')).toBe('public, max-age=300')

    // The APIs keep theirs.
    expect((await fetch(`${browser.baseURL}/v1/api/openapi.json`)).headers.get('content-security-policy')).toBe(API_POLICY)
  })

  it.each([390, 1440])('draws the document at %i px with no console error, no policy violation and nothing from another origin', { timeout: 120_000 }, async (width) => {
    const { page, context } = await browser.newPage({ viewport: { width, height: 900 } })
    const origin = new URL(browser.baseURL).origin
    const requests: string[] = []
    const errors: string[] = []
    page.on('request', (request) => requests.push(request.url()))
    page.on('requestfailed', (request) => errors.push(`failed: ${request.url()} ${request.failure()?.errorText}`))
    page.on('response', (response) => {
      if (response.status() >= 400) errors.push(`${response.status()}: ${response.url()}`)
    })
    page.on('console', (msg) => {
      if (msg.type() === 'error' || /Content[- ]Security[- ]Policy/i.test(msg.text())) errors.push(`console ${msg.type()}: ${msg.text()}`)
    })
    page.on('pageerror', (error) => errors.push(`page error: ${error.message}`))
    await context.addInitScript(() => {
      const seen: string[] = []
      ;(window as unknown as { __violations: string[] }).__violations = seen
      document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.violatedDirective} ${e.blockedURI}`))
    })

    const response = await page.goto('/v1/api/docs')
    expect(response?.status()).toBe(200)
    // The reference has read the document and drawn its operations, this one among them.
    await page.getByRole('heading', { name: ENQUIRY_SUMMARY }).waitFor({ state: 'visible', timeout: 30_000 })
    expect(await page.getByRole('heading', { name: 'Clubhouse API', exact: true }).isVisible()).toBe(true)
    await page.waitForLoadState('networkidle')

    expect(await page.evaluate(() => (window as unknown as { __violations: string[] }).__violations)).toEqual([])
    expect(errors).toEqual([])
    expect(requests).toContain(`${origin}/v1/api/openapi.json`)
    expect(requests.filter((url) => !url.startsWith('data:') && !url.startsWith('blob:') && new URL(url).origin !== origin)).toEqual([])
    // Nothing is wider than the screen: the page never scrolls sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
    await context.close()
  })
})
