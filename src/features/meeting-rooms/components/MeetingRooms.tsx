import { visitorClubFirst, type MeetingRoomGroup } from '../group'

import { MeetingRoomGroups, type RoomEnquiry } from './MeetingRoomGroups'
import { MeetingRoomsFailure } from './MeetingRoomsFailure'

type Props = {
  /** Reads the rooms, grouped by club; the block passes the cached query. */
  load: () => Promise<MeetingRoomGroup[]>
  /** The number to call when the rooms cannot be read; asked only then. */
  phone: () => Promise<string | null>
  /** The lowercased club the visitor came from, whose rooms come first. */
  club?: string | null
  /** Each card's enquiry button, from the page (the enquiry form is not this feature's). */
  enquiry?: RoomEnquiry
}

/**
 * "Meeting rooms: loading, then grouped" (spec 000 section 4), rendered inside the block's
 * loading wrapper (in place in the server's HTML, decision 031). A failed read is logged (section 8 stores the message) and explained to the
 * visitor, without taking the rest of the page down.
 */
export async function MeetingRooms({ load, phone, club, enquiry }: Props) {
  let groups: MeetingRoomGroup[]
  try {
    groups = await load()
  } catch (error) {
    console.error('Meeting rooms failed:', error)
    const number = await phone().catch(() => null)
    return <MeetingRoomsFailure phone={number} />
  }
  return <MeetingRoomGroups groups={visitorClubFirst(groups, club)} enquiry={enquiry} />
}
