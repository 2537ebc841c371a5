import { HAMBURGER_CLOSE_MS, HAMBURGER_OPEN_MS } from '../constants'

/** Three lines that turn into a cross: 400 ms to open, 200 ms to close. */
export function Hamburger({ open }: { open: boolean }) {
  const duration = `${open ? HAMBURGER_OPEN_MS : HAMBURGER_CLOSE_MS}ms`
  const line = 'absolute left-0 block h-0.5 w-6 bg-current transition-transform'
  return (
    <span aria-hidden="true" className="relative block h-4 w-6">
      <span className={`${line} top-0`} style={{ transitionDuration: duration, transform: open ? 'translateY(7px) rotate(45deg)' : undefined }} />
      <span className={`${line} top-[7px] transition-opacity`} style={{ transitionDuration: duration, opacity: open ? 0 : 1 }} />
      <span className={`${line} top-[14px]`} style={{ transitionDuration: duration, transform: open ? 'translateY(-7px) rotate(-45deg)' : undefined }} />
    </span>
  )
}
