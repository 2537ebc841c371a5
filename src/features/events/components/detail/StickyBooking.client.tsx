'use client'

import { type CSSProperties, useEffect, useState } from 'react'

/** The bar's set height under 834 px; the page keeps this much room below the footer for it. */
export const BOOKING_BAR_HEIGHT = '4.5rem'

/*
 * The bottom dock (globals.css, decision 028): a page's own bar sits on the cookie banner
 * (.dock-page) and tells the shell's sticky button, which sits on top (.dock-top), its height
 * through --dock-page. Only while the bar is there, and only on phones, where it shows.
 */
const dockStyle = `@media (max-width:833.98px){html:has([data-event-booking-bar]:not([hidden])){--dock-page:${BOOKING_BAR_HEIGHT}}body:has([data-event-booking-bar]){padding-bottom:${BOOKING_BAR_HEIGHT}}}`

/**
 * The event page's "Book tickets" on phones: fixed to the bottom of the screen, so booking is one
 * press away however far the visitor reads. It is a plain link in the server HTML; once the page
 * runs it steps aside while the page's own Book tickets button (`targetId`) is on screen, so the
 * two are never seen together.
 */
export function StickyBooking({ href, label, targetId }: { href: string; label: string; targetId: string }) {
  const [targetInView, setTargetInView] = useState(false)

  useEffect(() => {
    const target = document.getElementById(targetId)
    if (!target || typeof IntersectionObserver === 'undefined') return
    // The bottom quarter of the screen does not count: the cookie banner may cover the button there.
    const observer = new IntersectionObserver(([entry]) => setTargetInView(Boolean(entry?.isIntersecting)), { rootMargin: '0px 0px -25% 0px' })
    observer.observe(target)
    return () => observer.disconnect()
  }, [targetId])

  return (
    <>
      <style href="event-booking-bar" precedence="default">
        {dockStyle}
      </style>
      <div
        data-event-booking-bar=""
        hidden={targetInView}
        className="dock-page fixed inset-x-0 z-[31] flex items-center bg-white px-3 shadow-[0_-4px_16px_rgba(0,0,0,0.12)] tab:hidden h-(--booking-bar-h)"
        style={{ '--booking-bar-h': BOOKING_BAR_HEIGHT } as CSSProperties}
      >
        <a href={href} className="btn btn-dark flex-1">
          {label}
        </a>
      </div>
    </>
  )
}
