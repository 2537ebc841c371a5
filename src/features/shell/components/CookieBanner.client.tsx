'use client'

import Link from 'next/link'
import { useState, useSyncExternalStore } from 'react'

import { readCookie } from '@/lib/session/session'

import { COOKIE_CONSENT_MAX_AGE_S, COOKIE_CONSENT_NAME } from '../constants'

const noop = () => () => {}
const accepted = () => readCookie(document.cookie, COOKIE_CONSENT_NAME) === 'accepted'

/** Shown on every page until accepted; acceptance is remembered for two years. */
export function CookieBanner() {
  const alreadyAccepted = useSyncExternalStore(noop, accepted, () => true)
  const [dismissed, setDismissed] = useState(false)
  if (alreadyAccepted || dismissed) return null

  const accept = () => {
    const secure = window.location.protocol === 'https:' ? '; Secure' : ''
    document.cookie = `${COOKIE_CONSENT_NAME}=accepted; Max-Age=${COOKIE_CONSENT_MAX_AGE_S}; Path=/; SameSite=Lax${secure}`
    setDismissed(true)
  }

  return (
    <div
      role="region"
      aria-label="Cookie notice"
      data-cookie-banner
      className="fixed inset-x-0 bottom-0 z-40 flex flex-col gap-4 bg-white px-6 py-4 text-sm text-ink shadow-[0_-4px_16px_rgba(0,0,0,0.12)] md:flex-row md:items-center md:justify-between md:px-12"
    >
      <p>
        This website uses essential cookies to work. By visiting it you accept their use. Find out more{' '}
        <Link href="/cookie-policy" className="underline underline-offset-4">
          here.
        </Link>
      </p>
      <button type="button" onClick={accept} className="btn btn-dark shrink-0">
        ACCEPT
      </button>
    </div>
  )
}
