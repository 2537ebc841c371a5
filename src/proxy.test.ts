import { NextRequest } from 'next/server'
import { describe, expect, it } from 'vitest'

import { config, proxy } from './proxy'

const post = (url: string, headers: Record<string, string>) => new NextRequest(url, { method: 'POST', headers })
const ACTION = { 'next-action': '60d2f0ae60f351c02b7ba72adbcdadc4dd608d7908', 'content-type': 'text/plain;charset=UTF-8' }

describe('proxy: cross-site posts to pages', () => {
  it.each([
    ['another site', 'https://evil.example'],
    ['the same host on another port', 'http://club.example:8080'],
    ['an opaque origin', 'null'],
    ['an unreadable origin', 'not a url'],
  ])('refuses a server action from %s with 403', async (_, origin) => {
    const res = await proxy(post('http://club.example/book-a-tour', { ...ACTION, host: 'club.example', origin }))
    expect(res.status).toBe(403)
    expect(await res.text()).toBe('Cross-site request refused')
  })

  it('refuses a form posted from another site (a server action without JavaScript)', async () => {
    const res = await proxy(post('http://club.example/', { host: 'club.example', origin: 'https://evil.example', 'content-type': 'multipart/form-data; boundary=x' }))
    expect(res.status).toBe(403)
  })

  it.each([
    ['the same origin', { host: 'club.example', origin: 'http://club.example' }],
    ['the host a proxy forwarded', { host: '127.0.0.1:3000', 'x-forwarded-host': 'club.example', origin: 'https://club.example' }],
    ['no origin (not a browser)', { host: 'club.example' }],
  ])('lets a post from %s through to Next', async (_, headers) => {
    const res = await proxy(post('http://club.example/book-a-tour', { ...ACTION, ...headers }))
    expect(res.headers.get('x-middleware-next')).toBe('1')
  })

  it('leaves reads alone', async () => {
    const res = await proxy(new NextRequest('http://club.example/', { headers: { host: 'club.example', origin: 'https://evil.example' } }))
    expect(res.headers.get('x-middleware-next')).toBe('1')
  })

  it('runs on pages and the back office, and on the spec\'s API for its address only: not on Payload\'s API, which answers for itself, or assets', () => {
    const [matcher] = config.matcher as string[]
    // Next reads the source as a path pattern; this one is a plain regular expression too.
    const source = new RegExp(`^${matcher!}$`)
    for (const path of ['/', '/book-a-tour', '/admin/collections/pages', '/event-tickets/summer-party', '/v1/api/leads']) expect(path).toMatch(source)
    for (const path of ['/api/clubs', '/_next/static/x.js', '/seed/home.jpg']) expect(path).not.toMatch(source)
  })

  it('leaves the spec\'s API to its own rules: a post from another site and no page policy', async () => {
    const res = await proxy(post('http://club.example/v1/api/leads', { host: 'club.example', origin: 'https://partner.example', 'content-type': 'application/json' }))
    expect(res.headers.get('x-middleware-next')).toBe('1')
    expect(res.headers.get('content-security-policy')).toBeNull()
  })
})

describe('proxy: scripts only with this request\'s nonce (issue 11, finding 12)', () => {
  const get = (url: string) => proxy(new NextRequest(url, { headers: { host: 'club.example' } }))
  const nonceOf = (policy: string | null) => policy?.match(/'nonce-([^']+)'/)?.[1]

  it.each(['/admin', '/admin/collections/leads', '/event/summer-party', '/book-a-tour', '/membership/book-a-tour/complete', '/no-such-page'])(
    'gives %s a fresh nonce and no unsafe-inline for scripts, and tells Next the nonce',
    async (path) => {
      const first = await get(`http://club.example${path}`)
      const policy = first.headers.get('content-security-policy')
      const scripts = policy?.split('; ').find((d: string) => d.startsWith('script-src'))
      expect(scripts).toMatch(/'nonce-[A-Za-z0-9+/=]{20,}'/)
      expect(scripts).not.toContain("'unsafe-inline'")
      // Next reads the nonce from the request's own policy header, which the proxy overrides.
      expect(first.headers.get('x-middleware-request-content-security-policy')).toBe(policy)
      expect(nonceOf((await get(`http://club.example${path}`)).headers.get('content-security-policy'))).not.toBe(nonceOf(policy))
    },
  )

  it.each(['/', '/the-club', '/knightsbridge', '/membership/book-a-tour', '/The-Club/'])('leaves the pre-built %s to its static policy', async (path) => {
    const res = await get(`http://club.example${path}`)
    expect(res.headers.get('x-middleware-next')).toBe('1')
    expect(res.headers.get('content-security-policy')).toBeNull()
  })
})

