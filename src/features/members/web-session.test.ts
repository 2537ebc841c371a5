import { NextResponse } from 'next/server'
import { beforeEach, describe, expect, it, vi } from 'vitest'

// The cookie jar a server action writes to: a real response's, so the Set-Cookie lines are Next's own.
let response = new NextResponse(null)
vi.mock('next/headers', () => ({ cookies: async () => response.cookies }))
vi.mock('@/lib/env', () => ({ getEnv: () => ({ secureCookies: true }) }))
vi.mock('@/model/member-identity', () => ({ memberForAccess: vi.fn(), currentMember: vi.fn() }))
vi.mock('./accounts/sessions.server', () => ({ refreshTokens: vi.fn(), signOut: vi.fn() }))

const { clearWebSession, startWebSession } = await import('./web-session.server')

/** name -> the Set-Cookie line for it. */
const setCookies = () => Object.fromEntries(response.headers.getSetCookie().map((line) => [line.slice(0, line.indexOf('=')), line]))
const member = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' }
const tokens = { accessToken: 'header.payload.signature', refreshToken: 'R'.repeat(43), expiresIn: 900_000 }

describe('the website’s sign-in cookies (issue 32)', () => {
  beforeEach(() => {
    response = new NextResponse(null)
  })

  it('keeps the access cookie as long as its 15-minute token, the refresh cookie on the renewal path only, and no personal data where scripts read', async () => {
    // The old signature took the member too; the cookies must not need it.
    await (startWebSession as (...args: unknown[]) => Promise<void>)(tokens, member)
    const set = setCookies()
    expect(set.ch_session).toMatch(/; Max-Age=900(;|$)/)
    expect(set.ch_session).toMatch(/; Path=\/(;|$)/)
    expect(set.ch_session).toMatch(/; HttpOnly/)
    // The refresh token: HttpOnly, sent only to /account/refresh (renewal, and sign-out at /account/refresh/end), 30 days.
    const refresh = Object.values(set).find((line) => line.includes(tokens.refreshToken))!
    expect(refresh).toMatch(/; Path=\/account\/refresh(;|$)/)
    expect(refresh).toMatch(/; HttpOnly/)
    expect(refresh).toMatch(/; Max-Age=2592000(;|$)/)
    // The display cookie: when to renew, nothing about the member.
    expect(set.ch_user).not.toMatch(/HttpOnly/)
    const display = JSON.parse(decodeURIComponent(set.ch_user!.slice('ch_user='.length, set.ch_user!.indexOf(';')))) as Record<string, unknown>
    expect(Object.keys(display)).toEqual(['refreshAt'])
    expect(set.ch_user).not.toMatch(/Ada|Lovelace|example\.com/)
    // The refresh cookie's old name, sent to every path, is deleted.
    expect(set.ch_refresh).toMatch(/^ch_refresh=;/)
    expect(set.ch_refresh).toMatch(/; Path=\/(;|$)/)
    expect(set.ch_refresh).toMatch(/; Max-Age=0(;|$)/)
  })

  it('clears each cookie on its own path (a cookie cleared on another path stays)', async () => {
    await clearWebSession()
    const lines = response.headers.getSetCookie()
    expect(lines.some((line) => /^ch_renew=; (.*; )?Path=\/account\/refresh(;|$)/.test(line))).toBe(true)
    for (const name of ['ch_session', 'ch_user', 'ch_refresh']) expect(lines.some((line) => new RegExp(`^${name}=; (.*; )?Path=/(;|$)`).test(line)), name).toBe(true)
    for (const line of lines) expect(line).toMatch(/; Max-Age=0(;|$)/)
  })
})
