import 'server-only'

import { unstable_cache } from 'next/cache'
import type { Payload } from 'payload'

import { getPayloadClient } from '@/model/payload-client'
import { contentTags } from '@/lib/revalidate'
import type { Club, MeetingRoom } from '@/payload-types'

import { groupByClubLocation, type MeetingRoomGroup } from './group'

/** meetingRooms, first 1000 (spec 000 section 7), grouped by lowercased club location. */
export async function meetingRoomGroups(payload: Payload): Promise<MeetingRoomGroup[]> {
  const { docs } = await payload.find({
    collection: 'meeting-rooms',
    depth: 1,
    limit: 1000,
    sort: ['linenumber', 'meetingRoomName'],
    overrideAccess: false,
  })
  return groupByClubLocation(docs as (MeetingRoom & { clubLocation: Club | number })[])
}

/**
 * The groups for the meeting rooms module: one cached read, expired when staff save a room (a
 * renamed club or a re-cropped picture shows within the hour).
 */
export const getMeetingRoomGroups = unstable_cache(
  async (): Promise<MeetingRoomGroup[]> => JSON.parse(JSON.stringify(await meetingRoomGroups(await getPayloadClient()))) as MeetingRoomGroup[],
  ['meeting-room-groups'],
  { tags: [contentTags.meetingRooms], revalidate: 3600 },
)
