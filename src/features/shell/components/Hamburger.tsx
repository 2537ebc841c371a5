import type { CSSProperties } from 'react'

import { HAMBURGER_CLOSE_MS, HAMBURGER_OPEN_MS } from '../constants'

/** Three lines that turn into a cross: 400 ms to open, 200 ms to close. */
export function Hamburger({ open }: { open: boolean }) {
  const duration = `${open ? HAMBURGER_OPEN_MS : HAMBURGER_CLOSE_MS}ms`
  const line = 'absolute left-0 block h-0.5 w-6 bg-current transition-transform duration-(--hamburger-ms)'
  // The duration is a custom property and the states are classes: no inline style (decision 049).
  return (
    <span aria-hidden="true" className="relative block h-4 w-6" style={{ '--hamburger-ms': duration } as CSSProperties}>
      <span className={`${line} top-0 ${open ? 'translate-y-[7px] rotate-45' : ''}`} />
      <span className={`${line} top-[7px] transition-opacity ${open ? 'opacity-0' : 'opacity-100'}`} />
      <span className={`${line} top-[14px] ${open ? '-translate-y-[7px] -rotate-45' : ''}`} />
    </span>
  )
}
