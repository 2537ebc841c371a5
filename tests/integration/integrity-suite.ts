import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import type { Payload, SanitizedConfig } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { copySeededMedia, type CreateDatabase, type TestDatabase } from './engines'

/**
 * A write that fails half-way leaves no trace, on every engine: Payload's operations run in one
 * PostgreSQL transaction, and so do the app's own multi-collection writes (withTransaction).
 */
export function integritySuite(engine: string, createDatabase: CreateDatabase) {
  describe(`Writes are all or nothing on ${engine}`, () => {
    let db: TestDatabase
    let payload: Payload
    let config: Promise<SanitizedConfig>
    let dataDir: string
    let token = ''
    let handleEndpoints: typeof import('payload').handleEndpoints
    let withTransaction: typeof import('@/lib/db/transaction').withTransaction
    let sqlRows: typeof import('@/lib/db/sql').sqlRows

    const rest = async (method: string, url: string, body?: unknown) => {
      const res = await handleEndpoints({
        config,
        request: new Request(`http://localhost:3000${url}`, {
          method,
          headers: { Authorization: `JWT ${token}`, ...(body ? { 'Content-Type': 'application/json' } : {}) },
          body: body ? JSON.stringify(body) : undefined,
        }),
      })
      return { status: res.status, body: (await res.json()) as Record<string, unknown> }
    }
    const eventsWithTickets = async () => {
      const ids = (await sqlRows<{ id: number }>(payload, 'select distinct _parent_id as id from events_tickets order by 1')).map((r) => r.id)
      return (await payload.find({ collection: 'events', overrideAccess: true, depth: 0, limit: 50, where: { id: { in: ids } }, sort: 'id' })).docs
    }
    const countRows = async (table: string) => Number((await sqlRows<{ n: string }>(payload, `select count(*) as n from ${table}`))[0]!.n)

    beforeAll(async () => {
      db = await createDatabase('seeded')
      dataDir = mkdtempSync(path.join(tmpdir(), 'clubhouse-integrity-it-'))
      copySeededMedia(db, dataDir)
      Object.assign(process.env, { PAYLOAD_SECRET: 'integration-test-secret-0123456789abcdef', DATA_DIR: dataDir })
      process.env.DATABASE_URL = db.url
      const [configModule, payloadModule, transaction, sql] = await Promise.all([
        import('@/payload.config'),
        import('payload'),
        import('@/lib/db/transaction'),
        import('@/lib/db/sql'),
      ])
      config = configModule.default
      handleEndpoints = payloadModule.handleEndpoints
      withTransaction = transaction.withTransaction
      sqlRows = sql.sqlRows
      payload = await payloadModule.getPayload({ config })
      const credentials = { email: `integrity-${Date.now()}@clubhouse.test`, password: 'integrity-admin-passphrase-2026' }
      await payload.create({ collection: 'users', overrideAccess: true, data: { ...credentials, roles: ['admin'] } as never })
      token = (await payload.login({ collection: 'users', data: credentials })).token!
    })

    afterAll(async () => {
      await payload?.destroy()
      // As in cms-suite: destroy leaves the pool open; its idle connections drop with the database.
      ;(payload?.db as unknown as { pool?: { on: (e: 'error', f: () => void) => void } } | undefined)?.pool?.on('error', () => {})
      await db?.drop()
      rmSync(dataDir, { recursive: true, force: true })
    })

    it('a cloned event whose ticket rows collide is refused and leaves no event behind', async () => {
      const [event] = await eventsWithTickets()
      expect(event?.tickets?.length).toBeGreaterThan(0)
      const [events, tickets] = [await countRows('events'), await countRows('events_tickets')]

      // What a client does to copy an event: post it back with a new slug, row ids and all.
      const { id: _id, createdAt: _c, updatedAt: _u, ...copy } = event as unknown as Record<string, unknown>
      const res = await rest('POST', '/api/events', { ...copy, title: 'Cloned event', slug: `cloned-${Date.now()}` })

      // A refusal the client can act on (the duplicate row ids), never a server error.
      expect(res).toMatchObject({ status: 400, body: { errors: [{ name: 'ValidationError', data: { errors: [{ message: 'Value must be unique', path: 'id' }] } }] } })
      expect(await countRows('events')).toBe(events)
      expect(await countRows('events_tickets')).toBe(tickets)
      expect((await payload.find({ collection: 'events', overrideAccess: true, where: { title: { equals: 'Cloned event' } } })).totalDocs).toBe(0)
    })

    it('an update that fails on its ticket rows keeps the event exactly as it was', async () => {
      const target = (await eventsWithTickets())[0]!
      const other = (await payload.find({ collection: 'events', overrideAccess: true, depth: 0, limit: 1, where: { id: { not_equals: target.id } } })).docs[0]
      const before = await payload.findByID({ collection: 'events', id: target.id, overrideAccess: true, depth: 0 })

      // The new title is written first; the ticket row's id then collides with another event's row.
      const foreign = (await sqlRows<{ id: string }>(payload, 'select id from events_tickets where _parent_id <> $1 limit 1', [target.id]))[0]
      expect(foreign, 'the seed holds two events with tickets').toBeDefined()
      const tickets = [{ ...before.tickets![0], id: foreign!.id }]
      const res = await rest('PATCH', `/api/events/${target.id}`, { title: 'Renamed half-way', tickets, club: other?.club })

      expect(res).toMatchObject({ status: 400, body: { errors: [{ name: 'ValidationError', data: { errors: [{ message: 'Value must be unique', path: 'id' }] } }] } })
      const after = await payload.findByID({ collection: 'events', id: target.id, overrideAccess: true, depth: 0 })
      expect(after.title).toBe(before.title)
      expect(after.tickets).toEqual(before.tickets)
    })

    it('several collections written together are kept together, or not at all', async () => {
      const [leads, outbox] = [await countRows('leads'), await countRows('outbox')]
      const write = (fail: boolean) =>
        withTransaction(payload, async (req) => {
          const lead = await payload.create({ collection: 'leads', req, overrideAccess: true, data: { clientType: 'Club', emailAddress: `together-${fail}@example.com`, source: 'tour-api' } as never })
          await payload.create({ collection: 'outbox', req, overrideAccess: true, data: { to: lead.emailAddress, subject: 'Thank you', text: 'Within 24 hours.' } as never })
          if (fail) throw new Error('the third write failed')
          return lead
        })

      await expect(write(true)).rejects.toThrow('the third write failed')
      expect(await countRows('leads')).toBe(leads)
      expect(await countRows('outbox')).toBe(outbox)

      await write(false)
      expect(await countRows('leads')).toBe(leads + 1)
      expect(await countRows('outbox')).toBe(outbox + 1)
    })

    it('a draft page published by staff over REST is saved with its version, and a failed publish changes nothing', async () => {
      const page = (await payload.find({ collection: 'pages', overrideAccess: true, depth: 0, limit: 1, where: { path: { equals: '/the-club' } } })).docs[0]!
      const versions = await countRows('_pages_v')
      const ok = await rest('PATCH', `/api/pages/${page.id}`, { title: 'The club, published', _status: 'published' })
      expect(ok.status).toBe(200)
      expect(await countRows('_pages_v')).toBe(versions + 1)
      const published = await payload.findByID({ collection: 'pages', id: page.id, overrideAccess: false, depth: 0 })
      expect(published.title).toBe('The club, published')

      // Another page's path: refused by the unique index after the page row was touched.
      const taken = (await payload.find({ collection: 'pages', overrideAccess: true, depth: 0, limit: 1, where: { id: { not_equals: page.id } } })).docs[0]!
      const refused = await rest('PATCH', `/api/pages/${page.id}`, { title: 'Must not stay', path: taken.path, _status: 'published' })
      expect(refused).toMatchObject({ status: 400, body: { errors: [{ name: 'ValidationError', data: { errors: [{ message: 'Value must be unique', path: 'path' }] } }] } })
      expect(await countRows('_pages_v')).toBe(versions + 1)
      expect((await payload.findByID({ collection: 'pages', id: page.id, overrideAccess: true, depth: 0 })).title).toBe('The club, published')
    })
  })
}
