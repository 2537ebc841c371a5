import type { EventSummary } from '../types'

import { EventCard, type HeadingLevel } from './EventCard'

type Props = {
  events: EventSummary[]
  headingLevel?: HeadingLevel
  onNavigate?: () => void
  /** The first row is above the fold when the list opens the page. */
  priorityCount?: number
}

/** Event cards, one a row on phones, two on tablets, four on desktops. */
export function EventGrid({ events, headingLevel, onNavigate, priorityCount = 0 }: Props) {
  return (
    <ul className="grid gap-x-6 gap-y-10 md:grid-cols-2 xl:grid-cols-4">
      {events.map((event, index) => (
        <li key={event.id}>
          <EventCard event={event} headingLevel={headingLevel} onNavigate={onNavigate} priority={index < priorityCount} />
        </li>
      ))}
    </ul>
  )
}
