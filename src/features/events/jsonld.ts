import { postalAddress } from '@/lib/seo/postal-address'

import { londonIso } from './components/detail/london-time'
import type { EventStatus } from './constants'

/** What search engines are told about an event page (schema.org Event). */
export type EventJsonLdInput = {
  title: string
  startsAt: string
  endsAt?: string | null
  eventStatus: EventStatus
  /** The venue, or the club when there is no venue name. */
  placeName: string
  address?: string | null
  /** Image addresses, relative to the site or absolute. */
  images: string[]
  description?: string | null
  /** The tickets sold online (none: the event is not sold here, and no offer is made). */
  tickets: { name: string; price: number; soldOut: boolean }[]
  /** The ticket page, absolute: where an offer is taken up. */
  ticketsUrl: string
  /** The event page, absolute. */
  url: string
  organizer: { name: string; url: string }
  /** The site's public origin, e.g. https://club.example, for relative image addresses. */
  serverUrl: string
}

const AVAILABILITY: Record<EventStatus, string> = {
  'sold-out': 'https://schema.org/SoldOut',
  'last-few-tickets': 'https://schema.org/LimitedAvailability',
  'on-sale': 'https://schema.org/InStock',
}

const absolute = (url: string, origin: string) => (/^https?:\/\//i.test(url) ? url : `${origin.replace(/\/$/, '')}/${url.replace(/^\//, '')}`)

/**
 * One Offer per ticket sold online, each at its price in pounds, taken up on the ticket page; none
 * when tickets are not sold here (an offer without a price is no offer).
 */
function offersOf(input: EventJsonLdInput) {
  const status = AVAILABILITY[input.eventStatus] ?? AVAILABILITY['on-sale']
  return input.tickets.map((ticket) => ({
    '@type': 'Offer',
    name: ticket.name,
    price: ticket.price.toFixed(2),
    priceCurrency: 'GBP',
    availability: ticket.soldOut ? AVAILABILITY['sold-out'] : status,
    url: input.ticketsUrl,
  }))
}

export function eventJsonLd(input: EventJsonLdInput): Record<string, unknown> {
  const description = input.description?.trim()
  const offers = offersOf(input)
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: input.title,
    url: input.url,
    startDate: londonIso(input.startsAt),
    ...(input.endsAt ? { endDate: londonIso(input.endsAt) } : {}),
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    location: { '@type': 'Place', name: input.placeName, ...(input.address?.trim() ? { address: postalAddress(input.address) } : {}) },
    ...(input.images.length ? { image: input.images.map((u) => absolute(u, input.serverUrl)) } : {}),
    ...(description ? { description } : {}),
    ...(offers.length ? { offers } : {}),
    organizer: { '@type': 'Organization', name: input.organizer.name, url: input.organizer.url },
  }
}

export { jsonLdText } from '@/lib/html/json-ld'
