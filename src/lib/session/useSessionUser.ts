'use client'

import { useSyncExternalStore } from 'react'

import { parseSessionHint, readCookie, SESSION_ME_PATH, SESSION_USER_COOKIE, type SessionUser } from './session'

const SESSION_EVENT = 'clubhouse:session'

/**
 * The member's name comes from the server (SESSION_ME_PATH), asked once for each value of the
 * display cookie: a sign-in, a renewal and a sign-out each change that cookie, so the name is
 * asked again then, and never in a loop when the server says no.
 */
let name: string | null = null
let askedFor: string | undefined
let lastUser: SessionUser | null = null

function askName(raw: string) {
  fetch(SESSION_ME_PATH, { credentials: 'same-origin', cache: 'no-store' })
    .then(async (res) => (res.ok ? ((await res.json()) as { name?: unknown }) : null))
    .then((body) => {
      if (askedFor !== raw) return
      name = typeof body?.name === 'string' && body.name.trim() ? body.name.trim().slice(0, 80) : null
      announceSessionChange()
    })
    .catch(() => {
      // Offline: the header stays as it was; the next change of the cookie asks again.
    })
}

function snapshot(): SessionUser | null {
  const raw = readCookie(document.cookie, SESSION_USER_COOKIE)
  const hint = parseSessionHint(raw)
  if (!hint || raw === undefined) {
    askedFor = undefined
    name = null
    lastUser = null
    return null
  }
  if (raw !== askedFor) {
    askedFor = raw
    queueMicrotask(() => askName(raw))
  }
  const user = name ? { name, ...(hint.refreshAt !== undefined ? { refreshAt: hint.refreshAt } : {}) } : null
  if (user?.name !== lastUser?.name || user?.refreshAt !== lastUser?.refreshAt) lastUser = user
  return lastUser
}

function subscribe(onChange: () => void) {
  window.addEventListener(SESSION_EVENT, onChange)
  window.addEventListener('focus', onChange)
  return () => {
    window.removeEventListener(SESSION_EVENT, onChange)
    window.removeEventListener('focus', onChange)
  }
}

/** Signed-in member as the header shows it (the name from the server); null on the server, when signed out, and until the name arrives. */
export function useSessionUser(): SessionUser | null {
  return useSyncExternalStore(subscribe, snapshot, () => null)
}

const refreshAtSnapshot = () => parseSessionHint(readCookie(document.cookie, SESSION_USER_COOKIE))?.refreshAt ?? null

/** When the sign-in must be renewed (the display cookie's refreshAt), whether or not the name has arrived. */
export function useSessionRefreshAt(): number | null {
  return useSyncExternalStore(subscribe, refreshAtSnapshot, () => null)
}

export const announceSessionChange = () => window.dispatchEvent(new Event(SESSION_EVENT))