describe('proxy: draft mode only with a staff session (issue 11, finding 7)', () => {
  const withCookies = (cookie: string) => proxy(new NextRequest('http://club.example/the-club', { headers: { host: 'club.example', cookie } }))

  it('takes the draft-mode cookie off a request without a session, and clears it in the browser', async () => {
    const res = await withCookies('__prerender_bypass=abc123; other=1')
    expect(res.headers.get('x-middleware-request-cookie')).toBe('other=1')
    expect(res.headers.get('set-cookie')).toMatch(/__prerender_bypass=;.*Expires=Thu, 01 Jan 1970/i)
  })

  it('takes it off when the session is not one this app accepts', async () => {
    // Nothing answers the session check here (no app on the loopback port), as with an invalid session.
    const res = await withCookies('__prerender_bypass=abc123; payload-token=forged')
    expect(res.headers.get('x-middleware-request-cookie')).toBe('payload-token=forged')
  })

  it('leaves requests without it untouched', async () => {
    const res = await withCookies('other=1')
    expect(res.headers.get('x-middleware-request-cookie')).toBeNull()
    expect(res.headers.get('set-cookie')).toBeNull()
  })
})

describe('proxy: control characters refused with 400 before any page or API runs (issue 32 §5)', () => {
  const get = (url: string) => proxy(new NextRequest(url, { headers: { host: 'club.example' } }))
  const form = (fields: Record<string, string>, headers: Record<string, string> = {}) => {
    const body = new FormData()
    for (const [name, value] of Object.entries(fields)) body.set(name, value)
    return proxy(new NextRequest('http://club.example/book-a-tour', { method: 'POST', body, headers: { host: 'club.example', origin: 'http://club.example', ...headers } }))
  }

  it.each([
    ['/events?club=Fulham%00', 'club'],
    ['/offices?location=5%00', 'location'],
    ['/events?month=2026-01%0A', 'month'],
    ['/event/summer%00party', 'the address'],
  ])('a page at %s is 400, naming the parameter', async (url, field) => {
    const res = await get(`http://club.example${url}`)
    expect(res.status).toBe(400)
    expect(await res.text()).toBe(`Remove the control characters from ${field}.`)
    // The control: the same address without the character goes on to the page.
    expect((await get(`http://club.example${url.replace(/%00|%0A/, '')}`)).headers.get('x-middleware-next')).toBe('1')
  })

  it.each([
    ['/v1/api/tables/availability?date=2026-12-01%00', 'date'],
    ['/v1/api/Customer?continueUrl=abc%00', 'continueUrl'],
  ])('the spec\'s API at %s is 400 in its own shape', async (url, field) => {
    const res = await get(`http://club.example${url}`)
    expect(res.status).toBe(400)
    expect(await res.json()).toEqual({ message: `Remove the control characters from ${field}.`, errors: { [field]: `Remove the control characters from ${field}.` } })
    expect((await get(`http://club.example${url.replace('%00', '')}`)).headers.get('x-middleware-next')).toBe('1')
  })

  it('a form posted without JavaScript with a NUL in a field is 400, naming the field; a note\'s line breaks pass', async () => {
    const fields = { $ACTION_ID_60d2f0ae60f351c02b7ba72adbcdadc4dd608d7908: '', firstName: 'Amelia', notes: 'Window seat,\r\nplease' }
    const res = await form({ ...fields, notes: 'Window\u0000seat' })
    expect(res.status).toBe(400)
    expect(await res.text()).toBe('Remove the control characters from notes.')
    expect((await form(fields)).headers.get('x-middleware-next')).toBe('1')
  })

  it('leaves the back office\'s own server functions to Payload (what staff save is checked on /api)', async () => {
    const res = await proxy(new NextRequest('http://club.example/admin/collections/pages/1', { method: 'POST', body: JSON.stringify([{ text: 'pasted\u000bline' }]), headers: { ...ACTION, host: 'club.example' } }))
    expect(res.headers.get('x-middleware-next')).toBe('1')
  })

  it('a server action called from the browser is checked too, by the field\'s own name', async () => {
    const res = await form({ '1_fullName': 'Ann\u001bLee' }, { 'next-action': ACTION['next-action'] })
    expect(res.status).toBe(400)
    expect(await res.text()).toBe('Remove the control characters from fullName.')
    const plain = (args: unknown) => proxy(new NextRequest('http://club.example/book-a-tour', { method: 'POST', body: JSON.stringify(args), headers: { ...ACTION, host: 'club.example' } }))
    expect((await plain([{ email: 'a\u0000@example.com' }])).status).toBe(400)
    expect((await plain([{ email: 'a@example.com' }])).headers.get('x-middleware-next')).toBe('1')
  })
})
