import 'server-only'

import { getPayloadClient } from '@/model/payload-client'
import type { Club, Restaurant } from '@/payload-types'

/** The clubs that take table bookings (their locationId and name), for the booking page's choice. */
export async function bookingClubs(): Promise<{ locationId: number; name: string }[]> {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({ collection: 'restaurants', overrideAccess: true, depth: 1, pagination: false, where: { active: { equals: true } } })
  const clubs = new Map<number, string>()
  for (const r of docs as Restaurant[]) {
    const club = r.club as Club | number
    if (typeof club === 'object' && club) clubs.set(club.locationId, club.name)
  }
  return [...clubs].map(([locationId, name]) => ({ locationId, name })).sort((a, b) => a.name.localeCompare(b.name))
}
