import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { sql } from '@payloadcms/db-postgres'
import type { Payload, SanitizedConfig } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import type { Lead } from '@/payload-types'

import type { CreateDatabase, TestDatabase } from './engines'
import { backOfficeApi } from './staff-routes'

type Slug = 'leads' | 'enquiries' | 'outbox'
type Staff = { id: number; email: string; roles: ('admin' | 'sales')[]; collection: 'users' }

/** A signed-in account of a collection other than staff: members are a later collection, so any other slug stands in. */
const member = { id: 1, email: 'member@example.com', collection: 'members' } as never

const receivedAt = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000).toISOString()

/**
 * The sales back office on every Postgres engine: who may reach leads, enquiries and the outbox
 * through the Local API, REST and GraphQL; the audit trail; locked provenance; the CSV export.
 */
export function salesSuite(engine: string, createDatabase: CreateDatabase) {
  describe(`Sales pipeline on ${engine}`, () => {
    let db: TestDatabase
    let payload: Payload
    let config: Promise<SanitizedConfig>
    let dataDir: string
    let admin: Staff
    let sales: Staff
    const tokens = { admin: '', sales: '', member: '', forgedSession: '' }
    let graphqlPost: ReturnType<typeof import('@payloadcms/next/routes').GRAPHQL_POST>

    /** A REST call as the app answers it: a staff route (the exports), or Payload's own route handler, as the app's /api/[...slug] route makes it. */
    const rest = (method: string, url: string, token?: string, body?: unknown) =>
      backOfficeApi(
        config,
        new Request(`http://localhost:3000${url}`, {
          method,
          headers: { ...(token ? { Authorization: `JWT ${token}` } : {}), ...(body ? { 'Content-Type': 'application/json' } : {}) },
          body: body ? JSON.stringify(body) : undefined,
        }),
      )

    const graphql = async (query: string, token?: string) => {
      const res = await graphqlPost(
        new Request('http://localhost:3000/api/graphql', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `JWT ${token}` } : {}) },
          body: JSON.stringify({ query }),
        }),
      )
      return (await res.json()) as { data?: Record<string, unknown> | null; errors?: { message: string }[] }
    }

    const createLead = (data: Partial<Lead> & { createdAt?: string }) =>
      payload.create({
        collection: 'leads',
        overrideAccess: true,
        data: { clientType: 'Club', emailAddress: 'lead@example.com', source: 'tour-form', ...data } as never,
      })

    beforeAll(async () => {
      db = await createDatabase()
      dataDir = mkdtempSync(path.join(tmpdir(), 'clubhouse-sales-it-'))
      Object.assign(process.env, { PAYLOAD_SECRET: 'integration-test-secret-0123456789abcdef', DATA_DIR: dataDir })
      process.env.DATABASE_URL = db.url
      const [configModule, payloadModule, routes] = await Promise.all([import('@/payload.config'), import('payload'), import('@payloadcms/next/routes')])
      config = configModule.default
      graphqlPost = routes.GRAPHQL_POST(config)
      payload = await payloadModule.getPayload({ config })

      const account = async (role: 'admin' | 'sales') => {
        const email = `${role}-${engine.toLowerCase()}@clubhouse.test`
        const password = `${role}-password-123`
        const doc = await payload.create({ collection: 'users', overrideAccess: true, data: { email, password, roles: [role] } })
        const { token } = await payload.login({ collection: 'users', data: { email, password } })
        return { user: { ...doc, collection: 'users' as const } as Staff, token: token! }
      }
      ;({ user: admin, token: tokens.admin } = await account('admin'))
      ;({ user: sales, token: tokens.sales } = await account('sales'))
      const sign = async (fields: Record<string, unknown>) =>
        (await payloadModule.jwtSign({ fieldsToSign: fields, secret: payload.secret, tokenExpiration: 600 })).token
      // Validly signed, so only the collection (not staff) or the unknown session shuts them out.
      tokens.member = await sign({ id: sales.id, collection: 'members', email: sales.email })
      tokens.forgedSession = await sign({ id: admin.id, collection: 'users', email: admin.email, sid: 'not-a-session' })
    })

    afterAll(async () => {
      await payload?.destroy()
      // As in cms-suite: destroy leaves the pool open; its idle connections drop with the database.
      ;(payload?.db as unknown as { pool?: { on: (e: 'error', f: () => void) => void } } | undefined)?.pool?.on('error', () => {})
      await db?.drop()
      rmSync(dataDir, { recursive: true, force: true })
    })

    describe('access', () => {
      let lead: Lead
      let enquiryId: number
      let outboxId: number
      const ids = () => ({ leads: lead.id, enquiries: enquiryId, outbox: outboxId })
      const bodies: Record<Slug, Record<string, unknown>> = {
        leads: { clientType: 'Club', emailAddress: 'intruder@example.com' },
        enquiries: { enquiryType: 'club', emailAddress: 'intruder@example.com' },
        outbox: { to: 'intruder@example.com', subject: 'Hi', text: 'Hi' },
      }

      beforeAll(async () => {
        lead = await createLead({ firstName: 'Access', lastName: 'Check', emailAddress: 'access@example.com' })
        enquiryId = (await payload.create({ collection: 'enquiries', overrideAccess: true, data: { enquiryType: 'office', fullName: 'Office Person', emailAddress: 'office@example.com' } as never })).id
        outboxId = (await payload.create({ collection: 'outbox', overrideAccess: true, data: { to: 'access@example.com', subject: 'Thank you', text: 'Within 24 hours.' } as never })).id
      })

      it.each([
        ['anonymous', undefined],
        ['a member', member],
      ])('refuses %s everything through the Local API', async (_, user) => {
        for (const collection of ['leads', 'enquiries', 'outbox'] as const) {
          const id = ids()[collection]
          await expect(payload.find({ collection, user, overrideAccess: false }), `${collection} find`).rejects.toThrow(/not allowed/i)
          await expect(payload.findByID({ collection, id, user, overrideAccess: false }), `${collection} findByID`).rejects.toThrow(/not allowed/i)
          await expect(payload.count({ collection, user, overrideAccess: false }), `${collection} count`).rejects.toThrow(/not allowed/i)
          await expect(payload.create({ collection, user, overrideAccess: false, data: bodies[collection] as never }), `${collection} create`).rejects.toThrow(/not allowed/i)
          await expect(payload.update({ collection, id, user, overrideAccess: false, data: { status: 'won' } as never }), `${collection} update`).rejects.toThrow(/not allowed/i)
          await expect(payload.delete({ collection, id, user, overrideAccess: false }), `${collection} delete`).rejects.toThrow(/not allowed/i)
        }
        expect((await payload.findByID({ collection: 'leads', id: lead.id, overrideAccess: true })).status).toBe('new')
      })

      it.each([
        ['anonymous', () => undefined],
        ['a member', () => tokens.member],
        ['a forged staff session', () => tokens.forgedSession],
      ])('refuses %s over REST, the CSV export included', async (_, token) => {
        for (const collection of ['leads', 'enquiries', 'outbox'] as const) {
          const id = ids()[collection]
          const calls: [string, string, unknown?][] = [
            ['GET', `/api/${collection}`],
            ['GET', `/api/${collection}/${id}`],
            ['GET', `/api/${collection}/count`],
            ['POST', `/api/${collection}`, bodies[collection]],
            ['PATCH', `/api/${collection}/${id}`, { status: 'won' }],
            ['PATCH', `/api/${collection}?where[id][equals]=${id}`, { status: 'won' }],
            ['DELETE', `/api/${collection}/${id}`],
            ['DELETE', `/api/${collection}?where[id][exists]=true`],
          ]
          for (const [method, url, body] of calls) {
            const res = await rest(method, url, token(), body)
            expect(res.status, `${method} ${url}`).toBe(403)
            expect(await res.text(), `${method} ${url}`).not.toContain('access@example.com')
          }
        }
        for (const collection of ['leads', 'enquiries'] as const) {
          const res = await rest('GET', `/api/${collection}/export.csv`, token())
          expect(res.status).toBe(401)
          expect(await res.text()).not.toContain('access@example.com')
        }
        expect((await payload.findByID({ collection: 'leads', id: lead.id, overrideAccess: true })).status).toBe('new')
        expect(await payload.count({ collection: 'outbox', overrideAccess: true })).toEqual({ totalDocs: 1 })
      })

      it.each([
        ['anonymous', () => undefined],
        ['a member', () => tokens.member],
      ])('refuses %s over GraphQL', async (_, token) => {
        const queries = [
          '{ Leads { docs { id emailAddress } } }',
          `{ Lead(id: ${lead.id}) { emailAddress } }`,
          '{ Enquiries { docs { id emailAddress } } }',
          `{ Enquiry(id: ${enquiryId}) { emailAddress } }`,
          '{ Outboxes { docs { id to } } }',
          `{ Outbox(id: ${outboxId}) { to } }`,
          '{ countLeads { totalDocs } }',
          'mutation { createLead(data: { clientType: Club, status: new, source: tour_form, emailAddress: "intruder@example.com" }) { id } }',
          'mutation { createEnquiry(data: { enquiryType: club, status: new, emailAddress: "intruder@example.com" }) { id } }',
          'mutation { createOutbox(data: { to: "intruder@example.com", subject: "Hi", text: "Hi", status: queued }) { id } }',
          `mutation { updateLead(id: ${lead.id}, data: { status: won }) { id } }`,
          `mutation { updateEnquiry(id: ${enquiryId}, data: { status: won }) { id } }`,
          `mutation { deleteLead(id: ${lead.id}) { id } }`,
          `mutation { deleteOutbox(id: ${outboxId}) { id } }`,
        ]
        for (const query of queries) {
          const result = await graphql(query, token())
          expect(result.errors?.[0]?.message, query).toMatch(/not allowed/i)
          expect(JSON.stringify(result.data ?? null), query).not.toContain('example.com')
        }
        expect(await payload.count({ collection: 'leads', overrideAccess: true, where: { emailAddress: { equals: 'intruder@example.com' } } })).toEqual({ totalDocs: 0 })
        expect((await payload.findByID({ collection: 'leads', id: lead.id, overrideAccess: true })).status).toBe('new')
      })

      it('lets staff read and update, only admins delete, and nobody create', async () => {
        for (const staff of [sales, admin]) {
          const found = await payload.find({ collection: 'leads', user: staff, overrideAccess: false, where: { id: { equals: lead.id } } })
          expect(found.docs.map((d) => d.emailAddress)).toEqual(['access@example.com'])
          for (const collection of ['leads', 'enquiries', 'outbox'] as const) {
            await expect(payload.create({ collection, user: staff, overrideAccess: false, data: bodies[collection] as never }), `${staff.email} creates ${collection}`).rejects.toThrow(/not allowed/i)
          }
        }
        // The outbox is a record of what was sent: read-only, even for staff.
        await expect(payload.update({ collection: 'outbox', id: outboxId, user: admin, overrideAccess: false, data: { subject: 'Edited' } })).rejects.toThrow(/not allowed/i)
        await payload.update({ collection: 'leads', id: lead.id, user: sales, overrideAccess: false, data: { status: 'contacted' } })
        await expect(payload.delete({ collection: 'leads', id: lead.id, user: sales, overrideAccess: false })).rejects.toThrow(/not allowed/i)

        expect((await rest('GET', `/api/leads/${lead.id}`, tokens.sales)).status).toBe(200)
        // The outbox is for administrators only (issue 11: it held password reset links).
        await payload.find({ collection: 'outbox', user: admin, overrideAccess: false })
        await expect(payload.find({ collection: 'outbox', user: sales, overrideAccess: false })).rejects.toThrow(/not allowed/i)
        expect((await rest('GET', '/api/outbox', tokens.sales)).status).toBe(403)
        expect((await rest('GET', '/api/outbox', tokens.admin)).status).toBe(200)
        expect((await rest('POST', '/api/leads', tokens.admin, bodies.leads)).status).toBe(403)
        expect((await rest('DELETE', `/api/enquiries/${enquiryId}`, tokens.sales)).status).toBe(403)
        const viaGraphql = await graphql(`{ Lead(id: ${lead.id}) { emailAddress status } }`, tokens.sales)
        expect(viaGraphql.data?.Lead).toEqual({ emailAddress: 'access@example.com', status: 'contacted' })
        expect((await graphql('mutation { createLead(data: { clientType: Club, status: new, source: tour_form, emailAddress: "x@example.com" }) { id } }', tokens.admin)).errors?.[0]?.message).toMatch(/not allowed/i)

        expect((await rest('DELETE', `/api/enquiries/${enquiryId}`, tokens.admin)).status).toBe(200)
        await payload.delete({ collection: 'leads', id: lead.id, user: admin, overrideAccess: false })
        expect(await payload.count({ collection: 'leads', overrideAccess: true, where: { id: { equals: lead.id } } })).toEqual({ totalDocs: 0 })
      })
    })

    describe('pipeline', () => {
      it('records each status change and note with the staff member and time, and keeps note authors', async () => {
        const lead = await createLead({ firstName: 'Ada', lastName: 'Lovelace', emailAddress: 'ada@example.com' })
        expect(lead.history?.map((h) => [h.by, h.change])).toEqual([['website', 'Received']])

        const contacted = await payload.update({
          collection: 'leads',
          id: lead.id,
          user: sales,
          overrideAccess: false,
          data: { status: 'contacted', notes: [{ text: 'Left a voicemail', author: 'someone else', at: '2000-01-01T00:00:00.000Z' }] },
        })
        expect(contacted.name).toBe('Ada Lovelace')
        expect(contacted.history?.slice(1).map((h) => [h.by, h.change])).toEqual([
          [sales.email, 'Status: New → Contacted'],
          [sales.email, 'Note added'],
        ])
        const note = contacted.notes![0]!
        expect(note).toMatchObject({ text: 'Left a voicemail', author: sales.email })
        expect(Date.now() - Date.parse(note.at!)).toBeLessThan(60_000)

        // REST, as the back office's own form saves: the earlier note keeps its author, history sent is ignored.
        const res = await rest('PATCH', `/api/leads/${lead.id}`, tokens.admin, {
          status: 'tour-booked',
          assignedTo: sales.id,
          notes: [{ ...note, author: 'rewritten' }, { text: 'Tour on Friday at 11' }],
          history: [],
        })
        expect(res.status).toBe(200)
        const stored = await payload.findByID({ collection: 'leads', id: lead.id, overrideAccess: true, depth: 0 })
        expect(stored.notes?.map((n) => [n.text, n.author])).toEqual([
          ['Left a voicemail', sales.email],
          ['Tour on Friday at 11', admin.email],
        ])
        expect(stored.history?.map((h) => [h.by, h.change])).toEqual([
          ['website', 'Received'],
          [sales.email, 'Status: New → Contacted'],
          [sales.email, 'Note added'],
          [admin.email, 'Status: Contacted → Tour booked'],
          [admin.email, 'Assigned'],
          [admin.email, 'Note added'],
        ])
        expect(stored.history?.every((h) => Date.now() - Date.parse(h.at!) < 60_000)).toBe(true)

        // Append-only (issue 11, finding 10): another user rewriting the note, or removing all notes, is refused.
        const [first, second] = stored.notes!
        const rewrite = await rest('PATCH', `/api/leads/${lead.id}`, tokens.sales, { notes: [first, { ...second, text: 'Tour cancelled' }] })
        expect(rewrite.status).toBe(400)
        expect((await rest('PATCH', `/api/leads/${lead.id}`, tokens.sales, { notes: [] })).status).toBe(400)
        await expect(payload.update({ collection: 'leads', id: lead.id, user: admin, overrideAccess: false, data: { notes: [first!] } })).rejects.toThrow(/invalid|cannot be changed/i)
        const after = await payload.findByID({ collection: 'leads', id: lead.id, overrideAccess: true, depth: 0 })
        expect(after.notes?.map((n) => [n.text, n.author])).toEqual(stored.notes?.map((n) => [n.text, n.author]))
        expect(after.history).toEqual(stored.history)
      })

      it('keeps what the visitor sent and agreed to out of reach of staff edits', async () => {
        const first = await createLead({ emailAddress: 'grace@example.com' })
        const lead = await createLead({
          firstName: 'Grace',
          lastName: 'Hopper',
          emailAddress: 'grace@example.com',
          sourcePath: '/membership/book-a-tour',
          tracking: { gaUtmSource: 'newsletter', referrerMemberId: 'M-1' },
          consent: { given: true, at: '2026-11-23T10:00:00.000Z', wordingVersion: '2026-11-23', wording: 'I consent.', purpose: 'membership' },
          idempotencyKey: 'key-grace-0001',
          requestHash: 'hash-grace',
          linkedTo: first.id,
        })
        const tampering = {
          sourcePath: '/elsewhere',
          tracking: { gaUtmSource: 'forged', referrerMemberId: 'M-2' },
          consent: { given: false, at: '2020-01-01T00:00:00.000Z', wordingVersion: 'forged', wording: 'forged', purpose: 'forged' },
          idempotencyKey: 'key-forged-0001',
          requestHash: 'forged',
          linkedTo: null,
          history: [{ by: 'nobody', change: 'forged' }],
          createdAt: '2000-01-01T00:00:00.000Z',
        }
        const updated = await payload.update({ collection: 'leads', id: lead.id, user: sales, overrideAccess: false, data: { ...tampering, status: 'won' } as never })
        expect(updated.status).toBe('won')
        const res = await rest('PATCH', `/api/leads/${lead.id}`, tokens.admin, tampering)
        expect(res.status).toBe(200)

        const stored = await payload.findByID({ collection: 'leads', id: lead.id, overrideAccess: true, depth: 0 })
        expect(stored).toMatchObject({
          sourcePath: '/membership/book-a-tour',
          tracking: { gaUtmSource: 'newsletter', referrerMemberId: 'M-1' },
          consent: { given: true, at: '2026-11-23T10:00:00.000Z', wordingVersion: '2026-11-23', wording: 'I consent.', purpose: 'membership' },
          idempotencyKey: 'key-grace-0001',
          requestHash: 'hash-grace',
          linkedTo: first.id,
          createdAt: lead.createdAt,
        })
        expect(stored.history?.map((h) => h.change)).toEqual(['Received', 'Status: New → Won'])
      })

      it('lists the newest first unless asked otherwise', async () => {
        const marker = 'order@example.com'
        for (const [name, minutes] of [['Middle', 20], ['Newest', 10], ['Oldest', 30]] as const) {
          await createLead({ firstName: name, emailAddress: marker, createdAt: receivedAt(minutes) })
        }
        const where = { emailAddress: { equals: marker } }
        const local = await payload.find({ collection: 'leads', where, user: sales, overrideAccess: false })
        expect(local.docs.map((d) => d.name)).toEqual(['Newest', 'Middle', 'Oldest'])
        const res = await rest('GET', `/api/leads?where[emailAddress][equals]=${marker}`, tokens.sales)
        expect(((await res.json()) as { docs: Lead[] }).docs.map((d) => d.name)).toEqual(['Newest', 'Middle', 'Oldest'])
      })
    })

    describe('CSV export', () => {
      let clubId: number
      const csvOf = async (res: Response) => {
        const bytes = new Uint8Array(await res.arrayBuffer())
        expect([...bytes.slice(0, 3)], 'UTF-8 byte-order mark').toEqual([0xef, 0xbb, 0xbf])
        // Decoding drops the byte-order mark.
        return new TextDecoder().decode(bytes).split('\r\n').slice(0, -1)
      }
      const column = (lines: string[], header: string) => {
        const index = lines[0]!.split(',').indexOf(header)
        expect(index, header).toBeGreaterThanOrEqual(0)
        return lines.slice(1).map((l) => l.split(',')[index])
      }

      beforeAll(async () => {
        clubId = (await payload.create({ collection: 'clubs', overrideAccess: true, data: { name: 'Fulham', address: '1 Fulham Road', locationId: 5 } as never })).id
      })

      it('downloads the leads the list filters to, newest first, quoted and safe for spreadsheets', async () => {
        const marker = 'csv@example.com'
        await createLead({ firstName: 'Plain', lastName: 'Old', emailAddress: marker, createdAt: receivedAt(50), club: clubId, locationId: 5, mobileNumber: '+447700900123' })
        const tricky = await createLead({
          firstName: '=HYPERLINK("http://evil.example","click")',
          lastName: 'Smith, Jr',
          emailAddress: marker,
          createdAt: receivedAt(40),
          tracking: { gaUtmCampaign: 'winter' },
          consent: { given: true, at: '2026-11-23T10:00:00.000Z', wordingVersion: '2026-11-23' },
        })
        await payload.update({ collection: 'leads', id: tricky.id, user: sales, overrideAccess: false, data: { status: 'contacted', notes: [{ text: 'Called, "keen"\nwill visit' }] } })

        const res = await rest('GET', `/api/leads/export.csv?where[emailAddress][equals]=${marker}`, tokens.sales)
        expect(res.status).toBe(200)
        expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8')
        expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="leads-\d{4}-\d{2}-\d{2}\.csv"$/)
        expect(res.headers.get('cache-control')).toBe('no-store')
        const text = await res.text()
        expect(text).toContain(`${tricky.id},`)
        expect(text).toContain(`"'=HYPERLINK(""http://evil.example"",""click"") Smith, Jr"`)
        expect(text).toContain('"Called, ""keen""\nwill visit"')
        expect(text).toContain("'+447700900123")
        expect(text).toContain(',Fulham,5,')

        const lines = await csvOf(await rest('GET', `/api/leads/export.csv?where[emailAddress][equals]=${marker}&where[status][equals]=new`, tokens.sales))
        expect(lines[0]!.split(',').slice(0, 5)).toEqual(['ID', 'Received (UTC)', 'Status', 'Membership', 'Title'])
        expect(lines).toHaveLength(2)
        expect(column(lines, 'Name')).toEqual(['Plain Old'])
        expect(column(lines, 'Status')).toEqual(['New'])
        expect(column(lines, 'Received (UTC)')[0]).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/)

        // The admin list's own shape of filter, its search box and an explicit sort.
        const listFilter = `where[or][0][and][0][emailAddress][equals]=${marker}&where[or][0][and][1][status][in][0]=new&where[or][0][and][1][status][in][1]=contacted`
        const newestFirst = await csvOf(await rest('GET', `/api/leads/export.csv?${listFilter}`, tokens.sales))
        expect(column(newestFirst, 'Status')).toEqual(['Contacted', 'New'])
        const blankSort = await csvOf(await rest('GET', `/api/leads/export.csv?${listFilter}&sort=`, tokens.sales))
        expect(column(blankSort, 'Status')).toEqual(['Contacted', 'New'])
        const oldestFirst = await csvOf(await rest('GET', `/api/leads/export.csv?${listFilter}&sort=createdAt`, tokens.sales))
        expect(column(oldestFirst, 'Status')).toEqual(['New', 'Contacted'])
        const searched = await csvOf(await rest('GET', `/api/leads/export.csv?${listFilter}&search=Plain`, tokens.sales))
        expect(column(searched, 'Name')).toEqual(['Plain Old'])
      })

      it('exports enquiries with their own columns', async () => {
        await payload.create({
          collection: 'enquiries',
          overrideAccess: true,
          data: {
            enquiryType: 'social',
            firstName: 'Lin',
            lastName: 'Ng',
            emailAddress: 'social@example.com',
            proposerName: 'Ada Lovelace',
            instagramAccount: '@lin',
            message: 'Hello',
            queryOrigin: 'Fulham',
          } as never,
        })
        const lines = await csvOf(await rest('GET', '/api/enquiries/export.csv?where[enquiryType][equals]=social', tokens.admin))
        expect(lines).toHaveLength(2)
        expect(column(lines, 'Type')).toEqual(['Social membership'])
        expect(column(lines, 'Proposer name')).toEqual(['Ada Lovelace'])
        expect(column(lines, 'Instagram')).toEqual(["'@lin"])
        expect(column(lines, 'Page')).toEqual(['Fulham'])
      })

      it('pages through every matching row, each once', async () => {
        const drizzle = (payload.db as unknown as { drizzle: { execute: (q: unknown) => Promise<unknown> } }).drizzle
        // 1,203 rows, more than two pages, inserted in one statement; half share one timestamp, so order ties too.
        await drizzle.execute(sql`
          insert into leads (name, client_type, email_address, status, source, created_at, updated_at)
          select 'Bulk ' || n, 'Club'::enum_leads_client_type, 'bulk@example.com', 'new'::enum_leads_status, 'tour-form'::enum_leads_source,
                 case when n % 2 = 0 then now() - interval '1 day' else now() - (n || ' seconds')::interval end, now()
          from generate_series(1, 1203) as n`)
        const lines = await csvOf(await rest('GET', '/api/leads/export.csv?where[emailAddress][equals]=bulk@example.com', tokens.sales))
        const names = column(lines, 'Name')
        expect(names).toHaveLength(1203)
        expect(new Set(names).size).toBe(1203)
        const received = column(lines, 'Received (UTC)').map((t) => Date.parse(t!))
        expect(received.every((t, i) => i === 0 || t <= received[i - 1]!)).toBe(true)
      })

      it('answers a filter it cannot apply with 400, not a broken file', async () => {
        const res = await rest('GET', '/api/leads/export.csv?where[noSuchField][equals]=1', tokens.sales)
        expect(res.status).toBe(400)
        const bad = await rest('GET', '/api/leads/export.csv?where=%7Bnot-json', tokens.sales)
        expect(bad.status).toBe(400)
      })
    })

    it('keeps a password reset link from every staff user but its recipient, and makes it absolute', async () => {
      const printed: string[] = []
      const info = vi.spyOn(console, 'info').mockImplementation((m: unknown) => void printed.push(String(m)))
      try {
        await payload.forgotPassword({ collection: 'users', data: { email: admin.email }, disableEmail: false })
      } finally {
        info.mockRestore()
      }
      const [row] = (await payload.db.drizzle.execute(sql`SELECT reset_password_token AS token FROM users WHERE id = ${admin.id}`)).rows as { token: string }[]
      const token = row!.token
      expect(token.length).toBeGreaterThanOrEqual(20)
      // What reaches the recipient (here the developer's console: no SMTP): an absolute link.
      expect(printed.join('\n')).toContain(`http://localhost:3000/admin/reset/${token}`)

      const answers = [
        await (await rest('GET', '/api/outbox?limit=50&depth=0', tokens.sales)).text(),
        await (await rest('GET', `/api/users/${admin.id}`, tokens.sales)).text(),
        await (await rest('GET', '/api/users?limit=50', tokens.sales)).text(),
        JSON.stringify(await graphql('{ Outboxes(limit: 50) { docs { to subject text html } } }', tokens.sales)),
        JSON.stringify(await graphql(`{ User(id: ${admin.id}) { email resetPasswordToken } }`, tokens.sales)),
        JSON.stringify(await graphql('{ Users { docs { email } } }', tokens.sales)),
        // Even administrators see only a copy without the link.
        await (await rest('GET', '/api/outbox?limit=50&depth=0&sort=-createdAt', tokens.admin)).text(),
        JSON.stringify(await graphql('{ Outboxes(limit: 50) { docs { text html } } }', tokens.admin)),
      ]
      for (const answer of answers) expect(answer).not.toContain(token)
      const stored = await payload.find({ collection: 'outbox', overrideAccess: true, where: { to: { equals: admin.email } }, sort: '-createdAt', limit: 1 })
      expect(stored.docs[0]?.text).toContain('[link removed: only the recipient has it]')
    })

    it('refuses a staff password that is short or common, however it is set (issue 11, finding 8)', async () => {
      const create = (password: string) => rest('POST', '/api/users', tokens.admin, { email: `pw-${password.length}-${Date.now()}@clubhouse.test`, password, roles: ['admin'] })
      for (const weak of ['aaa', 'password1234', 'Qwertyuiop123!']) {
        const res = await create(weak)
        expect(res.status, weak).toBe(400)
        expect(JSON.stringify(await res.json())).toMatch(/at least 12|most commonly used/)
      }
      expect((await create('a long and unusual phrase')).status).toBe(201)
      expect((await rest('PATCH', `/api/users/${sales.id}`, tokens.sales, { password: 'iloveyou1234' })).status).toBe(400)

      await payload.forgotPassword({ collection: 'users', data: { email: sales.email }, disableEmail: true })
      const [row] = (await payload.db.drizzle.execute(sql`SELECT reset_password_token AS token FROM users WHERE id = ${sales.id}`)).rows as { token: string }[]
      expect((await rest('POST', '/api/users/reset-password', undefined, { token: row!.token, password: 'aaa' })).status).toBe(400)
      expect((await rest('POST', '/api/users/reset-password', undefined, { token: row!.token, password: 'an sales who reads a lot' })).status).toBe(200)
    })
  })
}
