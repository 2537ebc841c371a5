import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest'

import type { components } from '@/lib/api-client/schema.gen'

import { apiClient, BASE_URL, dispatch } from '../contract/routes'
import type { CreateDatabase, TestDatabase } from './engines'

type Slot = components['schemas']['TableSlot']
type BookingRequest = components['schemas']['TableBookingRequest']

const EVERY_DAY = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']

/**
 * Issue 15, table booking on every Postgres engine: the spec's availability and booking calls, a
 * slot's covers kept by the database under 500 bookings at once, the Idempotency-Key answering a
 * retry with the first booking, cancelling, and one member never seeing another's booking.
 */
export function tablesSuite(engine: string, createDatabase: CreateDatabase) {
  describe(`Table booking on ${engine}`, () => {
    let db: TestDatabase
    let payload: Payload
    let dataDir: string
    let restaurant: { id: number }
    let serial = 0
    let day: string
    const day3 = () => day

    // The calls go through the typed client (tests/contract/routes.ts), so each compiles only as
    // the OpenAPI document describes it; `raw` is kept for the few requests the document forbids.
    const api = apiClient()
    const bearer = (token?: string): Record<string, string> => (token ? { authorization: `Bearer ${token}` } : {})
    const raw = (url: string, method = 'GET', token?: string, body?: unknown, headers: Record<string, string> = {}) =>
      dispatch(
        new Request(`${BASE_URL}${url}`, {
          method,
          headers: { ...bearer(token), ...(body !== undefined ? { 'Content-Type': 'application/json' } : {}), ...headers },
          body: body !== undefined ? JSON.stringify(body) : undefined,
        }),
      )
    const slots = async (query: { date: string; partySize: number; club?: number }, token?: string) => {
      const { data, error, response } = await api.GET('/v1/api/tables/availability', { params: { query }, headers: bearer(token) })
      expect(response.status, JSON.stringify(error)).toBe(200)
      return data!
    }
    const book = (token: string | undefined, body: BookingRequest, key?: string) =>
      api.POST('/v1/api/tables/book', { params: { header: key ? { 'Idempotency-Key': key } : undefined }, body, headers: bearer(token) })
    const one = (token: string, id: number) => api.GET('/v1/api/tables/bookings/{id}', { params: { path: { id } }, headers: bearer(token) })
    const cancel = (token: string, id: number) => api.DELETE('/v1/api/tables/bookings/{id}', { params: { path: { id } }, headers: bearer(token) })
    const bookings = async (token: string) => (await api.GET('/v1/api/tables/bookings', { headers: bearer(token) })).data!

    /** A member with a password, signed in through the spec's call: their id and access token. */
    const newMember = async () => {
      const email = `diner-${++serial}@example.com`
      const { hashPassword } = await import('@/lib/auth/password-hash')
      await payload.create({
        collection: 'members',
        overrideAccess: true,
        data: { email, firstName: 'Diner', lastName: String(serial), status: 'Active' } as never,
        context: { invited: true },
      })
      await payload.db.drizzle.execute(`UPDATE members SET password_hash = '${await hashPassword('a long dinner passphrase')}' WHERE email = '${email}'`)
      const res = await api.POST('/v1/api/Auth/token', { body: { userName: email, password: 'a long dinner passphrase' }, headers: { 'x-forwarded-for': `198.51.100.${serial}` } })
      expect(res.response.status).toBe(200)
      const member = (await payload.find({ collection: 'members', overrideAccess: true, depth: 0, where: { email: { equals: email } } })).docs[0]!
      return { id: member.id, token: res.data!.accessToken }
    }
    const memberToken = async () => (await newMember()).token
    /** Settings > Tables, as sales staff would save it. */
    const limits = (data: { bookingsPerDay?: number; upcomingBookings?: number; bookingCalls?: number; bookingCallsMinutes?: number }) =>
      payload.updateGlobal({ slug: 'table-settings', overrideAccess: true, data: data as never })
    const DEFAULT_LIMITS = { bookingsPerDay: 2, upcomingBookings: 8, bookingCalls: 20, bookingCallsMinutes: 10 }
    const dayAhead = (days: number) => londonDay(new Date(Date.now() + days * 86_400_000))
    let londonDay: (now: Date) => string

    beforeAll(async () => {
      db = await createDatabase()
      dataDir = mkdtempSync(path.join(tmpdir(), 'clubhouse-tables-it-'))
      Object.assign(process.env, { PAYLOAD_SECRET: 'integration-test-secret-0123456789abcdef', DATA_DIR: dataDir, SERVER_URL: 'https://club.example' })
      process.env.DATABASE_URL = db.url
      const [{ default: config }, payloadModule] = await Promise.all([import('@/payload.config'), import('payload')])
      payload = await payloadModule.getPayload({ config })
      const fulham = await payload.create({ collection: 'clubs', overrideAccess: true, data: { name: 'Fulham', address: '1 Fulham Road', locationId: 5 } as never })
      const city = await payload.create({ collection: 'clubs', overrideAccess: true, data: { name: 'City', address: '1 Gresham Street', locationId: 8 } as never })
      restaurant = await payload.create({
        collection: 'restaurants',
        overrideAccess: true,
        data: { name: 'The Garden Restaurant', club: fulham.id, slotMinutes: 30, coversPerSlot: 20, maxPartySize: 8, daysAhead: 60, services: [{ label: 'Lunch', opens: '12:00', lastSeating: '14:00', days: EVERY_DAY }] } as never,
      })
      await payload.create({
        collection: 'restaurants',
        overrideAccess: true,
        data: { name: 'The Members’ Bar', club: city.id, slotMinutes: 60, coversPerSlot: 10, maxPartySize: 6, daysAhead: 30, services: [{ label: 'Dinner', opens: '18:00', lastSeating: '20:00', days: EVERY_DAY }] } as never,
      })
      const { londonToday } = await import('@/features/tables/slots')
      londonDay = londonToday
      day = londonToday(new Date(Date.now() + 3 * 86_400_000))
    }, 120_000)

    afterAll(async () => {
      await payload?.destroy()
      ;(payload?.db as unknown as { pool?: { on: (e: 'error', f: () => void) => void } } | undefined)?.pool?.on('error', () => {})
      await db?.drop()
      rmSync(dataDir, { recursive: true, force: true })
    })

    it('answers a day’s slots in the spec’s shape, for one club or all of them', async () => {
      const all = await slots({ date: day, partySize: 2 })
      expect(Object.keys(all[0]!).sort()).toEqual(['isAvailable', 'productGroupId', 'productGroupName', 'startDateTime'])
      expect(new Set(all.map((s) => s.productGroupName))).toEqual(new Set(['The Garden Restaurant', 'The Members’ Bar']))
      const fulham = await slots({ date: day, partySize: 2, club: 5 })
      expect(fulham.map((s) => s.productGroupName)).toEqual(Array(5).fill('The Garden Restaurant'))
      expect(fulham.every((s) => s.isAvailable)).toBe(true)
      // The spec's location id 1 is every club.
      expect(await slots({ date: day, partySize: 2, club: 1 })).toHaveLength(all.length)
      // Too big a party, a past day, too far ahead: nothing to book.
      expect((await slots({ date: day, partySize: 9, club: 5 })).some((s) => s.isAvailable)).toBe(false)
      expect(await slots({ date: '2020-01-01', partySize: 2 })).toEqual([])
      const far = new Date(Date.now() + 90 * 86_400_000).toISOString().slice(0, 10)
      expect(await slots({ date: far, partySize: 2 })).toEqual([])
      // Values the document forbids (not a date, a party of 0): sent raw, as no typed client can.
      const bad = await raw('/v1/api/tables/availability?date=tomorrow&partySize=0')
      expect(bad.status).toBe(400)
      expect(Object.keys(((await bad.json()) as { errors: object }).errors).sort()).toEqual(['date', 'partySize'])
    })

    it('lets 20 of 500 bookings made at once into a slot of 20 covers, and no more', { timeout: 180_000 }, async () => {
      // The slot's covers are what is under test here: five members send 100 each, far past the
      // fair-use limits (tested below), so those are off for this test.
      await limits({ bookingsPerDay: 0, upcomingBookings: 0, bookingCalls: 0 })
      onTestFinished(() => limits(DEFAULT_LIMITS).then(() => undefined))
      const tokens = await Promise.all(Array.from({ length: 5 }, () => memberToken()))
      const [slot] = (await slots({ date: day, partySize: 1, club: 5 })).filter((s) => s.startDateTime.endsWith(':30:00.000Z') || s.startDateTime.endsWith(':00:00.000Z'))
      // Each guest acts as the app does: a 503 (on a slow machine, a request of the 500 can wait
      // longer than the pool's 5 s for a connection) is sent again with the same key after its
      // Retry-After, at most three times; any other answer is final.
      let retried = 0
      const bookAsAClient = async (token: string, body: BookingRequest, key: string) => {
        for (let attempt = 1; ; attempt++) {
          const res = await book(token, body, key)
          if (res.response.status !== 503 || attempt === 4) return res
          retried++
          await new Promise((resolve) => setTimeout(resolve, Number(res.response.headers.get('retry-after')) * 1000))
        }
      }
      const replies = await Promise.all(
        Array.from({ length: 500 }, (_, i) => bookAsAClient(tokens[i % 5]!, { startDateTime: slot!.startDateTime, requiredCapacity: 1, productGroupId: restaurant.id, notes: `Guest ${i}` }, `rush-key-${i}`)),
      )
      if (retried) console.log(`500 bookings at once: ${retried} answers were 503 and sent again`)
      const statuses = replies.map((r) => r.response.status)
      expect(statuses.filter((s) => s === 201)).toHaveLength(20)
      expect(statuses.filter((s) => s === 409)).toHaveLength(480)
      const refused = replies.find((r) => r.response.status === 409)!.error
      expect(refused).toEqual({ message: 'Sorry, that time has just been taken. Please choose another.' })
      const [usage] = (await payload.db.drizzle.execute(`SELECT covers_used, capacity FROM table_slot_usage WHERE restaurant_id = ${restaurant.id} AND start_at = '${slot!.startDateTime}'`)).rows
      expect(usage).toEqual({ covers_used: 20, capacity: 20 })
      const stored = await payload.count({ collection: 'table-bookings', overrideAccess: true, where: { and: [{ startDateTime: { equals: slot!.startDateTime } }, { status: { equals: 'confirmed' } }] } })
      expect(stored.totalDocs).toBe(20)
      // The slot now shows as taken.
      expect((await slots({ date: day, partySize: 1, club: 5 })).find((s) => s.startDateTime === slot!.startDateTime)!.isAvailable).toBe(false)
    })

    it('answers a retried booking with the first one, even when the retries arrive together', async () => {
      const token = await memberToken()
      const [, slot] = await slots({ date: day, partySize: 4, club: 5 })
      const body = { startDateTime: slot!.startDateTime, requiredCapacity: 4, productGroupId: restaurant.id, notes: 'Birthday: a candle on the pudding, please.' }
      const first = await book(token, body, 'retry-key-0001')
      expect(first.response.status).toBe(201)
      const made = first.data!
      expect(made).toMatchObject({ productGroupId: restaurant.id, productGroupName: 'The Garden Restaurant', startDateTime: slot!.startDateTime, partySize: 4, status: 'confirmed' })
      expect(made.reference).toMatch(/^TB-[0-9A-F]{8}$/)
      const again = await Promise.all([book(token, body, 'retry-key-0001'), book(token, body, 'retry-key-0001')])
      for (const res of again) {
        expect(res.response.status).toBe(200)
        expect(res.response.headers.get('idempotent-replayed')).toBe('true')
        expect(res.data!.id).toBe(made.id)
      }
      const together = await Promise.all([book(token, body, 'retry-key-0002'), book(token, body, 'retry-key-0002'), book(token, body, 'retry-key-0002')])
      const ids = together.map((r) => r.data?.id)
      expect(new Set(ids).size).toBe(1)
      const [usage] = (await payload.db.drizzle.execute(`SELECT covers_used FROM table_slot_usage WHERE restaurant_id = ${restaurant.id} AND start_at = '${slot!.startDateTime}'`)).rows
      expect(usage).toEqual({ covers_used: 8 })
    })

    it('cancels a member’s booking, giving the covers back; nobody else sees or cancels it', async () => {
      const [mine, theirs] = await Promise.all([memberToken(), memberToken()])
      const slot = (await slots({ date: day, partySize: 2, club: 5 })).at(-1)!
      const made = (await book(mine, { startDateTime: slot.startDateTime, requiredCapacity: 2, productGroupId: restaurant.id })).data!
      expect((await one(theirs, made.id)).response.status).toBe(404)
      expect((await cancel(theirs, made.id)).response.status).toBe(404)
      expect((await one(mine, made.id)).response.status).toBe(200)
      const listed = await bookings(mine)
      expect(listed.map((b) => b.id)).toEqual([made.id])
      expect((await bookings(theirs)).map((b) => b.id)).not.toContain(made.id)

      const cancelled = await cancel(mine, made.id)
      expect(cancelled.response.status).toBe(200)
      expect(cancelled.data!.status).toBe('cancelled')
      expect((await cancel(mine, made.id)).response.status).toBe(200)
      const [usage] = (await payload.db.drizzle.execute(`SELECT covers_used FROM table_slot_usage WHERE restaurant_id = ${restaurant.id} AND start_at = '${slot.startDateTime}'`)).rows
      expect(usage).toEqual({ covers_used: 0 })
    })

    it('lists what a member has coming, soonest first, for the welcome and the app', async () => {
      const token = await memberToken()
      const free = (await slots({ date: day3(), partySize: 2, club: 5 })).filter((s) => s.isAvailable)
      const later = free.at(-1)!
      const sooner = free[0]!
      await book(token, { startDateTime: later.startDateTime, requiredCapacity: 2, productGroupId: restaurant.id })
      await book(token, { startDateTime: sooner.startDateTime, requiredCapacity: 2, productGroupId: restaurant.id })
      const ask = (member?: string) => api.GET('/v1/api/Member/schedule', { headers: bearer(member) })
      expect((await ask()).response.status).toBe(401)
      const items = (await ask(token)).data!
      expect(items.map((i) => [i.kind, i.title, i.startsAt])).toEqual([
        ['table', 'The Garden Restaurant', sooner.startDateTime],
        ['table', 'The Garden Restaurant', later.startDateTime],
      ])
    })

    it('refuses a booking without a member, at a time not offered, in the past, or for too big a party', async () => {
      const token = await memberToken()
      const [slot] = await slots({ date: day, partySize: 2, club: 5 })
      const base = { startDateTime: slot!.startDateTime, requiredCapacity: 2, productGroupId: restaurant.id }
      expect((await book(undefined, base)).response.status).toBe(401)
      expect((await book('not-a-token', base)).response.status).toBe(401)
      const offTime = await book(token, { ...base, startDateTime: slot!.startDateTime.replace(':00:00.000Z', ':10:00.000Z').replace(':30:00.000Z', ':40:00.000Z') })
      expect(offTime.response.status).toBe(400)
      expect(offTime.error!.errors).toEqual({ startDateTime: 'That time is not offered. Please choose one of the times shown.' })
      expect((await book(token, { ...base, startDateTime: '2020-01-01T12:00:00.000Z' })).response.status).toBe(400)
      const big = await book(token, { ...base, requiredCapacity: 9 })
      expect(big.error!.message).toBe('Parties of more than 8 are booked by the club: please call them.')
      // Values the document forbids (notes over its maxLength, an Idempotency-Key off its pattern): sent raw.
      const long = await raw('/v1/api/tables/book', 'POST', token, { ...base, notes: 'x'.repeat(4001) })
      expect(((await long.json()) as { errors: Record<string, string> }).errors).toEqual({ notes: 'Notes are at most 4000 characters.' })
      expect((await raw('/v1/api/tables/book', 'POST', token, base, { 'Idempotency-Key': 'bad key' })).status).toBe(400)
    })

    describe('fair use (issue 32 §2): a member’s own bookings are limited; staff’s for them are not', () => {
      const garden = async (onDay: string) => (await slots({ date: onDay, partySize: 2, club: 5 })).filter((s) => s.isAvailable)
      const bar = async (onDay: string) => (await slots({ date: onDay, partySize: 2, club: 8 })).filter((s) => s.isAvailable)
      const at = (slot: Slot) => ({ startDateTime: slot.startDateTime, requiredCapacity: 2, productGroupId: slot.productGroupId })

      it('books a 2nd table on a day, at another restaurant, and refuses the 3rd with 409 and why', async () => {
        const { token } = await newMember()
        const onDay = dayAhead(5)
        const [g1, g2] = await garden(onDay)
        const [b1] = await bar(onDay)
        expect((await book(token, at(g1!))).response.status).toBe(201)
        // The control: a second booking that day (another restaurant, another club) is fine.
        expect((await book(token, at(b1!))).response.status).toBe(201)
        const third = await book(token, at(g2!))
        expect(third.response.status).toBe(409)
        expect(third.error).toEqual({ message: 'You already have 2 bookings on this day. To book another, please call the club.' })
        // Another day is another day.
        expect((await book(token, at((await garden(dayAhead(6)))[0]!))).response.status).toBe(201)
        // A cancelled booking no longer counts.
        const mine = await bookings(token)
        expect((await cancel(token, mine.find((b) => b.startDateTime === g1!.startDateTime)!.id)).response.status).toBe(200)
        expect((await book(token, at(g2!))).response.status).toBe(201)
      })

      it('refuses a member whose dues are in arrears (their own or their company’s), and books again once settled', async () => {
        const { id, token } = await newMember()
        const onDay = dayAhead(7)
        const [g1, g2] = await garden(onDay)
        // The control: in good standing, the same member books.
        const dues = (await payload.db.drizzle.execute(
          `INSERT INTO dues (payer_id, payer_name, membership_type, people, monthly_amount, joining_amount, term_months, fixed_at, standing) VALUES (${id}, 'Diner', 'Club', 1, 150, 0, 12, now(), 'good') RETURNING id` as never,
        )) as unknown as { rows: { id: number }[] }
        expect((await book(token, at(g1!))).response.status).toBe(201)
        await payload.db.drizzle.execute(`UPDATE dues SET standing = 'arrears', balance = 150, arrears_since = now() WHERE id = ${dues.rows[0]!.id}` as never)
        const refused = await book(token, at(g2!))
        expect(refused.response.status).toBe(409)
        expect(refused.error).toEqual({ message: 'Your membership dues are in arrears, so tables cannot be booked online until they are settled. See My membership, or call the club.' })
        await payload.db.drizzle.execute(`UPDATE dues SET standing = 'good', balance = 0, arrears_since = NULL WHERE id = ${dues.rows[0]!.id}` as never)
        expect((await book(token, at(g2!))).response.status).toBe(201)
      })

      it('holds 8 upcoming bookings and refuses the 9th', async () => {
        const { token } = await newMember()
        for (let d = 10; d < 18; d++) expect((await book(token, at((await garden(dayAhead(d)))[0]!))).response.status, `day +${d}`).toBe(201)
        const ninth = await book(token, at((await garden(dayAhead(18)))[0]!))
        expect(ninth.response.status).toBe(409)
        expect(ninth.error).toEqual({ message: 'You already have 8 upcoming bookings. To book another, please cancel one or call the club.' })
      })

      it('lets no more than 2 of 8 bookings for one day sent at once through', async () => {
        const { id, token } = await newMember()
        const onDay = dayAhead(20)
        const all = [...(await garden(onDay)), ...(await bar(onDay))]
        expect(all.length).toBeGreaterThanOrEqual(8)
        const replies = await Promise.all(all.slice(0, 8).map((slot, i) => book(token, at(slot), `burst-key-${i}-0000`)))
        const statuses = replies.map((r) => r.response.status).sort()
        expect(statuses).toEqual([201, 201, 409, 409, 409, 409, 409, 409])
        const stored = await payload.count({ collection: 'table-bookings', overrideAccess: true, where: { and: [{ member: { equals: id } }, { status: { equals: 'confirmed' } }] } })
        expect(stored.totalDocs).toBe(2)
      })

      it('answers 429 with Retry-After once a member has sent 20 booking requests in 10 minutes', async () => {
        const { token } = await newMember()
        const [slot] = await garden(dayAhead(22))
        // Refused requests count too: a sweep of times not offered is a sweep.
        const offTime = { ...at(slot!), startDateTime: new Date(Date.parse(slot!.startDateTime) + 10 * 60_000).toISOString() }
        for (let i = 0; i < 20; i++) expect((await book(token, offTime)).response.status).toBe(400)
        const limited = await book(token, at(slot!))
        expect(limited.response.status).toBe(429)
        expect(Number(limited.response.headers.get('retry-after'))).toBeGreaterThan(0)
        expect(limited.error).toEqual({ message: 'You have sent several booking requests in a short time. Please wait a few minutes and try again.' })
        // Another member is not held up by it.
        expect((await book(await memberToken(), at(slot!))).response.status).toBe(201)
      })

      it('lets sales staff book a table for a member past the limits, taking the slot’s covers', async () => {
        const { id, token } = await newMember()
        const onDay = dayAhead(25)
        const [g1, g2, g3] = await garden(onDay)
        expect((await book(token, at(g1!))).response.status).toBe(201)
        expect((await book(token, at(g2!))).response.status).toBe(201)
        expect((await book(token, at(g3!))).response.status).toBe(409)
        const sales = await payload.create({ collection: 'users', overrideAccess: true, data: { email: `tables-sales-${++serial}@clubhouse.test`, password: 'a long staff passphrase', roles: ['sales'] } as never })
        const made = await payload.create({
          collection: 'table-bookings',
          overrideAccess: false,
          user: { ...sales, collection: 'users' },
          data: { restaurant: restaurant.id, member: id, startDateTime: g3!.startDateTime, partySize: 6, notes: 'Booked by phone.' } as never,
        })
        expect(made).toMatchObject({ status: 'confirmed', partySize: 6 })
        expect(made.reference).toMatch(/^TB-[0-9A-F]{8}$/)
        const [usage] = (await payload.db.drizzle.execute(`SELECT covers_used FROM table_slot_usage WHERE restaurant_id = ${restaurant.id} AND start_at = '${g3!.startDateTime}'`)).rows
        expect(usage).toEqual({ covers_used: 6 })
        const listed = await bookings(token)
        expect(listed.map((b) => b.startDateTime)).toEqual([g1!.startDateTime, g2!.startDateTime, g3!.startDateTime])
        // Staff's booking counts for the member: still no more of their own that day.
        expect((await book(token, at((await bar(onDay))[0]!))).response.status).toBe(409)
        // Staff cannot put more covers in a slot than it has.
        const full = await payload
          .create({ collection: 'table-bookings', overrideAccess: false, user: { ...sales, collection: 'users' }, data: { restaurant: restaurant.id, member: id, startDateTime: g3!.startDateTime, partySize: 15 } as never })
          .catch((error: { status?: number; data?: { errors?: { message: string }[] } }) => error)
        expect(full).toMatchObject({ status: 400, data: { errors: [{ message: 'The Garden Restaurant has not 15 covers left at this time (20 a slot).' }] } })
      })
    })
  })
}
