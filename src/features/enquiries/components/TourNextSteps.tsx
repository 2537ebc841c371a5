import Link from 'next/link'

import { tourNextLinks, TOUR_NEXT_TEXTS, type TourClub } from '../tour-next'

type Props = {
  club: TourClub | null
  /** Also say what happens next; the thank-you page's own text already does. */
  withCall?: boolean
  className?: string
}

/**
 * After a tour request: what happens next and where to go meanwhile (the chosen club, what's on,
 * membership), so the thank-you is never the end of the road (issue 17).
 */
export function TourNextSteps({ club, withCall = false, className = '' }: Props) {
  const links = tourNextLinks(club)
  return (
    <section aria-labelledby="tour-next-heading" className={`flex flex-col gap-4 ${className}`} data-tour-next-steps="">
      {withCall ? <p className="text-lg leading-relaxed">{TOUR_NEXT_TEXTS.call(club)}</p> : null}
      <h2 id="tour-next-heading" className="font-display text-2xl uppercase tracking-wide">
        {TOUR_NEXT_TEXTS.heading}
      </h2>
      <ul className="flex flex-col gap-3 tab:flex-row tab:flex-wrap">
        {links.map((link, index) => (
          <li key={link.href}>
            <Link href={link.href} className={`btn w-full tab:w-auto ${index === 0 ? 'btn-dark' : 'btn-outline border-ink'}`}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  )
}
