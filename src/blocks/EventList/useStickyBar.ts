'use client'

import { useEffect, useState, type RefObject } from 'react'

import { STICKY_BAR_THRESHOLDS } from '@/features/events/constants'
import { screenClass } from '@/lib/ui/screen'

/** Below this much of the list left on screen the bar has nothing to stay for. */
const LEAVE_BEFORE_END_PX = 160

/**
 * True once the visitor has scrolled past the spec's threshold (983 px on phones, 1200 on tablets,
 * 1120 on desktops), measured from the top of the list so it holds wherever staff place the block,
 * and until the list has scrolled away.
 */
export function useStickyBar(ref: RefObject<HTMLElement | null>): boolean {
  const [shown, setShown] = useState(false)
  useEffect(() => {
    let frame = 0
    const check = () => {
      frame = 0
      const box = ref.current?.getBoundingClientRect()
      if (!box) return
      const threshold = STICKY_BAR_THRESHOLDS[screenClass(window.innerWidth)]
      setShown(-box.top > threshold && box.bottom > LEAVE_BEFORE_END_PX)
    }
    const schedule = () => {
      if (!frame) frame = window.requestAnimationFrame(check)
    }
    check()
    window.addEventListener('scroll', schedule, { passive: true })
    window.addEventListener('resize', schedule)
    return () => {
      window.removeEventListener('scroll', schedule)
      window.removeEventListener('resize', schedule)
      window.cancelAnimationFrame(frame)
    }
  }, [ref])
  return shown
}
