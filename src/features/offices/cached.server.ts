import 'server-only'

import { unstable_cache } from 'next/cache'

import { contentTags } from '@/lib/revalidate'
import { getPayloadClient } from '@/model/payload-client'
import type { Club, Office } from '@/payload-types'

import { NoOfficeData, officeByGroupId } from './queries.server'
import { officeSummaries, searchOffices } from './search.server'
import type { OfficeSearchResult, OfficeSummary } from './types'

/*
 * The cached office reads the pages and blocks share, one per thing: expired when staff save an
 * office, and at least hourly so "available now" follows the date.
 */

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

/** officeBy(officeId): a visible office's content, or null when there is none. Cached until an office is saved. */
export const cachedOffice = unstable_cache(
  async (officeGroupId: string): Promise<Office | null> => {
    try {
      const office = await officeByGroupId(await getPayloadClient(), officeGroupId)
      // Plain JSON: what the cache stores and hands back is exactly what a fresh read returns.
      return JSON.parse(JSON.stringify(office)) as Office
    } catch (error) {
      if (error instanceof NoOfficeData) return null
      throw error
    }
  },
  ['office-detail'],
  { tags: [contentTags.offices], revalidate: 3600 },
)

/** One visible office's card by its reference; null when there is none (remembered until an office is saved). */
export const cachedOfficeCard = unstable_cache(
  async (reference: string): Promise<OfficeSummary | null> => {
    const payload = await getPayloadClient()
    try {
      const office = await officeByGroupId(payload, reference.trim())
      return (await officeSummaries(payload, [office.id]))[0] ?? null
    } catch (error) {
      if (error instanceof NoOfficeData) return null
      throw error
    }
  },
  ['office-card'],
  { tags: [contentTags.offices], revalidate: 3600 },
)
