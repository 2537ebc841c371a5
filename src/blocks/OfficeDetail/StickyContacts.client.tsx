'use client'

import { useEffect, useState } from 'react'

import { STICKY_BUTTON_AFTER_PX } from '@/features/shell/constants'
import { mailtoHref, NEW_TAB_HINT } from '@/lib/ui/contact'

export const STICKY_EMAIL_LABEL = 'Email'
export const STICKY_WHATSAPP_LABEL = 'WhatsApp'

/**
 * The office detail page's mobile sticky buttons (spec 000, mobile sticky bottom button): e-mail
 * and WhatsApp the office's own team, under 834 px, once the visitor has scrolled 150 px.
 */
export function StickyContacts({ email, whatsapp }: { email: string | null; whatsapp: string | null }) {
  const [shown, setShown] = useState(false)
  useEffect(() => {
    const onScroll = () => setShown(window.scrollY > STICKY_BUTTON_AFTER_PX)
    onScroll()
    window.addEventListener('scroll', onScroll, { passive: true })
    return () => window.removeEventListener('scroll', onScroll)
  }, [])
  if (!email && !whatsapp) return null
  return (
    <div
      data-office-sticky
      data-shown={shown || undefined}
      // The shell leaves this path's sticky bar to this block (src/features/shell StickyButton).
      className={`dock-page fixed inset-x-0 z-[31] gap-2 bg-white p-3 shadow-[0_-4px_16px_rgba(0,0,0,0.12)] tab:hidden ${shown ? 'flex' : 'hidden'}`}
    >
      {email ? (
        <a href={mailtoHref(email)} className="btn btn-dark flex-1">
          {STICKY_EMAIL_LABEL}
        </a>
      ) : null}
      {whatsapp ? (
        <a href={whatsapp} target="_blank" rel="noopener noreferrer" className="btn btn-dark flex-1">
          {STICKY_WHATSAPP_LABEL}
          <span className="sr-only"> {NEW_TAB_HINT}</span>
        </a>
      ) : null}
    </div>
  )
}
