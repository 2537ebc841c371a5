import 'server-only'

import { unstable_cache } from 'next/cache'

import { NoOfficeData, officeByGroupId } from '@/features/offices/queries.server'
import { officeSummaries } from '@/features/offices/search.server'
import type { OfficeSummary } from '@/features/offices/types'
import { getPayloadClient } from '@/model/payload-client'
import { contentTags } from '@/lib/revalidate'

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
