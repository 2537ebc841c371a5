'use client'

import Link from 'next/link'
import { useEffect, useRef, useState, useSyncExternalStore } from 'react'

import { readCookie } from '@/lib/session/session'

import { COOKIE_CONSENT_MAX_AGE_S, COOKIE_CONSENT_NAME } from '../constants'

const noop = () => () => {}

function writeConsentCookie(maxAgeS: number) {
  const secure = window.location.protocol === 'https:' ? '; Secure' : ''
  document.cookie = `${COOKIE_CONSENT_NAME}=accepted; Max-Age=${Math.floor(maxAgeS)}; Path=/; SameSite=Lax${secure}`
}

/**
 * Chromium caps a cookie's life at 400 days, so the acceptance date is also kept in local storage:
 * within two years of it the banner stays away and the cookie is renewed for what remains.
 */
function accepted(): boolean {
  if (readCookie(document.cookie, COOKIE_CONSENT_NAME) === 'accepted') return true
  const acceptedAt = Number(window.localStorage.getItem(COOKIE_CONSENT_NAME))
  const remainingS = COOKIE_CONSENT_MAX_AGE_S - (Date.now() - acceptedAt) / 1000
  if (!acceptedAt || remainingS <= 0) return false
  writeConsentCookie(remainingS)
  return true
}

/**
 * Shown on every page until accepted; acceptance is remembered for two years. It is in the server
 * HTML, shown before hydration only where the head's consent script found no acceptance
 * (../consent-script.ts); once hydrated it removes itself for visitors who accepted.
 */
export function CookieBanner() {
  const alreadyAccepted = useSyncExternalStore(noop, accepted, () => false)
  const [dismissed, setDismissed] = useState(false)
  const shown = !alreadyAccepted && !dismissed
  const ref = useRef<HTMLElement>(null)

  // The bars above it are placed by its height (globals.css, the bottom dock); CSS knows its usual
  // height, this keeps it exact when the text wraps further on a narrow screen.
  useEffect(() => {
    const banner = ref.current
    if (!shown || !banner) return
    const root = document.documentElement
    const observer = new ResizeObserver(() => root.style.setProperty('--dock-cookie', `${banner.offsetHeight}px`))
    observer.observe(banner)
    return () => {
      observer.disconnect()
      root.style.removeProperty('--dock-cookie')
    }
  }, [shown])

  if (!shown) return null

  const accept = () => {
    writeConsentCookie(COOKIE_CONSENT_MAX_AGE_S)
    window.localStorage.setItem(COOKIE_CONSENT_NAME, String(Date.now()))
    setDismissed(true)
  }

  return (
    <section
      aria-label="Cookie notice"
      data-cookie-banner
      ref={ref}
      className="fixed inset-x-0 bottom-0 z-40 flex min-h-[9.5rem] flex-col justify-center gap-4 md:min-h-[4.75rem] bg-white px-6 py-4 text-sm text-ink shadow-[0_-4px_16px_rgba(0,0,0,0.12)] md:flex-row md:items-center md:justify-between md:px-12"
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
    </section>
  )
}
