import Link from 'next/link'

import { MediaImage } from '@/lib/ui/MediaImage'

import type { CardShape } from '../constants'
import { availabilityText, officeDetailHref, pcmText, workstationsText } from '../rules'
import type { OfficeSummary } from '../types'

type Props = {
  office: OfficeSummary
  shape: CardShape
  /** London's today, 'YYYY-MM-DD', for "Available now". */
  today: string
  /** Replaces the office's own name (the office card module lets staff rename it). */
  title?: string | null
  showPrice?: boolean
  /** A button to the office's page; without one, the card's title is the link and the whole card is its target. */
  buttonText?: string | null
  headingLevel?: 'h2' | 'h3'
  priority?: boolean
  /** How wide the picture is drawn, when the card is not in the office grid (the office card module). */
  sizes?: string
}

const ASPECT: Record<CardShape, string> = { landscape: 'aspect-[4/3]', portrait: 'aspect-[3/4]' }
/** The office grid's columns (OfficeGrid) inside the site edge, measured at 390, 834, 1280 and 1440 px. */
const SIZES: Record<CardShape, string> = {
  landscape: '(min-width: 1280px) 363px, (min-width: 834px) calc(50vw - 64px), calc(100vw - 48px)',
  portrait: '(min-width: 1280px) 264px, (min-width: 834px) calc(50vw - 64px), calc(50vw - 32px)',
}

/** One office as the search, the discovery row and the office card module show it. */
export function OfficeCard({ office, shape, today, title, showPrice = true, buttonText, headingLevel = 'h3', priority = false, sizes }: Props) {
  const Heading = headingLevel
  const name = title?.trim() || office.title
  const href = officeDetailHref(office.officeGroupId)
  const picture = shape === 'portrait' ? (office.portraitImage ?? office.image) : office.image
  return (
    <article data-office-card={office.officeGroupId} className="group relative flex h-full flex-col">
      <div className={`relative overflow-hidden bg-stone ${ASPECT[shape]}`}>
        <MediaImage media={picture} fill sizes={sizes ?? SIZES[shape]} priority={priority} className="object-cover transition-transform duration-500 group-hover:scale-105" />
      </div>
      <div className="mt-4 flex flex-1 flex-col">
        <Heading className="font-display text-2xl uppercase tracking-wide">
          {buttonText ? (
            name
          ) : (
            // The link's box covers the card, so the picture is a target too; the words stay the name.
            <Link href={href} className="underline-offset-4 after:absolute after:inset-0 hover:underline">
              {name}
            </Link>
          )}
        </Heading>
        <p className="mt-1 text-sm font-semibold uppercase tracking-widest">{office.location.displayName}</p>
        <ul className="mt-3 flex flex-col gap-1 text-sm">
          <li>{workstationsText(office.workStations.capacity)}</li>
          {showPrice ? <li className="font-semibold">{pcmText(office.price.value)}</li> : null}
          <li>{availabilityText(office.availableFrom, today)}</li>
        </ul>
        {buttonText ? (
          <Link href={href} className="btn btn-dark mt-6 self-start">
            {buttonText}
            <span className="sr-only">: {name}</span>
          </Link>
        ) : null}
      </div>
    </article>
  )
}
