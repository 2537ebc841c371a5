'use client'

import { ONBOARDING_KEY, SESSION_END_PATH } from './session'

/** Under the refresh path, so the refresh cookie (scoped to it) comes along and the whole sign-in ends. */
export const LOGOUT_PATH = SESSION_END_PATH

/**
 * Log out as a plain form post, so it works before (and without) JavaScript. With JavaScript it
 * also forgets the spec's onboarding flag, which only the browser holds (spec 001 section 4).
 */
export function LogoutForm({ label, className }: { label: string; className: string }) {
  const forget = () => {
    try {
      localStorage.removeItem(ONBOARDING_KEY)
    } catch {
      // storage refused (private mode): nothing to forget
    }
  }
  return (
    <form action={LOGOUT_PATH} method="post" onSubmit={forget}>
      <button type="submit" className={className}>
        {label}
      </button>
    </form>
  )
}
