import type { MeetingRoomsBlock } from '@/payload-types'
import type { BlockContext } from '@/blocks/types'
import { MeetingRooms } from '@/features/meeting-rooms/components/MeetingRooms'
import { MeetingRoomsLoading } from '@/features/meeting-rooms/components/MeetingRoomsLoading'
import { ContactBlockPanel } from '@/features/enquiries/components/contact/ContactBlockPanel'
import { MEETING_ROOM_ENQUIRY, MEETING_ROOMS_DEFAULT_TITLE } from '@/features/meeting-rooms/constants'
import { getMeetingRoomGroups } from '@/features/meeting-rooms/queries.server'
import { roomSubject } from '@/features/meeting-rooms/text'
import type { ShellData } from '@/features/shell/types'
import { LoadingAfterHydration } from '@/lib/ui/LoadingAfterHydration.client'

import { meetingRoomsPhone } from './phone'

type Props = Partial<Omit<MeetingRoomsBlock, 'blockType'>> & BlockContext

/** ?club=fulham: the club the visitor came from (routes table, /meeting-rooms/). */
function clubParam(searchParams: BlockContext['searchParams']): string | null {
  const value = searchParams?.club
  const first = Array.isArray(value) ? value[0] : value
  const club = first?.trim().toLowerCase().slice(0, 60)
  return club || null
}

/** The office team's address in the footer, whom room enquiries reach. */
const officesEmail = (shell: ShellData | undefined) => shell?.footer.enquiry?.emails?.find((e) => e.label?.trim().toLowerCase() === 'offices')?.email ?? null

/**
 * The meeting rooms, grouped by club (spec 000 section 2). The page's HTML carries the rooms in
 * place, so they show without JavaScript; after a client-side navigation the heading shows at once
 * and the rooms arrive behind the loading state (decision 031). Each room's card has an ENQUIRE
 * button opening the enquiry panel about that room at its club.
 */
export default function MeetingRoomsComponent({ id, title, searchParams, shell, pagePath }: Props) {
  const club = clubParam(searchParams)
  const headingId = `meeting-rooms-${id ?? 'title'}`
  return (
    <section aria-labelledby={headingId} className="bg-white px-6 py-16 text-ink tab:px-12 xl:py-24">
      <div className="mx-auto max-w-6xl">
        <h2 id={headingId} className="mb-10 font-display text-3xl uppercase tracking-wide tab:text-4xl">
          {title?.trim() || MEETING_ROOMS_DEFAULT_TITLE}
        </h2>
        <LoadingAfterHydration fallback={<MeetingRoomsLoading />}>
          <MeetingRooms
            load={getMeetingRoomGroups}
            phone={async () => meetingRoomsPhone(shell, club)}
            club={club}
            enquiry={(room, clubName) => {
              const subject = roomSubject(room.meetingRoomName, clubName)
              return (
                <ContactBlockPanel
                  kind="office"
                  id={`room-${room.id}`}
                  {...MEETING_ROOM_ENQUIRY}
                  subject={subject}
                  queryOrigin={`Meeting room: ${subject}`}
                  locationId={typeof room.clubLocation === 'object' ? room.clubLocation.locationId : null}
                  urgent={{ email: officesEmail(shell), phone: meetingRoomsPhone(shell, clubName) }}
                  pagePath={pagePath ?? '/meeting-rooms'}
                  compact
                />
              )
            }}
          />
        </LoadingAfterHydration>
      </div>
    </section>
  )
}
