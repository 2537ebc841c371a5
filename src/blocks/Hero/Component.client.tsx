'use client'

import { heroCueOffset } from '@/lib/ui/scroll-offsets'
import { scrollBehaviour } from '@/lib/ui/screen'

/**
 * The scroll-down cue: scrolls to the fixed offset of spec 000 section 9, which depends on the
 * content screen class (mobile < 834 px, tablet, desktop >= 1280 px) and on the page (summit pages
 * scroll much further). Smooth unless the visitor prefers reduced motion.
 */
export function ScrollCue({ label, pagePath }: { label: string; pagePath: string }) {
  return (
    <button
      type="button"
      className="mt-10 flex min-h-11 items-center gap-3 text-sm uppercase tracking-widest"
      onClick={() => window.scrollTo({ top: heroCueOffset(pagePath, window.innerWidth), behavior: scrollBehaviour() })}
    >
      <span aria-hidden="true" className="inline-block h-8 w-px bg-white motion-safe:animate-pulse" />
      {label}
    </button>
  )
}
