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
    const res = proxy(post('http://club.example/book-a-tour', { ...ACTION, host: 'club.example', origin }))
    expect(res.status).toBe(403)
    expect(await res.text()).toBe('Cross-site request refused')
  })

  it('refuses a form posted from another site (a server action without JavaScript)', () => {
    const res = proxy(post('http://club.example/', { host: 'club.example', origin: 'https://evil.example', 'content-type': 'multipart/form-data; boundary=x' }))
    expect(res.status).toBe(403)
  })

  it.each([
    ['the same origin', { host: 'club.example', origin: 'http://club.example' }],
    ['the host a proxy forwarded', { host: '127.0.0.1:3000', 'x-forwarded-host': 'club.example', origin: 'https://club.example' }],
    ['no origin (not a browser)', { host: 'club.example' }],
  ])('lets a post from %s through to Next', (_, headers) => {
    const res = proxy(post('http://club.example/book-a-tour', { ...ACTION, ...headers }))
    expect(res.headers.get('x-middleware-next')).toBe('1')
  })

  it('leaves reads alone', () => {
    const res = proxy(new NextRequest('http://club.example/', { headers: { host: 'club.example', origin: 'https://evil.example' } }))
    expect(res.headers.get('x-middleware-next')).toBe('1')
  })

  it('runs only where server actions run: not on the APIs, which answer for themselves', () => {
    const [matcher] = config.matcher as { source: string }[]
    // Next reads the source as a path pattern; this one is a plain regular expression too.
    const source = new RegExp(`^${matcher!.source}$`)
    for (const path of ['/', '/book-a-tour', '/admin/collections/pages', '/event-tickets/summer-party']) expect(path).toMatch(source)
    for (const path of ['/api/clubs', '/v1/api/leads', '/_next/static/x.js']) expect(path).not.toMatch(source)
  })
})
