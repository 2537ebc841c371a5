import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import type { EventSearchOptions } from '@/features/events/search.server'
import type { EventFacets, EventSearchResult } from '@/features/events/types'
import type { OfficeSearchOptions } from '@/features/offices/search.server'
import type { OfficeSearchResult } from '@/features/offices/types'
import type { paths } from '@/lib/api-client/schema.gen'

import { apiClient } from '../contract/routes'
import type { CreateDatabase, TestDatabase } from './engines'

type Handler = (request: Request) => Promise<Response>
type OfficeHandler = (request: Request, context: { params: Promise<{ officeGroupId: string }> }) => Promise<Response>
type RestHandler = (request: Request, context: { params: Promise<{ slug: string[] }> }) => Promise<Response>
type EventQuery = NonNullable<paths['/v1/api/events/search']['get']['parameters']['query']>
type OfficeQuery = NonNullable<paths['/v1/api/offices/search']['get']['parameters']['query']>

/** "Now" for every event search here: the public routes use the clock, so the HTTP calls fake it to this. */
const FROM = '2026-01-01T00:00:00.000Z'
/** A winter today whose cutoff is clamped: 30 November + 3 months = 28 February (GMT). */
const NOVEMBER = '2026-11-30T12:00:00.000Z'
/** A summer today (BST): cutoff 31 August, where 23:30Z is already the next London day. */
const MAY = '2026-05-31T12:00:00.000Z'

const CLUBS = { Fulham: 5, Knightsbridge: 15, Kensington: 14, City: 8 } as const
type ClubName = keyof typeof CLUBS

type EventFixture = {
  title: string
  club: ClubName
  startsAt: string
  type: 'members' | 'members-and-guests' | 'public'
  status: 'on-sale' | 'last-few-tickets' | 'sold-out'
  categories: ('social' | 'food-and-drink' | 'wellness' | 'talks' | 'business' | 'music' | 'family' | 'sport')[]
  visible?: boolean
}

/**
 * Tickets whose stock gives an event a status (docs/decisions/048): none left, five left of five,
 * or no tickets online.
 */
const seats = (quantityAvailable?: number) => [{ itemTitle: 'Seat', itemPrice: 10, itemMinimumPurchase: 1, itemMaximumPurchase: 4, soldOut: false, quantityAvailable }]
const stockFor = (status: EventFixture['status']) => (status === 'sold-out' ? seats(0) : status === 'last-few-tickets' ? seats(5) : undefined)

/** In creation order, so ids ascend down the list. London months in the comments. */
const EVENTS = {
  past: { title: 'Last orders of 2025', club: 'Fulham', startsAt: '2025-12-31T23:59:59.000Z', type: 'members', status: 'on-sale', categories: ['social'] },
  atFrom: { title: 'New year talk', club: 'City', startsAt: FROM, type: 'public', status: 'on-sale', categories: ['talks'] }, // 2026-01
  hidden: { title: 'Staff rehearsal', club: 'Fulham', startsAt: '2026-03-10T19:00:00.000Z', type: 'members', status: 'on-sale', categories: ['social'], visible: false },
  juneLast: { title: 'Midsummer late', club: 'Fulham', startsAt: '2026-06-30T22:59:00.000Z', type: 'members', status: 'on-sale', categories: ['social'] }, // 23:59 BST 30 June
  julyFirst: { title: 'July opener', club: 'Fulham', startsAt: '2026-06-30T23:00:00.000Z', type: 'members-and-guests', status: 'sold-out', categories: ['social', 'music'] }, // 00:00 BST 1 July
  julyHalfPast: { title: 'Night owls', club: 'City', startsAt: '2026-06-30T23:30:00.000Z', type: 'public', status: 'last-few-tickets', categories: ['talks', 'business'] }, // 00:30 BST 1 July
  julyLast: { title: 'Summer supper', club: 'Fulham', startsAt: '2026-07-31T22:59:00.000Z', type: 'members', status: 'on-sale', categories: ['food-and-drink'] }, // 23:59 BST 31 July
  augustFirst: { title: 'August sunrise yoga', club: 'Kensington', startsAt: '2026-07-31T23:00:00.000Z', type: 'members', status: 'on-sale', categories: ['wellness'] }, // 00:00 BST 1 August
  septemberA: { title: 'Autumn social', club: 'City', startsAt: '2026-09-10T18:00:00.000Z', type: 'members-and-guests', status: 'sold-out', categories: ['social'] },
  septemberB: { title: 'Autumn talk', club: 'Fulham', startsAt: '2026-09-10T18:00:00.000Z', type: 'members', status: 'on-sale', categories: ['social', 'talks'] },
  newYearsEve: { title: 'New year’s eve talk', club: 'Fulham', startsAt: '2026-12-31T23:30:00.000Z', type: 'public', status: 'on-sale', categories: ['talks'] }, // GMT: still December
  january: { title: 'January rugby', club: 'Knightsbridge', startsAt: '2027-01-01T00:00:00.000Z', type: 'members', status: 'on-sale', categories: ['sport'] },
} satisfies Record<string, EventFixture>
type EventKey = keyof typeof EVENTS

/** Every visible event from FROM on, soonest first (the two September events tie on start: id decides). */
const UPCOMING: EventKey[] = ['atFrom', 'juneLast', 'julyFirst', 'julyHalfPast', 'julyLast', 'augustFirst', 'septemberA', 'septemberB', 'newYearsEve', 'january']

type OfficeFixture = { ref: string; club: ClubName; price: number; people: number; availableFrom: string; displayName?: string; visible?: boolean }

