import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import type { Payload } from 'payload'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { CreateDatabase, TestDatabase } from './engines'

/** Erasure on request and expiry after the retention period (UK GDPR), on every engine. */
export function privacySuite(engine: string, createDatabase: CreateDatabase) {
  describe(`Personal data on ${engine}`, () => {
    let db: TestDatabase
    let payload: Payload
    let dataDir: string
    let admin: { id: number; email: string; collection: 'users' }
    let submitTour: typeof import('@/features/enquiries/submit.server').submitTour
    let settled: () => Promise<void>
    let sqlRows: typeof import('@/lib/db/sql').sqlRows

    const tour = (email: string, extra: Record<string, unknown> = {}) => ({
      title: 'Ms', firstName: 'Erin', lastName: 'Erasable', emailAddress: email, mobileNumber: '+447700900555', dateOfBirth: '1985-05-05',
      locationId: 15, clientType: 'Club', termsAccepted: true, gaUtmSource: 'newsletter', ...extra,
    })

    beforeAll(async () => {
      db = await createDatabase()
      dataDir = mkdtempSync(path.join(tmpdir(), 'clubhouse-privacy-it-'))
      Object.assign(process.env, { PAYLOAD_SECRET: 'integration-test-secret-0123456789abcdef', DATA_DIR: dataDir, ENQUIRY_RATE_LIMIT: '0' })
      process.env.DATABASE_URL = db.url
      const [{ default: config }, { getPayload }, submit, sql] = await Promise.all([
        import('@/payload.config'),
        import('payload'),
        import('@/features/enquiries/submit.server'),
        import('@/lib/db/sql'),
      ])
      payload = await getPayload({ config })
      submitTour = submit.submitTour
      settled = submit.notificationsSettled
      sqlRows = sql.sqlRows
      await payload.create({ collection: 'clubs', overrideAccess: true, data: { name: 'Knightsbridge', address: '1 Example Street', locationId: 15 } })
      const doc = await payload.create({ collection: 'users', overrideAccess: true, data: { email: `privacy-admin@clubhouse.test`, password: 'privacy-admin-passphrase-7', roles: ['admin'] } as never })
      admin = { ...(doc as unknown as { id: number; email: string }), collection: 'users' }
    })

    afterAll(async () => {
      await settled?.()
      await payload?.destroy()
      ;(payload?.db as unknown as { pool?: { on: (e: 'error', f: () => void) => void } } | undefined)?.pool?.on('error', () => {})
      await db?.drop()
      rmSync(dataDir, { recursive: true, force: true })
    })

    const ip = '203.0.113.77'
    const everything = async () => JSON.stringify(await sqlRows(payload, `SELECT row_to_json(t) FROM (SELECT * FROM leads) t UNION ALL SELECT row_to_json(n) FROM leads_notes n UNION ALL SELECT row_to_json(o) FROM outbox o UNION ALL SELECT row_to_json(e) FROM enquiries e UNION ALL SELECT row_to_json(s) FROM submissions s`))

    it('erases one person everywhere on request, keeping anonymised records that still count, and records who did it but not whom', async () => {
      const email = 'erin.erasable@example.com'
      const first = await submitTour(tour(email), { source: 'tour-api', ip, idempotencyKey: 'erase-key-0001' })
      const second = await submitTour(tour('Erin.Erasable@Example.com', { locationId: 15 }), { source: 'tour-api', ip, idempotencyKey: 'erase-key-0002' })
      const other = await submitTour(tour('someone.else@example.com', { firstName: 'Sam', lastName: 'Kept', mobileNumber: '+447700900999', dateOfBirth: '1970-01-01', gaUtmSource: 'instagram' }), { source: 'tour-api', ip, idempotencyKey: 'erase-key-0003' })
      expect([first.ok, second.ok, other.ok]).toEqual([true, true, true])
      const leadId = (first as { id: number }).id
      await payload.update({ collection: 'leads', id: leadId, overrideAccess: false, user: admin, data: { status: 'contacted', notes: [{ text: 'Erin called about Erasable Ltd' }] } as never })
      expect(await everything()).toContain('erin.erasable@example.com')

      const erasure = await payload.create({ collection: 'erasures', overrideAccess: false, user: admin, data: { emailAddress: email } as never })

      expect(erasure.counts).toMatchObject({ leads: 2, ticketRequests: 0 })
      expect(erasure.counts?.outbox).toBeGreaterThanOrEqual(4)
      expect(erasure).toMatchObject({ emailAddress: null, erasedBy: expect.anything() })
      const all = await everything()
      for (const trace of ['erasable', 'Erasable', '7700900555', '1985-05-05', 'newsletter']) expect(all, trace).not.toContain(trace)
      expect(all).toContain('someone.else@example.com')

      const lead = await payload.findByID({ collection: 'leads', id: leadId, overrideAccess: true, depth: 0 })
      expect(lead).toMatchObject({ status: 'contacted', clientType: 'Club', locationId: 15, firstName: null, mobileNumber: null })
      expect(lead.createdAt).toBeTruthy()
      expect(lead.history?.at(-1)).toMatchObject({ by: admin.email, change: 'Personal data erased on request' })
      expect(await payload.count({ collection: 'leads', overrideAccess: true })).toMatchObject({ totalDocs: 3 })
      const stored = await payload.findByID({ collection: 'erasures', id: erasure.id, overrideAccess: true })
      expect(JSON.stringify(stored)).not.toContain('erasable')
    })

    it('an erased e-mail not yet sent is never sent, and its sealed body goes too', async () => {
      const email = 'quinn.queued@example.com'
      const [queued] = await sqlRows<{ id: number }>(
        payload,
        `INSERT INTO outbox ("to", "from", subject, text, status, transport, attempts, next_attempt_at, retry_until, sealed, withheld, updated_at, created_at)
         VALUES ($1, 'hello@clubhouse.london', 'Reset your password', '[link removed]', 'queued', 'smtp', 1, now(), now() + interval '1 day', 'v1.sealed-body', false, now(), now())
         RETURNING id`,
        [email],
      )
      // The control: before the erasure, the row is due for the relay with its sealed body.
      const due = `SELECT status, sealed, next_attempt_at IS NOT NULL AS due FROM outbox WHERE id = $1`
      expect((await sqlRows(payload, due, [queued!.id]))[0]).toMatchObject({ status: 'queued', sealed: 'v1.sealed-body', due: true })

      await payload.create({ collection: 'erasures', overrideAccess: false, user: admin, data: { emailAddress: email } as never })

      expect((await sqlRows(payload, due, [queued!.id]))[0]).toMatchObject({ status: 'failed', sealed: null, due: false })
    })

    it('erases a membership application’s answers and photo, and the person as a company’s member', async () => {
      const email = 'ivy.applicant@example.com'
      const lead = await payload.create({
        collection: 'leads',
        overrideAccess: true,
        data: {
          clientType: 'Club', source: 'application', membershipStatus: 'Applied', emailAddress: email, firstName: 'Ivy', dialCode: '+44',
          address: { addressLine1: '9 Ivy Lane', town: 'London', postcode: 'SW6 4LZ', country: 'United Kingdom' },
          profile: { gender: 'Female', industry: 'ACCOUNTING', role: 'Manager', aboutMember: 'Ivy likes ivy.' },
          payment: { mandateId: 'MDIVY', mandateStatus: 'active' },
        } as never,
      })
      const jpeg = await sharp({ create: { width: 240, height: 240, channels: 3, background: '#777' } }).jpeg().toBuffer()
      const photo = await payload.create({ collection: 'profile-pictures', overrideAccess: true, data: { lead: lead.id } as never, file: { data: jpeg, mimetype: 'image/jpeg', name: 'ivy.jpg', size: jpeg.length } })
      await payload.update({ collection: 'leads', id: lead.id, overrideAccess: true, data: { profile: { gender: 'Female', headShot: photo.id } } as never })
      const company = await payload.create({ collection: 'leads', overrideAccess: true, data: { clientType: 'Corporate', emailAddress: 'boss@ivyco.co.uk', source: 'tour-form' } as never })
      await payload.create({ collection: 'company-members', overrideAccess: true, data: { lead: company.id, title: 'Ms', firstName: 'Ivy', lastName: 'Member', emailAddress: email, dialCode: '+44', mobileNumber: '07700900111', dateOfBirth: '1990-01-01' } as never })

      await payload.create({ collection: 'erasures', overrideAccess: false, user: admin, data: { emailAddress: email } as never })

      const [row] = await sqlRows<Record<string, unknown>>(payload, `SELECT * FROM leads WHERE id = $1`, [lead.id])
      expect(JSON.stringify(row)).not.toMatch(/Ivy|ivy|MDIVY|SW6 4LZ/)
      expect(row).toMatchObject({ membership_status: 'Applied', profile_head_shot_id: null, continue_token_hash: null })
      expect(await payload.count({ collection: 'profile-pictures', overrideAccess: true, where: { id: { equals: photo.id } } })).toMatchObject({ totalDocs: 0 })
      expect(await payload.count({ collection: 'company-members', overrideAccess: true, where: { emailAddress: { equals: email } } })).toMatchObject({ totalDocs: 0 })
    })

    it('erases a member’s account with its sign-ins and table bookings, and gives the booked covers back', async () => {
      const email = 'oscar.member@example.com'
      const club = (await payload.find({ collection: 'clubs', overrideAccess: true, limit: 1 })).docs[0]!
      const room = await payload.create({ collection: 'restaurants', overrideAccess: true, data: { name: 'Erasure Room', club: club.id, services: [{ label: 'Lunch', opens: '12:00', lastSeating: '13:00', days: ['Mon'] }] } as never })
      const member = await payload.create({ collection: 'members', overrideAccess: true, context: { invited: true }, data: { email, firstName: 'Oscar', lastName: 'Member', status: 'Active' } as never })
      const start = new Date(Date.now() + 7 * 86_400_000).toISOString()
      await payload.create({ collection: 'table-bookings', overrideAccess: true, data: { reference: 'TB-ERASE01', restaurant: room.id, member: member.id, startDateTime: start, partySize: 3, notes: 'Oscar’s birthday' } as never })
      await sqlRows(payload, `INSERT INTO table_slot_usage (restaurant_id, start_at, covers_used, capacity) VALUES ($1, $2, 5, 20)`, [room.id, start])
      await sqlRows(payload, `INSERT INTO member_sessions (member_id, family, token_hash, expires_at) VALUES ($1, 'erase-family', 'erase-hash', now() + interval '1 day')`, [member.id])

      await payload.create({ collection: 'erasures', overrideAccess: false, user: admin, data: { emailAddress: 'Oscar.Member@example.com' } as never })

      expect(await sqlRows(payload, `SELECT id FROM members WHERE email = $1`, [email])).toEqual([])
      expect(await sqlRows(payload, `SELECT id FROM table_bookings WHERE reference = 'TB-ERASE01'`)).toEqual([])
      expect(await sqlRows(payload, `SELECT id FROM member_sessions WHERE family = 'erase-family'`)).toEqual([])
      expect(await sqlRows(payload, `SELECT covers_used FROM table_slot_usage WHERE restaurant_id = $1`, [room.id])).toEqual([{ covers_used: 2 }])
    })

    it('gives a booking’s covers back whatever deletes it (an administrator, a member’s account going)', async () => {
      const club = (await payload.find({ collection: 'clubs', overrideAccess: true, limit: 1 })).docs[0]!
      const room = await payload.create({ collection: 'restaurants', overrideAccess: true, data: { name: 'Trigger Room', club: club.id, services: [{ label: 'Lunch', opens: '12:00', lastSeating: '13:00', days: ['Mon'] }] } as never })
      const member = await payload.create({ collection: 'members', overrideAccess: true, context: { invited: true }, data: { email: 'trigger.member@example.com', firstName: 'Tig', lastName: 'Ger', status: 'Active' } as never })
      const start = new Date(Date.now() + 3 * 86_400_000).toISOString()
      const past = new Date(Date.now() - 86_400_000).toISOString()
      const one = await payload.create({ collection: 'table-bookings', overrideAccess: true, data: { reference: 'TB-TRIG0001', restaurant: room.id, member: member.id, startDateTime: start, partySize: 4 } as never })
      await payload.create({ collection: 'table-bookings', overrideAccess: true, data: { reference: 'TB-TRIG0002', restaurant: room.id, member: member.id, startDateTime: start, partySize: 2 } as never })
      await payload.create({ collection: 'table-bookings', overrideAccess: true, data: { reference: 'TB-TRIG0003', restaurant: room.id, member: member.id, startDateTime: past, partySize: 3 } as never })
      await sqlRows(payload, `INSERT INTO table_slot_usage (restaurant_id, start_at, covers_used, capacity) VALUES ($1, $2, 6, 20), ($1, $3, 3, 20)`, [room.id, start, past])
      await payload.delete({ collection: 'table-bookings', id: one.id, overrideAccess: true })
      expect(await sqlRows(payload, `SELECT covers_used FROM table_slot_usage WHERE restaurant_id = $1 ORDER BY start_at DESC`, [room.id])).toEqual([{ covers_used: 2 }, { covers_used: 3 }])
      await payload.delete({ collection: 'members', id: member.id, overrideAccess: true })
      // The future one's covers return; a past booking's slot is history and stays as it was.
      expect(await sqlRows(payload, `SELECT covers_used FROM table_slot_usage WHERE restaurant_id = $1 ORDER BY start_at DESC`, [room.id])).toEqual([{ covers_used: 0 }, { covers_used: 3 }])
    })

    it('refuses erasure to anyone but administrators (and sales staff allowed to)', async () => {
      await expect(payload.create({ collection: 'erasures', overrideAccess: false, data: { emailAddress: 'x@example.com' } as never })).rejects.toThrow(/not allowed/i)
      await expect(payload.update({ collection: 'erasures', where: {}, overrideAccess: false, user: admin, data: { summary: 'rewritten' } as never })).rejects.toThrow(/not allowed/i)
      await expect(payload.delete({ collection: 'erasures', where: {}, overrideAccess: false, user: admin })).rejects.toThrow(/not allowed/i)
      await expect(payload.create({ collection: 'erasures', overrideAccess: false, user: admin, data: { emailAddress: 'not an address' } as never })).rejects.toThrow(/invalid: emailAddress/)
    })

    it('expires unconverted leads past the retention period when it is set, and nothing while it is not', async () => {
      const old = await submitTour(tour('old.lead@example.com'), { source: 'tour-api', ip, idempotencyKey: 'retention-key-0001' })
      const won = await submitTour(tour('old.member@example.com'), { source: 'tour-api', ip, idempotencyKey: 'retention-key-0002' })
      const recent = await submitTour(tour('recent.lead@example.com'), { source: 'tour-api', ip, idempotencyKey: 'retention-key-0003' })
      const [oldId, wonId, recentId] = [old, won, recent].map((r) => (r as { id: number }).id) as [number, number, number]
      await payload.update({ collection: 'leads', id: wonId, overrideAccess: true, data: { status: 'won' } as never })
      await sqlRows(payload, `UPDATE leads SET created_at = now() - interval '14 months' WHERE id = ANY($1::int[])`, [[oldId, wonId]])

      const run = async () => {
        await payload.jobs.queue({ task: 'expireUnconverted', input: {} })
        await payload.jobs.run({ queue: 'default' })
      }
      await run()
      expect((await payload.findByID({ collection: 'leads', id: oldId, overrideAccess: true, depth: 0 })).emailAddress).toBe('old.lead@example.com')

      await payload.updateGlobal({ slug: 'privacy', overrideAccess: true, data: { retentionMonths: 12 } })
      await run()
      const after = async (id: number) => payload.findByID({ collection: 'leads', id, overrideAccess: true, depth: 0 })
      expect(await after(oldId)).toMatchObject({ emailAddress: `erased-lead-${oldId}@erased.invalid`, firstName: null, status: 'new' })
      expect((await after(oldId)).history?.at(-1)?.change).toBe('Personal data removed after 12 months (retention setting)')
      expect((await after(wonId)).emailAddress).toBe('old.member@example.com')
      expect((await after(recentId)).emailAddress).toBe('recent.lead@example.com')
    })
  })
}
