import { TICKET_TEXTS } from '@/features/events/tickets/messages'
import { TicketItemCard } from '@/features/events/tickets/components/TicketItemCard'
import { TicketPicture } from '@/features/events/tickets/components/TicketPicture'
import { isMediaDoc } from '@/lib/ui/MediaImage'
import type { ItineraryBookingBlock } from '@/payload-types'

import type { BlockContext } from '../types'

type Props = Partial<Omit<ItineraryBookingBlock, 'blockType'>> & BlockContext

export const ITINERARY_TEXTS = { book: 'Book tickets', soldOut: 'This event is sold out.' } as const

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/**
 * The itinerary module (spec 000 section 3, Itinerary purchase item): each item's picture, title,
 * subtitle, price, limits per order and sold-out state; when staff link the event, a button to its
 * ticket page. The whole event sold out marks every item so and offers no button.
 */
export default function ItineraryBookingComponent({ title, eventSoldOut, items, eventSlug }: Props) {
  const list = (items ?? []).filter((item) => item?.itemTitle?.trim())
  if (!list.length) return null
  const slug = eventSlug?.trim() ?? ''
  const bookable = !eventSoldOut && SLUG.test(slug)
  return (
    <section className="px-6 py-16 tab:px-12 xl:py-24" data-itinerary={eventSoldOut ? 'sold-out' : 'on-sale'}>
      <div className="mx-auto flex max-w-6xl flex-col gap-10">
        {title ? <h2 className="font-display text-3xl uppercase tracking-wide tab:text-4xl">{title}</h2> : null}
        <ul className="grid gap-6 tab:grid-cols-2 xl:grid-cols-3">
          {list.map((item, index) => {
            const min = Math.max(1, item.itemMinimumPurchase ?? 1)
            return (
              <li key={item.id ?? index}>
                <TicketItemCard
                  headingLevel={title ? 'h3' : 'h2'}
                  picture={
                    isMediaDoc(item.image) && item.image.url ? (
                      <TicketPicture
                        image={{ url: item.image.url, alt: item.image.alt ?? '', width: item.image.width ?? null, height: item.image.height ?? null }}
                        // Three to a row from 1280 px, two from 834 (measured).
                        sizes="(min-width: 1280px) 366px, (min-width: 834px) calc(50vw - 62px), calc(100vw - 50px)"
                      />
                    ) : null
                  }
                  item={{
                    title: item.itemTitle,
                    subtitle: item.itemSubtitle?.trim() || null,
                    price: Number(item.itemPrice ?? 0),
                    min,
                    max: Math.max(min, item.itemMaximumPurchase ?? min),
                    soldOut: Boolean(eventSoldOut || item.soldOut),
                  }}
                />
              </li>
            )
          })}
        </ul>
        {eventSoldOut ? (
          <p className="text-lg font-semibold">{ITINERARY_TEXTS.soldOut}</p>
        ) : bookable ? (
          <p>
            <a href={`/event-tickets/${slug}`} className="btn btn-dark">
              {ITINERARY_TEXTS.book}
            </a>
          </p>
        ) : null}
        {bookable ? <p className="text-sm">{TICKET_TEXTS.paymentNoteShort}</p> : null}
      </div>
    </section>
  )
}