const OFFICES = {
  fulhamSmall: { ref: 'FUL-1', club: 'Fulham', price: 1000, people: 2, availableFrom: '2026-01-01T12:00:00.000Z' },
  cityCutoff: { ref: 'CITY-3F-12', club: 'City', price: 1500, people: 4, availableFrom: '2027-02-28T12:00:00.000Z', displayName: 'City, 3rd floor' },
  fulhamLate: { ref: 'FUL-2', club: 'Fulham', price: 2000, people: 6, availableFrom: '2027-03-01T12:00:00.000Z' },
  kensingtonNight: { ref: 'KEN-1', club: 'Kensington', price: 2500, people: 8, availableFrom: '2027-02-28T23:30:00.000Z' }, // 23:30 GMT 28 Feb
  citySummer: { ref: 'CITY-2', club: 'City', price: 3000, people: 10, availableFrom: '2026-08-30T23:30:00.000Z' }, // 00:30 BST 31 Aug
  citySeptember: { ref: 'CITY-3', club: 'City', price: 3500, people: 12, availableFrom: '2026-08-31T23:30:00.000Z' }, // 00:30 BST 1 Sep
  knightsbridgeTie: { ref: 'KNI-1', club: 'Knightsbridge', price: 3500, people: 12, availableFrom: '2026-06-01T00:00:00.000Z' },
  hidden: { ref: 'FUL-HIDDEN', club: 'Fulham', price: 500, people: 1, availableFrom: '2026-01-01T12:00:00.000Z', visible: false },
} satisfies Record<string, OfficeFixture>
type OfficeKey = keyof typeof OFFICES

/** Visible offices by price, then id (the two at £3,500 straddle pages 1 and 2). */
const BY_PRICE: OfficeKey[] = ['fulhamSmall', 'cityCutoff', 'fulhamLate', 'kensingtonNight', 'citySummer', 'citySeptember', 'knightsbridgeTie']

