import { upcomingTicketsFor } from '@/features/events/tickets/member-tickets.server'
import { bookingsOf } from '@/features/tables/bookings.server'
import { guarded } from '@/lib/http/json-endpoint'
import { bearerOf, memberForAccess, sessionCookieOf } from '@/model/member-identity'

export const dynamic = 'force-dynamic'

/**
 * GET /v1/api/Member/schedule: what the signed-in member has coming (their confirmed tables and
 * their event tickets), soonest first, as My schedule shows it; bearer, or the website's cookie.
 */
export function GET(request: Request): Promise<Response> {
  return guarded(async () => {
    const member = await memberForAccess(bearerOf(request) ?? sessionCookieOf(request))
    if (!member) return Response.json({ message: 'Please log in to see your schedule.' }, { status: 401, headers: { 'Cache-Control': 'no-store', 'WWW-Authenticate': 'Bearer' } })
    const [bookings, tickets] = await Promise.all([bookingsOf(member.id), upcomingTicketsFor(member)])
    const items = [
      ...bookings.filter((b) => b.status === 'confirmed').map((b) => ({ kind: 'table' as const, id: b.id, title: b.productGroupName, startsAt: b.startDateTime, reference: b.reference, partySize: b.partySize })),
      ...tickets.map((t) => ({ kind: 'event' as const, id: t.id, title: t.eventTitle, startsAt: t.startsAt, reference: t.reference, quantity: t.quantity, eventSlug: t.eventSlug, status: t.status })),
    ].sort((a, b) => a.startsAt.localeCompare(b.startsAt))
    return Response.json(items, { headers: { 'Cache-Control': 'private, no-store' } })
  })
}
