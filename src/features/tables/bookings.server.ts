import 'server-only'

import { randomBytes } from 'node:crypto'

import { sql } from '@payloadcms/db-postgres'
import type { Payload, Where } from 'payload'

import { sqlRows } from '@/lib/db/sql'
import { sqlInTransaction, withTransaction } from '@/lib/db/transaction'
import { hitRateLimit } from '@/lib/http/rate-limit'
import { memberInArrears } from '@/model/dues-standing'
import { getPayloadClient } from '@/model/payload-client'
import { lockMemberBookings, takeCovers } from '@/model/table-covers'
import { CLUB_TIME_ZONE, TABLE_BOOKING_LOCATION_ID, TABLE_LIMIT_DEFAULTS, TABLE_SETTINGS_SLUG, type BookingStatus, type TableLimits } from '@/model/tables'
import type { Restaurant } from '@/payload-types'

import { TABLE_MESSAGES, type AvailabilityQuery, type BookingRequest } from './schema'
import { londonToday, slotsOn, type SlotPlan } from './slots'

/**
 * Table availability and bookings (issue 15; spec 001 sections 3, 4 and 7, Tables). A slot's
 * covers are counted in table_slot_usage: a booking takes its party's covers with one atomic
 * upsert that succeeds only while they fit (and a CHECK that holds whatever writes there), in
 * the same transaction as the booking row, so concurrent bookings never exceed a slot and a
 * failed booking takes nothing. A cancellation gives the covers back.
 *
 * Fair use (issue 32 §2, decision 043): a member's own bookings are limited per day and in all
 * (Settings > Tables), counted under a lock on the member in the booking's transaction, so a
 * burst of bookings cannot all pass the count; their booking calls are rate limited.
 */
export type Slot = { productGroupId: number; productGroupName: string; startDateTime: string; isAvailable: boolean }
export type Booking = {
  id: number
  reference: string
  productGroupId: number
  productGroupName: string
  clubName: string | null
  startDateTime: string
  partySize: number
  notes: string
  status: BookingStatus
}
export type Failure = { ok: false; status: 400 | 404 | 409 | 429 | 503; message: string; errors?: Record<string, string>; retryAfterSeconds?: number }

const fail = (status: Failure['status'], message: string, errors?: Record<string, string>): Failure => ({ ok: false, status, message, ...(errors ? { errors } : {}) })

const planOf = (r: Restaurant): SlotPlan => ({
  slotMinutes: r.slotMinutes,
  services: (r.services ?? []).map((s) => ({ days: s.days, opens: s.opens, lastSeating: s.lastSeating })),
  closures: (r.closures ?? []).map((c) => ({ from: c.from, to: c.to ?? c.from })),
})

const clubNameOf = (r: Restaurant) => (typeof r.club === 'object' && r.club ? r.club.name : null)

/** The restaurants and rooms taking bookings at a club (its locationId), or at every club (location id 1). */
async function restaurantsAt(payload: Payload, club: number | undefined): Promise<Restaurant[]> {
  const where: Where = club && club !== TABLE_BOOKING_LOCATION_ID ? { and: [{ active: { equals: true } }, { 'club.locationId': { equals: club } }] } : { active: { equals: true } }
  return (await payload.find({ collection: 'restaurants', overrideAccess: true, depth: 1, pagination: false, sort: 'name', where })).docs as Restaurant[]
}

const daysBetween = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000)

