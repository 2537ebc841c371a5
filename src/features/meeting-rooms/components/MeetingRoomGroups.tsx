import type { ReactNode } from 'react'

import type { MeetingRoom } from '@/payload-types'

import { MEETING_ROOMS_CHIPS_LABEL, MEETING_ROOMS_EMPTY_TEXT } from '../constants'
import { groupAnchor, type MeetingRoomGroup } from '../group'

import { MeetingRoomCard } from './MeetingRoomCard'

const chipClass =
  'inline-flex min-h-11 items-center border border-current px-5 text-sm font-semibold uppercase tracking-widest transition-colors hover:bg-ink hover:text-white'

/**
 * The rooms under a heading per club, in the order given, each club's section an anchor
 * (/meeting-rooms#city) that the chips above link to: plain links, so they work without JavaScript.
 */
export type RoomEnquiry = (room: MeetingRoom, clubName: string) => ReactNode

export function MeetingRoomGroups({ groups, enquiry }: { groups: MeetingRoomGroup[]; enquiry?: RoomEnquiry }) {
  const shown = groups.filter((group) => group.rooms.length)
  if (!shown.length) return <p className="text-lg">{MEETING_ROOMS_EMPTY_TEXT}</p>
  return (
    <>
      {shown.length > 1 ? (
        <nav aria-label={MEETING_ROOMS_CHIPS_LABEL} className="mb-12">
          <ul className="flex flex-wrap gap-3">
            {shown.map((group) => (
              <li key={group.key}>
                <a href={`#${groupAnchor(group.key)}`} className={chipClass}>
                  {group.clubName}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <div className="flex flex-col gap-16">
        {shown.map((group) => {
          const anchor = groupAnchor(group.key)
          return (
            <section key={group.key} id={anchor} aria-labelledby={`${anchor}-rooms`} data-club-group={group.key}>
              <h3 id={`${anchor}-rooms`} className="mb-8 border-b border-current pb-3 font-display text-3xl uppercase tracking-wide">
                {group.clubName}
              </h3>
              <ul className="grid gap-12 tab:grid-cols-2 xl:grid-cols-3">
                {group.rooms.map((room) => (
                  <li key={room.id}>
                    <MeetingRoomCard room={room} enquiry={enquiry?.(room, group.clubName)} />
                  </li>
                ))}
              </ul>
            </section>
          )
        })}
      </div>
    </>
  )
}
