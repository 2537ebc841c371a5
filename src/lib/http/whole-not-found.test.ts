import { createRequire } from 'node:module'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import { connect, type AddressInfo } from 'node:net'
import { gunzipSync } from 'node:zlib'

import { afterEach, describe, expect, it } from 'vitest'

import { ERROR_SHELL, TWIN_HEADER, twinFor, wholeNotFound } from './whole-not-found.mjs'

// The compression Next itself wraps its answers in (next-server, `compress: true`).
const compression = createRequire(import.meta.url)('next/dist/compiled/compression') as () => (req: IncomingMessage, res: ServerResponse, next: () => void) => void

const SHELL = `<!DOCTYPE html>${ERROR_SHELL}><head><meta charSet="utf-8"/></head><body><script>self.__next_f=[]</script></body></html>`
const WHOLE = (what: string) => `<!DOCTYPE html><html lang="en-GB"><head><title>404 Not found</title></head><body><h1 data-not-found>${what}</h1></body></html>`

type Route = { status: number; body: string; type?: string; whole?: boolean }

/** A stand-in for Next: status, headers, then the body in chunks after a flush, as Next's pipe does. */
function nextLike(routes: Record<string, Route>) {
  const gzip = compression()
  return (req: IncomingMessage, res: ServerResponse) =>
    gzip(req, res, () => {
      const path = URL.canParse(req.url!, 'http://x') ? new URL(req.url!, 'http://x').pathname : '(malformed)'
      const route = routes[path] ?? { status: 404, body: SHELL }
      res.statusCode = route.status
      res.setHeader('content-type', route.type ?? 'text/html; charset=utf-8')
      res.setHeader('cache-control', 'private, no-cache, no-store, max-age=0, must-revalidate')
      res.setHeader('content-security-policy', `script-src 'nonce-${path}'`)
      // Next sends a page it has whole with its length in one end(); a streamed one after a flush.
      if (route.whole) {
        res.setHeader('content-length', Buffer.byteLength(route.body))
        return void res.end(route.body)
      }
      res.flushHeaders()
      const half = Math.floor(route.body.length / 2)
      res.write(route.body.slice(0, half))
      setTimeout(() => res.end(route.body.slice(half)), 5)
    })
}

let server: Server | undefined
/** Stops the server at once: keep-alive connections (the twins' fetches too) are closed, not waited for. */
const stop = () =>
  new Promise<void>((done) => {
    if (!server) return done()
    server.close(() => done())
    server.closeAllConnections()
  })
afterEach(stop)

async function serve(routes: Record<string, Route>) {
  const handle = nextLike(routes)
  let base = ''
  const twins: string[] = []
  const pages = wholeNotFound(
    handle,
    (twin: string, headers: Record<string, string>) => {
      twins.push(twin)
      return fetch(`${base}${twin}`, { headers })
    },
    'the-secret',
  )
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
  '/sent-whole': { status: 404, body: SHELL, whole: true },
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
    // Sent with its length in one end(), as Next sends what it has whole: replaced the same.
    const whole = await fetch(`${base}/sent-whole`)
    expect([whole.status, await whole.text()]).toEqual([404, WHOLE('404 Not found')])
    expect(twins).toEqual(['/page-not-found', '/page-not-found', '/page-not-found'])
  })

  it("takes a visitor's twin marker off the request: it neither skips the replacement nor opens a twin with 200", async () => {
    const { base } = await serve(routes)
    for (const value of ['1', 'the-secret-guessed']) {
      const page = await fetch(`${base}/no-such-page`, { headers: { [TWIN_HEADER]: value } })
      expect([page.status, await page.text()]).toEqual([404, WHOLE('404 Not found')])
      const twin = await fetch(`${base}/page-not-found`, { headers: { [TWIN_HEADER]: value } })
      expect(twin.status).toBe(404)
    }
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

  it("sends Next's own 404 when the twin cannot be had: an error, even a titled one, or the empty document again", async () => {
    for (const twin of [
      { status: 500, body: 'down' },
      { status: 500, body: WHOLE('Internal server error') },
      { status: 200, body: SHELL.replace('<head>', '<head><title>t</title>') },
    ]) {
      const { base } = await serve({ ...routes, '/page-not-found': twin })
      const res = await fetch(`${base}/no-such-page`)
      expect(res.status).toBe(404)
      expect(await res.text()).toBe(SHELL)
      await stop()
      server = undefined
    }
  })

  it('leaves files by name and addresses it cannot read to Next, and answers them', async () => {
    const { base, twins } = await serve(routes)
    for (const path of ['/wp-login.php', '/.env']) {
      const res = await fetch(`${base}${path}`)
      expect([res.status, await res.text()]).toEqual([404, SHELL])
    }
    // An absolute-form address URL cannot parse, sent as a raw request line.
    const { port } = new URL(base)
    const answer = await new Promise<string>((done, fail) => {
      const socket = connect(Number(port), '127.0.0.1', () => socket.end('GET http://[bad/ HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n'))
      let text = ''
      socket.on('data', (d) => (text += d))
      socket.on('end', () => done(text))
      socket.on('error', fail)
    })
    expect(answer).toMatch(/^HTTP\/1\.1 404/)
    expect(twins).toEqual([])
  })

  it('picks the twin by path', () => {
    expect(twinFor('/office-detail')).toBe('/office-detail/unknown')
    expect(twinFor('/office-detail/x')).toBe('/office-detail/unknown')
    expect(twinFor('/office-details')).toBe('/page-not-found')
    expect(['/', '/event/x', '/fulham/nope'].map(twinFor)).toEqual(['/page-not-found', '/page-not-found', '/page-not-found'])
  })
})
