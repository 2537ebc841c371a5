import { createRequire } from 'node:module'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { gunzipSync } from 'node:zlib'

import { afterEach, describe, expect, it } from 'vitest'

import { ERROR_SHELL, TWIN_HEADER, twinFor, wholeNotFound } from './whole-not-found.mjs'

// The compression Next itself wraps its answers in (next-server, `compress: true`).
const compression = createRequire(import.meta.url)('next/dist/compiled/compression') as () => (req: IncomingMessage, res: ServerResponse, next: () => void) => void

const SHELL = `<!DOCTYPE html>${ERROR_SHELL}><head><meta charSet="utf-8"/></head><body><script>self.__next_f=[]</script></body></html>`
const WHOLE = (what: string) => `<!DOCTYPE html><html lang="en-GB"><head><title>404 Not found</title></head><body><h1 data-not-found>${what}</h1></body></html>`

type Route = { status: number; body: string; type?: string }

/** A stand-in for Next: status, headers, then the body in chunks after a flush, as Next's pipe does. */
function nextLike(routes: Record<string, Route>) {
  const gzip = compression()
  return (req: IncomingMessage, res: ServerResponse) =>
    gzip(req, res, () => {
      const path = new URL(req.url!, 'http://x').pathname
      const route = routes[path] ?? { status: 404, body: SHELL }
      res.statusCode = route.status
      res.setHeader('content-type', route.type ?? 'text/html; charset=utf-8')
      res.setHeader('cache-control', 'private, no-cache, no-store, max-age=0, must-revalidate')
      res.setHeader('content-security-policy', `script-src 'nonce-${path}'`)
      res.flushHeaders()
      const half = Math.floor(route.body.length / 2)
      res.write(route.body.slice(0, half))
      setTimeout(() => res.end(route.body.slice(half)), 5)
    })
}

let server: Server | undefined
afterEach(() => new Promise<void>((done) => (server ? server.close(() => done()) : done())))

async function serve(routes: Record<string, Route>) {
  const handle = nextLike(routes)
  let base = ''
  const twins: string[] = []
  const pages = wholeNotFound(handle, (twin: string) => {
    twins.push(twin)
    return fetch(`${base}${twin}`, { headers: { [TWIN_HEADER]: '1' } })
  })
  server = createServer((req, res) => void pages(req, res))
  await new Promise<void>((done) => server!.listen(0, '127.0.0.1', done))
  base = `http://127.0.0.1:${(server!.address() as AddressInfo).port}`
  return { base, twins }
}

const routes: Record<string, Route> = {
  '/page-not-found': { status: 200, body: WHOLE('404 Not found') },
  '/office-detail/unknown': { status: 200, body: WHOLE('No office data found.') },
  '/fulham': { status: 200, body: `<!DOCTYPE html><html lang="en-GB"><head><title>Fulham</title></head><body>${'Fulham '.repeat(2000)}</body></html>` },
  '/not-html': { status: 404, body: '{"errors":[]}', type: 'application/json' },
  '/whole-already': { status: 404, body: WHOLE('A page that drew its own 404') },
}

describe("a page's 404 sent whole (decision 057)", () => {
  it("replaces Next's empty error document with the not-found page, keeping the 404 and the answer's caching", async () => {
    const { base, twins } = await serve(routes)
    for (const encoding of ['identity', 'gzip']) {
      const res = await fetch(`${base}/no-such-page`, { headers: { 'accept-encoding': encoding } })
      expect(res.status).toBe(404)
      const html = await res.text()
      expect(html).toContain('<title>404 Not found</title>')
      expect(html).toContain('lang="en-GB"')
      expect(html).not.toContain(ERROR_SHELL)
      // The twin's policy goes with the twin's scripts; the original answer's caching stays.
      expect(res.headers.get('content-security-policy')).toBe("script-src 'nonce-/page-not-found'")
      expect(res.headers.get('cache-control')).toContain('no-store')
    }
    expect(twins).toEqual(['/page-not-found', '/page-not-found'])
  })

  it("gives an unknown office the office page's own words; a twin asked for by its address is a 404 too", async () => {
    const { base, twins } = await serve(routes)
    const office = await fetch(`${base}/office-detail?officeId=NOPE`)
    expect(office.status).toBe(404)
    expect(await office.text()).toContain('No office data found.')
    expect(twins).toEqual(['/office-detail/unknown'])
    for (const [twin, words] of [['/office-detail/unknown', 'No office data found.'], ['/page-not-found', '404 Not found']]) {
      const direct = await fetch(`${base}${twin}`)
      expect(direct.status).toBe(404)
      expect(await direct.text()).toContain(words)
    }
  })

  it('leaves every other answer as Next sent it, compressed or not', async () => {
    const { base, twins } = await serve(routes)
    const page = await fetch(`${base}/fulham`, { headers: { 'accept-encoding': 'gzip' } })
    expect(page.status).toBe(200)
    expect(page.headers.get('content-encoding')).toBe('gzip')
    expect(await page.text()).toBe(routes['/fulham']!.body)
    const raw = await new Promise<Buffer>((done) => {
      // Read undecoded: the bytes on the wire are one gzip stream of the page.
      void import('node:http').then(({ get }) =>
        get(`${base}/fulham`, { headers: { 'accept-encoding': 'gzip' } }, (res) => {
          const chunks: Buffer[] = []
          res.on('data', (c: Buffer) => chunks.push(c))
          res.on('end', () => done(Buffer.concat(chunks)))
        }),
      )
    })
    expect(gunzipSync(raw).toString('utf8')).toBe(routes['/fulham']!.body)
    const json = await fetch(`${base}/not-html`)
    expect([json.status, await json.text()]).toEqual([404, '{"errors":[]}'])
    const drawn = await fetch(`${base}/whole-already`, { headers: { 'accept-encoding': 'gzip' } })
    expect([drawn.status, await drawn.text()]).toEqual([404, routes['/whole-already']!.body])
    expect(twins).toEqual([])
  })

  it("sends Next's own 404 when the twin cannot be had", async () => {
    const { base } = await serve({ ...routes, '/page-not-found': { status: 500, body: 'down' } })
    const res = await fetch(`${base}/no-such-page`)
    expect(res.status).toBe(404)
    expect(await res.text()).toBe(SHELL)
  })

  it('picks the twin by path', () => {
    expect(twinFor('/office-detail')).toBe('/office-detail/unknown')
    expect(['/', '/event/x', '/fulham/nope'].map(twinFor)).toEqual(['/page-not-found', '/page-not-found', '/page-not-found'])
  })
})
