import type { CollectionSlug, Payload } from 'payload'

import type { ClubName } from './content'
import { seedEvents } from './events'
import { seedMeetingRooms } from './meeting-rooms'
import { seedOffices } from './offices'
import { resolveImages, type SeedMediaKind } from './styleguide/types'

type Resolve = (label: string, kind: SeedMediaKind) => Promise<number | string>
type Id = number | string

const base = { overrideAccess: true, context: { seeding: true } } as const

/**
 * Creates the records whose key (slug, officeGroupId, spaceId) is not there yet, found in one
 * lookup. Records staff have edited are left alone; one they deleted comes back on a re-run, as
 * any missing seed content does.
 */
async function createMissing<T extends Record<string, unknown>>(
  payload: Payload,
  collection: CollectionSlug,
  key: keyof T & string,
  records: T[],
  toData: (record: T) => Promise<Record<string, unknown>>,
): Promise<number> {
  const keys = records.map((record) => record[key] as string)
  const existing = await payload.find({ ...base, collection, where: { [key]: { in: keys } }, depth: 0, limit: keys.length, pagination: false })
  const have = new Set(existing.docs.map((doc) => (doc as unknown as Record<string, unknown>)[key]))
  let created = 0
  for (const record of records) {
    if (have.has(record[key])) continue
    await payload.create({ ...base, collection, data: (await toData(record)) as never })
    created++
  }
  return created
}

/**
 * Events, offices and meeting rooms for the four clubs. Events and office availability are dated
 * from `now`, so a fresh database always has something coming up.
 */
export async function seedListings(payload: Payload, clubs: Map<ClubName, Id>, image: Resolve, now = new Date()) {
  const club = (name: ClubName): Id => {
    const id = clubs.get(name)
    if (id === undefined) throw new Error(`Seed: no club named ${name}`)
    return id
  }

  const events = await createMissing(payload, 'events', 'slug', seedEvents(now), async (event) => ({
    ...(await resolveImages(event, image)),
    club: club(event.club),
    visible: true,
  }))

  const offices = await createMissing(payload, 'offices', 'officeGroupId', seedOffices(now), async (office) => {
    const data = await resolveImages(office, image)
    // The floor plan's button opens the full-size plan.
    const floorplanList = await Promise.all(
      (data.floorplanList ?? []).map(async ({ preview }) => ({
        preview,
        ctaLink: (await payload.findByID({ ...base, collection: 'media', id: preview as unknown as Id, depth: 0 })).url ?? undefined,
      })),
    )
    return { ...data, floorplanList, location: club(office.location), visible: true }
  })

  const rooms = await createMissing(payload, 'meeting-rooms', 'spaceId', seedMeetingRooms, async (room) => ({
    ...(await resolveImages(room, image)),
    clubLocation: club(room.clubLocation),
  }))

  return { events, offices, 'meeting rooms': rooms }
}
