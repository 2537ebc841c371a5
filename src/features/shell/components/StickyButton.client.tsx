'use client'

import { useEffect, useState } from 'react'

import { telHref } from '@/lib/ui/contact'
import { ENQUIRY_FORM_ANCHOR, OPEN_FORM_EVENT } from '@/lib/ui/page-anchors'
import { scrollBehaviour } from '@/lib/ui/screen'

import { STICKY_BUTTON_AFTER_PX } from '../constants'
import { stickyButtonFor } from '../rules'

type Props = { path: string; phone: string }

function scrollToForm() {
  document.getElementById(ENQUIRY_FORM_ANCHOR)?.scrollIntoView({ behavior: scrollBehaviour(), block: 'start' })
}

/** Mobile only, after the visitor scrolls 150 px, on the pages the spec names. */
export function StickyButton({ path, phone }: Props) {
  const found = stickyButtonFor(path)
  // The office detail block draws its own bar: the contacts come from that office's contact list.
  const rule = found?.kind === 'office-contacts' ? null : found
  const [shown, setShown] = useState(false)

  useEffect(() => {
    if (!rule) return
    const onScroll = () => setShown(window.scrollY > STICKY_BUTTON_AFTER_PX)
    onScroll()
    window.addEventListener('scroll', onScroll, { passive: true })
    return () => window.removeEventListener('scroll', onScroll)
  }, [rule])

  if (!rule || !shown) return null
  const bar = 'dock-top fixed inset-x-0 z-30 flex gap-2 bg-white p-3 shadow-[0_-4px_16px_rgba(0,0,0,0.12)] md:hidden'
  const button = 'btn btn-dark flex-1'

  switch (rule.kind) {
    case 'call':
      return (
        <div className={bar} data-sticky-button="call">
          <a href={telHref(phone)} className={button}>
            CALL US
          </a>
        </div>
      )
    default:
      return (
        <div className={bar} data-sticky-button={rule.kind}>
          <button
            type="button"
            className={button}
            onClick={() => {
              if (rule.kind === 'open-form') window.dispatchEvent(new Event(OPEN_FORM_EVENT))
              scrollToForm()
            }}
          >
            ENQUIRE NOW
          </button>
        </div>
      )
  }
}
