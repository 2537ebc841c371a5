import Link from 'next/link'

import { FEATURED_LABEL, VIEW_FULL_DETAILS } from '@/features/events/constants'
import { clockTimeRange, eventDay, eventPath } from '@/features/events/format'
import type { EventSummary } from '@/features/events/types'
import { MediaImage } from '@/lib/ui/MediaImage'

type Props = { event: EventSummary; headingLevel: 'h1' | 'h2'; priority: boolean }

/** The first upcoming event, large, above the list (spec 000 section 2, Event list page). */
export function EventListHero({ event, headingLevel: Heading, priority }: Props) {
  return (
    <div className="grid bg-ink text-white tab:grid-cols-2" data-event-hero={event.slug}>
      <div className="relative aspect-[4/3] tab:aspect-auto tab:min-h-[28rem]">
        {event.headerImage ? <MediaImage media={event.headerImage} fill sizes="(min-width: 834px) 50vw, 100vw" priority={priority} className="object-cover" /> : null}
      </div>
      <div className="flex flex-col justify-center gap-4 px-6 py-10 tab:px-12 xl:py-16">
        <p className="text-xs font-semibold uppercase tracking-widest text-gold">{FEATURED_LABEL}</p>
        <Heading className="font-display text-3xl uppercase tracking-wide tab:text-4xl">{event.title}</Heading>
        <p className="text-sm font-semibold uppercase tracking-wider">
          <time dateTime={event.startsAt}>{eventDay(event.startsAt)}</time>
          <span aria-hidden="true"> · </span>
          <span className="sr-only">, </span>
          <span>{clockTimeRange(event.startsAt, event.endsAt)}</span>
        </p>
        {event.description ? <p className="max-w-xl leading-relaxed">{event.description}</p> : null}
        <p className="mt-2">
          <Link href={eventPath(event.slug)} className="btn btn-light" prefetch={false}>
            {VIEW_FULL_DETAILS}
          </Link>
        </p>
      </div>
    </div>
  )
}
