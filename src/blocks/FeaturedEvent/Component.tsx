import Link from 'next/link'

import type { BlockContext } from '@/blocks/types'
import { ShareLink } from '@/features/events/components/ShareLink.client'
import { FEATURED_LABEL, VIEW_FULL_DETAILS } from '@/features/events/constants'
import { clockTimeRange, eventDay, eventPath } from '@/features/events/format'
import { priceFrom } from '@/features/events/price'
import { truncate, TRUNCATE } from '@/lib/text/truncate'
import { sectionColours } from '@/lib/ui/colours'
import { AddressLines } from '@/lib/ui/contact'
import { isMediaDoc, MediaImage } from '@/lib/ui/MediaImage'
import { PreviewNotice } from '@/lib/ui/PreviewNotice'
import { asColour, buttonOn, PlainText } from '@/lib/ui/section-text'
import type { Club, Event, FeaturedEventBlock } from '@/payload-types'

import { featuredEvent, type FeaturedChoice } from '@/features/events/featured.server'

type Props = Partial<Omit<FeaturedEventBlock, 'blockType'>> & BlockContext

const clubOf = (event: Event): Club | null => (typeof event.club === 'object' && event.club !== null ? event.club : null)

/**
 * Featured event (spec 000 section 3): the chosen or next upcoming event with its date and time,
 * price, short description, picture and venue, a share link and a button to its page.
 */
export default async function FeaturedEventComponent({ title, selection, eventSlug, buttonText, showShareLink, colour, isFirst, picturesFirst = isFirst, preview }: Props) {
  let choice: FeaturedChoice = { event: null, note: null }
  try {
    choice = await featuredEvent(selection, eventSlug)
  } catch (error) {
    console.error('Featured event: could not read events:', error)
  }
  const { event, note } = choice
  const notice = preview && note ? <PreviewNotice block="featuredEvent">{note}</PreviewNotice> : null
  if (!event) {
    return preview ? <PreviewNotice block="featuredEvent">Featured event: there is no upcoming event to show, so visitors see nothing here.</PreviewNotice> : null
  }

  const tone = asColour(colour)
  const Heading = isFirst ? 'h1' : 'h2'
  const picture = isMediaDoc(event.coverImage) ? event.coverImage : event.headerImage
  const club = clubOf(event)
  const venueAddress = event.venueAddress?.trim() || club?.address
  const price = priceFrom(event.eventPrice)
  const href = eventPath(event.slug)
  return (
    <>
      {notice}
      <section className={`px-6 py-16 tab:px-12 xl:py-24 ${sectionColours[tone]}`} data-featured-event={event.slug}>
        <div className="mx-auto grid max-w-6xl items-center gap-10 tab:grid-cols-2 xl:gap-16">
          <div className="relative aspect-[4/3] overflow-hidden bg-stone">
            <MediaImage media={picture} fill sizes="(min-width: 1280px) 544px, (min-width: 834px) calc(50vw - 68px), calc(100vw - 48px)" priority={Boolean(picturesFirst)} className="object-cover" />
          </div>
          <div className="flex flex-col gap-4">
            <p className="text-xs font-semibold uppercase tracking-widest">{title?.trim() || FEATURED_LABEL}</p>
            <Heading className="font-display text-3xl uppercase tracking-wide tab:text-4xl">{event.title}</Heading>
            <p className="text-sm font-semibold uppercase tracking-wider">
              <time dateTime={event.startsAt}>{eventDay(event.startsAt)}</time>
              <span aria-hidden="true"> · </span>
              <span className="sr-only">, </span>
              {clockTimeRange(event.startsAt, event.endsAt)}
            </p>
            {price ? <p className="text-lg">{price}</p> : null}
            <PlainText text={truncate(event.shortDescription || event.description, TRUNCATE.description)} />
            {event.venueName || venueAddress ? (
              <address className="not-italic leading-relaxed">
                {event.venueName ? <span className="block font-semibold">{event.venueName}</span> : null}
                {venueAddress ? <AddressLines address={venueAddress} /> : null}
              </address>
            ) : null}
            <div className="mt-2 flex flex-wrap items-start gap-4">
              <Link href={href} className={buttonOn(tone)} prefetch={false}>
                {buttonText?.trim() || VIEW_FULL_DETAILS}
              </Link>
              {showShareLink !== false ? <ShareLink href={event.shareLink?.trim() || href} title={event.title} /> : null}
            </div>
          </div>
        </div>
      </section>
    </>
  )
}
