'use client'

import { useEffect, useRef, type ReactNode } from 'react'

/**
 * The step's heading, which takes focus when the step opens, so a screen reader announces the new
 * step and the keyboard starts from it; a form with messages moves focus to them itself. The
 * focus is quiet: the site's ring marks what a keyboard can operate, and a heading focused on load
 * is not that (Chromium matches :focus-visible for a script's focus before any key is pressed).
 */
export function FocusHeading({ children, skip, describedBy }: { children: ReactNode; skip?: boolean; describedBy?: string }) {
  const ref = useRef<HTMLHeadingElement>(null)
  useEffect(() => {
    if (!skip) ref.current?.focus()
  }, [skip])
  return (
    <h1 ref={ref} tabIndex={-1} id="step-heading" aria-describedby={describedBy} className="font-display text-3xl uppercase tracking-wide outline-none focus-visible:shadow-none tab:text-4xl">
      {children}
    </h1>
  )
}
