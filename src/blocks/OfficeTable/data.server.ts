import 'server-only'

import { unstable_cache } from 'next/cache'

import { searchOffices } from '@/features/offices/search.server'
import type { OfficeSearchResult } from '@/features/offices/types'
import { getPayloadClient } from '@/model/payload-client'
import { contentTags } from '@/lib/revalidate'
import type { Club } from '@/payload-types'

/**
 * The office search as pre-built pages read it (the office list, the discovery row): cached by its
 * options, expired when staff save an office, and at least hourly so "available now" follows the date.
 */
export const cachedOfficeSearch = unstable_cache(
  async (options: { locations: number[]; availableNow: boolean; page: number }): Promise<OfficeSearchResult> =>
    searchOffices(await getPayloadClient(), options),
  ['office-search'],
  { tags: [contentTags.offices], revalidate: 3600 },
)

/** The location ids (Fulham 5, City 8…) of a block's clubs, read when the page holds only their ids. */
export async function locationIdsOf(clubs: (number | Club)[] | null | undefined): Promise<number[]> {
  const list = clubs ?? []
  const known = list.filter((c): c is Club => typeof c === 'object' && c !== null).map((c) => c.locationId)
  const ids = list.filter((c): c is number => typeof c === 'number')
  if (ids.length === 0) return known
  const payload = await getPayloadClient()
  const { docs } = await payload.find({ collection: 'clubs', where: { id: { in: ids } }, depth: 0, limit: ids.length, pagination: false, overrideAccess: false })
  return [...known, ...docs.map((c) => c.locationId)]
}
