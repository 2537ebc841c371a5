import type { Payload } from 'payload'

import { sqlRows } from '@/lib/db/sql'

import { londonDate } from '../pipeline/export'
import { CSV_BOM, csvRow } from '../pipeline/csv'

type ArchivedRequest = {
  reference: string
  status: string
  event_title: string
  event_starts_at: string | null
  items: { itemTitle?: string; unitPrice?: number; quantity?: number }[]
  total: string
  full_name: string
  email: string
  phone: string
  message: string | null
  staff_notes: string | null
  created_at: string
}

const HEADERS = ['Reference', 'Status', 'Event', 'Event starts (UTC)', 'Tickets', 'Total (£)', 'Name', 'E-mail', 'Phone', 'Message', 'Staff notes', 'Received (UTC)']

const utc = (value: string | Date | null) => (value ? new Date(value).toISOString() : '')

/**
 * GET /api/ticket-requests/archive.csv (a staff route): the ticket requests from before card
 * payment, kept in `ticket_requests_archive` when their collection was retired (docs/decisions/040),
 * oldest first, for the sales team to read. A few rows at most, so one query.
 */
export async function exportTicketRequestsArchive(payload: Payload): Promise<Response> {
  const rows = await sqlRows<ArchivedRequest>(
    payload,
    `SELECT reference, status, event_title, event_starts_at, items, total, full_name, email, phone, message, staff_notes, created_at
       FROM ticket_requests_archive ORDER BY created_at, id`,
  )
  const tickets = (items: ArchivedRequest['items']) => items.map((i) => `${i.quantity ?? 0} × ${i.itemTitle ?? ''} (£${i.unitPrice ?? 0})`).join('; ')
  const body =
    CSV_BOM +
    csvRow(HEADERS) +
    rows.map((r) => csvRow([r.reference, r.status, r.event_title, utc(r.event_starts_at), tickets(r.items), r.total, r.full_name, r.email, r.phone, r.message, r.staff_notes, utc(r.created_at)])).join('')
  return new Response(body, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="ticket-requests-archive-${londonDate(new Date())}.csv"`,
      // Personal data: never kept by a browser or proxy cache.
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  })
}
