import 'server-only'

import { getPayloadClient } from '@/model/payload-client'
import type { TicketOrder, TicketRequest } from '@/payload-types'

export type MemberTicketStatus = 'paid' | 'awaiting-payment' | 'requested' | 'confirmed'
export type MemberTicket = { id: number; reference: string; eventTitle: string; eventSlug: string | null; startsAt: string; quantity: number; status: MemberTicketStatus }

export const MEMBER_TICKET_LABELS: Record<MemberTicketStatus, string> = { paid: 'Paid', 'awaiting-payment': 'Awaiting payment', requested: 'Requested', confirmed: 'Confirmed' }

const slugOf = (event: TicketOrder['event']) => (typeof event === 'object' && event ? (event.slug ?? null) : null)
const quantityOf = (items: { quantity?: number | null }[] | null | undefined) => (items ?? []).reduce((sum, i) => sum + (i.quantity ?? 0), 0)

/**
 * A member's tickets for events still to come, soonest first: orders they bought signed in or with
 * their address (paid, or held while they pay), and requests from before card payment went online.
 * Cancelled, refunded and lapsed ones are left out.
 */
export async function upcomingTicketsFor(member: { id: number; email: string }, now = new Date()): Promise<MemberTicket[]> {
  const payload = await getPayloadClient()
  const emails = [...new Set([member.email, member.email.toLowerCase()])]
  const upcoming = { eventStartsAt: { greater_than_equal: now.toISOString() } }
  const [orders, requests] = await Promise.all([
    payload.find({
      collection: 'ticket-orders',
      overrideAccess: true,
      depth: 1,
      limit: 50,
      sort: 'eventStartsAt',
      populate: { events: { slug: true } },
      where: {
        and: [
          { or: [{ member: { equals: member.id } }, { email: { in: emails } }] },
          { or: [{ status: { equals: 'paid' } }, { and: [{ status: { equals: 'pending' } }, { holdExpiresAt: { greater_than: now.toISOString() } }] }] },
          upcoming,
        ],
      },
    }),
    payload.find({
      collection: 'ticket-requests',
      overrideAccess: true,
      depth: 1,
      limit: 50,
      sort: 'eventStartsAt',
      populate: { events: { slug: true } },
      where: { and: [{ email: { in: emails } }, { status: { not_equals: 'cancelled' } }, upcoming] },
    }),
  ])
  const ticket = (t: TicketOrder | TicketRequest, status: MemberTicketStatus): MemberTicket => ({
    id: t.id,
    reference: t.reference,
    eventTitle: t.eventTitle,
    eventSlug: slugOf(t.event),
    startsAt: t.eventStartsAt ?? '',
    quantity: quantityOf(t.items),
    status,
  })
  return [
    ...(orders.docs as TicketOrder[]).map((t) => ticket(t, t.status === 'paid' ? 'paid' : 'awaiting-payment')),
    ...(requests.docs as TicketRequest[]).map((t) => ticket(t, t.status === 'confirmed' ? 'confirmed' : 'requested')),
  ].sort((a, b) => a.startsAt.localeCompare(b.startsAt))
}
