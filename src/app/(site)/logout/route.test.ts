import { NextRequest } from 'next/server'
import { describe, expect, it } from 'vitest'

import { POST } from './route'

const post = (url: string, headers: Record<string, string>) => POST(new NextRequest(url, { method: 'POST', headers }))

describe('POST /logout', () => {
  it.each([
    ['http://127.0.0.1:3000', '127.0.0.1:3000'],
    ['http://localhost:3000', 'localhost:3000'],
  ])('signs out a visitor on %s and sends them home on the same address', async (origin, host) => {
    // Next gives route handlers the address it was started on, whatever the visitor typed.
    const res = await post('http://localhost:3000/logout', { origin, host })
    expect(res.status).toBe(303)
    expect(res.headers.get('location')).toBe('/')
    expect(res.headers.getSetCookie().join(';')).toMatch(/Max-Age=0/)
  })

  it('refuses a post from another site', async () => {
    expect((await post('http://localhost:3000/logout', { origin: 'http://evil.example', host: 'localhost:3000' })).status).toBe(403)
    expect((await post('http://localhost:3000/logout', { origin: 'null', host: 'localhost:3000' })).status).toBe(403)
  })
})
