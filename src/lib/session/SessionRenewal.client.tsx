'use client'

import { useEffect } from 'react'

import { parseSessionHint, readCookie, SESSION_REFRESH_PATH, SESSION_USER_COOKIE } from './session'
import { announceSessionChange, useSessionRefreshAt } from './useSessionUser'

const RETRY_MS = 60_000

/**
 * Tabs of one browser share the cookies and would all renew at the same moment, presenting one
 * refresh token twice, which the server takes for a stolen copy and ends the sign-in. The Web Locks
 * API makes them take turns; where it is missing, each tab renews alone.
 */
function oneTabAtATime(work: () => Promise<void>): Promise<void> {
  const locks = (globalThis.navigator as Navigator | undefined)?.locks
  return locks ? locks.request('clubhouse-session-renewal', () => work()).then(() => undefined) : work()
}

/**
 * Renews a member's sign-in before its access token ends (spec 001 sections 4 and 9: the expiry
 * is now + expiresIn - 100000), quietly: the server rotates the HttpOnly tokens and the header
 * reads the new display cookie. A refusal signs the visitor out; the spec's words go to the
 * console, never to the page. A failed network call is tried again a minute later.
 */
export function SessionRenewal() {
  // The cookie's renewal time alone: renewing must not wait for the name (it may need the renewal first).
  const refreshAt = useSessionRefreshAt()
  useEffect(() => {
    if (!refreshAt) return
    let timer: ReturnType<typeof setTimeout>
    const renew = () => oneTabAtATime(() => renewNow())
    const renewNow = async () => {
      // Another tab (holding the lock before this one) may have renewed already: its cookie says so.
      const now = parseSessionHint(readCookie(document.cookie, SESSION_USER_COOKIE))
      if (now?.refreshAt && now.refreshAt > refreshAt) {
        announceSessionChange()
        return
      }
      try {
        const res = await fetch(SESSION_REFRESH_PATH, { method: 'POST', credentials: 'same-origin', cache: 'no-store' })
        if (res.status === 401) console.warn('token refresh failed')
        if (res.status >= 500) timer = setTimeout(renew, RETRY_MS)
      } catch {
        console.warn('token refresh failed')
        timer = setTimeout(renew, RETRY_MS)
      }
      announceSessionChange()
    }
    timer = setTimeout(renew, Math.max(0, refreshAt - Date.now()))
    return () => clearTimeout(timer)
  }, [refreshAt])
  return null
}
