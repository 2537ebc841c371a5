import 'server-only'

import { unstable_cache } from 'next/cache'

import { NoOfficeData, officeByGroupId } from '@/features/offices/queries.server'
import { getPayloadClient } from '@/model/payload-client'
import { contentTags } from '@/lib/revalidate'
import type { Office } from '@/payload-types'

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
