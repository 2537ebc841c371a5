'use client'

import { useEffect } from 'react'

import { SESSION_REFRESH_PATH } from './session'
import { announceSessionChange, useSessionUser } from './useSessionUser'

const RETRY_MS = 60_000

/**
 * Renews a member's sign-in before its access token ends (spec 001 sections 4 and 9: the expiry
 * is now + expiresIn - 100000), quietly: the server rotates the HttpOnly tokens and the header
 * reads the new display cookie. A refusal signs the visitor out; the spec's words go to the
 * console, never to the page. A failed network call is tried again a minute later.
 */
export function SessionRenewal() {
  const user = useSessionUser()
  const refreshAt = user?.refreshAt
  useEffect(() => {
    if (!refreshAt) return
    let timer: ReturnType<typeof setTimeout>
    const renew = async () => {
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
