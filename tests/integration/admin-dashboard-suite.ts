import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import type { Payload, SanitizedConfig } from 'payload'
import { renderToStaticMarkup } from 'react-dom/server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { Dashboard } from '@/admin/Dashboard'
import { countFigures, figuresFor, londonDay } from '@/admin/dashboard-figures'
import { SamePersonCell } from '@/admin/SamePersonCell'
import { SamePersonField } from '@/admin/SamePersonField'

import type { CreateDatabase, TestDatabase } from './engines'

type Staff = { id: number; email: string; roles: string[]; collection: 'users' }

/**
 * The back office's dashboard and repeat-submission counts against a real database: the figures
 * are the database's counts for the London day, for the viewer's roles, and their links filter the
 * REST list the same way.
 */
export function adminDashboardSuite(engine: string, createDatabase: CreateDatabase) {
  describe(`Back-office dashboard on ${engine}`, () => {
    let db: TestDatabase
    let payload: Payload
    let config: Promise<SanitizedConfig>
    let dataDir: string
    let handleEndpoints: typeof import('payload').handleEndpoints
    let createLocalReq: typeof import('payload').createLocalReq
    const staff: Record<'sales' | 'content', { user: Staff; token: string }> = {} as never

    const lead = (data: Record<string, unknown>) =>
      payload.create({ collection: 'leads', overrideAccess: true, data: { clientType: 'Club', source: 'tour-form', emailAddress: 'someone@example.com', ...data } as never })

    beforeAll(async () => {
      db = await createDatabase()
      dataDir = mkdtempSync(path.join(tmpdir(), 'clubhouse-dashboard-it-'))
      Object.assign(process.env, { PAYLOAD_SECRET: 'integration-test-secret-0123456789abcdef', DATA_DIR: dataDir, DATABASE_URL: db.url })
      const [configModule, payloadModule] = await Promise.all([import('@/payload.config'), import('payload')])
      config = configModule.default
      handleEndpoints = payloadModule.handleEndpoints
      createLocalReq = payloadModule.createLocalReq
      payload = await payloadModule.getPayload({ config })
      for (const role of ['sales', 'content'] as const) {
        const email = `${role}@dashboard.test`
        const password = `${role}-password-123`
        const doc = await payload.create({ collection: 'users', overrideAccess: true, data: { email, password, roles: [role] } as never })
        const { token } = await payload.login({ collection: 'users', data: { email, password } })
        staff[role] = { user: { ...(doc as unknown as Staff), collection: 'users' }, token: token! }
      }

      const { start } = londonDay(new Date())
      const yesterday = new Date(start.getTime() - 60_000).toISOString()
      await lead({ emailAddress: 'repeat@example.com' })
      await lead({ emailAddress: 'repeat@example.com' })
      await lead({ emailAddress: 'repeat@example.com', createdAt: yesterday })
      await lead({ emailAddress: 'applied@example.com', membershipStatus: 'Applied', createdAt: yesterday })
      await lead({ emailAddress: 'started@example.com', membershipStatus: 'Started', createdAt: yesterday })
      await payload.create({ collection: 'enquiries', overrideAccess: true, data: { enquiryType: 'club', emailAddress: 'repeat@example.com' } as never })
    })

    afterAll(async () => {
      await payload?.destroy()
      ;(payload?.db as unknown as { pool?: { on: (e: 'error', f: () => void) => void } } | undefined)?.pool?.on('error', () => {})
      await db?.drop()
      rmSync(dataDir, { recursive: true, force: true })
    })

    it('counts today’s leads from London midnight and the applications awaiting review, with the viewer’s access', async () => {
      const { user } = staff.sales
      // One member in arrears, one whose collection could not start, one collecting as it should.
      await payload.db.drizzle.execute(
        `INSERT INTO dues (payer_name, membership_type, people, monthly_amount, joining_amount, term_months, fixed_at, standing, collection_state, collection_error) VALUES
           ('In arrears', 'Club', 1, 150, 0, 12, now(), 'arrears', 'started', NULL),
           ('No mandate', 'Club', 1, 150, 0, 12, now(), 'good', 'no-mandate', 'The application has no Direct Debit mandate to collect on: ask the member to set one up.'),
           ('Collecting', 'Club', 1, 150, 0, 12, now(), 'good', 'started', NULL)` as never,
      )
      const figures = figuresFor(user as never, new Date(), '/admin')
      const counted = await countFigures(figures, ({ collection, where }) => payload.count({ collection, where, overrideAccess: false, user: user as never }))
      expect(Object.fromEntries(counted.map((f) => [f.key, f.count]))).toEqual({
        'leads-today': 2,
        'enquiries-today': 1,
        'applications-to-review': 1,
        'ticket-orders-today': 0,
        'table-bookings-today': 0,
        'dues-arrears': 1,
        'dues-not-collecting': 1,
      })
    })

    it('links each list figure to a filter the REST list reads the same way', async () => {
      const figure = figuresFor(staff.sales.user as never, new Date(), '/admin').find((f) => f.key === 'leads-today')!
      const query = figure.href.split('?')[1]
      const res = await handleEndpoints({ config, request: new Request(`http://localhost:3000/api/leads?${query}&limit=0`, { headers: { Authorization: `JWT ${staff.sales.token}` } }) })
      expect(res.status).toBe(200)
      expect(((await res.json()) as { totalDocs: number }).totalDocs).toBe(2)
    })

    it('shows a content editor the content figures only, counted without error', async () => {
      const html = renderToStaticMarkup((await Dashboard({ payload, user: staff.content.user } as never))!)
      expect(html).toContain('Pages not yet published')
      expect(html).not.toMatch(/leads|Applications|Ticket|Table/)
      expect(html).not.toContain('–')
    })

    it('counts one person’s submissions in the list and lists the others on the edit screen', async () => {
      const repeat = (await payload.find({ collection: 'leads', where: { emailAddress: { equals: 'repeat@example.com' } }, sort: 'createdAt', overrideAccess: true })).docs
      const cell = renderToStaticMarkup((await SamePersonCell({ payload, rowData: repeat[0], collectionSlug: 'leads' } as never))!)
      expect(cell).toContain('3 leads')
      expect(cell).toContain('1 enquiry')

      const req = await createLocalReq({ user: staff.sales.user as never }, payload)
      const field = renderToStaticMarkup((await SamePersonField({ payload, req, data: repeat[0], id: repeat[0]!.id, collectionSlug: 'leads' } as never))!)
      expect(field).toContain('2 other leads')
      expect(field).toContain('1 enquiry')
      expect(field).toContain(`/admin/collections/leads/${repeat[1]!.id}`)
      expect(field).not.toContain(`/admin/collections/leads/${repeat[0]!.id}"`)
      expect(field).toContain('Club membership')
    })
  })
}