/** GET tables/availability: every slot of the day at the club's restaurants and rooms, each with whether the party fits. */
export async function availability(query: AvailabilityQuery, now = new Date()): Promise<Slot[]> {
  const payload = await getPayloadClient()
  const restaurants = await restaurantsAt(payload, query.club)
  const ahead = daysBetween(londonToday(now), query.date)
  const starts = restaurants.map((r) => ({ r, starts: ahead < 0 || ahead > r.daysAhead ? [] : slotsOn(query.date, planOf(r)) }))
  const all = starts.flatMap((s) => s.starts)
  if (!all.length) return []
  const from = new Date(Math.min(...all.map((d) => d.getTime())))
  const to = new Date(Math.max(...all.map((d) => d.getTime())))
  const used = await sqlRows<{ restaurant_id: number; start_at: Date; covers_used: number }>(
    payload,
    'SELECT restaurant_id, start_at, covers_used FROM table_slot_usage WHERE restaurant_id = ANY($1::int[]) AND start_at BETWEEN $2 AND $3',
    [restaurants.map((r) => r.id), from, to],
    'table_slot_usage_day',
  )
  const usedAt = new Map(used.map((u) => [`${u.restaurant_id}@${new Date(u.start_at).getTime()}`, u.covers_used]))
  return starts.flatMap(({ r, starts: times }) =>
    times.map((start) => {
      const left = r.coversPerSlot - (usedAt.get(`${r.id}@${start.getTime()}`) ?? 0)
      return {
        productGroupId: r.id,
        productGroupName: r.name,
        startDateTime: start.toISOString(),
        isAvailable: start > now && query.partySize <= r.maxPartySize && left >= query.partySize,
      }
    }),
  )
}

type BookingRow = { id: number; reference: string; restaurant_id: number; start_date_time: Date; party_size: number; notes: string | null; status: BookingStatus; member_id: number }

async function view(payload: Payload, row: BookingRow): Promise<Booking> {
  const r = (await payload.findByID({ collection: 'restaurants', id: row.restaurant_id, overrideAccess: true, depth: 1, disableErrors: true })) as Restaurant | null
  return viewWith(r, row)
}

/** Inside a transaction: no second connection from the pool (ten bookings holding one each and waiting for another would wait for ever). */
function viewWith(r: Restaurant | null, row: BookingRow): Booking {
  return {
    id: Number(row.id),
    reference: row.reference,
    productGroupId: Number(row.restaurant_id),
    productGroupName: r?.name ?? 'Restaurant',
    clubName: r ? clubNameOf(r) : null,
    startDateTime: new Date(row.start_date_time).toISOString(),
    // Payload's number columns are numeric: the driver hands them over as text.
    partySize: Number(row.party_size),
    notes: row.notes ?? '',
    status: row.status,
  }
}

const newReference = () => `TB-${randomBytes(4).toString('hex').toUpperCase()}`

/**
 * POST tables/book for a signed-in member. The same idempotency key from the same member answers
 * the first booking again (replayed), whatever happened to the rest of the request.
 */
