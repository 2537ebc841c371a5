import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import type { Payload, SanitizedConfig } from 'payload'
import sharp from 'sharp'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { withDefaults } from '@/features/application/emails/templates'
import type { CompanyMember, Lead, Outbox } from '@/payload-types'

import type { CreateDatabase, TestDatabase } from './engines'
import { backOfficeApi } from './staff-routes'

type Role = 'admin' | 'sales' | 'content'
const DAY_MS = 24 * 60 * 60 * 1000
const daysAgo = (days: number, from = Date.now()) => new Date(from - days * DAY_MS).toISOString()

/**
 * The membership committee's review (issue 13, docs/decisions/020) on every Postgres engine: the
 * decision call (who may, what it changes, the e-mail, the audit trail), the editable wording, the
 * Applications view's filters and export, and the one reminder for unfinished applications.
 */
export function reviewSuite(engine: string, createDatabase: CreateDatabase) {
  describe(`Committee review on ${engine}`, () => {
    let db: TestDatabase
    let payload: Payload
    let config: Promise<SanitizedConfig>
    let dataDir: string
    let reminders: typeof import('@/features/application/reminder.server')
    let steps: typeof import('@/features/application/review/steps')
    let continueLinks: typeof import('@/features/application/continue-link.server')
    let list: typeof import('@/features/application/review/list')
    const staff = {} as Record<Role, { email: string; token: string }>
    let serial = 0

    const rest = (method: string, url: string, role?: Role, body?: unknown) =>
      backOfficeApi(
        config,
        new Request(`http://localhost:3000${url}`, {
          method,
          headers: { ...(role ? { Authorization: `JWT ${staff[role].token}` } : {}), ...(body !== undefined ? { 'Content-Type': 'application/json' } : {}) },
          body: body !== undefined ? JSON.stringify(body) : undefined,
        }),
      )
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
      process.env.DATABASE_URL = db.url
      const [configModule, payloadModule] = await Promise.all([import('@/payload.config'), import('payload')])
      ;[reminders, steps, continueLinks, list] = await Promise.all([
        import('@/features/application/reminder.server'),
        import('@/features/application/review/steps'),
        import('@/features/application/continue-link.server'),
        import('@/features/application/review/list'),
      ])
      config = configModule.default
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

        // The decision, then the new account's invitation to set a password (issue 15).
        const mail = await mailTo(app.emailAddress)
        expect(mail.map((m) => m.subject)).toEqual(['Welcome to Clubhouse: your membership has been approved', 'Welcome to Clubhouse: set your password'])
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
        // Each decision moves the pipeline status too (decision 053), recorded just before it.
        expect(stored.history?.slice(-4).map((h) => [h.by, h.change])).toEqual([
          [staff.sales.email, 'Status: Applied → Waitlisted'],
          [staff.sales.email, 'Committee: waitlisted. Reason: Kensington is full until spring.'],
          [staff.admin.email, 'Status: Waitlisted → Approved'],
          [staff.admin.email, 'Committee: approved'],
        ])
        expect((await mailTo(app.emailAddress)).map((m) => m.subject)).toEqual([
          'Your Clubhouse membership application: our waiting list',
          'Welcome to Clubhouse: your membership has been approved',
          'Welcome to Clubhouse: set your password',
        ])
      })

      it('lets only one of two simultaneous decisions through', async () => {
        const app = await application()
        const answers = await Promise.all([
          decide(app.id, 'sales', { decision: 'Approved' }),
          decide(app.id, 'admin', { decision: 'Declined', reason: 'Not this year.' }),
        ])
        expect(answers.map((r) => r.status).sort()).toEqual([200, 409])
        // Whichever decision won is the only one e-mailed (an approval with the new account's invitation).
        const won = (await lead(app.id)).membershipStatus
        expect((await mailTo(app.emailAddress)).map((m) => m.subject)).toEqual(
          won === 'Approved' ? ['Welcome to Clubhouse: your membership has been approved', 'Welcome to Clubhouse: set your password'] : ['Your Clubhouse membership application'],
        )
        expect((await lead(app.id)).history?.filter((h) => h.change?.startsWith('Committee:'))).toHaveLength(1)
      })

      it('writes the e-mail staff worded under Settings > Application e-mails, and refuses unknown placeholders', async () => {
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

        const { toQueryString } = await import('@/admin/list-query')
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

    describe('corporate applications', () => {
      const jpegPhoto = async (name: string) => {
        const jpeg = await sharp({ create: { width: 240, height: 240, channels: 3, background: '#468' } }).jpeg().toBuffer()
        return payload.create({ collection: 'profile-pictures', overrideAccess: true, data: {} as never, file: { data: jpeg, mimetype: 'image/jpeg', name, size: jpeg.length } })
      }
      const seen = '2026-11-25T10:00:00.000Z'
      /** A company's application, by default complete (Applied), as the corporate wizard leaves it. */
      const company = async (data: Partial<Lead> = {}) => {
        const photo = await jpegPhoto(`contact-${serial + 1}.jpg`)
        return application({
          clientType: 'Corporate',
          firstName: 'Ada',
          lastName: 'Lovelace',
          companyName: 'Analytical Engines Ltd.',
          numberOfMembers: 4,
          webSite: 'https://engines.example',
          membersReviewedAt: seen,
          profile: { role: 'Director / Partner', industry: 'COMPUTER_SOFTWARE', aboutMember: 'We build engines that compute.', headShot: photo.id },
          ...data,
        })
      }
      const member = async (lead: Lead, firstName: string, withPhoto = true) =>
        (await payload.create({
          collection: 'company-members',
          overrideAccess: true,
          data: {
            lead: lead.id,
            title: 'Mr',
            firstName,
            lastName: 'Babbage',
            emailAddress: `${firstName.toLowerCase()}-${lead.id}@engines.example.com`,
            dialCode: '+44',
            mobileNumber: '7700900123',
            role: 'Engineer',
            dateOfBirth: '1791-12-26',
            ...(withPhoto ? { photo: (await jpegPhoto(`${firstName}.jpg`)).id } : {}),
          },
        })) as CompanyMember
      const userOf = async (role: Role) => ({
        ...(await payload.find({ collection: 'users', overrideAccess: true, depth: 0, where: { email: { equals: staff[role].email } } })).docs[0]!,
        collection: 'users' as const,
      })
      /** The export's rows, each by its header (the export's quoting: "…" with "" inside). */
      const parseCsv = (text: string) => {
        const rows: string[][] = []
        let row: string[] = []
        let cell = ''
        let quoted = false
        const src = text.replace(/^\uFEFF/, '')
        const endCell = () => {
          row.push(cell)
          cell = ''
        }
        for (let i = 0; i < src.length; i++) {
          const c = src[i]!
          if (quoted && c === '"' && src[i + 1] === '"') {
            cell += '"'
            i++
          } else if (c === '"') {
            quoted = !quoted
          } else if (!quoted && c === ',') {
            endCell()
          } else if (!quoted && c === '\r' && src[i + 1] === '\n') {
            endCell()
            rows.push(row)
            row = []
            i++
          } else {
            cell += c
          }
        }
        if (cell || row.length) {
          endCell()
          rows.push(row)
        }
        const [header, ...body] = rows
        return body.map((r) => Object.fromEntries(header!.map((h, i) => [h, r[i] ?? ''])))
      }

      it('lists a company’s application with its members and photos, at its step, and filters by corporate step', async () => {
        const none = { address: {}, profile: {}, payment: {}, appliedAt: null, membersReviewedAt: null }
        const photo = (await jpegPhoto('step-contact.jpg')).id
        const contact = { role: 'Director / Partner', headShot: photo }
        const done = { ...contact, industry: 'ACCOUNTING', aboutMember: 'We count.' }
        const address = { addressLine1: '1 Threadneedle Street' }
        const made = {
          'corporate-contact': await company({ ...none, membershipStatus: 'Started', profile: { headShot: photo }, address, emailAddress: 'corp-contact@example.com' }),
          'corporate-company': await company({ ...none, membershipStatus: 'Started', profile: { ...contact, industry: 'ACCOUNTING' }, address, emailAddress: 'corp-company@example.com' }),
          'corporate-members': await company({ ...none, membershipStatus: 'Started', profile: done, address, emailAddress: 'corp-members@example.com' }),
          'corporate-payment': await company({ ...none, membershipStatus: 'Started', profile: done, address, membersReviewedAt: seen, payment: { mandateId: 'MDC', mandateStatus: 'cancelled' }, emailAddress: 'corp-payment@example.com' }),
          'corporate-summary': await company({ membershipStatus: 'Started', appliedAt: null, emailAddress: 'corp-summary@example.com' }),
          'corporate-complete': await company({ emailAddress: 'corp-complete@example.com' }),
        }
        const babbage = await member(made['corporate-complete'], 'Charles')
        await member(made['corporate-complete'], 'Henry', false)
        await member(made['corporate-members'], 'Georgiana')
        // An individual application with no address is at 1/5, never at a company's step.
        const individual = await application({ ...none, membershipStatus: 'Started', emailAddress: 'club-address@example.com' })
        const ours = [...Object.values(made).map((l) => l.id), individual.id]

        for (const [step, app] of Object.entries(made)) {
          expect(steps.stepOf(app), step).toBe(step)
          const found = await payload.find({ collection: 'leads', overrideAccess: true, depth: 0, limit: 500, where: steps.applicationsWhere({ step: step as never }) })
          expect(found.docs.map((d) => d.id).filter((id) => ours.includes(id)), step).toEqual([app.id])
          for (const doc of found.docs) expect(steps.stepOf(doc), `${step}: lead ${doc.id}`).toBe(step)
        }
        for (const step of ['address', 'complete'] as const) {
          const found = await payload.find({ collection: 'leads', overrideAccess: true, depth: 0, limit: 500, where: steps.applicationsWhere({ step }) })
          expect(found.docs.filter((d) => d.clientType === 'Corporate'), step).toEqual([])
        }
        const clubOnly = await payload.find({ collection: 'leads', overrideAccess: true, depth: 0, limit: 500, where: steps.applicationsWhere({ membership: 'Club' }) })
        expect(clubOnly.docs.map((d) => d.id)).toContain(individual.id)
        expect(clubOnly.docs.every((d) => d.clientType === 'Club')).toBe(true)

        // The view's page, read as sales staff read it.
        const sales = await userOf('sales')
        const page = await list.findApplications(payload, { filter: { membership: 'Corporate', step: 'corporate-complete' }, page: 1, limit: 50, user: sales })
        expect(page.rows.every((r) => r.clientType === 'Corporate')).toBe(true)
        const row = page.rows.find((r) => r.id === made['corporate-complete'].id)!
        expect(steps.stepLabel(steps.stepOf(row))).toBe('6/6 Confirmation')
        expect(row.photoUrl).toMatch(/^\/api\/profile-pictures\/file\//)
        expect(row.company).toEqual({ name: 'Analytical Engines Ltd.', membershipsAsked: 4, industry: 'Computer Software', about: 'We build engines that compute.', webSite: 'https://engines.example' })
        expect(row.payment).toMatchObject({ mandateStatus: 'active' })
        expect(row.members.map((m) => [m.name, m.emailAddress, m.mobile, m.dateOfBirth, m.role])).toEqual([
          ['Mr Charles Babbage', babbage.emailAddress, '+44 7700900123', '1791-12-26', 'Engineer'],
          ['Mr Henry Babbage', `henry-${made['corporate-complete'].id}@engines.example.com`, '+44 7700900123', '1791-12-26', 'Engineer'],
        ])
        expect(row.members[0]!.photoUrl).toMatch(/^\/api\/profile-pictures\/file\/.*\.jpg$/)
        expect(row.members[1]!.photoUrl).toBeUndefined()
        const atMembers = await list.findApplications(payload, { filter: { step: 'corporate-members' }, page: 1, limit: 50, user: sales })
        expect(atMembers.rows.find((r) => r.id === made['corporate-members'].id)?.members.map((m) => m.name)).toEqual(['Mr Georgiana Babbage'])
        const clubRow = (await list.findApplications(payload, { filter: { step: 'address' }, page: 1, limit: 50, user: sales })).rows.find((r) => r.id === individual.id)!
        expect(clubRow).toMatchObject({ company: null, members: [] })

        // On the lead's own screen (its REST read), the company's members come with it.
        const read = await rest('GET', `/api/leads/${made['corporate-complete'].id}?depth=1`, 'sales')
        expect(read.status).toBe(200)
        const members = ((await read.json()) as Lead).members?.docs as CompanyMember[]
        expect(members.map((m) => m.firstName)).toEqual(['Charles', 'Henry'])

        // Content staff see nothing: no leads, no members, no photos, no list.
        const content = await userOf('content')
        await expect(list.findApplications(payload, { filter: {}, page: 1, limit: 50, user: content })).rejects.toThrow()
        expect((await rest('GET', `/api/leads/${made['corporate-complete'].id}`, 'content')).status).toBe(403)
        expect((await rest('GET', '/api/company-members', 'content')).status).toBe(403)
        expect((await rest('GET', `/api/company-members/${babbage.id}`, 'content')).status).toBe(403)
      })

      it('exports a company’s application with its membership type, company and number of members', async () => {
        const app = await company({ companyName: 'Difference Engines, Inc.', emailAddress: 'corp-export@example.com' })
        await member(app, 'Charles', false)
        await member(app, 'Augusta', false)
        await member(app, 'Henry', false)
        await application({ emailAddress: 'club-export@example.com' })
        const { toQueryString } = await import('@/admin/list-query')
        const query = toQueryString({ where: steps.applicationsWhere({ step: 'corporate-complete' }) })
        const csv = await rest('GET', `/api/leads/applications.csv?${query}`, 'sales')
        expect(csv.status).toBe(200)
        const rows = parseCsv(await csv.text())
        expect(rows.every((r) => r.Membership === 'Corporate' && r.Step === '6/6 Confirmation')).toBe(true)
        expect(rows.find((r) => r['E-mail'] === 'club-export@example.com' || r.Email === 'club-export@example.com')).toBeUndefined()
        const ours = rows.find((r) => Object.values(r).includes('corp-export@example.com'))!
        expect(ours).toMatchObject({ Membership: 'Corporate', Company: 'Difference Engines, Inc.', 'Number of memberships': '4', 'Members added': '3', 'Company website': 'https://engines.example' })

        const all = parseCsv(await (await rest('GET', `/api/leads/applications.csv?${toQueryString({ where: steps.applicationsWhere({}) })}`, 'sales')).text())
        const club = all.find((r) => Object.values(r).includes('club-export@example.com'))!
        expect(club).toMatchObject({ Membership: 'Club', Step: '5/5 Confirmation', 'Members added': '' })
        expect((await rest('GET', `/api/leads/applications.csv?${query}`, 'content')).status).toBe(403)
      })

      it('approves a company with its members: the primary contact’s e-mail names the company, the audit line too', async () => {
        await payload.updateGlobal({ slug: 'application-settings', overrideAccess: true, data: withDefaults(null) })
        const app = await company({ firstName: 'Ada', emailAddress: 'ada@engines.example.com' })
        const members = [await member(app, 'Charles', false), await member(app, 'Augusta', false)]
        // Four memberships asked, three people named: the approval waits for the committee to confirm the count.
        const unconfirmed = await decide(app.id, 'sales', { decision: 'Approved' })
        expect(unconfirmed.status).toBe(409)
        expect(await unconfirmed.json()).toEqual({
          errors: [{ field: 'confirmCount', message: 'The company asked for 4 memberships but names 3 people (the primary contact and 2 members): approving it makes 3 member accounts. Confirm the count of 3 to approve it.' }],
        })
        expect((await decide(app.id, 'sales', { decision: 'Approved', confirmCount: 4 })).status).toBe(409)
        expect((await lead(app.id)).membershipStatus).toBe('Applied')
        expect(await mailTo('ada@engines.example.com')).toEqual([])
        expect((await payload.count({ collection: 'members', overrideAccess: true, where: { lead: { equals: app.id } } })).totalDocs).toBe(0)
        const res = await decide(app.id, 'sales', { decision: 'Approved', confirmCount: 3 })
        expect(res.status, await res.clone().text()).toBe(200)
        expect((await payload.count({ collection: 'members', overrideAccess: true, where: { lead: { equals: app.id } } })).totalDocs).toBe(3)

        const stored = await lead(app.id)
        expect(stored).toMatchObject({ membershipStatus: 'Approved', review: { decision: 'Approved', decidedBy: staff.sales.email } })
        expect(stored.history?.at(-1)).toMatchObject({ by: staff.sales.email, change: 'Committee: approved the corporate application of Analytical Engines Ltd. and its 2 members' })
        const [mail, ...more] = await mailTo('ada@engines.example.com')
        expect(more.map((m) => m.subject)).toEqual(['Welcome to Clubhouse: set your password'])
        expect(mail!.subject).toBe('Welcome to Clubhouse: your membership has been approved')
        expect(mail!.text.startsWith('Dear Ada,\n\n')).toBe(true)
        expect(mail!.text).toContain('The approval covers the corporate membership of Analytical Engines Ltd.: yours, and that of each member named in the application.')
        // The members are not sent the decision; each gets only the invitation to their own account (issue 15).
        for (const m of members) expect((await mailTo(m.emailAddress)).map((x) => x.subject)).toEqual(['Welcome to Clubhouse: set your password'])

        const waitlisted = await company({ emailAddress: 'corp-wait@example.com', companyName: 'Visit spam.example today' })
        expect((await decide(waitlisted.id, 'admin', { decision: 'Waitlisted', reason: 'Full until spring.' })).status).toBe(200)
        const [wait] = await mailTo('corp-wait@example.com')
        expect(wait!.text).toContain('corporate membership of your company:')
        expect(wait!.text).not.toContain('spam.example')
        expect((await lead(waitlisted.id)).history?.at(-1)?.change).toBe('Committee: waitlisted the corporate application of Visit spam.example today and its 0 members. Reason: Full until spring.')
      })
    })

    describe('the pipeline status following the application (decision 053)', () => {
      const statusOf = async (id: number) => (await lead(id)).status
      const linkIn = (text: string) => /\/account\/set-password\?token=([\w-]{43})/.exec(text)![1]!

      it('moves with each step, records each move, and keeps a staff choice until the application next moves', async () => {
        const app = await application({ membershipStatus: 'Started', appliedAt: null })
        expect(await statusOf(app.id)).toBe('started')

        // Staff set their own stage in the back office; a save that leaves the application where it is keeps it.
        const set = await rest('PATCH', `/api/leads/${app.id}`, 'sales', { status: 'contacted' })
        expect(set.status, await set.clone().text()).toBe(200)
        await payload.update({ collection: 'leads', id: app.id, overrideAccess: true, data: { address: { addressLine1: '2 King’s Road' } } as never })
        expect(await statusOf(app.id)).toBe('contacted')
        // The application sent (as its last step writes it): Applied.
        await payload.update({ collection: 'leads', id: app.id, overrideAccess: true, data: { membershipStatus: 'Applied', appliedAt: new Date().toISOString() } })
        expect(await statusOf(app.id)).toBe('applied')

        expect((await decide(app.id, 'sales', { decision: 'Waitlisted', reason: 'Full until spring.' })).status).toBe(200)
        expect(await statusOf(app.id)).toBe('waitlisted')
        expect((await decide(app.id, 'admin', { decision: 'Approved' })).status).toBe(200)
        expect(await statusOf(app.id)).toBe('approved')
        // The account is made and invited with the approval; the lead is Member once the applicant takes it up.
        const { setPassword } = await import('@/features/members/accounts/sessions.server')
        const invitation = (await mailTo(app.emailAddress)).find((m) => m.subject === 'Welcome to Clubhouse: set your password')!
        expect((await setPassword(linkIn(invitation.text), 'correct horse battery staple')).ok).toBe(true)
        expect(await statusOf(app.id)).toBe('member')

        const moves = ((await lead(app.id)).history ?? []).filter((h) => h.change?.startsWith('Status:')).map((h) => [h.by, h.change])
        expect(moves).toEqual([
          [staff.sales.email, 'Status: Application started → Contacted'],
          ['website', 'Status: Contacted → Applied'],
          [staff.sales.email, 'Status: Applied → Waitlisted'],
          [staff.admin.email, 'Status: Waitlisted → Approved'],
          ['website', 'Status: Approved → Member'],
        ])
      })

      it('does not move a lead back from a stage staff already chose further along the funnel', async () => {
        const app = await application({ membershipStatus: 'Started', appliedAt: null })
        expect((await rest('PATCH', `/api/leads/${app.id}`, 'sales', { status: 'member' })).status).toBe(200)
        await payload.update({ collection: 'leads', id: app.id, overrideAccess: true, data: { membershipStatus: 'Applied', appliedAt: new Date().toISOString() } })
        expect(await lead(app.id)).toMatchObject({ membershipStatus: 'Applied', status: 'member' })
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

      it('follows the number of days set under Settings > Application e-mails', async () => {
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
