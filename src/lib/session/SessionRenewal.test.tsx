// @vitest-environment happy-dom
import { act, cleanup, render } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { SessionRenewal } from './SessionRenewal.client'
import { refreshAtFor, SESSION_USER_COOKIE } from './session'

const signIn = (refreshAt: number) => {
  document.cookie = `${SESSION_USER_COOKIE}=${encodeURIComponent(JSON.stringify({ name: 'Ada Lovelace', refreshAt }))}; path=/`
}

describe('the quiet renewal of a member’s sign-in', () => {
  beforeEach(() => {
    vi.useFakeTimers()
    vi.setSystemTime(new Date('2026-11-26T12:00:00Z'))
  })
  afterEach(() => {
    cleanup()
    vi.useRealTimers()
    vi.unstubAllGlobals()
    document.cookie = `${SESSION_USER_COOKIE}=; max-age=0; path=/`
  })

  it('renews 100 seconds before the access token ends, by the spec’s rule', async () => {
    expect(refreshAtFor(900_000, Date.parse('2026-11-26T12:00:00Z'))).toBe(Date.parse('2026-11-26T12:13:20Z'))
    const fetch = vi.fn(async () => new Response(null, { status: 204 }))
    vi.stubGlobal('fetch', fetch)
    signIn(refreshAtFor(900_000))
    render(<SessionRenewal />)
    await act(async () => vi.advanceTimersByTime(799_000))
    expect(fetch).not.toHaveBeenCalled()
    await act(async () => vi.advanceTimersByTime(2_000))
    expect(fetch).toHaveBeenCalledWith('/account/refresh', expect.objectContaining({ method: 'POST' }))
  })

  it('logs "token refresh failed", never shows it, when the sign-in cannot be renewed', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response(null, { status: 401 })))
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    signIn(Date.now() - 1)
    const { container } = render(<SessionRenewal />)
    await act(async () => vi.advanceTimersByTime(10))
    expect(warn).toHaveBeenCalledWith('token refresh failed')
    expect(container.textContent).toBe('')
  })

  it('leaves the renewal to the tab that did it first: the cookie already says when to renew next', async () => {
    const fetch = vi.fn(async () => {
      signIn(refreshAtFor(900_000))
      return new Response(null, { status: 204 })
    })
    vi.stubGlobal('fetch', fetch)
    const due = Date.now() + 1_000
    signIn(due)
    render(<SessionRenewal />)
    // Another tab renews first: the cookie moves on before this tab's timer fires.
    signIn(refreshAtFor(900_000))
    await act(async () => vi.advanceTimersByTime(2_000))
    expect(fetch).not.toHaveBeenCalled()
  })

  it('does nothing for a visitor who is not signed in', async () => {
    const fetch = vi.fn()
    vi.stubGlobal('fetch', fetch)
    render(<SessionRenewal />)
    await act(async () => vi.advanceTimersByTime(3_600_000))
    expect(fetch).not.toHaveBeenCalled()
  })
})
