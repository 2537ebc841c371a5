import { describe, expect, it } from 'vitest'

import { buildIcs } from '../../ics'
import { eventJsonLd } from '../../jsonld'
import { storedEvent } from './test-support'
import { eventView, icsEventOf, jsonLdInputOf } from './view'

const serverUrl = 'https://club.example'
const now = new Date('2026-06-01T12:00:00Z')

describe('eventView', () => {
  const view = eventView(storedEvent(), { serverUrl, now })

  it('says when in London time and where, the club’s address standing in for the venue’s', () => {
    expect(view.when).toEqual({ date: 'Thursday 2nd July 2026', time: '10:00 - 18:00' })
    expect(view.venueName).toBe('The Screening Room')
    expect(view.address).toBe('1 Kensington High Street\nLondon W8 5NP')
    expect(view.clubName).toBe('Kensington')
    expect(eventView(storedEvent({ venueAddress: ' 2 Other Street ' }), { serverUrl, now }).address).toBe('2 Other Street')
  })

  it('gives both days when the event runs into the next London day', () => {
    const late = eventView(storedEvent({ startsAt: '2026-07-02T21:00:00.000Z', endsAt: '2026-07-02T23:30:00.000Z' }), { serverUrl, now })
    expect(late.when).toEqual({ date: 'Thursday 2nd July 2026 - Friday 3rd July 2026', time: '22:00 - 00:30' })
  })

  it('shows the price, labels, badge and addresses', () => {
    expect(view.priceText).toBe('from £195')
    expect(view.typeLabel).toBe('Members and guests')
    expect(view.categories).toEqual(['Talks', 'Business'])
    expect(view.badge).toBeNull()
    expect(eventView(storedEvent({ eventStatus: 'last-few-tickets' }), { serverUrl, now }).badge).toBe('LAST FEW TICKETS')
    expect(view.url).toBe('https://club.example/event/clubhouse-summit-25')
    expect(view.shareUrl).toBe(view.url)
    expect(view.calendarPath).toBe('/event/clubhouse-summit-25/calendar.ics')
    expect(view.ticketsPath).toBe('/event-tickets/clubhouse-summit-25')
    expect(view.ogImage).toEqual({ url: '/api/media/file/stage-1200x630.webp', alt: 'Speaker on stage', width: 1200, height: 630 })
  })

  it('shares the campaign address staff set, when it is a web address', () => {
    expect(eventView(storedEvent({ shareLink: 'https://campaign.example/summit' }), { serverUrl, now }).shareUrl).toBe('https://campaign.example/summit')
    expect(eventView(storedEvent({ shareLink: 'javascript:alert(1)' }), { serverUrl, now }).shareUrl).toBe(view.url)
  })

  it('offers booking only while tickets can be requested', () => {
    expect(view.booking).toBe('book')
    expect(eventView(storedEvent({ eventStatus: 'sold-out' }), { serverUrl, now }).booking).toBe('soldOut')
    expect(eventView(storedEvent({ tickets: [] }), { serverUrl, now }).booking).toBe('none')
    expect(eventView(storedEvent(), { serverUrl, now: new Date('2026-07-02T10:00:00Z') }).booking).toBe('none')
  })
})

describe('the calendar file and structured data of a view', () => {
  const view = eventView(storedEvent(), { serverUrl, now })

  it('places the calendar entry at the venue and its address on one line', () => {
    const ics = icsEventOf(view)
    expect(ics.location).toBe('The Screening Room, 1 Kensington High Street, London W8 5NP')
    expect(ics.description).toBe('Talks, dinner and a boat home.')
    expect(buildIcs(ics, now)).toContain('UID:event-12@club.example\r\n')
  })

  it('gives search engines absolute pictures and the organiser', () => {
    const ld = eventJsonLd(jsonLdInputOf(view, { productName: 'Clubhouse', serverUrl }))
    expect(ld.image).toEqual(['https://club.example/api/media/file/stage-1200x630.webp', 'https://club.example/api/media/file/stage.webp'])
    expect(ld.organizer).toEqual({ '@type': 'Organization', name: 'Clubhouse', url: serverUrl })
    expect(ld.location).toEqual({
      '@type': 'Place',
      name: 'The Screening Room',
      address: { '@type': 'PostalAddress', streetAddress: '1 Kensington High Street', addressLocality: 'London', postalCode: 'W8 5NP', addressCountry: 'GB' },
    })
  })

  it('offers the tickets sold online on the ticket page, and nothing when none are', () => {
    const offers = eventJsonLd(jsonLdInputOf(view, { productName: 'Clubhouse', serverUrl })).offers as { name: string; price: string; url: string }[]
    expect(offers.length).toBe(view.tickets.length)
    expect(offers.length).toBeGreaterThan(0)
    for (const offer of offers) expect(offer.url).toBe('https://club.example/event-tickets/clubhouse-summit-25')
    expect(offers.map((o) => o.name)).toEqual(view.tickets.map((t) => t.name))
    const notOnline = eventView(storedEvent({ tickets: [] }), { serverUrl, now })
    expect(eventJsonLd(jsonLdInputOf(notOnline, { productName: 'Clubhouse', serverUrl }))).not.toHaveProperty('offers')
  })
})
