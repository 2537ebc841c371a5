import 'server-only'

import { fieldErrors } from '@/lib/forms/errors'
import { readJson } from '@/lib/http/json-endpoint'
import { isClientKey } from '@/lib/submissions/keys'
import { bearerOf, memberForAccess, sessionCookieOf } from '@/model/member-identity'

import { availability, book, bookingOf, bookingsOf, cancelBooking, type Failure } from './bookings.server'
import { availabilityQuerySchema, bookingRequestSchema, TABLE_MESSAGES } from './schema'

/**
 * The spec's table calls (spec 001 section 7, Tables) as our own API: availability (a bearer
 * token when the caller has one; the slots are not personal), and, for a signed-in member,
 * booking with an Idempotency-Key, their bookings, one booking, and cancelling one.
 */
const NO_STORE = { 'Cache-Control': 'private, no-store' }
const reply = (body: unknown, status = 200, headers: Record<string, string> = {}) => Response.json(body, { status, headers: { ...NO_STORE, ...headers } })
const retryAfter = (f: Failure): Record<string, string> => (f.status === 503 ? { 'Retry-After': '5' } : f.status === 429 ? { 'Retry-After': String(f.retryAfterSeconds ?? 60) } : {})
const failure = (f: Failure) => reply({ message: f.message, ...(f.errors ? { errors: f.errors } : {}) }, f.status, retryAfter(f))
const signIn = () => reply({ message: TABLE_MESSAGES.signIn }, 401, { 'WWW-Authenticate': 'Bearer' })

/** GET /v1/api/tables/availability?date=YYYY-MM-DD&partySize=2&club=15 -> [{ productGroupId, productGroupName, startDateTime, isAvailable }]. */
export async function getAvailability(request: Request): Promise<Response> {
  const params = Object.fromEntries([...new URL(request.url).searchParams.entries()].filter(([, v]) => v !== ''))
  const parsed = availabilityQuerySchema.safeParse(params)
  if (!parsed.success) return reply({ message: 'Check the query.', errors: fieldErrors(parsed.error) }, 400)
  // Open to all; a short shared cache would show a slot free after it went, so none.
  return reply(await availability(parsed.data))
}

/** POST /v1/api/tables/book {startDateTime, requiredCapacity, productGroupId, notes}: 201 the booking; the same Idempotency-Key answers it again (200). */
export async function postBook(request: Request): Promise<Response> {
  const member = await memberForAccess(bearerOf(request))
  if (!member) return signIn()
  const key = request.headers.get('idempotency-key')?.trim() || null
  if (key !== null && !isClientKey(key)) return reply({ message: 'The Idempotency-Key header must be 8 to 200 printable characters.' }, 400)
  const read = await readJson(request)
  if (!read.ok) return read.response
  const parsed = bookingRequestSchema.safeParse(read.body)
  if (!parsed.success) return reply({ message: 'Check the booking.', errors: fieldErrors(parsed.error) }, 400)
  const done = await book(member.id, parsed.data, key)
  if (!done.ok) return failure(done)
  return reply(done.booking, done.replayed ? 200 : 201, { Location: `/v1/api/tables/bookings/${done.booking.id}`, ...(done.replayed ? { 'Idempotent-Replayed': 'true' } : {}) })
}

/** GET /v1/api/tables/bookings?when=upcoming|past: the member's own (bearer, or the website's cookie: the welcome shows the next one). */
export async function getBookings(request: Request): Promise<Response> {
  const member = await memberForAccess(bearerOf(request) ?? sessionCookieOf(request))
  if (!member) return signIn()
  const when = new URL(request.url).searchParams.get('when') === 'past' ? 'past' : 'upcoming'
  return reply(await bookingsOf(member.id, when))
}

const idOf = (value: string) => (/^\d{1,9}$/.test(value) ? Number(value) : null)

/** GET /v1/api/tables/bookings/{id}: one of the member's own; anyone else's is not found. */
export async function getBooking(request: Request, id: string): Promise<Response> {
  const member = await memberForAccess(bearerOf(request))
  if (!member) return signIn()
  const bookingId = idOf(id)
  const booking = bookingId ? await bookingOf(member.id, bookingId) : null
  return booking ? reply(booking) : reply({ message: TABLE_MESSAGES.notFound }, 404)
}

/** DELETE /v1/api/tables/bookings/{id}: cancels it (again: the same answer). */
export async function deleteBooking(request: Request, id: string): Promise<Response> {
  const member = await memberForAccess(bearerOf(request))
  if (!member) return signIn()
  const bookingId = idOf(id)
  if (!bookingId) return reply({ message: TABLE_MESSAGES.notFound }, 404)
  const done = await cancelBooking(member.id, bookingId)
  return done.ok ? reply(done.booking) : failure(done)
}
