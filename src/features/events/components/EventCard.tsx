import Link from 'next/link'
import { Fragment, type MouseEvent } from 'react'

import { MediaImage } from '@/lib/ui/MediaImage'

import { DATE_LINE_SEPARATOR, eventCardDate, eventPath, statusBadge } from '../format'
import type { EventSummary } from '../types'

import { EventBadge } from './EventBadge'

export type HeadingLevel = 'h2' | 'h3' | 'h4'

type Props = {
  event: EventSummary
  headingLevel?: HeadingLevel
  /** Runs on a plain click that opens the event here (not in a new tab): member events reset their filters. */
  onNavigate?: () => void
  priority?: boolean
}

/** Four to a row from 1280 px (278-302 px, the row capped by the site edge), two from 768 px, one on phones (measured). */
const CARD_SIZES = '(min-width: 1280px) 304px, (min-width: 768px) calc(50vw - 40px), calc(100vw - 48px)'

const opensElsewhere = (e: MouseEvent) => e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey

/**
 * An event in a list: picture, ticket badge, title, date line and description. The title's link
 * stretches over the whole card, so the card is one link whose name is the event's title.
 */
export function EventCard({ event, headingLevel: Heading = 'h3', onNavigate, priority = false }: Props) {
  const badge = statusBadge(event.eventStatus)
  return (
    <article className="group relative flex h-full flex-col" data-event-card={event.slug}>
      <div className="relative aspect-[4/3] overflow-hidden bg-stone">
        {event.headerImage ? (
          <MediaImage
            media={event.headerImage}
            fill
            sizes={CARD_SIZES}
            priority={priority}
            className="object-cover transition-transform duration-300 group-hover:scale-105 motion-reduce:transition-none motion-reduce:group-hover:scale-100"
          />
        ) : null}
        {badge ? <EventBadge badge={badge} className="absolute left-3 top-3" /> : null}
      </div>
      <Heading className="mt-4 font-display text-xl uppercase tracking-wide">
        <Link
          href={eventPath(event.slug)}
          prefetch={false}
          onClick={(e) => {
            if (!opensElsewhere(e)) onNavigate?.()
          }}
          className="underline-offset-4 after:absolute after:inset-0 group-hover:underline focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-offset-4 focus-visible:after:outline-gold"
        >
          {event.title}
        </Link>
      </Heading>
      <p className="mt-2 text-sm font-semibold" data-event-date="">
        {/* The line breaks only between its parts: "from" stays with its price, a time with its range. */}
        {eventCardDate(event.startsAt, event.endsAt, event.eventPrice)
          .split(DATE_LINE_SEPARATOR)
          .map((part, index) => (
            <Fragment key={index}>
              {index ? DATE_LINE_SEPARATOR : null}
              <span className="whitespace-nowrap">{part}</span>
            </Fragment>
          ))}
      </p>
      {event.description ? <p className="mt-2 line-clamp-3 text-sm leading-relaxed">{event.description}</p> : null}
    </article>
  )
}
