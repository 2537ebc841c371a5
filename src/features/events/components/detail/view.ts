import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'

import type { Club, Event, Media } from '@/payload-types'

import { EVENT_CATEGORIES, EVENT_TYPES, labelOf, type EventStatus } from '../../constants'
import { statusBadge, type StatusBadge } from '../../format'
import { priceFrom } from '../../price'
import type { IcsEvent } from '../../ics'
import type { EventJsonLdInput } from '../../jsonld'
import { closedReason, ticketItemsOf } from '../../tickets/rules'
import { londonWhen } from './london-time'

type Image = { url: string; alt: string; width: number | null; height: number | null; focalX?: number | null; focalY?: number | null }

/** The event page's content, worked out once from the stored event. */
export type EventView = {
  id: number
  slug: string
  title: string
  startsAt: string
  endsAt: string | null
  when: { date: string; time: string }
  eventStatus: EventStatus
  badge: StatusBadge | null
  typeLabel: string
  categories: string[]
  price: number | null
  priceText: string | null
  venueName: string | null
  /** The venue's address, or the club's when the venue has none. */
  address: string | null
  clubName: string
  /** The club's id in the membership systems: an enquiry about the event carries it. */
  clubLocationId?: number | null
  description: string | null
  shortDescription: string | null
  longDescription: SerializedEditorState | null
  headerImage: Image | null
  /** The 1200x630 crop for link previews, when the upload has one. */
  ogImage: (Image & { width: number; height: number }) | null
  /** Absolute addresses. */
  url: string
  shareUrl: string
  calendarPath: string
  ticketsPath: string
  /** The tickets sold online (none when the event is not sold here). */
  tickets: { name: string; price: number; soldOut: boolean }[]
  /** "book" shows the button; "soldOut" shows "Sold out"; "none" shows neither (no tickets online, or started). */
  booking: 'book' | 'soldOut' | 'none'
}

const asClub = (club: Event['club']): Club | null => (typeof club === 'object' && club ? club : null)
const asMedia = (media: unknown): Media | null => (typeof media === 'object' && media && typeof (media as Media).url === 'string' ? (media as Media) : null)

function imageOf(media: Media | null): Image | null {
  if (!media?.url) return null
  return { url: media.url, alt: media.alt ?? '', width: media.width ?? null, height: media.height ?? null, focalX: media.focalX, focalY: media.focalY }
}

function ogOf(media: Media | null): EventView['ogImage'] {
  const og = media?.sizes?.og
  if (!og?.url || !og.width || !og.height) return null
  return { url: og.url, alt: media?.alt ?? '', width: og.width, height: og.height }
}

/** Only web addresses may be shared; anything else falls back to the event page. */
const webAddress = (value: string | null | undefined): string | null => {
  const v = value?.trim()
  return v && /^https?:\/\/[^\s]+$/i.test(v) ? v : null
}

export function eventView(event: Event, { serverUrl, now = new Date() }: { serverUrl: string; now?: Date }): EventView {
  const club = asClub(event.club)
  const header = asMedia(event.headerImage)
  const url = `${serverUrl}/event/${event.slug}`
  const closed = closedReason(event, now)
  // Every ticket taken (the order service's flag) is sold out too, though staff left the status on sale.
  const booking = event.eventStatus === 'sold-out' || event.stockSoldOut || closed === 'soldOut' ? 'soldOut' : closed === null ? 'book' : 'none'
  const price = typeof event.eventPrice === 'number' ? event.eventPrice : null
  return {
    id: event.id,
    slug: event.slug,
    title: event.title,
    startsAt: event.startsAt,
    endsAt: event.endsAt ?? null,
    when: londonWhen(event.startsAt, event.endsAt),
    eventStatus: event.stockSoldOut ? 'sold-out' : event.eventStatus,
    badge: statusBadge(event.stockSoldOut ? 'sold-out' : event.eventStatus),
    typeLabel: labelOf(EVENT_TYPES, event.eventType),
    categories: (event.eventCategories ?? []).map((c) => labelOf(EVENT_CATEGORIES, c)),
    price,
    priceText: priceFrom(price),
    venueName: event.venueName?.trim() || null,
    address: event.venueAddress?.trim() || club?.address?.trim() || null,
    clubName: club?.name ?? '',
    clubLocationId: club?.locationId ?? null,
    description: event.description?.trim() || null,
    shortDescription: event.shortDescription?.trim() || null,
    longDescription: (event.longDescription as SerializedEditorState | null | undefined) ?? null,
    headerImage: imageOf(header),
    ogImage: ogOf(header),
    url,
    shareUrl: webAddress(event.shareLink) ?? url,
    calendarPath: `/event/${event.slug}/calendar.ics`,
    ticketsPath: `/event-tickets/${event.slug}`,
    tickets: ticketItemsOf(event.tickets).map((t) => ({ name: t.title, price: t.price, soldOut: t.soldOut })),
    booking,
  }
}

/** The calendar file's event. */
export const icsEventOf = (view: EventView): IcsEvent => ({
  id: view.id,
  title: view.title,
  startsAt: view.startsAt,
  endsAt: view.endsAt,
  location: [view.venueName ?? view.clubName, view.address].filter(Boolean).join(', ').replace(/\s*\r?\n\s*/g, ', '),
  description: view.shortDescription ?? view.description,
  url: view.url,
})

/** The structured data search engines read. */
export const jsonLdInputOf = (view: EventView, site: { productName: string; serverUrl: string }): EventJsonLdInput => ({
  title: view.title,
  startsAt: view.startsAt,
  endsAt: view.endsAt,
  eventStatus: view.eventStatus,
  placeName: view.venueName ?? view.clubName,
  address: view.address,
  images: [view.ogImage?.url, view.headerImage?.url].filter((u): u is string => Boolean(u)),
  description: view.shortDescription ?? view.description,
  tickets: view.tickets,
  ticketsUrl: `${site.serverUrl}${view.ticketsPath}`,
  url: view.url,
  organizer: { name: site.productName, url: site.serverUrl },
  serverUrl: site.serverUrl,
})
