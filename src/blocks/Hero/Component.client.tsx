'use client'

import { scrollBehaviour, screenClass } from '@/lib/ui/screen'

/** Scroll-down offsets by screen class (spec 000 section 9). */
const OFFSETS = { mobile: 900, tablet: 1200, desktop: 820 } as const

export function ScrollCue({ label }: { label: string }) {
  return (
    <button
      type="button"
      className="mt-10 flex items-center gap-3 text-sm uppercase tracking-widest"
      onClick={() => window.scrollTo({ top: OFFSETS[screenClass(window.innerWidth)], behavior: scrollBehaviour() })}
    >
      <span aria-hidden="true" className="inline-block h-8 w-px bg-white motion-safe:animate-pulse" />
      {label}
    </button>
  )
}
