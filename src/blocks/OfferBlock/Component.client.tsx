'use client'

import { offerButtonOffset } from '@/lib/ui/scroll-offsets'
import { scrollBehaviour } from '@/lib/ui/screen'

/** Scrolls to the page's form: a fixed offset by screen class and page (spec 000 section 9). */
export function OfferScrollButton({ label, pagePath, className }: { label: string; pagePath?: string; className?: string }) {
  return (
    <button
      type="button"
      className={className}
      onClick={() =>
        window.scrollTo({ top: offerButtonOffset(pagePath ?? window.location.pathname, window.innerWidth), behavior: scrollBehaviour() })
      }
    >
      {label}
    </button>
  )
}
