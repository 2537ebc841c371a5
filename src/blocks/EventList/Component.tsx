import type { BlockContext } from '@/blocks/types'
import { EVENTS_HEADING, EVENTS_INITIAL_COUNT, EVENTS_LOAD_MORE_COUNT } from '@/features/events/constants'
import { currentLondonMonth } from '@/features/events/format'
import type { EventSummary } from '@/features/events/types'
import type { EventListBlock } from '@/payload-types'

import { EventListView } from './Component.lazy'
import { cachedEventSearch, clubNames } from '@/features/events/cached.server'
import { listFilterFromQuery, UPCOMING, type ListFilter } from './filter'
import { EventListHero } from './Hero'
import type { InitialEvents } from './usePagedEvents'
import { withoutFeatured } from './without-featured'

type Props = Partial<Omit<EventListBlock, 'blockType'>> & BlockContext

const count = (value: number | null | undefined, fallback: number) =>
  typeof value === 'number' && Number.isInteger(value) && value >= 1 ? Math.min(value, 24) : fallback

/**
 * Event list page (spec 000 section 2): the first upcoming event large, then the events of the
 * current London month (or of the URL's filter, when the page is drawn on request), four at first.
 */
export default async function EventListComponent({ title, showFeaturedEvent, initialCount, loadMoreCount, clubs, isFirst, picturesFirst = isFirst, searchParams }: Props) {
  const first = count(initialCount, EVENTS_INITIAL_COUNT)
  const currentMonth = currentLondonMonth()
  const filter: ListFilter = listFilterFromQuery(searchParams, currentMonth)

  let names: string[] = []
  let hero: EventSummary | null = null
  let initial: InitialEvents | null = null
  try {
    names = await clubNames(clubs)
    const featuring = showFeaturedEvent !== false
    // One more than shown while featuring: the hero's event is left out of the list below it.
    const [next, page] = await Promise.all([
      featuring ? cachedEventSearch({ clubs: names, limit: 1 }) : null,
      cachedEventSearch({ clubs: names, month: filter === UPCOMING ? null : filter, limit: featuring ? first + 1 : first }),
    ])
    hero = next?.results[0] ?? null
    const { dropped, ...shown } = withoutFeatured(page, hero?.id, first)
    initial = { filter, result: { ...page, ...shown }, dropped }
  } catch (error) {
    // The page still renders; the list asks again from the browser and says so if it fails too.
    console.error('Event list: could not read events:', error)
  }

  const heroLevel = isFirst ? 'h1' : 'h2'
  return (
    <EventListView
      title={title?.trim() || EVENTS_HEADING}
      headingLevel={isFirst && !hero ? 'h1' : 'h2'}
      hero={hero ? <EventListHero event={hero} headingLevel={heroLevel} priority={Boolean(picturesFirst)} /> : null}
      featuredId={hero?.id ?? null}
      clubs={names}
      initialCount={first}
      loadMoreCount={count(loadMoreCount, EVENTS_LOAD_MORE_COUNT)}
      currentMonth={currentMonth}
      initial={initial}
    />
  )
}
