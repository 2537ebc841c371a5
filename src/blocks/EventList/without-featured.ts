import type { EventSummary } from '@/features/events/types'

/** One page of the list as the search gave it: a request asks one more than it shows (see below). */
export type ListPage = { results: EventSummary[]; count: number }

/**
 * The hero above the list is the first upcoming event, so the list's first card would repeat it
 * (issue 17). The list leaves it out: each request asks for one event more than it shows, so the
 * page still shows its full count when the featured one is dropped. `count` is then the number of
 * events the list can show, the featured one not among them.
 */
export function withoutFeatured(page: ListPage, featuredId: number | null | undefined, limit: number): ListPage & { dropped: boolean } {
  const dropped = featuredId != null && page.results.some((e) => e.id === featuredId)
  const results = (dropped ? page.results.filter((e) => e.id !== featuredId) : page.results).slice(0, limit)
  return { results, count: dropped ? Math.max(0, page.count - 1) : page.count, dropped }
}

/**
 * The search's offset and limit for the list's next page: past the events shown, and past the
 * featured one when it was left out before; one extra while it may still turn up.
 */
export function requestFor(shown: number, limit: number, featuredId: number | null | undefined, alreadyDropped: boolean): { offset: number; limit: number } {
  const looking = featuredId != null && !alreadyDropped
  return { offset: shown + (alreadyDropped ? 1 : 0), limit: limit + (looking ? 1 : 0) }
}