export async function book(memberId: number, request: BookingRequest, idempotencyKey: string | null, now = new Date()): Promise<{ ok: true; booking: Booking; replayed: boolean } | Failure> {
  const payload = await getPayloadClient()
  if (idempotencyKey) {
    const earlier = await bookingByKey(payload, memberId, idempotencyKey)
    if (earlier) return { ok: true, booking: await view(payload, earlier), replayed: true }
  }
  if (await memberInArrears(payload, memberId, 'tables')) return fail(409, TABLE_MESSAGES.arrears)
  const limits = await tableLimits(payload)
  // Every call counts, made or refused: a sweep of the day's slots is stopped here before it costs a lock.
  const verdict = await hitRateLimit(payload, { name: 'table-book', limit: limits.bookingCalls, windowMs: limits.bookingCallsMinutes * 60_000 }, `member:${memberId}`)
  if (!verdict.allowed) return { ...fail(429, TABLE_MESSAGES.tooManyRequests), retryAfterSeconds: verdict.retryAfterSeconds }
  const r = (await payload.findByID({ collection: 'restaurants', id: request.productGroupId, overrideAccess: true, depth: 1, disableErrors: true })) as Restaurant | null
  if (!r || !r.active) return fail(400, TABLE_MESSAGES.notOffered, { productGroupId: TABLE_MESSAGES.notOffered })
  const start = new Date(request.startDateTime)
  if (request.requiredCapacity > r.maxPartySize) return fail(400, TABLE_MESSAGES.tooMany(r.maxPartySize), { requiredCapacity: TABLE_MESSAGES.tooMany(r.maxPartySize) })
  if (start <= now) return fail(400, TABLE_MESSAGES.past, { startDateTime: TABLE_MESSAGES.past })
  const day = londonToday(start)
  if (daysBetween(londonToday(now), day) > r.daysAhead) return fail(400, TABLE_MESSAGES.tooFarAhead(r.daysAhead), { startDateTime: TABLE_MESSAGES.tooFarAhead(r.daysAhead) })
  if (!slotsOn(day, planOf(r)).some((s) => s.getTime() === start.getTime())) return fail(400, TABLE_MESSAGES.notOffered, { startDateTime: TABLE_MESSAGES.notOffered })
  try {
    return await withTransaction(payload, async (tx) => {
      await lockMemberBookings(tx, memberId)
      // The same key sent again while the first was being made: answered here, after its commit, not counted against the limits.
      if (idempotencyKey) {
        const [earlier] = await sqlInTransaction<BookingRow>(tx, sql`SELECT id, reference, restaurant_id, start_date_time, party_size, notes, status, member_id FROM table_bookings WHERE member_id = ${memberId} AND idempotency_key = ${idempotencyKey}`)
        if (earlier) return { ok: true as const, booking: viewWith(r, earlier), replayed: true }
      }
      const over = await overLimit(tx, memberId, day, limits, now)
      if (over) return fail(409, over)
      if (!(await takeCovers(tx, { restaurantId: r.id, start, covers: request.requiredCapacity, capacity: r.coversPerSlot }))) return fail(409, TABLE_MESSAGES.full)
      const [row] = await sqlInTransaction<BookingRow>(
        tx,
        sql`INSERT INTO table_bookings (reference, restaurant_id, start_date_time, party_size, member_id, notes, status, idempotency_key, updated_at, created_at)
            VALUES (${newReference()}, ${r.id}, ${start.toISOString()}::timestamptz, ${request.requiredCapacity}, ${memberId}, ${request.notes || null}, 'confirmed', ${idempotencyKey}, now(), now())
            RETURNING id, reference, restaurant_id, start_date_time, party_size, notes, status, member_id`,
      )
      return { ok: true as const, booking: viewWith(r, row!), replayed: false }
    })
  } catch (error) {
    // The same key sent twice at once: the other request made the booking (this one hit the key's unique index); answer it.
    if (idempotencyKey) {
      const earlier = await bookingByKey(payload, memberId, idempotencyKey).catch(() => null)
      if (earlier) return { ok: true, booking: await view(payload, earlier), replayed: true }
    }
    console.error('A table booking failed:', error)
    return fail(503, TABLE_MESSAGES.unavailable)
  }
}

/** Settings > Tables, or its defaults when the global was never saved. */
export async function tableLimits(payload: Payload): Promise<TableLimits> {
  const saved = (await payload.findGlobal({ slug: TABLE_SETTINGS_SLUG as 'table-settings', overrideAccess: true, depth: 0 }).catch(() => null)) as Partial<TableLimits> | null
  const pick = (name: keyof TableLimits) => (typeof saved?.[name] === 'number' ? saved[name] : TABLE_LIMIT_DEFAULTS[name])
  return { bookingsPerDay: pick('bookingsPerDay'), upcomingBookings: pick('upcomingBookings'), bookingCalls: pick('bookingCalls'), bookingCallsMinutes: Math.max(1, pick('bookingCallsMinutes')) }
}

/**
 * Why one more booking on `day` would take the member past a limit (null: it would not). Counts
 * every confirmed booking of theirs, staff's included: staff may book past the limits, the
 * member may not book past them on top. A day is a London calendar day, whatever restaurant.
 */
