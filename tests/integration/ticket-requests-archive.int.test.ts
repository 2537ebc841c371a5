import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import * as retire from '@/migrations/20261128_102708_retire_ticket_requests'

import { embeddedDatabase, type TestDatabase } from './engines'

/**
 * Retiring the TicketRequests collection (docs/decisions/040): its rows move to an archive that
 * erasure and the member's schedule still reach, and back again on the way down. Run on the
 * migration's own SQL, which is the same on every engine.
 */
describe('retiring ticket requests', () => {
  let db: TestDatabase
  let payload: Payload
  let dataDir: string
  let sqlRows: typeof import('@/lib/db/sql').sqlRows
  let event: { id: number; slug: string; title: string }
  const inAMonth = new Date(Date.now() + 30 * 86_400_000).toISOString()
  const migration = () => ({ db: payload.db.drizzle, payload, req: {} }) as never

  beforeAll(async () => {
    db = await embeddedDatabase('seeded')
    dataDir = mkdtempSync(path.join(tmpdir(), 'clubhouse-archive-it-'))
    Object.assign(process.env, { PAYLOAD_SECRET: 'integration-test-secret-0123456789abcdef', DATA_DIR: dataDir })
    process.env.DATABASE_URL = db.url
    const [{ default: config }, { getPayload }, sql] = await Promise.all([import('@/payload.config'), import('payload'), import('@/lib/db/sql')])
    payload = await getPayload({ config })
    sqlRows = sql.sqlRows
    event = (await payload.find({ collection: 'events', limit: 1, depth: 0, sort: 'id', overrideAccess: true })).docs[0] as never

    // The tables as they were before the migration, holding two requests from before card payment.
    await retire.down(migration())
    const request = (id: number, status: string, email: string) =>
      sqlRows(
        payload,
        `INSERT INTO ticket_requests (id, reference, status, staff_notes, event_id, event_title, event_starts_at, total, full_name, email, phone, message)
         VALUES ($1, $2, $3, 'Paid by phone', $4, $5, $6, 90, 'Amelia Hart', $7, '+447700900123', 'A table near the stage')`,
        [id, `TR-ARCHIVE-${id}`, status, event.id, event.title, inAMonth, email],
      )
    await request(1, 'confirmed', 'amelia@example.com')
    await request(2, 'cancelled', 'amelia@example.com')
    await sqlRows(
      payload,
      `INSERT INTO ticket_requests_items (_order, _parent_id, id, item_title, unit_price, quantity)
       VALUES (1, 1, 'item-a', 'Supper and show', 45, 2), (2, 1, 'item-b', 'Show only', 20, 1)`,
    )
    await retire.up(migration())
  })

  afterAll(async () => {
    await payload?.destroy()
    ;(payload?.db as unknown as { pool?: { on: (e: 'error', f: () => void) => void } } | undefined)?.pool?.on('error', () => {})
    await db?.drop()
    if (dataDir) rmSync(dataDir, { recursive: true, force: true })
  })

  const table = async (name: string) => (await sqlRows<{ t: string | null }>(payload, `SELECT to_regclass($1)::text AS t`, [name]))[0]!.t

  it('keeps every request, its tickets and notes in the archive, and drops the collection’s tables', async () => {
    const rows = await sqlRows(payload, `SELECT id, reference, status, staff_notes, event_id, items, total::int AS total, email, message FROM ticket_requests_archive ORDER BY id`)
    expect(rows).toEqual([
      {
        id: 1, reference: 'TR-ARCHIVE-1', status: 'confirmed', staff_notes: 'Paid by phone', event_id: event.id, total: 90, email: 'amelia@example.com', message: 'A table near the stage',
        items: [{ itemTitle: 'Supper and show', unitPrice: 45, quantity: 2 }, { itemTitle: 'Show only', unitPrice: 20, quantity: 1 }],
      },
      { id: 2, reference: 'TR-ARCHIVE-2', status: 'cancelled', staff_notes: 'Paid by phone', event_id: event.id, total: 90, email: 'amelia@example.com', message: 'A table near the stage', items: [] },
    ])
    expect(await table('ticket_requests')).toBeNull()
    expect(await table('ticket_requests_items')).toBeNull()
    expect(payload.config.collections.map((c) => c.slug)).not.toContain('ticket-requests')
  })

  it('still shows the member their upcoming request, not the cancelled one', async () => {
    const { upcomingTicketsFor } = await import('@/features/events/tickets/member-tickets.server')
    expect(await upcomingTicketsFor({ id: 0, email: 'amelia@example.com' })).toEqual([
      { id: 1, reference: 'TR-ARCHIVE-1', eventTitle: event.title, eventSlug: event.slug, startsAt: inAMonth, quantity: 3, status: 'confirmed' },
    ])
  })

  it('gives the sales team the archive as a CSV, oldest first, with each request’s tickets', async () => {
    const sales = await payload.create({ collection: 'users', overrideAccess: true, data: { email: 'archive-sales@clubhouse.test', password: 'archive-sales-passphrase-7', roles: ['sales'] } as never })
    const token = (await payload.login({ collection: 'users', data: { email: (sales as { email: string }).email, password: 'archive-sales-passphrase-7' } })).token!
    const { GET } = await import('@/app/(staff)/api/ticket-requests/archive.csv/route')
    const res = await GET(new Request('http://localhost:3000/api/ticket-requests/archive.csv', { headers: { Authorization: `JWT ${token}` } }), { params: Promise.resolve({}) })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    const lines = (await res.text()).replace(/^\uFEFF/, '').trimEnd().split('\r\n')
    expect(lines[0]).toBe('Reference,Status,Event,Event starts (UTC),Tickets,Total (£),Name,E-mail,Phone,Message,Staff notes,Received (UTC)')
    expect(lines).toHaveLength(3)
    expect(lines[1]).toContain('TR-ARCHIVE-1,confirmed,')
    expect(lines[1]).toContain('2 × Supper and show (£45); 1 × Show only (£20)')
    // A phone number starting with + is written as text, so a spreadsheet does not run it as a formula.
    expect(lines[1]).toContain(",Amelia Hart,amelia@example.com,'+447700900123,A table near the stage,Paid by phone,")
    expect(lines[2]).toContain('TR-ARCHIVE-2,cancelled,')
  })

  it('puts the rows back on the way down, and archives them again on the way up', async () => {
    await retire.down(migration())
    expect(await table('ticket_requests_archive')).toBeNull()
    expect(await sqlRows(payload, `SELECT id, reference, status::text FROM ticket_requests ORDER BY id`)).toEqual([
      { id: 1, reference: 'TR-ARCHIVE-1', status: 'confirmed' },
      { id: 2, reference: 'TR-ARCHIVE-2', status: 'cancelled' },
    ])
    expect(await sqlRows(payload, `SELECT _order, item_title, quantity::int AS quantity FROM ticket_requests_items WHERE _parent_id = 1 ORDER BY _order`)).toEqual([
      { _order: 1, item_title: 'Supper and show', quantity: 2 },
      { _order: 2, item_title: 'Show only', quantity: 1 },
    ])
    await retire.up(migration())
    expect(await sqlRows(payload, `SELECT count(*)::int AS n FROM ticket_requests_archive`)).toEqual([{ n: 2 }])
  })

  it('erases the person from the archive on request', async () => {
    const admin = await payload.create({ collection: 'users', overrideAccess: true, data: { email: 'archive-admin@clubhouse.test', password: 'archive-admin-passphrase-7', roles: ['admin'] } as never })
    const erasure = await payload.create({
      collection: 'erasures',
      overrideAccess: false,
      user: { ...(admin as object), collection: 'users' } as never,
      data: { emailAddress: 'Amelia@Example.com' } as never,
    })
    expect(erasure.counts).toMatchObject({ ticketRequests: 2 })
    const archived = JSON.stringify(await sqlRows(payload, `SELECT * FROM ticket_requests_archive`))
    for (const trace of ['amelia', 'Amelia', '7700900123', 'near the stage', 'Paid by phone']) expect(archived, trace).not.toContain(trace)
    expect(archived).toContain('TR-ARCHIVE-1')
  })
})
