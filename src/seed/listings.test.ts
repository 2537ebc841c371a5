import { TZDate } from '@date-fns/tz'
import { differenceInCalendarMonths } from 'date-fns'
import { describe, expect, it } from 'vitest'

import { EVENT_CATEGORIES, EVENT_STATUSES, EVENT_TYPES } from '@/model/events'

import { clubs } from './content'
import { seedEvents, SUMMIT_EVENT_SLUG } from './events'
import { seedMeetingRooms } from './meeting-rooms'
import { seedOffices } from './offices'
import { pageBlocks } from './page-blocks'
import { styleguideLayout } from './styleguide'

const london = (iso: string) => new TZDate(new Date(iso).getTime(), 'Europe/London')
const monthOf = (iso: string) => {
  const d = london(iso)
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}`
}
const dayOf = (iso: string) => london(iso).toDateString()
const clubNames = clubs.map((c) => c.name)

describe('seeded events', () => {
  const now = new Date('2026-11-23T15:00:00Z')
  const events = seedEvents(now)

  it('are fourteen, with stable, unique slugs across the four clubs', () => {
    expect(events).toHaveLength(14)
    expect(new Set(events.map((e) => e.slug)).size).toBe(14)
    for (const e of events) expect(e.slug).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)
    expect(new Set(events.map((e) => e.club))).toEqual(new Set(clubNames))
    expect(seedEvents(new Date('2027-03-02T09:00:00Z')).map((e) => e.slug)).toEqual(events.map((e) => e.slug))
  })

  it('cover every category, type and status, priced and free', () => {
    expect(new Set(events.flatMap((e) => e.eventCategories ?? []))).toEqual(new Set(EVENT_CATEGORIES.map((c) => c.value)))
    expect(new Set(events.map((e) => e.eventType))).toEqual(new Set(EVENT_TYPES.map((t) => t.value)))
    expect(new Set(events.map((e) => e.eventStatus))).toEqual(new Set(EVENT_STATUSES.map((s) => s.value)))
    expect(events.some((e) => typeof e.eventPrice === 'number')).toBe(true)
    expect(events.some((e) => e.eventPrice === undefined)).toBe(true)
  })

  it('sell tickets within their limits: one event with three items, one sold out; one booked two to six at a time', () => {
    const tickets = events.flatMap((e) => e.tickets ?? [])
    for (const t of tickets) expect(t.itemMaximumPurchase).toBeGreaterThanOrEqual(t.itemMinimumPurchase)
    expect(events.some((e) => e.tickets?.length === 3 && e.tickets.some((t) => t.soldOut))).toBe(true)
    expect(tickets.some((t) => t.itemMinimumPurchase === 2 && t.itemMaximumPurchase === 6)).toBe(true)
    expect(events.filter((e) => (e.tickets?.length ?? 0) > 0).length).toBeGreaterThanOrEqual(5)
  })

  it('include the events the styleguide and the summit page link to', () => {
    const slugs = new Set(events.map((e) => e.slug))
    const linked = [...styleguideLayout(), ...Object.values(pageBlocks(now)).flat()].flatMap((b) => (typeof b.eventSlug === 'string' ? [b.eventSlug] : []))
    expect(linked).toContain(SUMMIT_EVENT_SLUG)
    for (const slug of linked) expect(slugs, slug).toContain(slug)
  })

  it('have descriptions within the collection’s limits, and end after they start', () => {
    for (const e of events) {
      expect(e.description!.length).toBeLessThanOrEqual(300)
      expect(e.shortDescription!.length).toBeLessThanOrEqual(750)
      expect(new Date(e.endsAt) > new Date(e.startsAt)).toBe(true)
    }
  })

  // The events page opens on the current London month and shows four events before "Load more events".
  it.each([
    ['late November, a week left', '2026-11-23T15:00:00Z', '2026-11'],
    ['the first of the month', '2026-12-01T08:00:00Z', '2026-12'],
    ['two days before the end', '2027-01-29T12:00:00Z', '2027-01'],
    ['the clocks going forward', '2027-03-27T23:30:00Z', '2027-03'],
    ['a London month that is still the previous month in UTC', '2026-06-30T23:30:00Z', '2026-07'],
  ])('%s: six events in the current London month, every one on a later day', (_, iso, month) => {
    const at = new Date(iso)
    const list = seedEvents(at)
    const opening = list.filter((e) => monthOf(e.startsAt) === month)
    expect(opening.length).toBeGreaterThanOrEqual(6)
    for (const e of list) {
      expect(new Date(e.startsAt) > at).toBe(true)
      expect(dayOf(e.startsAt)).not.toBe(dayOf(iso))
    }
  })

  it.each([
    ['the day before the end', '2026-11-29T10:00:00Z', '2026-12'],
    ['the last evening of the year', '2026-12-31T23:30:00Z', '2027-01'],
  ])('%s: the six move to the first days of the next month', (_, iso, month) => {
    const list = seedEvents(new Date(iso))
    const early = list.filter((e) => monthOf(e.startsAt) === month && london(e.startsAt).getDate() <= 12)
    expect(early.length).toBeGreaterThanOrEqual(6)
    expect(list.filter((e) => monthOf(e.startsAt) === monthOf(iso))).toEqual([])
  })

  it('spread over four months, but for the events of a season: those in their season, within the year (docs/decisions/047)', () => {
    const SEASONAL: Record<string, number[]> = { 'summer-party-fulham': [6, 7], 'rugby-screening-city': [1, 2] }
    const months = new Set(events.filter((e) => !(e.slug in SEASONAL)).map((e) => differenceInCalendarMonths(london(e.startsAt), london(now.toISOString()))))
    expect(months).toEqual(new Set([0, 1, 2, 3]))
    for (const when of [now, new Date('2027-06-15T12:00:00Z'), new Date('2027-08-31T12:00:00Z')]) {
      for (const [slug, allowed] of Object.entries(SEASONAL)) {
        const event = seedEvents(when).find((e) => e.slug === slug)!
        expect(allowed, `${slug} seeded on ${when.toISOString()}`).toContain(london(event.startsAt).getMonth())
        expect(differenceInCalendarMonths(london(event.startsAt), london(when.toISOString()))).toBeLessThanOrEqual(12)
      }
    }
    // Seeded in June, the Summer Party is this July; seeded on the last day of August, next July.
    expect(monthOf(seedEvents(new Date('2027-06-15T12:00:00Z')).find((e) => e.slug === 'summer-party-fulham')!.startsAt)).toBe('2027-07')
    expect(monthOf(seedEvents(new Date('2027-08-31T12:00:00Z')).find((e) => e.slug === 'summer-party-fulham')!.startsAt)).toBe('2028-07')
  })
})

describe('seeded offices', () => {
  const now = new Date('2026-11-23T15:00:00Z')
  const offices = seedOffices(now)
  const count = (club: string) => offices.filter((o) => o.location === club).length

  it('are sixteen, in every club, with references the collection accepts', () => {
    expect(offices).toHaveLength(16)
    expect(new Set(offices.map((o) => o.officeGroupId)).size).toBe(16)
    for (const o of offices) expect(o.officeGroupId).toMatch(/^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/)
    for (const club of clubNames) expect(count(club), club).toBeGreaterThanOrEqual(3)
  })

  it('range from £650 to £12,000 a month and one to forty desks, two sharing a price', () => {
    const prices = offices.map((o) => o.pricePerMonth)
    expect(Math.min(...prices)).toBe(650)
    expect(Math.max(...prices)).toBe(12000)
    expect(new Set(prices).size).toBeLessThan(prices.length)
    const desks = offices.map((o) => o.workstations)
    expect(Math.min(...desks)).toBe(1)
    expect(Math.max(...desks)).toBe(40)
  })

  it('are free already, within three months, or four to eight months away', () => {
    const months = offices.map((o) => differenceInCalendarMonths(london(o.availableFrom), london(now.toISOString())))
    const from = offices.map((o) => o.availableFrom.slice(0, 10))
    expect(from.some((d) => d < '2026-11-23')).toBe(true)
    expect(from.some((d) => d > '2026-11-23' && d <= '2027-02-23')).toBe(true)
    expect(months.some((m) => m >= 4 && m <= 8)).toBe(true)
    expect(Math.max(...months)).toBeLessThanOrEqual(8)
  })

  it('give the office sales team as the contact, and one office everything (portrait pictures, floor plans)', () => {
    for (const o of offices) expect(o.contactGroups[0]!.contacts![0]).toMatchObject({ email: 'offices@clubhouse.london', phoneNumber: '020 7123 4508' })
    const full = offices.find((o) => o.officeGroupId === 'CITY-3F-12')!
    expect(full.portraitImages).toHaveLength(2)
    expect(full.floorplanList).toHaveLength(1)
    expect(offices.filter((o) => o.portraitImages?.length).length).toBeLessThan(offices.length)
  })

  it('include the office the styleguide shows', () => {
    const references = styleguideLayout().flatMap((b) => (typeof b.officeReference === 'string' ? [b.officeReference] : []))
    expect(references.length).toBeGreaterThan(0)
    for (const ref of references) expect(offices.map((o) => o.officeGroupId)).toContain(ref)
  })
})

describe('seeded meeting rooms', () => {
  it('are in every club, with unique space ids and an order within each club', () => {
    expect(new Set(seedMeetingRooms.map((r) => r.spaceId)).size).toBe(seedMeetingRooms.length)
    expect(new Set(seedMeetingRooms.map((r) => r.clubLocation))).toEqual(new Set(clubNames))
    for (const club of clubNames) {
      const lines = seedMeetingRooms.filter((r) => r.clubLocation === club).map((r) => r.linenumber)
      expect(new Set(lines).size, club).toBe(lines.length)
    }
  })

  it('are priced by the hour, the day or both', () => {
    expect(seedMeetingRooms.some((r) => r.pricePerHour && r.pricePerDay)).toBe(true)
    expect(seedMeetingRooms.some((r) => r.pricePerHour && !r.pricePerDay)).toBe(true)
    expect(seedMeetingRooms.some((r) => !r.pricePerHour && r.pricePerDay)).toBe(true)
  })
})