async function overLimit(tx: Parameters<typeof sqlInTransaction>[0], memberId: number, day: string, limits: TableLimits, now: Date): Promise<string | null> {
  const [counts] = await sqlInTransaction<{ on_day: number; upcoming: number }>(
    tx,
    sql`SELECT count(*) FILTER (WHERE (start_date_time AT TIME ZONE ${CLUB_TIME_ZONE})::date = ${day}::date)::int AS on_day,
               count(*) FILTER (WHERE start_date_time > ${now.toISOString()}::timestamptz)::int AS upcoming
        FROM table_bookings WHERE member_id = ${memberId} AND status = 'confirmed'`,
  )
  if (limits.bookingsPerDay > 0 && Number(counts!.on_day) >= limits.bookingsPerDay) return TABLE_MESSAGES.perDay(limits.bookingsPerDay)
  if (limits.upcomingBookings > 0 && Number(counts!.upcoming) >= limits.upcomingBookings) return TABLE_MESSAGES.upcoming(limits.upcomingBookings)
  return null
}

const COLUMNS = 'id, reference, restaurant_id, start_date_time, party_size, notes, status, member_id'

async function bookingByKey(payload: Payload, memberId: number, key: string): Promise<BookingRow | null> {
  const [row] = await sqlRows<BookingRow>(payload, `SELECT ${COLUMNS} FROM table_bookings WHERE member_id = $1 AND idempotency_key = $2`, [memberId, key])
  return row ?? null
}

/** One booking, to its member only (anyone else: not found). */
export async function bookingOf(memberId: number, id: number): Promise<Booking | null> {
  const payload = await getPayloadClient()
  const [row] = await sqlRows<BookingRow>(payload, `SELECT ${COLUMNS} FROM table_bookings WHERE id = $1 AND member_id = $2`, [id, memberId])
  return row ? view(payload, row) : null
}

/** A member's bookings, soonest first: those to come, or (past) those gone by, newest first. */
export async function bookingsOf(memberId: number, which: 'upcoming' | 'past' = 'upcoming', now = new Date()): Promise<Booking[]> {
  const payload = await getPayloadClient()
  const rows = await sqlRows<BookingRow>(
    payload,
    which === 'upcoming'
      ? `SELECT ${COLUMNS} FROM table_bookings WHERE member_id = $1 AND start_date_time >= $2 ORDER BY start_date_time, id LIMIT 100`
      : `SELECT ${COLUMNS} FROM table_bookings WHERE member_id = $1 AND start_date_time < $2 ORDER BY start_date_time DESC, id DESC LIMIT 100`,
    [memberId, now],
  )
  return Promise.all(rows.map((row) => view(payload, row)))
}

/** Cancels a member's booking that has not started yet, and gives its covers back to the slot. */
export async function cancelBooking(memberId: number, id: number, now = new Date()): Promise<{ ok: true; booking: Booking } | Failure> {
  const payload = await getPayloadClient()
  try {
    const done = await withTransaction(payload, async (tx): Promise<{ ok: true; row: BookingRow } | Failure> => {
      const [row] = await sqlInTransaction<BookingRow>(tx, sql`SELECT id, reference, restaurant_id, start_date_time, party_size, notes, status, member_id FROM table_bookings WHERE id = ${id} FOR UPDATE`)
      if (!row || row.member_id !== memberId) return fail(404, TABLE_MESSAGES.notFound)
      if (row.status === 'cancelled') return { ok: true as const, row }
      if (new Date(row.start_date_time) <= now) return fail(409, TABLE_MESSAGES.started)
      await sqlInTransaction(tx, sql`UPDATE table_bookings SET status = 'cancelled', cancelled_at = now(), updated_at = now() WHERE id = ${id}`)
      await sqlInTransaction(
        tx,
        sql`UPDATE table_slot_usage SET covers_used = greatest(0, covers_used - ${Number(row.party_size)}::int) WHERE restaurant_id = ${row.restaurant_id} AND start_at = ${new Date(row.start_date_time).toISOString()}::timestamptz`,
      )
      return { ok: true as const, row: { ...row, status: 'cancelled' as const } }
    })
    return done.ok ? { ok: true, booking: await view(payload, done.row) } : done
  } catch (error) {
    console.error('Cancelling a table booking failed:', error)
    return fail(503, TABLE_MESSAGES.unavailable)
  }
}
