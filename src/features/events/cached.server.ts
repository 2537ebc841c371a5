import 'server-only'

import { unstable_cache } from 'next/cache'

import { contentTags } from '@/lib/revalidate'
import { getPayloadClient } from '@/model/payload-client'
import type { Club, Event } from '@/payload-types'

import { eventBySlug } from './queries.server'
import { searchEvents, type EventSearchOptions } from './search.server'
import type { EventSearchResult } from './types'

/**
 * The cached event reads every page and block shares: one read per thing. Pre-built pages (the
 * clubs, /the-club) keep what they read, so the reads are cached under the events tag, which staff
 * edits expire. Lists start "now", so the cache also lapses every ten minutes: an event that has
 * begun leaves the lists, and its page stops offering tickets, soon after. Ticket requests re-read
 * the event uncached.
 */
const EVENTS_CACHE_SECONDS = 600
const cacheOptions = { tags: [contentTags.events], revalidate: EVENTS_CACHE_SECONDS }

type Search = Omit<EventSearchOptions, 'from'>

export function cachedEventSearch(options: Search): Promise<EventSearchResult> {
  return unstable_cache(async () => searchEvents(await getPayloadClient(), options), ['event-search', JSON.stringify(options)], cacheOptions)()
}

/** Every upcoming event matching the filters (the member events list has no "load more"). */
export async function cachedAllEvents(options: Omit<Search, 'limit' | 'offset'>): Promise<EventSearchResult> {
  const first = await cachedEventSearch({ ...options, limit: 200, offset: 0 })
  const results = [...first.results]
  while (results.length < Math.min(first.count, 2000)) {
    const next = await cachedEventSearch({ ...options, limit: 200, offset: results.length })
    if (next.results.length === 0) break
    results.push(...next.results)
  }
  return { ...first, results }
}

/** A visible event by its address: the event, tickets and calendar routes and the featured-event block. */
export function cachedEventBySlug(slug: string): Promise<Event | null> {
  return unstable_cache(async () => eventBySlug(await getPayloadClient(), slug), ['event-by-slug', slug], cacheOptions)()
}

const isClub = (value: unknown): value is Club => typeof value === 'object' && value !== null && typeof (value as Club).name === 'string'

/** The names of the clubs a block was limited to; the search filters on club names. */
export async function clubNames(clubs: (number | Club)[] | null | undefined): Promise<string[]> {
  const list = clubs ?? []
  const names = list.filter(isClub).map((c) => c.name)
  const ids = list.filter((c): c is number => typeof c === 'number')
  if (ids.length === 0) return names
  const payload = await getPayloadClient()
  const { docs } = await payload.find({ collection: 'clubs', where: { id: { in: ids } }, depth: 0, limit: ids.length, overrideAccess: false })
  return [...names, ...docs.map((c) => c.name)]
}
