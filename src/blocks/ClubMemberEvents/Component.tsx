import type { BlockContext } from '@/blocks/types'
import { isAllFilters, memberFiltersFromQuery, toEventFilters, type MemberFilters } from '@/features/events/components/member-filters'
import { EVENTS_EMPTY_TEXT } from '@/features/events/constants'
import type { EventSearchResult } from '@/features/events/types'
import type { ClubMemberEventsBlock } from '@/payload-types'

import { cachedAllEvents, cachedEventSearch, clubNames } from '@/features/events/cached.server'

import { MemberEventsView } from './Component.lazy'

type Props = Partial<Omit<ClubMemberEventsBlock, 'blockType'>> & BlockContext

/** The clubs to offer: the block's own, or every club with upcoming events. */
async function chipNames(clubs: Props['clubs'], filters: MemberFilters, result: EventSearchResult): Promise<string[]> {
  const configured = await clubNames(clubs)
  if (configured.length) return configured
  // The club facet of an unfiltered search lists every club that has events.
  const facets = isAllFilters(filters) ? result.facets : (await cachedEventSearch({ limit: 0 })).facets
  return facets.club.filter((c) => c.count > 0).map((c) => c.value)
}

/**
 * Member Events (spec 000 sections 2 and 4): all upcoming events grouped by month, or those of the
 * URL's filters when the page is drawn on request; the browser takes over from there.
 */
export default async function ClubMemberEventsComponent({ title, clubs, emptyText, isFirst, searchParams }: Props) {
  const filters = memberFiltersFromQuery(searchParams)
  let chips: string[] = []
  let initial: { filters: MemberFilters; result: EventSearchResult } | null = null
  try {
    const result = await cachedAllEvents(toEventFilters(filters))
    chips = await chipNames(clubs, filters, result)
    initial = { filters, result }
  } catch (error) {
    // The page still renders; the list asks again from the browser and says so if it fails too.
    console.error('Member events: could not read events:', error)
  }
  return (
    <MemberEventsView
      title={title?.trim() || 'Member Events'}
      headingLevel={isFirst ? 'h1' : 'h2'}
      emptyText={emptyText?.trim() || EVENTS_EMPTY_TEXT}
      chips={chips}
      initial={initial}
    />
  )
}
