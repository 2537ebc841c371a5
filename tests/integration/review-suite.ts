import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import type { Payload, SanitizedConfig } from 'payload'
import sharp from 'sharp'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { withDefaults } from '@/collections/pipeline/review-templates'
import type { Lead, Outbox } from '@/payload-types'

import type { TestDatabase } from './engines'

type Role = 'admin' | 'sales' | 'content'
const DAY_MS = 24 * 60 * 60 * 1000
const daysAgo = (days: number, from = Date.now()) => new Date(from - days * DAY_MS).toISOString()

/**
 * The membership committee's review (issue 13, docs/decisions/020) on every Postgres engine: the
 * decision call (who may, what it changes, the e-mail, the audit trail), the editable wording, the
 * Applications view's filters and export, and the one reminder for unfinished applications.
 */
export function reviewSuite(engine: string, createDatabase: () => Promise<TestDatabase>) {
  describe(`Committee review on ${engine}`, () => {
    let db: TestDatabase
    let payload: Payload
    let config: Promise<SanitizedConfig>
    let dataDir: string
    let handleEndpoints: typeof import('payload').handleEndpoints
    let reminders: typeof import('@/features/application/reminder.server')
    let steps: typeof import('@/collections/pipeline/review-steps')
    let continueLinks: typeof import('@/features/application/continue-link.server')
    const staff = {} as Record<Role, { email: string; token: string }>
    let serial = 0

    const rest = (method: string, url: string, role?: Role, body?: unknown) =>
      handleEndpoints({
        config,
        request: new Request(`http://localhost:3000${url}`, {
          method,
          headers: { ...(role ? { Authorization: `JWT ${staff[role].token}` } : {}), ...(body !== undefined ? { 'Content-Type': 'application/json' } : {}) },
          body: body !== undefined ? JSON.stringify(body) : undefined,
        }),
      })
    const decide = (id: number, role: Role | undefined, body: unknown) => rest('POST', `/api/leads/${id}/decision`, role, body)

    const application = async (data: Partial<Lead> & { createdAt?: string } = {}) =>
      (await payload.create({
        collection: 'leads',
        overrideAccess: true,
        data: {
          clientType: 'Club',
          source: 'application',
          firstName: 'Jane',
          lastName: 'Applicant',
          emailAddress: `applicant-${++serial}@example.com`,
          membershipStatus: 'Applied',
          address: { addressLine1: '1 King’s Road', town: 'London', postcode: 'SW3 4AA', country: 'United Kingdom' },
          profile: { gender: 'Female', industry: 'ACCOUNTING', role: 'Director / Partner', aboutMember: 'Please visit http://spam.example and call me.' },
          payment: { mandateId: `MD${serial}`, mandateStatus: 'active' },
          appliedAt: new Date().toISOString(),
          ...data,
        } as never,
      })) as Lead
    const lead = (id: number) => payload.findByID({ collection: 'leads', id, overrideAccess: true, depth: 0 })
    const mailTo = async (to: string) =>
      (await payload.find({ collection: 'outbox', overrideAccess: true, depth: 0, sort: 'id', where: { to: { equals: to } } })).docs as Outbox[]

    beforeAll(async () => {
      db = await createDatabase()
      dataDir = mkdtempSync(path.join(tmpdir(), 'clubhouse-review-it-'))
      Object.assign(process.env, { PAYLOAD_SECRET: 'integration-test-secret-0123456789abcdef', DATA_DIR: dataDir, SERVER_URL: 'https://club.example' })
      if (db.url) process.env.DATABASE_URL = db.url
      else delete process.env.DATABASE_URL
      const [configModule, payloadModule] = await Promise.all([import('@/payload.config'), import('payload')])
      ;[reminders, steps, continueLinks] = await Promise.all([
        import('@/features/application/reminder.server'),
        import('@/collections/pipeline/review-steps'),
        import('@/features/application/continue-link.server'),
      ])
      config = configModule.default
      handleEndpoints = payloadModule.handleEndpoints
      payload = await payloadModule.getPayload({ config })
      for (const role of ['admin', 'sales', 'content'] as const) {
        const email = `${role}-review-${engine.toLowerCase()}@clubhouse.test`
        const password = `${role}-review-passphrase`
        await payload.create({ collection: 'users', overrideAccess: true, data: { email, password, roles: [role] } })
        staff[role] = { email, token: (await payload.login({ collection: 'users', data: { email, password } })).token! }
      }
    })

    afterAll(async () => {
      await payload?.destroy()
      ;(payload?.db as unknown as { pool?: { on: (e: 'error', f: () => void) => void } } | undefined)?.pool?.on('error', () => {})
      await db?.drop()
      rmSync(dataDir, { recursive: true, force: true })
    })

    describe('decisions', () => {
      it('lets sales staff approve an application: status, review, audit trail and the applicant’s e-mail', async () => {
        const app = await application({ firstName: 'Jane' })
        const res = await decide(app.id, 'sales', { decision: 'Approved' })
        expect(res.status, await res.clone().text()).toBe(200)
        expect(await res.json()).toMatchObject({ id: app.id, membershipStatus: 'Approved', review: { decision: 'Approved', decidedBy: staff.sales.email } })

        const stored = await lead(app.id)
        expect(stored.membershipStatus).toBe('Approved')
        expect(stored.review).toMatchObject({ decision: 'Approved', decidedBy: staff.sales.email, reason: null })
        expect(Date.now() - Date.parse(stored.review!.decidedAt!)).toBeLessThan(60_000)
        expect(stored.history?.at(-1)).toMatchObject({ by: staff.sales.email, change: 'Committee: approved' })

        const mail = await mailTo(app.emailAddress)
        expect(mail).toHaveLength(1)
        expect(mail[0]).toMatchObject({ to: app.emailAddress, subject: 'Welcome to Clubhouse: your membership has been approved', replyTo: 'membership@clubhouse.london' })
        expect(mail[0]!.text.startsWith('Dear Jane,\n\nWe are delighted')).toBe(true)
        expect(mail[0]!.text).toContain('https://club.example')
        // Nothing the applicant typed but the greeting's plain first name.
        expect(mail[0]!.text).not.toMatch(/spam\.example|King’s Road|{reason}|{firstName}/)
        expect(mail[0]!.about).toMatchObject({ relationTo: 'leads' })
      })

      it('declines with the reason, told to the applicant and kept in the review and the audit trail', async () => {
        const app = await application({ firstName: 'Robert <b>Tables</b>' })
        const reason = 'The committee is not taking new members in your category this year.'
        const res = await decide(app.id, 'admin', { decision: 'Declined', reason: `  ${reason}  ` })
        expect(res.status).toBe(200)
        const stored = await lead(app.id)
        expect(stored).toMatchObject({ membershipStatus: 'Declined', review: { decision: 'Declined', decidedBy: staff.admin.email, reason } })
        expect(stored.history?.at(-1)).toMatchObject({ by: staff.admin.email, change: `Committee: declined. Reason: ${reason}` })
        const [mail] = await mailTo(app.emailAddress)
        expect(mail!.subject).toBe('Your Clubhouse membership application')
        expect(mail!.text).toContain(`\n\n${reason}\n\n`)
        // Not a plain name: the greeting falls back rather than carry markup.
        expect(mail!.text.startsWith('Dear applicant,')).toBe(true)
      })

      it('refuses a decline or a waiting list without a reason, and an unknown decision, changing nothing', async () => {
        const app = await application()
        for (const body of [{ decision: 'Declined' }, { decision: 'Declined', reason: '   ' }, { decision: 'Waitlisted', reason: '' }, { decision: 'Maybe', reason: 'x' }, {}, 'Approved']) {
          const res = await decide(app.id, 'sales', body)
          expect(res.status, JSON.stringify(body)).toBe(400)
          expect(((await res.json()) as { errors: { message: string }[] }).errors[0]!.message).toBeTruthy()
        }
        expect((await lead(app.id)).membershipStatus).toBe('Applied')
        expect(await mailTo(app.emailAddress)).toHaveLength(0)
      })

      it('refuses anonymous visitors (401) and content staff (403), changing nothing', async () => {
        const app = await application()
        expect((await decide(app.id, undefined, { decision: 'Approved' })).status).toBe(401)
        expect((await decide(app.id, 'content', { decision: 'Approved' })).status).toBe(403)
        const stored = await lead(app.id)
        expect(stored.membershipStatus).toBe('Applied')
        expect(stored.review?.decision ?? null).toBeNull()
        expect(await mailTo(app.emailAddress)).toHaveLength(0)
        expect((await decide(999_999, 'sales', { decision: 'Approved' })).status).toBe(404)
      })

      it('decides only Applied applications, and a waitlisted one once more', async () => {
        const started = await application({ membershipStatus: 'Started', payment: { mandateId: null }, appliedAt: null })
        const res = await decide(started.id, 'sales', { decision: 'Approved' })
        expect(res.status).toBe(409)
        expect((await lead(started.id)).membershipStatus).toBe('Started')

        const tour = (await payload.create({ collection: 'leads', overrideAccess: true, data: { clientType: 'Club', emailAddress: 'tour-only@example.com' } as never })) as Lead
        expect((await decide(tour.id, 'sales', { decision: 'Approved' })).status).toBe(409)

        const app = await application()
        expect((await decide(app.id, 'sales', { decision: 'Waitlisted', reason: 'Kensington is full until spring.' })).status).toBe(200)
        expect((await decide(app.id, 'sales', { decision: 'Waitlisted', reason: 'Again.' })).status).toBe(409)
        expect((await decide(app.id, 'admin', { decision: 'Approved' })).status).toBe(200)
        expect((await decide(app.id, 'admin', { decision: 'Declined', reason: 'Changed our minds.' })).status).toBe(409)

        const stored = await lead(app.id)
        expect(stored).toMatchObject({ membershipStatus: 'Approved', review: { decision: 'Approved', decidedBy: staff.admin.email } })
        expect(stored.history?.slice(-2).map((h) => [h.by, h.change])).toEqual([
          [staff.sales.email, 'Committee: waitlisted. Reason: Kensington is full until spring.'],
          [staff.admin.email, 'Committee: approved'],
        ])
        expect((await mailTo(app.emailAddress)).map((m) => m.subject)).toEqual([
          'Your Clubhouse membership application: our waiting list',
          'Welcome to Clubhouse: your membership has been approved',
        ])
      })

      it('lets only one of two simultaneous decisions through', async () => {
        const app = await application()
        const answers = await Promise.all([
          decide(app.id, 'sales', { decision: 'Approved' }),
          decide(app.id, 'admin', { decision: 'Declined', reason: 'Not this year.' }),
        ])
        expect(answers.map((r) => r.status).sort()).toEqual([200, 409])
        expect(await mailTo(app.emailAddress)).toHaveLength(1)
        expect((await lead(app.id)).history?.filter((h) => h.change?.startsWith('Committee:'))).toHaveLength(1)
      })

      it('writes the e-mail staff worded under Settings > Applications, and refuses unknown placeholders', async () => {
        const current = await rest('GET', '/api/globals/application-settings?depth=0', 'sales')
        expect(current.status).toBe(200)
        const bad = await rest('POST', '/api/globals/application-settings', 'sales', { approved: { subject: 'Hi {name}', body: 'Welcome.' } })
        expect(bad.status).toBe(400)
        const saved = await rest('POST', '/api/globals/application-settings', 'sales', {
          reminderAfterDays: 7,
          approved: { subject: 'Approved, {firstName}!', body: 'Dear {firstName},\n\n{reason}\n\nSee you at {link}.' },
          declined: { subject: 'Declined', body: 'Dear {firstName}, {reason}' },
          waitlisted: { subject: 'Waitlisted', body: 'Dear {firstName}, {reason}' },
          reminder: { subject: 'Reminder', body: 'Dear {firstName}, carry on: {link}' },
        })
        expect(saved.status, await saved.clone().text()).toBe(200)
        expect((await rest('GET', '/api/globals/application-settings', 'content')).status).toBe(403)

        const app = await application({ firstName: 'Siobhán' })
        expect((await decide(app.id, 'sales', { decision: 'Approved' })).status).toBe(200)
        const [mail] = await mailTo(app.emailAddress)
        expect(mail!.subject).toBe('Approved, Siobhán!')
        // The approval has no reason: its paragraph goes rather than leave a gap.
        expect(mail!.text).toBe('Dear Siobhán,\n\nSee you at https://club.example.')
      })
    })

    describe('Applications view', () => {
      it('filters applications by step and status, as each row’s step reads, and exports them', async () => {
        const none = { address: {}, profile: {}, payment: {}, appliedAt: null }
        const jpeg = await sharp({ create: { width: 240, height: 240, channels: 3, background: '#888' } }).jpeg().toBuffer()
        const photo = await payload.create({ collection: 'profile-pictures', overrideAccess: true, data: {} as never, file: { data: jpeg, mimetype: 'image/jpeg', name: 'step.jpg', size: jpeg.length } })
        const profile = { gender: 'Male', headShot: photo.id }
        const made = {
          address: await application({ ...none, membershipStatus: 'Started', emailAddress: 'step-address@example.com' }),
          'about-you': await application({ ...none, membershipStatus: 'Started', address: { addressLine1: '2 Sloane Square' }, profile: { gender: 'Male' }, emailAddress: 'step-about@example.com' }),
          // A failed mandate must be set up again: the applicant is back at the payment step.
          payment: await application({ ...none, membershipStatus: 'Started', address: { addressLine1: '3 Sloane Square' }, profile, payment: { mandateId: 'MDX', mandateStatus: 'failed' }, emailAddress: 'step-payment@example.com' }),
          summary: await application({ membershipStatus: 'Started', appliedAt: null, profile, emailAddress: 'step-summary@example.com' }),
          complete: await application({ emailAddress: 'step-complete@example.com' }),
        }
        const tour = await payload.create({ collection: 'leads', overrideAccess: true, data: { clientType: 'Club', emailAddress: 'step-tour@example.com' } as never })
        const ours = Object.values(made).map((l) => l.id)
        for (const [step, app] of Object.entries(made)) {
          expect(steps.stepOf(app), step).toBe(step)
          const found = await payload.find({ collection: 'leads', overrideAccess: true, depth: 0, limit: 500, where: steps.applicationsWhere({ step: step as never }) })
          expect(found.docs.map((d) => d.id).filter((id) => ours.includes(id)), step).toEqual([app.id])
          for (const doc of found.docs) expect(steps.stepOf(doc), `${step}: lead ${doc.id}`).toBe(step)
        }
        const all = await payload.find({ collection: 'leads', overrideAccess: true, depth: 0, limit: 500, where: steps.applicationsWhere({}) })
        expect(all.docs.map((d) => d.id)).not.toContain(tour.id)
        const started = await payload.find({ collection: 'leads', overrideAccess: true, depth: 0, limit: 500, where: steps.applicationsWhere({ status: 'Started' }) })
        expect(started.docs.map((d) => d.id).filter((id) => ours.includes(id)).sort()).toEqual([made.address.id, made['about-you'].id, made.payment.id, made.summary.id].sort())

        const { toQueryString } = await import('@/components/admin/list-query')
        const query = toQueryString({ where: steps.applicationsWhere({ step: 'payment' }) })
        const csv = await rest('GET', `/api/leads/applications.csv?${query}`, 'sales')
        expect(csv.status).toBe(200)
        const text = await csv.text()
        const [header, ...rows] = text.replace(/^\uFEFF/, '').trim().split('\r\n')
        expect(header).toContain('Application,Step,Address line 1')
        expect(text).toContain('step-payment@example.com')
        expect(text).toContain('3/5 Payment')
        expect(text).not.toContain('step-summary@example.com')
        expect(rows.every((r) => r.includes('3/5 Payment'))).toBe(true)
        expect((await rest('GET', `/api/leads/applications.csv?${query}`, 'content')).status).toBe(403)
        expect((await rest('GET', `/api/leads/applications.csv?${query}`)).status).toBe(401)
      })
    })

    describe('reminders', () => {
      beforeEach(async () => {
        await payload.updateGlobal({ slug: 'application-settings', overrideAccess: true, data: { ...withDefaults(null), reminderAfterDays: 7, reminder: { subject: 'Your Clubhouse application is waiting for you', body: 'Dear {firstName},\n\nCarry on here:\n\n{link}' } } })
      })

      it('sends one reminder to an unfinished application older than the setting, with a link that opens it', async () => {
        const now = Date.now()
        const due = await application({ membershipStatus: 'Started', payment: { mandateId: null }, appliedAt: null, firstName: 'Olu', createdAt: daysAgo(8, now) })
        const recent = await application({ membershipStatus: 'Started', payment: { mandateId: null }, appliedAt: null, createdAt: daysAgo(3, now) })
        const applied = await application({ membershipStatus: 'Applied', createdAt: daysAgo(20, now) })
        const tour = (await payload.create({ collection: 'leads', overrideAccess: true, data: { clientType: 'Club', emailAddress: 'old-tour@example.com', createdAt: daysAgo(30, now) } as never })) as Lead
        expect((await lead(due.id)).createdAt).toBe(daysAgo(8, now))

        // Twice at once, as two workers would, then again: one e-mail.
        const first = await Promise.all([reminders.sendApplicationReminders(payload), reminders.sendApplicationReminders(payload)])
        const again = await reminders.sendApplicationReminders(payload)
        expect(first.reduce((a, b) => a + b, 0) + again).toBeGreaterThanOrEqual(1)
        const mail = await mailTo(due.emailAddress)
        expect(mail).toHaveLength(1)
        expect(mail[0]!.subject).toBe('Your Clubhouse application is waiting for you')
        const link = /^https:\/\/club\.example\/application\/continue\?continueUrl=([\w-]{43})$/m.exec(mail[0]!.text)
        expect(link, mail[0]!.text).toBeTruthy()
        expect(mail[0]!.text.startsWith('Dear Olu,')).toBe(true)
        expect((await continueLinks.leadByContinueToken(payload, link![1]))?.id).toBe(due.id)

        const stored = await lead(due.id)
        expect(stored.reminderSentAt).toBeTruthy()
        expect(stored.history?.at(-1)).toMatchObject({ by: 'website', change: 'Reminder e-mail sent, with a new link to carry on' })
        for (const other of [recent, applied, tour]) {
          expect(await mailTo(other.emailAddress), other.emailAddress).toHaveLength(0)
          expect((await lead(other.id)).reminderSentAt ?? null).toBeNull()
        }

        // Five days on, the recent one is due; the first is never reminded again.
        await reminders.sendApplicationReminders(payload, new Date(now + 5 * DAY_MS))
        expect(await mailTo(recent.emailAddress)).toHaveLength(1)
        expect(await mailTo(due.emailAddress)).toHaveLength(1)
        expect(await mailTo(applied.emailAddress)).toHaveLength(0)
      })

      it('follows the number of days set under Settings > Applications', async () => {
        const now = Date.now()
        const app = await application({ membershipStatus: 'Started', payment: { mandateId: null }, appliedAt: null, createdAt: daysAgo(3, now) })
        await reminders.sendApplicationReminders(payload)
        expect(await mailTo(app.emailAddress)).toHaveLength(0)
        await payload.updateGlobal({ slug: 'application-settings', overrideAccess: true, data: { reminderAfterDays: 2 } })
        await reminders.sendApplicationReminders(payload)
        expect(await mailTo(app.emailAddress)).toHaveLength(1)
      })
    })
  })
}
