import type { EventCategory, EventStatus, EventType } from './constants'

/** One event as the lists, the API and other clients see it (spec 000 section 3, Event search index). */
export type EventSummary = {
  id: number
  slug: string
  title: string
  description: string | null
  /** ISO instants. */
  startsAt: string
  endsAt: string | null
  eventStatus: EventStatus
  eventType: EventType
  eventCategories: EventCategory[]
  club: { name: string; locationId: number }
  /** Pounds; null when free or not priced. */
  eventPrice: number | null
  headerImage: { url: string; alt: string; width: number | null; height: number | null } | null
}

export type FacetValue = { value: string; count: number }

export type EventFacets = {
  /** Club names. */
  club: FacetValue[]
  eventType: FacetValue[]
  eventStatus: FacetValue[]
  /** London months, 'YYYY-MM', ascending. */
  month: FacetValue[]
  eventCategories: FacetValue[]
}

/** Each list is OR within itself; lists AND together. Empty or absent means All. */
export type EventFilters = {
  clubs?: string[]
  categories?: string[]
  types?: string[]
  statuses?: string[]
  /** 'YYYY-MM', a London month. */
  month?: string | null
}

export type EventSearchResult = {
  /** Events matching every filter. */
  count: number
  results: EventSummary[]
  facets: EventFacets
}
