import 'server-only'

import type { Payload } from 'payload'

import type { Event } from '@/payload-types'

/** A visible event by its address, with its club and pictures; null when there is none. */
export async function eventBySlug(payload: Payload, slug: string): Promise<Event | null> {
  if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug)) return null
  const { docs } = await payload.find({
    collection: 'events',
    where: { and: [{ slug: { equals: slug } }, { visible: { equals: true } }] },
    depth: 1,
    limit: 1,
    overrideAccess: false,
  })
  return docs[0] ?? null
}
