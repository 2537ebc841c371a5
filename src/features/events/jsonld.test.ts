import { describe, expect, it } from 'vitest'

import { eventJsonLd, jsonLdText, type EventJsonLdInput } from './jsonld'

const input: EventJsonLdInput = {
  title: 'Summer party',
  startsAt: '2026-07-01T18:00:00.000Z',
  endsAt: '2026-07-01T22:00:00.000Z',
  eventStatus: 'on-sale',
  placeName: 'The Terrace',
  address: '1 Fulham Road,\nLondon SW6 1AA',
  images: ['/api/media/file/party.webp', 'https://cdn.example/other.jpg'],
  description: 'Drinks on the terrace.',
  tickets: [
    { name: 'Standard', price: 25, soldOut: false },
    { name: 'VIP', price: 60, soldOut: true },
    { name: 'Transfer', price: 12.5, soldOut: false },
  ],
  ticketsUrl: 'https://club.example/event-tickets/summer-party',
  url: 'https://club.example/event/summer-party',
  organizer: { name: 'Clubhouse', url: 'https://club.example' },
  serverUrl: 'https://club.example',
}

describe('eventJsonLd', () => {
  const ld = eventJsonLd(input)

  it('is a schema.org Event at a physical place, scheduled', () => {
    expect(ld['@context']).toBe('https://schema.org')
    expect(ld['@type']).toBe('Event')
    expect(ld.name).toBe('Summer party')
    expect(ld.eventStatus).toBe('https://schema.org/EventScheduled')
    expect(ld.eventAttendanceMode).toBe('https://schema.org/OfflineEventAttendanceMode')
    expect(ld.url).toBe('https://club.example/event/summer-party')
    expect(ld.location).toEqual({
      '@type': 'Place',
      name: 'The Terrace',
      address: { '@type': 'PostalAddress', streetAddress: '1 Fulham Road', addressLocality: 'London', postalCode: 'SW6 1AA', addressCountry: 'GB' },
    })
    expect((eventJsonLd({ ...input, address: null }).location as object)).toEqual({ '@type': 'Place', name: 'The Terrace' })
  })

  it('gives start and end in London time with the offset', () => {
    expect(ld.startDate).toBe('2026-07-01T19:00:00+01:00')
    expect(ld.endDate).toBe('2026-07-01T23:00:00+01:00')
    const winter = eventJsonLd({ ...input, startsAt: '2026-12-04T19:00:00.000Z', endsAt: null })
    expect(winter.startDate).toBe('2026-12-04T19:00:00+00:00')
    expect(winter).not.toHaveProperty('endDate')
  })

  it('makes image addresses absolute', () => {
    expect(ld.image).toEqual(['https://club.example/api/media/file/party.webp', 'https://cdn.example/other.jpg'])
    expect(eventJsonLd({ ...input, images: [] })).not.toHaveProperty('image')
  })

  it('offers each ticket sold online at its price in pounds, taken up on the ticket page', () => {
    expect(ld.offers).toEqual([
      { '@type': 'Offer', name: 'Standard', price: '25.00', priceCurrency: 'GBP', availability: 'https://schema.org/InStock', url: 'https://club.example/event-tickets/summer-party' },
      { '@type': 'Offer', name: 'VIP', price: '60.00', priceCurrency: 'GBP', availability: 'https://schema.org/SoldOut', url: 'https://club.example/event-tickets/summer-party' },
      { '@type': 'Offer', name: 'Transfer', price: '12.50', priceCurrency: 'GBP', availability: 'https://schema.org/InStock', url: 'https://club.example/event-tickets/summer-party' },
    ])
    const availability = (status: EventJsonLdInput['eventStatus']) => (eventJsonLd({ ...input, eventStatus: status }).offers as { availability: string }[]).map((o) => o.availability)
    expect(availability('sold-out')).toEqual(Array(3).fill('https://schema.org/SoldOut'))
    expect(availability('last-few-tickets')).toEqual(['https://schema.org/LimitedAvailability', 'https://schema.org/SoldOut', 'https://schema.org/LimitedAvailability'])
  })

  it('makes no offer for an event whose tickets are not sold online', () => {
    expect(ld).toHaveProperty('offers')
    expect(eventJsonLd({ ...input, tickets: [] })).not.toHaveProperty('offers')
  })

  it('names the organiser', () => {
    expect(ld.organizer).toEqual({ '@type': 'Organization', name: 'Clubhouse', url: 'https://club.example' })
  })
})

describe('jsonLdText', () => {
  it('cannot close the script it sits in', () => {
    const text = jsonLdText(eventJsonLd({ ...input, description: '</script><script>alert(1)</script> & more' }))
    expect(text).not.toContain('<')
    expect(text).not.toContain('>')
    expect(text).toContain('\\u003c/script\\u003e')
    expect(JSON.parse(text).description).toBe('</script><script>alert(1)</script> & more')
  })

  it('escapes line and paragraph separators', () => {
    const text = jsonLdText({ a: 'x\u2028y\u2029z' })
    expect(text).toBe('{"a":"x\\u2028y\\u2029z"}')
    expect(JSON.parse(text).a).toBe('x\u2028y\u2029z')
  })
})
