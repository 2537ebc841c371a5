import type { Club, MeetingRoom } from '@/payload-types'

export type MeetingRoomGroup = { key: string; clubName: string; rooms: MeetingRoom[] }

/**
 * Spec 000 section 2: rooms grouped by lowercased club location ("fulham", "city", ...), groups in
 * club-name order, rooms in their line-number order. A room whose club is unreadable is left out.
 */
export function groupByClubLocation(rooms: MeetingRoom[]): MeetingRoomGroup[] {
  const groups = new Map<string, MeetingRoomGroup>()
  for (const room of rooms) {
    const club = room.clubLocation as Club | number | null
    if (!club || typeof club === 'number') continue
    const key = club.name.trim().toLowerCase()
    const group = groups.get(key) ?? { key, clubName: club.name, rooms: [] }
    group.rooms.push(room)
    groups.set(key, group)
  }
  for (const g of groups.values()) g.rooms.sort((a, b) => (a.linenumber ?? 0) - (b.linenumber ?? 0) || a.meetingRoomName.localeCompare(b.meetingRoomName))
  return [...groups.values()].sort((a, b) => a.clubName.localeCompare(b.clubName))
}

/** A group's anchor on the page (/meeting-rooms#city): its key, made safe as an element id. */
export const groupAnchor = (key: string): string =>
  key
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')

/**
 * The routes table passes the club the visitor came from to /meeting-rooms; here it arrives as
 * ?club=fulham. That club's rooms come first, the others keep their order. An unknown club
 * changes nothing.
 */
export function visitorClubFirst(groups: MeetingRoomGroup[], club: string | null | undefined): MeetingRoomGroup[] {
  const wanted = club ? groupAnchor(club) : ''
  const index = wanted ? groups.findIndex((g) => groupAnchor(g.key) === wanted) : -1
  if (index <= 0) return groups
  return [groups[index]!, ...groups.slice(0, index), ...groups.slice(index + 1)]
}
