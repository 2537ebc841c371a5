import type { ReactNode } from 'react'

import type { MeetingRoom } from '@/payload-types'
import { ArtDirectedImage } from '@/lib/ui/ArtDirectedImage'
import { PlainText } from '@/lib/ui/section-text'

import { capacityText, priceLines } from '../text'

/** Three cards to a row on desktop, two on tablets, one on phones. */
const CARD_SIZES = '(min-width: 1280px) 352px, (min-width: 834px) calc(50vw - 72px), calc(100vw - 48px)'

/**
 * One room: its picture (a separate crop on phones), name, capacity, prices, description and
 * features, then `enquiry`, the page's button asking about this room (composed by the block).
 */
export function MeetingRoomCard({ room, enquiry }: { room: MeetingRoom; enquiry?: ReactNode }) {
  const headingId = `meeting-room-${room.id}`
  const prices = priceLines(room)
  const features = (room.info ?? []).map((item) => item?.feature?.trim()).filter(Boolean) as string[]
  return (
    <article aria-labelledby={headingId} className="flex h-full flex-col">
      <div className="relative aspect-[4/5] overflow-hidden bg-stone tab:aspect-[4/3]">
        <ArtDirectedImage desktop={room.featuredImage} mobile={room.mobileImages?.[0]} sizes={CARD_SIZES} />
      </div>
      <h4 id={headingId} className="mt-5 font-display text-2xl uppercase tracking-wide">
        {room.meetingRoomName}
      </h4>
      <p className="mt-2 text-sm font-semibold uppercase tracking-widest">{capacityText(room.capacity)}</p>
      {prices.length ? (
        <ul aria-label="Prices" className="mt-3">
          {prices.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      ) : null}
      <PlainText text={room.longDescription} className="mt-4" />
      {features.length ? (
        <ul aria-label="Features" className="mt-4 list-disc pl-5 text-sm leading-relaxed">
          {features.map((feature, index) => (
            <li key={index}>{feature}</li>
          ))}
        </ul>
      ) : null}
      {enquiry ? <div className="mt-auto pt-6" data-meeting-room-enquiry="">{enquiry}</div> : null}
    </article>
  )
}