/** The faceted event and office searches against a real database, through the functions and the HTTP API. */
export function searchSuite(engine: string, createDatabase: CreateDatabase) {
  describe(`Event and office search on ${engine}`, () => {
    let db: TestDatabase
    let payload: Payload
    let dataDir: string
    let searchEvents: (payload: Payload, options?: EventSearchOptions) => Promise<EventSearchResult>
    let searchOffices: (payload: Payload, options?: OfficeSearchOptions) => Promise<OfficeSearchResult>
    let eventsApi: Handler
    let officesApi: Handler
    let officeApi: OfficeHandler
    let rest: RestHandler
    let media: { id: number; filename: string; width: number | null; height: number | null }
    const clubId = {} as Record<ClubName, number>
    const eventId = {} as Record<EventKey, number>
    const officeId = {} as Record<OfficeKey, number>

    const events = (options: EventSearchOptions = {}) => searchEvents(payload, { from: new Date(FROM), limit: 50, ...options })
    const offices = (options: OfficeSearchOptions = {}) => searchOffices(payload, { today: new Date(NOVEMBER), ...options })
    const keysOf = (ids: { id: number }[], table: Record<string, number>) => ids.map(({ id }) => Object.keys(table).find((k) => table[k] === id) ?? id)

    /** Calls a route with the clock at `now`: the public searches take "now" and "today" from it. */
    async function at<T>(now: string, call: () => Promise<T>): Promise<T> {
      vi.useFakeTimers({ toFake: ['Date'] })
      vi.setSystemTime(new Date(now))
      try {
        return await call()
      } finally {
        vi.useRealTimers()
      }
    }
    /** The API through its typed client (openapi-fetch over the OpenAPI document). */
    const client = apiClient()
    /** GET /v1/api/events/search with the clock at `now`: expects 200 and gives the body. */
    const eventSearch = async (query: EventQuery, now = FROM) => {
      const { data, error, response } = await at(now, () => client.GET('/v1/api/events/search', { params: { query } }))
      expect(response.status, `${JSON.stringify(query)}: ${JSON.stringify(error)}`).toBe(200)
      return data!
    }
    /** GET /v1/api/offices/search with the clock at `now`: expects 200 and gives the body. */
    const officeSearch = async (query: OfficeQuery, now: string) => {
      const { data, error, response } = await at(now, () => client.GET('/v1/api/offices/search', { params: { query } }))
      expect(response.status, `${JSON.stringify(query)}: ${JSON.stringify(error)}`).toBe(200)
      return data!
    }
    /** A raw request, for query strings the document forbids (bad values, repeats, a form's empty fields). */
    const get = (handler: Handler, url: string, now = FROM) => at(now, () => handler(new Request(`http://localhost:3000${url}`)))
    const getJson = async (handler: Handler, url: string, now = FROM) => {
      const res = await get(handler, url, now)
      expect(res.status, url).toBe(200)
      return res.json()
    }

    beforeAll(async () => {
      db = await createDatabase()
      dataDir = mkdtempSync(path.join(tmpdir(), 'clubhouse-search-'))
      Object.assign(process.env, { PAYLOAD_SECRET: 'integration-test-secret-0123456789abcdef', DATA_DIR: dataDir })
      process.env.DATABASE_URL = db.url
      const [{ default: config }, { getPayload }] = await Promise.all([import('@/payload.config'), import('payload')])
      payload = await getPayload({ config })
      searchEvents = (await import('@/features/events/search.server')).searchEvents
      searchOffices = (await import('@/features/offices/search.server')).searchOffices
      eventsApi = (await import('@/app/v1/api/events/search/route')).GET
      officesApi = (await import('@/app/v1/api/offices/search/route')).GET
      officeApi = (await import('@/app/v1/api/offices/[officeGroupId]/route')).GET
      rest = (await import('@/app/(payload)/api/[...slug]/route')).GET as unknown as RestHandler

      for (const [name, locationId] of Object.entries(CLUBS) as [ClubName, number][]) {
        clubId[name] = (await payload.create({ overrideAccess: true, collection: 'clubs', data: { name, address: `1 ${name} Street, London`, locationId } })).id
      }
      const image = await payload.create({ overrideAccess: true, collection: 'media', data: { alt: 'Clubhouse mark' }, filePath: path.resolve('src/app/icon.svg') })
      media = { id: image.id, filename: image.filename!, width: image.width ?? null, height: image.height ?? null }

      for (const [key, e] of Object.entries(EVENTS) as [EventKey, EventFixture][]) {
        const doc = await payload.create({
          overrideAccess: true,
          collection: 'events',
          data: {
            title: e.title,
            slug: '',
            startsAt: e.startsAt,
            endsAt: key === 'julyFirst' ? '2026-07-01T02:00:00.000Z' : undefined,
            club: clubId[e.club],
            eventType: e.type,
            // Any status sent is replaced by the stock's (docs/decisions/048).
            eventStatus: 'on-sale',
            tickets: stockFor(e.status),
            eventCategories: e.categories,
            eventPrice: key === 'julyFirst' ? 45 : undefined,
            description: key === 'julyFirst' ? 'Supper, then a set from the house band.' : undefined,
            visible: e.visible ?? true,
            headerImage: media.id,
          },
        })
        eventId[key] = doc.id
      }
      for (const [key, o] of Object.entries(OFFICES) as [OfficeKey, OfficeFixture][]) {
        const doc = await payload.create({
          overrideAccess: true,
          collection: 'offices',
          data: {
            title: `${o.people}-desk office`,
            officeGroupId: o.ref,
            location: clubId[o.club],
            displayName: o.displayName,
            pricePerMonth: o.price,
            workstations: o.people,
            availableFrom: o.availableFrom,
            visible: o.visible ?? true,
            image: media.id,
            portraitImages: key === 'cityCutoff' ? [media.id] : undefined,
          },
        })
        officeId[key] = doc.id
      }
      for (const [name, club, order] of [['River Room', 'Fulham', 2], ['Boardroom', 'Fulham', 1], ['Terrace Room', 'City', 1]] as const) {
        await payload.create({
          overrideAccess: true,
          collection: 'meeting-rooms',
          data: { meetingRoomName: name, spaceId: `space-${name}`, clubLocation: clubId[club], linenumber: order, capacity: 10, featuredImage: media.id },
        })
      }
      // A ticket request from before card payment, as the retiring migration archived it (docs/decisions/040).
      const { sqlRows } = await import('@/lib/db/sql')
      await sqlRows(
        payload,
        `INSERT INTO ticket_requests_archive (id, reference, status, event_id, event_title, items, total, full_name, email, phone, created_at, updated_at)
         VALUES (1, 'TR-TEST-0001', 'requested', $1, $2, $3, 90, 'Amelia Hart', 'amelia@example.com', '+447700900123', now(), now())`,
        [eventId.julyFirst, EVENTS.julyFirst.title, JSON.stringify([{ itemTitle: 'Supper and show', unitPrice: 45, quantity: 2 }])],
      )
    })

    afterAll(async () => {
      vi.useRealTimers()
      await payload?.destroy()
      ;(payload?.db as unknown as { pool?: { on: (e: 'error', f: () => void) => void } } | undefined)?.pool?.on('error', () => {})
      await db?.drop()
      rmSync(dataDir, { recursive: true, force: true })
    })

    describe('events', () => {
      it('lists the visible events starting at or after "from", soonest first, ties by id', async () => {
        const result = await events()
        expect(result.count).toBe(UPCOMING.length)
        expect(keysOf(result.results, eventId)).toEqual(UPCOMING)
        expect(eventId.septemberA).toBeLessThan(eventId.septemberB)
        // The same through the API, whose "from" is the clock.
        const api = await eventSearch({ limit: 50 })
        expect(api).toEqual(result)
        const later = await events({ from: new Date('2026-07-01T00:00:00.000Z') })
        expect(keysOf(later.results, eventId)).toEqual(UPCOMING.slice(4))
      })

      it('counts every facet over the upcoming visible events', async () => {
        const { facets } = await events()
        expect(facets).toEqual<EventFacets>({
          club: [
            { value: 'City', count: 3 },
            { value: 'Fulham', count: 5 },
            { value: 'Kensington', count: 1 },
            { value: 'Knightsbridge', count: 1 },
          ],
          eventType: [
            { value: 'members', count: 5 },
            { value: 'members-and-guests', count: 2 },
            { value: 'public', count: 3 },
          ],
          eventStatus: [
            { value: 'last-few-tickets', count: 1 },
            { value: 'on-sale', count: 7 },
            { value: 'sold-out', count: 2 },
          ],
          month: [
            { value: '2026-01', count: 1 },
            { value: '2026-06', count: 1 },
            { value: '2026-07', count: 3 },
            { value: '2026-08', count: 1 },
            { value: '2026-09', count: 2 },
            { value: '2026-12', count: 1 },
            { value: '2027-01', count: 1 },
          ],
          eventCategories: [
            { value: 'business', count: 1 },
            { value: 'food-and-drink', count: 1 },
            { value: 'music', count: 1 },
            { value: 'social', count: 4 },
            { value: 'sport', count: 1 },
            { value: 'talks', count: 4 },
            { value: 'wellness', count: 1 },
          ],
        })
      })

      it('keeps the other clubs counted when Fulham is chosen, and counts the other groups within Fulham', async () => {
        const result = await events({ clubs: ['Fulham'] })
        expect(result.count).toBe(5)
        expect(keysOf(result.results, eventId)).toEqual(['juneLast', 'julyFirst', 'julyLast', 'septemberB', 'newYearsEve'])
        expect(result.facets.club).toEqual([
          { value: 'City', count: 3 },
          { value: 'Fulham', count: 5 },
          { value: 'Kensington', count: 1 },
          { value: 'Knightsbridge', count: 1 },
        ])
        expect(result.facets.eventType).toEqual([
          { value: 'members', count: 3 },
          { value: 'members-and-guests', count: 1 },
          { value: 'public', count: 1 },
        ])
        expect(result.facets.eventStatus).toEqual([
          { value: 'on-sale', count: 4 },
          { value: 'sold-out', count: 1 },
        ])
        expect(result.facets.month).toEqual([
          { value: '2026-06', count: 1 },
          { value: '2026-07', count: 2 },
          { value: '2026-09', count: 1 },
          { value: '2026-12', count: 1 },
        ])
        expect(result.facets.eventCategories).toEqual([
          { value: 'food-and-drink', count: 1 },
          { value: 'music', count: 1 },
          { value: 'social', count: 3 },
          { value: 'talks', count: 2 },
        ])
        expect(await eventSearch({ club: ['Fulham'], limit: 50 })).toEqual(result)
      })

      it('ORs values within a group and ANDs the groups', async () => {
        const either = await events({ categories: ['talks', 'music'] })
        expect(keysOf(either.results, eventId)).toEqual(['atFrom', 'julyFirst', 'julyHalfPast', 'septemberB', 'newYearsEve'])
        expect(either.facets.club).toEqual([
          { value: 'City', count: 2 },
          { value: 'Fulham', count: 3 },
        ])

        const both = await events({ categories: ['talks', 'music'], clubs: ['Fulham'] })
        expect(keysOf(both.results, eventId)).toEqual(['julyFirst', 'septemberB', 'newYearsEve'])
        expect(both.count).toBe(3)
        // Categories are counted within Fulham but without the category filter.
        expect(both.facets.eventCategories.find((f) => f.value === 'social')).toEqual({ value: 'social', count: 3 })

        const twoClubs = await events({ clubs: ['Fulham', 'City'], types: ['public'], statuses: ['on-sale', 'last-few-tickets'] })
        expect(keysOf(twoClubs.results, eventId)).toEqual(['atFrom', 'julyHalfPast', 'newYearsEve'])

        // Repeated parameters in the API are the same lists.
        const api = await eventSearch({ category: ['talks', 'music'], club: ['Fulham'], limit: 50 })
        expect(api).toEqual(both)
        const apiTwo = await eventSearch({ club: ['Fulham', 'City'], type: ['public'], status: ['on-sale', 'last-few-tickets'], limit: 50 })
        expect(apiTwo).toEqual(await events({ clubs: ['Fulham', 'City'], types: ['public'], statuses: ['on-sale', 'last-few-tickets'] }))
      })

      it('buckets months in London time: 23:30Z on 30 June is July, 23:30Z on 31 December is December', async () => {
        const july = await events({ month: '2026-07' })
        // 00:00 BST on the 1st is in, 23:59 BST on the 31st is in, 00:00 BST on 1 August is out, 23:59 BST on 30 June is out.
        expect(keysOf(july.results, eventId)).toEqual(['julyFirst', 'julyHalfPast', 'julyLast'])
        expect(july.count).toBe(3)
        // The month facet is counted without the month filter.
        expect(july.facets.month.map((m) => m.value)).toEqual(['2026-01', '2026-06', '2026-07', '2026-08', '2026-09', '2026-12', '2027-01'])
        expect(july.facets.club).toEqual([
          { value: 'City', count: 1 },
          { value: 'Fulham', count: 2 },
        ])

        expect(keysOf((await events({ month: '2026-06' })).results, eventId)).toEqual(['juneLast'])
        expect(keysOf((await events({ month: '2026-08' })).results, eventId)).toEqual(['augustFirst'])
        expect(keysOf((await events({ month: '2026-12' })).results, eventId)).toEqual(['newYearsEve'])
        expect(keysOf((await events({ month: '2027-01' })).results, eventId)).toEqual(['january'])

        expect(await eventSearch({ month: '2026-07' })).toEqual(july)
      })

      it('keeps a chosen value that matches nothing, with 0', async () => {
        const result = await events({ clubs: ['Kensington'], statuses: ['sold-out'] })
        expect(result.count).toBe(0)
        expect(result.results).toEqual([])
        expect(result.facets.club).toEqual([
          { value: 'City', count: 1 },
          { value: 'Fulham', count: 1 },
          { value: 'Kensington', count: 0 },
        ])
        expect(result.facets.eventStatus).toEqual([
          { value: 'on-sale', count: 1 },
          { value: 'sold-out', count: 0 },
        ])
        const may = await events({ month: '2026-05' })
        expect(may.count).toBe(0)
        expect(may.facets.month).toContainEqual({ value: '2026-05', count: 0 })
        expect(may.facets.month.map((m) => m.value)).toEqual(['2026-01', '2026-05', '2026-06', '2026-07', '2026-08', '2026-09', '2026-12', '2027-01'])
        expect(await eventSearch({ club: ['Kensington'], status: ['sold-out'] })).toEqual(result)
      })

      it('matches nothing for a value no event can have, and nothing at all after the last event', async () => {
        const bogusType = await events({ types: ['bogus'] })
        expect(bogusType).toMatchObject({ count: 0, results: [] })
        expect(bogusType.facets.eventType).toEqual([
          { value: 'bogus', count: 0 },
          { value: 'members', count: 5 },
          { value: 'members-and-guests', count: 2 },
          { value: 'public', count: 3 },
        ])
        expect(bogusType.facets.club).toEqual([])
        const withBogus = await events({ categories: ['talks', 'not-a-category'] })
        const talks = await events({ categories: ['talks'] })
        expect(withBogus.results).toEqual(talks.results)
        expect(withBogus.facets.eventCategories).toEqual([...talks.facets.eventCategories, { value: 'not-a-category', count: 0 }].sort((a, b) => a.value.localeCompare(b.value)))
        const none = await events({ from: new Date('2030-01-01T00:00:00.000Z'), month: '2030-01' })
        expect(none).toEqual({ count: 0, results: [], facets: { club: [], eventType: [], eventStatus: [], month: [{ value: '2030-01', count: 0 }], eventCategories: [] } })
      })

      it('pages with offset and limit, every page carrying the total', async () => {
        const pages: number[] = []
        for (let offset = 0; offset < 12; offset += 3) {
          const page = await events({ offset, limit: 3 })
          expect(page.count).toBe(UPCOMING.length)
          expect(page.results.length).toBe(Math.min(3, UPCOMING.length - offset))
          pages.push(...page.results.map((r) => r.id))
        }
        expect(pages).toEqual(UPCOMING.map((k) => eventId[k]))
        const none = await events({ limit: 0 })
        expect(none).toMatchObject({ count: UPCOMING.length, results: [] })
        const api = await eventSearch({ offset: 3, limit: 3 })
        expect(keysOf(api.results, eventId)).toEqual(UPCOMING.slice(3, 6))
        expect(api.count).toBe(UPCOMING.length)
        // The default page is 12.
        expect((await eventSearch({})).results).toHaveLength(UPCOMING.length)
      })

      it('summarises an event for its card', async () => {
        const { results } = await events({ month: '2026-07', limit: 1 })
        expect(results[0]).toEqual({
          id: eventId.julyFirst,
          slug: 'july-opener',
          title: 'July opener',
          description: 'Supper, then a set from the house band.',
          startsAt: '2026-06-30T23:00:00.000Z',
          endsAt: '2026-07-01T02:00:00.000Z',
          eventStatus: 'sold-out',
          eventType: 'members-and-guests',
          eventCategories: ['social', 'music'],
          club: { name: 'Fulham', locationId: 5 },
          eventPrice: 45,
          headerImage: { url: `/api/media/file/${media.filename}`, alt: 'Clubhouse mark', width: media.width, height: media.height },
        })
        expect(typeof results[0]!.club.locationId).toBe('number')
        const other = (await events({ month: '2026-08' })).results[0]!
        expect(other).toMatchObject({ eventPrice: null, endsAt: null, description: null, club: { name: 'Kensington', locationId: 14 } })
      })

      it('answers bad parameters with 400 and a message per parameter', async () => {
        // Raw requests: a month out of range, a negative limit, a repeated month and a non-number
        // offset are what the document forbids, which no typed client can send.
        const res = await get(eventsApi, '/v1/api/events/search?month=2026-13&limit=-1')
        expect(res.status).toBe(400)
        const body = await res.json()
        expect(body.message).toBe('Some search parameters are not valid.')
        expect(Object.keys(body.errors).sort()).toEqual(['limit', 'month'])
        expect(body.errors.month).toBe('month must be YYYY-MM')
        expect(body.errors.limit).toMatch(/0/)
        // One month at a time.
        const twice = await get(eventsApi, '/v1/api/events/search?month=2026-07&month=2026-08')
        expect(twice.status).toBe(400)
        expect(Object.keys((await twice.json()).errors)).toEqual(['month'])
        expect((await get(eventsApi, '/v1/api/events/search?offset=abc')).status).toBe(400)
      })

      it('treats empty parameters, as a form sends them, as absent', async () => {
        // Raw: an empty offset or limit is not the integer the document asks for; a form sends it, no typed client can.
        const api = await getJson(eventsApi, '/v1/api/events/search?club=&category=&type=&status=&month=&offset=&limit=')
        expect(api).toEqual(await events({ limit: 12 }))
        expect(api.count).toBe(UPCOMING.length)
      })

      it('follows staff edits: a title-only edit keeps the categories searchable, a category edit moves the event', async () => {
        const sport = async () => keysOf((await events({ categories: ['sport'] })).results, eventId)
        expect(await sport()).toEqual(['january'])
        await payload.update({ overrideAccess: true, collection: 'events', id: eventId.january, data: { title: 'January rugby, live' } })
        expect(await sport()).toEqual(['january'])
        await payload.update({ overrideAccess: true, collection: 'events', id: eventId.january, data: { eventCategories: ['sport', 'family'] } })
        expect(keysOf((await events({ categories: ['family'] })).results, eventId)).toEqual(['january'])
        expect((await events({})).facets.eventCategories.find((f) => f.value === 'family')).toEqual({ value: 'family', count: 1 })
        await payload.update({ overrideAccess: true, collection: 'events', id: eventId.january, data: { title: 'January rugby', eventCategories: ['sport'] } })
        expect(await events({ categories: ['family'] })).toMatchObject({ count: 0, results: [] })
        expect(await sport()).toEqual(['january'])
      })

      it('answers the same from the month counts as from reading every event', async () => {
        const cases: EventSearchOptions[] = [
          {},
          { clubs: ['Fulham'] },
          { categories: ['talks'] },
          { categories: ['social'], clubs: ['Fulham', 'City'], month: '2026-09' },
          { types: ['members'], statuses: ['on-sale'] },
          { month: '2026-07', categories: ['music'] },
          { categories: ['not-a-category'] },
          { from: new Date('2026-07-01T00:15:00.000Z'), month: '2026-07' },
          { from: new Date('2026-09-10T18:00:00.000Z') },
        ]
        for (const c of cases) expect(await events(c), JSON.stringify(c)).toEqual(await events({ ...c, scan: true }))
      })

      it('keeps the month counts the search reads equal to a full recount through creates, edits, hiding and deletes', async () => {
        const { sqlRows } = await import('@/lib/db/sql')
        const cells = () =>
          sqlRows(
            payload,
            `SELECT club_id, event_type::text AS type, event_status::text AS status, to_char(month, 'YYYY-MM') AS month, n, cats[1:8] AS cats
             FROM event_search_months WHERE n <> 0 ORDER BY month, club_id, type, status`,
            [],
          )
        const recounted = async () => {
          await sqlRows(payload, 'SELECT event_search_months_rebuild()', [])
          return cells()
        }
        const extra = await payload.create({
          overrideAccess: true,
          collection: 'events',
          data: { title: 'Pop-up', slug: '', startsAt: '2026-10-31T23:30:00.000Z', club: clubId.Fulham, eventType: 'public', eventStatus: 'on-sale', eventCategories: ['family', 'music'], headerImage: media.id },
        })
        // 23:30Z on 31 October is 23:30 GMT: still October. Moving it changes month, club and status at once.
        expect((await events({ month: '2026-10' })).count).toBe(1)
        await payload.update({ overrideAccess: true, collection: 'events', id: extra.id, data: { startsAt: '2026-11-05T19:00:00.000Z', club: clubId.City, tickets: stockFor('sold-out') } })
        await payload.update({ overrideAccess: true, collection: 'events', id: eventId.septemberA, data: { visible: false } })
        const afterEdits = await cells()
        expect(afterEdits.length).toBeGreaterThan(0)
        expect(await recounted()).toEqual(afterEdits)
        const november = await events({ month: '2026-11', categories: ['music'] })
        expect(november.count).toBe(1)
        expect(november.facets.club).toEqual([{ value: 'City', count: 1 }])

        await payload.update({ overrideAccess: true, collection: 'events', id: eventId.septemberA, data: { visible: true } })
        await payload.delete({ overrideAccess: true, collection: 'events', id: extra.id })
        const restored = await cells()
        expect(await recounted()).toEqual(restored)
        expect((await events({ month: '2026-11' })).count).toBe(0)
      })

      it('counts LAST FEW TICKETS and SOLD OUT from stock and the setting, never from a label staff set (docs/decisions/048)', async () => {
        // In March 2027, after the real clock: a change of the setting restates events not yet started.
        const base = { slug: '', startsAt: '2027-03-10T19:00:00.000Z', club: clubId.Kensington, eventType: 'public' as const, eventStatus: 'on-sale' as const, headerImage: media.id }
        const made = [
          // 150 seats left, labelled LAST FEW TICKETS by staff; unlimited places labelled SOLD OUT.
          await payload.create({ overrideAccess: true, collection: 'events', data: { ...base, title: 'Garden party', eventStatus: 'last-few-tickets', tickets: seats(150) } }),
          await payload.create({ overrideAccess: true, collection: 'events', data: { ...base, title: 'Open house', eventStatus: 'sold-out', tickets: seats() } }),
          await payload.create({ overrideAccess: true, collection: 'events', data: { ...base, title: 'Chef’s table', tickets: seats(8) } }),
          await payload.create({ overrideAccess: true, collection: 'events', data: { ...base, title: 'Full house', tickets: seats(0) } }),
        ]
        const march = () => events({ month: '2027-03', clubs: ['Kensington'] })
        const statuses = async () => Object.fromEntries((await march()).results.map((r) => [r.title, r.eventStatus]))
        try {
          expect(await statuses()).toEqual({ 'Garden party': 'on-sale', 'Open house': 'on-sale', 'Chef’s table': 'last-few-tickets', 'Full house': 'sold-out' })
          expect((await march()).facets.eventStatus).toEqual([
            { value: 'last-few-tickets', count: 1 },
            { value: 'on-sale', count: 2 },
            { value: 'sold-out', count: 1 },
          ])
          // Filtering by status finds what the facet counted.
          expect((await events({ month: '2027-03', clubs: ['Kensington'], statuses: ['last-few-tickets'] })).results.map((r) => r.title)).toEqual(['Chef’s table'])
          // A staff edit of the label alone changes nothing.
          await payload.update({ overrideAccess: true, collection: 'events', id: made[0]!.id, data: { eventStatus: 'sold-out' } })
          expect((await statuses())['Garden party']).toBe('on-sale')

          // The setting: 0 and 0 makes nothing the last few; 100% makes every limited event the last few.
          await payload.updateGlobal({ overrideAccess: true, slug: 'ticket-settings', data: { lastFewAtMost: 0, lastFewPercent: 0 } })
          expect((await march()).facets.eventStatus).toEqual([
            { value: 'on-sale', count: 3 },
            { value: 'sold-out', count: 1 },
          ])
          await payload.updateGlobal({ overrideAccess: true, slug: 'ticket-settings', data: { lastFewAtMost: 0, lastFewPercent: 100 } })
          expect(await statuses()).toEqual({ 'Garden party': 'last-few-tickets', 'Open house': 'on-sale', 'Chef’s table': 'last-few-tickets', 'Full house': 'sold-out' })
        } finally {
          await payload.updateGlobal({ overrideAccess: true, slug: 'ticket-settings', data: { lastFewAtMost: 10, lastFewPercent: 10 } })
          for (const doc of made) await payload.delete({ overrideAccess: true, collection: 'events', id: doc.id })
        }
      })
    })

    describe('offices', () => {
      it('orders by price with a stable tie-break, in pages of 6', async () => {
        const first = await offices({ page: 1 })
        const second = await offices({ page: 2 })
        expect(first).toMatchObject({ count: 7, page: 1, pageSize: 6, end: false })
        expect(second).toMatchObject({ count: 7, page: 2, pageSize: 6, end: true })
        expect(keysOf(first.results, officeId)).toEqual(BY_PRICE.slice(0, 6))
        expect(keysOf(second.results, officeId)).toEqual(BY_PRICE.slice(6))
        // Two offices at £3,500: the lower id ends page 1, the other starts page 2.
        expect(first.results[5]!.price.value).toBe(3500)
        expect(second.results[0]!.price.value).toBe(3500)
        expect(first.results[5]!.id).toBeLessThan(second.results[0]!.id)
        expect(await offices({ page: 3 })).toMatchObject({ count: 7, end: true, results: [] })

        expect(await officeSearch({}, NOVEMBER)).toEqual(first)
        expect(await officeSearch({ page: 2 }, NOVEMBER)).toEqual(second)
      })

      it('reaches the end at totals of 0, 6 and 7', async () => {
        const none = await offices({ price: { min: 100_000 } })
        expect(none).toMatchObject({ count: 0, end: true, results: [] })
        const six = await offices({ availableNow: true })
        expect(six).toMatchObject({ count: 6, end: true })
        expect(six.results).toHaveLength(6)
        expect((await offices()).end).toBe(false)
        expect((await offices({ page: 2 })).end).toBe(true)
      })

      it('filters by several locations, counting the location facets without the location filter', async () => {
        const result = await offices({ locations: [CLUBS.Fulham, CLUBS.City] })
        expect(keysOf(result.results, officeId)).toEqual(['fulhamSmall', 'cityCutoff', 'fulhamLate', 'citySummer', 'citySeptember'])
        expect(result.facets.location).toEqual([
          { id: 8, displayName: 'City', count: 3 },
          { id: 5, displayName: 'Fulham', count: 2 },
          { id: 14, displayName: 'Kensington', count: 1 },
          { id: 15, displayName: 'Knightsbridge', count: 1 },
        ])
        expect(result.ranges).toEqual({ price: { min: 1000, max: 3500 }, workStations: { min: 2, max: 12 } })
        expect(await officeSearch({ location: [5, 8] }, NOVEMBER)).toEqual(result)
      })

      it('takes price and people ranges inclusively, without narrowing the sliders’ bounds', async () => {
        const priced = await offices({ locations: [CLUBS.Fulham, CLUBS.City], price: { min: 1500, max: 3000 } })
        expect(keysOf(priced.results, officeId)).toEqual(['cityCutoff', 'fulhamLate', 'citySummer'])
        expect(priced.ranges).toEqual({ price: { min: 1000, max: 3500 }, workStations: { min: 2, max: 12 } })
        // Facets are counted with the ranges; a location with nothing in range drops out unless chosen.
        expect(priced.facets.location).toEqual([
          { id: 8, displayName: 'City', count: 2 },
          { id: 5, displayName: 'Fulham', count: 1 },
          { id: 14, displayName: 'Kensington', count: 1 },
        ])

        const people = await offices({ people: { min: 4, max: 8 } })
        expect(keysOf(people.results, officeId)).toEqual(['cityCutoff', 'fulhamLate', 'kensingtonNight'])
        // Not rounded: at least 2.4 people is 3 or more.
        expect(keysOf((await offices({ people: { min: 2.4, max: 7.6 } })).results, officeId)).toEqual(['cityCutoff', 'fulhamLate'])

        const api = await officeSearch({ location: [5, 8], priceMin: 1500, priceMax: 3000 }, NOVEMBER)
        expect(api).toEqual(priced)
        expect(await officeSearch({ peopleMin: 4, peopleMax: 8 }, NOVEMBER)).toEqual(people)
      })

      it('counts "available now" up to today + 3 months by London day', async () => {
        // 30 November: the cutoff is 28 February; 12:00Z and 23:30Z on the 28th are in, 1 March is out.
        const winter = await offices({ availableNow: true, today: new Date(NOVEMBER) })
        expect(keysOf(winter.results, officeId)).toEqual(['fulhamSmall', 'cityCutoff', 'kensingtonNight', 'citySummer', 'citySeptember', 'knightsbridgeTie'])
        // 31 May: the cutoff is 31 August; 23:30Z on 31 August is 1 September in London, so out.
        const summer = await offices({ availableNow: true, today: new Date(MAY) })
        expect(keysOf(summer.results, officeId)).toEqual(['fulhamSmall', 'citySummer', 'knightsbridgeTie'])
        // 23:30Z on 31 May is already 1 June in London: the cutoff moves to 1 September.
        const lateMay = await offices({ availableNow: true, today: new Date('2026-05-31T23:30:00.000Z') })
        expect(keysOf(lateMay.results, officeId)).toEqual(['fulhamSmall', 'citySummer', 'citySeptember', 'knightsbridgeTie'])
        // Without the filter the date does not matter.
        expect((await offices({ today: new Date(MAY) })).count).toBe(7)

        expect(await officeSearch({ availableNow: '1' }, NOVEMBER)).toEqual(winter)
        expect(await officeSearch({ availableNow: 'true' }, MAY)).toEqual(summer)
        expect(await officeSearch({ availableNow: '0' }, MAY)).toEqual(await offices({ today: new Date(MAY) }))
      })

      it('bounds the sliders by the chosen locations and availability, and [0,0] when nothing is left', async () => {
        const fulhamNow = await offices({ locations: [CLUBS.Fulham], availableNow: true })
        expect(keysOf(fulhamNow.results, officeId)).toEqual(['fulhamSmall'])
        expect(fulhamNow.ranges).toEqual({ price: { min: 1000, max: 1000 }, workStations: { min: 2, max: 2 } })
        expect(fulhamNow.facets.location).toEqual([
          { id: 8, displayName: 'City', count: 3 },
          { id: 5, displayName: 'Fulham', count: 1 },
          { id: 14, displayName: 'Kensington', count: 1 },
          { id: 15, displayName: 'Knightsbridge', count: 1 },
        ])

        const empty = await offices({ locations: [CLUBS.Kensington], availableNow: true, today: new Date(MAY) })
        expect(empty).toMatchObject({ count: 0, end: true, results: [] })
        expect(empty.ranges).toEqual({ price: { min: 0, max: 0 }, workStations: { min: 0, max: 0 } })
        expect(empty.facets.location).toContainEqual({ id: 14, displayName: 'Kensington', count: 0 })

        // A price range that matches nothing leaves the bounds alone.
        expect((await offices({ price: { min: 100_000 } })).ranges).toEqual({ price: { min: 1000, max: 3500 }, workStations: { min: 2, max: 12 } })
      })

      it('never shows an office hidden from the website', async () => {
        const all = [...(await offices({ page: 1 })).results, ...(await offices({ page: 2 })).results]
        expect(all.map((o) => o.officeGroupId)).not.toContain('FUL-HIDDEN')
        expect((await offices({ price: { max: 900 } })).count).toBe(0)
        expect((await offices()).ranges.price.min).toBe(1000)
      })

      it('summarises an office for its card', async () => {
        const [office] = (await offices({ locations: [CLUBS.City] })).results
        const image = { url: `/api/media/file/${media.filename}`, alt: 'Clubhouse mark', width: media.width, height: media.height }
        expect(office).toEqual({
          id: officeId.cityCutoff,
          officeGroupId: 'CITY-3F-12',
          title: '4-desk office',
          description: null,
          price: { value: 1500 },
          workStations: { capacity: 4 },
          location: { id: 8, displayName: 'City, 3rd floor', clubName: 'City' },
          availableFrom: '2027-02-28',
          image,
          portraitImage: image,
        })
        const september = (await offices({ people: { min: 12 } })).results[0]!
        // The London day: stored 23:30Z on 31 August.
        expect(september).toMatchObject({ officeGroupId: 'CITY-3', availableFrom: '2026-09-01', portraitImage: null, location: { displayName: 'City' } })
      })

      it('treats the empty parameters a form sends as absent (priceMax= is not £0)', async () => {
        // Raw: an empty priceMax, page or availableNow is not a value the document allows; a form sends it, no typed client can.
        const url = '/v1/api/offices/search?location=5&location=8&priceMin=&priceMax=&peopleMin=&peopleMax=&availableNow=1&page=1'
        const api = await getJson(officesApi, url, NOVEMBER)
        expect(api).toEqual(await offices({ locations: [CLUBS.Fulham, CLUBS.City], availableNow: true }))
        expect(keysOf(api.results, officeId)).toEqual(['fulhamSmall', 'cityCutoff', 'citySummer', 'citySeptember'])
        expect(await getJson(officesApi, '/v1/api/offices/search?availableNow=&page=', NOVEMBER)).toEqual(await offices())
      })

      it('answers bad parameters with 400 and a message per parameter', async () => {
        // Raw requests: page 0, a negative price, a non-number location, availableNow=yes and a repeated
        // page are what the document forbids, which no typed client can send.
        const res = await get(officesApi, '/v1/api/offices/search?page=0&priceMin=-1&location=x&availableNow=yes', NOVEMBER)
        expect(res.status).toBe(400)
        const { errors } = await res.json()
        expect(Object.keys(errors).sort()).toEqual(['availableNow', 'location.0', 'page', 'priceMin'])
        expect((await get(officesApi, '/v1/api/offices/search?page=1&page=2')).status).toBe(400)
      })

      it('serves one visible office by reference, and 404 "No office data found." otherwise', async () => {
        const call = async (officeGroupId: string) => {
          const { data, error, response } = await client.GET('/v1/api/offices/{officeGroupId}', { params: { path: { officeGroupId } } })
          return { status: response.status, body: data ?? error }
        }
        // Raw: '../etc' breaks the document's pattern for a reference, so no typed client sends it.
        const callRaw = async (id: string) => {
          const res = await officeApi(new Request(`http://localhost:3000/v1/api/offices/${id}`), { params: Promise.resolve({ officeGroupId: id }) })
          return { status: res.status, body: await res.json() }
        }
        const found = await call('CITY-3F-12')
        expect(found.status).toBe(200)
        expect(found.body).toMatchObject({ id: officeId.cityCutoff, officeGroupId: 'CITY-3F-12', pricePerMonth: 1500, location: { name: 'City' } })
        for (const id of ['NOPE-1', 'FUL-HIDDEN', '../etc']) {
          const missing = await (id === '../etc' ? callRaw(id) : call(id))
          expect(missing.status, id).toBe(404)
          expect(missing.body).toEqual({ message: 'No office data found.' })
        }
      })
    })

    it('groups meeting rooms by lowercased club name, rooms in their order', async () => {
      const { data, response: res } = await client.GET('/v1/api/meeting-rooms')
      expect(res.status).toBe(200)
      const { groups } = data!
      expect(groups.map((g) => [g.key, g.clubName, g.rooms.map((r) => r.meetingRoomName)])).toEqual([
        ['city', 'City', ['Terrace Room']],
        ['fulham', 'Fulham', ['Boardroom', 'River Room']],
      ])
    })

    it('lets anyone read events, offices and meeting rooms shown on the website, and nobody archived ticket requests', async () => {
      const anonymous = { overrideAccess: false, depth: 0, limit: 100 } as const
      const readable = await payload.find({ collection: 'events', ...anonymous })
      expect(readable.totalDocs).toBe(Object.keys(EVENTS).length - 1)
      expect(readable.docs.map((d) => d.id)).not.toContain(eventId.hidden)
      const visibleOffices = await payload.find({ collection: 'offices', ...anonymous })
      expect(visibleOffices.docs.map((d) => d.officeGroupId).sort()).toEqual(BY_PRICE.map((k) => OFFICES[k].ref).sort())
      expect((await payload.find({ collection: 'meeting-rooms', ...anonymous })).totalDocs).toBe(3)
      // Retired (docs/decisions/040): no collection serves them any more, and the archive keeps the row.
      expect(payload.config.collections.map((c) => c.slug)).not.toContain('ticket-requests')
      const { sqlRows } = await import('@/lib/db/sql')
      expect(await sqlRows(payload, `SELECT reference FROM ticket_requests_archive`)).toEqual([{ reference: 'TR-TEST-0001' }])

      // And over Payload's REST API, as a browser would ask (not the /v1/api document's: a raw request).
      const restGet = (slug: string[]) => rest(new Request(`http://localhost:3000/api/${slug.join('/')}`), { params: Promise.resolve({ slug }) })
      expect((await restGet(['ticket-requests'])).status).toBe(404)
      const restEvents = await restGet(['events'])
      expect(restEvents.status).toBe(200)
      expect((await restEvents.json()).totalDocs).toBe(Object.keys(EVENTS).length - 1)
    })

    it('describes the search, office, meeting room and ticket request calls in OpenAPI', async () => {
      // The document itself is no operation it lists: called on its route handler.
      const { GET } = await import('@/app/v1/api/openapi.json/route')
      const doc = await GET().json()
      for (const p of ['/v1/api/events/search', '/v1/api/offices/search', '/v1/api/offices/{officeGroupId}', '/v1/api/meeting-rooms']) {
        expect(doc.paths[p]?.get, p).toBeDefined()
      }
      expect(doc.paths['/v1/api/events/{slug}/orders'].post.responses).toHaveProperty('409')
      expect(doc.paths['/v1/api/events/{slug}/availability'].get.responses).toHaveProperty('200')
      const names = (p: string) => doc.paths[p].get.parameters.map((x: { name: string }) => x.name).sort()
      expect(names('/v1/api/events/search')).toEqual(['category', 'club', 'limit', 'month', 'offset', 'status', 'type'])
      expect(names('/v1/api/offices/search')).toEqual(['availableNow', 'location', 'page', 'peopleMax', 'peopleMin', 'priceMax', 'priceMin'])
      // Every $ref points at a schema the document defines.
      const refs = [...JSON.stringify(doc).matchAll(/"\$ref":"#\/components\/schemas\/([^"]+)"/g)].map((m) => m[1]!)
      for (const ref of new Set(refs)) expect(doc.components.schemas, ref).toHaveProperty(ref)
    })
  })
}
