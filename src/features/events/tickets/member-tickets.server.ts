import 'server-only'

import { getPayloadClient } from '@/model/payload-client'
import type { TicketRequest } from '@/payload-types'

export type MemberTicket = { id: number; reference: string; eventTitle: string; eventSlug: string | null; startsAt: string; quantity: number; status: 'requested' | 'confirmed' }

/** A member's ticket requests for events still to come (by the address they were made with), soonest first; cancelled ones left out. */
export async function upcomingTicketsFor(email: string, now = new Date()): Promise<MemberTicket[]> {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'ticket-requests',
    overrideAccess: true,
    depth: 1,
    limit: 50,
    sort: 'eventStartsAt',
    where: { and: [{ email: { in: [...new Set([email, email.toLowerCase()])] } }, { status: { not_equals: 'cancelled' } }, { eventStartsAt: { greater_than_equal: now.toISOString() } }] },
  })
  return (docs as TicketRequest[]).map((t) => ({
    id: t.id,
    reference: t.reference,
    eventTitle: t.eventTitle,
    eventSlug: typeof t.event === 'object' && t.event ? (t.event.slug ?? null) : null,
    startsAt: t.eventStartsAt ?? '',
    quantity: (t.items ?? []).reduce((sum, i) => sum + (i.quantity ?? 0), 0),
    status: t.status === 'confirmed' ? 'confirmed' : 'requested',
  }))
}
