'use client'

import { useSyncExternalStore } from 'react'

import { parseSessionUser, readCookie, SESSION_USER_COOKIE, type SessionUser } from './session'

const SESSION_EVENT = 'clubhouse:session'
let lastRaw: string | undefined
let lastUser: SessionUser | null = null

function snapshot(): SessionUser | null {
  const raw = readCookie(document.cookie, SESSION_USER_COOKIE)
  if (raw !== lastRaw) {
    lastRaw = raw
    lastUser = parseSessionUser(raw)
  }
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

/** Signed-in member as the header shows it; null on the server and when signed out. */
export function useSessionUser(): SessionUser | null {
  return useSyncExternalStore(subscribe, snapshot, () => null)
}

export const announceSessionChange = () => window.dispatchEvent(new Event(SESSION_EVENT))
