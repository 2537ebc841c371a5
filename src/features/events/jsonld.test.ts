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
  price: 25,
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
    expect(ld.location).toEqual({ '@type': 'Place', name: 'The Terrace', address: '1 Fulham Road, London SW6 1AA' })
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

  it('offers tickets in pounds with the availability of the event status', () => {
    expect(ld.offers).toEqual({
      '@type': 'Offer',
      price: '25.00',
      priceCurrency: 'GBP',
      availability: 'https://schema.org/InStock',
      url: 'https://club.example/event/summer-party',
    })
    expect((eventJsonLd({ ...input, eventStatus: 'sold-out' }).offers as { availability: string }).availability).toBe('https://schema.org/SoldOut')
    expect((eventJsonLd({ ...input, eventStatus: 'last-few-tickets' }).offers as { availability: string }).availability).toBe(
      'https://schema.org/LimitedAvailability',
    )
  })

  it('leaves the price out when there is none', () => {
    const offers = eventJsonLd({ ...input, price: null }).offers as Record<string, unknown>
    expect(offers).not.toHaveProperty('price')
    expect(offers).not.toHaveProperty('priceCurrency')
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
