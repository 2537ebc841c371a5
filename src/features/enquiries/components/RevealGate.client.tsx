'use client'

import { useEffect, useRef, type ReactNode } from 'react'

import { OPEN_FORM_EVENT } from '@/lib/ui/page-anchors'

type Props = {
  /** Off: the form shows at once. */
  enabled: boolean
  buttonText: string
  /** Already open, e.g. when the server sends the form back with messages. */
  open?: boolean
  /** Opens when the mobile sticky button asks (the /corporate page). */
  openOnRequest?: boolean
  children: ReactNode
}

/**
 * The optional FILL THE FORM gate (spec 001 section 2): a <details> element, so the button opens the
 * form without JavaScript too. Once open the button goes and focus moves to the form's first field.
 */
export function RevealGate({ enabled, buttonText, open, openOnRequest, children }: Props) {
  const details = useRef<HTMLDetailsElement>(null)

  useEffect(() => {
    if (!enabled || !openOnRequest) return
    const reveal = () => {
      if (details.current) details.current.open = true
    }
    window.addEventListener(OPEN_FORM_EVENT, reveal)
    return () => window.removeEventListener(OPEN_FORM_EVENT, reveal)
  }, [enabled, openOnRequest])

  if (!enabled) return <>{children}</>
  return (
    <details
      ref={details}
      open={open || undefined}
      className="group/gate"
      onToggle={(e) => {
        if (e.currentTarget.open) e.currentTarget.querySelector<HTMLElement>('input:not([type=hidden]):not([tabindex="-1"]), select')?.focus()
      }}
    >
      <summary className="btn btn-dark inline-flex cursor-pointer list-none group-open/gate:hidden [&::-webkit-details-marker]:hidden">
        {buttonText}
      </summary>
      {children}
    </details>
  )
}
