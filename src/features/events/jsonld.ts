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
  /** Pounds; null when unpriced. */
  price?: number | null
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

/** An address typed over several lines reads as one line in structured data. */
const oneLine = (text: string) =>
  text
    .split(/\r?\n/)
    .map((l) => l.trim().replace(/,$/, ''))
    .filter(Boolean)
    .join(', ')

export function eventJsonLd(input: EventJsonLdInput): Record<string, unknown> {
  const description = input.description?.trim()
  const address = input.address ? oneLine(input.address) : ''
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: input.title,
    startDate: londonIso(input.startsAt),
    ...(input.endsAt ? { endDate: londonIso(input.endsAt) } : {}),
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    location: { '@type': 'Place', name: input.placeName, ...(address ? { address } : {}) },
    ...(input.images.length ? { image: input.images.map((u) => absolute(u, input.serverUrl)) } : {}),
    ...(description ? { description } : {}),
    offers: {
      '@type': 'Offer',
      ...(typeof input.price === 'number' ? { price: input.price.toFixed(2), priceCurrency: 'GBP' } : {}),
      availability: AVAILABILITY[input.eventStatus] ?? AVAILABILITY['on-sale'],
      url: input.url,
    },
    organizer: { '@type': 'Organization', name: input.organizer.name, url: input.organizer.url },
  }
}

export { jsonLdText } from '@/lib/html/json-ld'
