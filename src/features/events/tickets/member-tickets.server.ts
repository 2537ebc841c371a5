import 'server-only'

import { sqlRows } from '@/lib/db/sql'
import { getPayloadClient } from '@/model/payload-client'
import type { TicketOrder } from '@/payload-types'

export type MemberTicketStatus = 'paid' | 'awaiting-payment' | 'requested' | 'confirmed'
export type MemberTicket = { id: number; reference: string; eventTitle: string; eventSlug: string | null; startsAt: string; quantity: number; status: MemberTicketStatus }

export const MEMBER_TICKET_LABELS: Record<MemberTicketStatus, string> = { paid: 'Paid', 'awaiting-payment': 'Awaiting payment', requested: 'Requested', confirmed: 'Confirmed' }

const slugOf = (event: TicketOrder['event']) => (typeof event === 'object' && event ? (event.slug ?? null) : null)
const quantityOf = (items: { quantity?: number | null }[] | null | undefined) => (items ?? []).reduce((sum, i) => sum + (i.quantity ?? 0), 0)

/** A request from before card payment: no collection serves them since they were retired, only this archive (docs/decisions/040). */
type ArchivedRequest = { id: number; reference: string; status: string; event_title: string; event_slug: string | null; event_starts_at: Date | null; items: { quantity?: number }[] }

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
    sqlRows<ArchivedRequest>(
      payload,
      `SELECT a.id, a.reference, a.status, a.event_title, e.slug AS event_slug, a.event_starts_at, a.items
         FROM ticket_requests_archive a LEFT JOIN events e ON e.id = a.event_id
        WHERE a.email = ANY($1) AND a.status <> 'cancelled' AND a.event_starts_at >= $2
        ORDER BY a.event_starts_at LIMIT 50`,
      [emails, now.toISOString()],
    ),
  ])
  const ticket = (t: TicketOrder, status: MemberTicketStatus): MemberTicket => ({
    id: t.id,
    reference: t.reference,
    eventTitle: t.eventTitle,
    eventSlug: slugOf(t.event),
    startsAt: t.eventStartsAt ?? '',
    quantity: quantityOf(t.items),
    status,
  })
  const request = (r: ArchivedRequest): MemberTicket => ({
    id: r.id,
    reference: r.reference,
    eventTitle: r.event_title,
    eventSlug: r.event_slug,
    startsAt: r.event_starts_at?.toISOString() ?? '',
    quantity: quantityOf(r.items),
    status: r.status === 'confirmed' ? 'confirmed' : 'requested',
  })
  return [
    ...(orders.docs as TicketOrder[]).map((t) => ticket(t, t.status === 'paid' ? 'paid' : 'awaiting-payment')),
    ...requests.map(request),
  ].sort((a, b) => a.startsAt.localeCompare(b.startsAt))
}
