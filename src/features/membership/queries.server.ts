import 'server-only'

import { unstable_cache } from 'next/cache'

import { getPayloadClient } from '@/model/payload-client'
import { tags } from '@/lib/revalidate'
import type { MembershipType } from '@/payload-types'

export type MembershipTitle = MembershipType['title']

/**
 * Every membership type with its prices and /book-a-tour content: one cached read (there are
 * three), expired by the collection's hooks when staff save one.
 */
export const getMembershipTypes = unstable_cache(
  async (): Promise<MembershipType[]> => {
    const payload = await getPayloadClient()
    const result = await payload.find({
      collection: 'membership-types',
      // Depth 1 fills in the hero's and the gallery's pictures.
      depth: 1,
      limit: 10,
      pagination: false,
      overrideAccess: false,
    })
    // Plain JSON: what the cache stores and hands back is exactly what a fresh read returns.
    return JSON.parse(JSON.stringify(result.docs)) as MembershipType[]
  },
  ['membership-types'],
  { tags: [tags.membershipTypes] },
)

/** One membership type by title, or null when staff have not created it. */
export async function getMembershipType(title: MembershipTitle): Promise<MembershipType | null> {
  return (await getMembershipTypes()).find((t) => t.title === title) ?? null
}
