import 'server-only'

import { unstable_cache } from 'next/cache'

import { getPayloadClient } from '@/model/payload-client'
import { contentTags } from '@/lib/revalidate'
import type { Event } from '@/payload-types'

import { eventBySlug } from '../../queries.server'

/**
 * A visible event by its address for the event, tickets and calendar routes, cached until staff
 * edit an event (the collection expires the tag). Ticket requests re-read the event uncached.
 */
export const cachedEventBySlug = unstable_cache(
  async (slug: string): Promise<Event | null> => eventBySlug(await getPayloadClient(), slug),
  ['event-by-slug'],
  { tags: [contentTags.events], revalidate: 3600 },
)
