import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { components } from '@/lib/api-client/schema.gen'

import { apiClient } from '../contract/routes'
import type { CreateDatabase, TestDatabase } from './engines'

type Handler = (request: Request) => Promise<Response>
type TourRequest = components['schemas']['TourRequest']
type EnquiryInput = components['schemas']['EnquiryCreate']['input']

const tour = (over: Partial<TourRequest> = {}): TourRequest => ({
  title: 'Ms',
  firstName: 'Amelia',
  lastName: 'Hart',
  emailAddress: 'amelia.hart@example.com',
  mobileNumber: '+447700900123',
  dateOfBirth: '1988-04-17',
  locationId: 15,
  clientType: 'Club',
  gaUtmSource: 'newsletter',
  gaUtmCampaign: 'autumn',
  referrerMemberId: 'M-1001',
  sourcePath: '/membership/book-a-tour',
  termsAccepted: true,
  consentText: 'I consent to electronic communications for the purpose of membership.',
  ...over,
})

/** The spec's submission API against a real database: storage, idempotency, linking, notifications. */
export function enquiriesSuite(engine: string, createDatabase: CreateDatabase) {
  describe(`Enquiry and tour API on ${engine}`, () => {
    let db: TestDatabase
    let payload: Payload
    let dataDir: string
    let customer: Handler
    let enquiry: Handler
    let leads: Handler
    let openapi: () => Response
    let submitTour: typeof import('@/features/enquiries/submit.server').submitTour

    /** The API through its typed client (openapi-fetch over the OpenAPI document), from one client address. */
    const api = apiClient({ 'x-forwarded-for': '198.51.100.7' })
    /** Idempotency-Key and useAsync as the document names them. */
    const params = (key?: string, useAsync?: boolean) => ({ header: key ? { 'Idempotency-Key': key } : {}, query: useAsync ? { useAsync } : {} })
    const requestTour = (body: TourRequest, key?: string, useAsync?: boolean) => api.POST('/v1/api/Customer', { params: params(key, useAsync), body })
    const sendEnquiry = (input: EnquiryInput) => api.POST('/v1/api/Enquiry/create', { body: { input } })

    /** A raw request, for what the document forbids and no typed client can send (malformed bodies, bad fields). */
    const post = (handler: Handler, url: string, body: unknown, headers: Record<string, string> = {}) =>
      handler(
        new Request(`http://localhost:3000${url}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.7', ...headers },
          body: typeof body === 'string' ? body : JSON.stringify(body),
        }),
      )

    const count = async (collection: 'leads' | 'enquiries' | 'outbox', where = {}) =>
      (await payload.count({ collection, overrideAccess: true, where })).totalDocs

    beforeAll(async () => {
      db = await createDatabase()
      dataDir = mkdtempSync(path.join(tmpdir(), 'clubhouse-enq-'))
      Object.assign(process.env, {
        PAYLOAD_SECRET: 'integration-test-secret-0123456789abcdef',
        DATA_DIR: dataDir,
        ENQUIRY_RATE_LIMIT: '0',
        SALES_TEAM_EMAIL: 'sales@clubhouse.test',
      })
      process.env.DATABASE_URL = db.url
      const [{ default: config }, { getPayload }] = await Promise.all([import('@/payload.config'), import('payload')])
      payload = await getPayload({ config })
      await payload.create({
        collection: 'clubs',
        overrideAccess: true,
        data: { name: 'Knightsbridge', address: '1 Example Street', locationId: 15 },
      })
      customer = (await import('@/app/v1/api/Customer/route')).POST
      enquiry = (await import('@/app/v1/api/Enquiry/create/route')).POST
      leads = (await import('@/app/v1/api/leads/route')).POST
      openapi = (await import('@/app/v1/api/openapi.json/route')).GET
      submitTour = (await import('@/features/enquiries/submit.server')).submitTour
    })

    afterAll(async () => {
      await (await import('@/features/enquiries/submit.server')).notificationsSettled()
      await payload?.destroy()
      ;(payload?.db as unknown as { pool?: { on: (e: 'error', f: () => void) => void } } | undefined)?.pool?.on('error', () => {})
      await db?.drop()
      rmSync(dataDir, { recursive: true, force: true })
    })

    it('stores a tour request as a new lead with its club, campaign, referrer and consent record', async () => {
      const before = Date.now()
      const { data: body, response: res } = await requestTour(tour(), 'tour-0001-aaaa')
      expect(res.status).toBe(201)
      expect(body).toMatchObject({ status: 'new', replayed: false, linkedTo: null })
      const lead = await payload.findByID({ collection: 'leads', id: body!.id!, overrideAccess: true, depth: 1 })
      expect(lead).toMatchObject({
        name: 'Amelia Hart',
        status: 'new',
        source: 'tour-api',
        clientType: 'Club',
        emailAddress: 'amelia.hart@example.com',
        dateOfBirth: '1988-04-17',
        locationId: 15,
        sourcePath: '/membership/book-a-tour',
        tracking: { gaUtmSource: 'newsletter', gaUtmCampaign: 'autumn', referrerMemberId: 'M-1001' },
        consent: {
          given: true,
          wording: 'I consent to electronic communications for the purpose of membership.',
          purpose: 'electronic communications for the purpose of membership',
        },
      })
      expect((lead.club as { name: string }).name).toBe('Knightsbridge')
      expect(lead.consent?.wordingVersion).toMatch(/^\d{4}-\d{2}-\d{2}$/)
      expect(Date.parse(lead.consent!.at!)).toBeGreaterThanOrEqual(before - 1000)
      expect(lead.consent!.at).toMatch(/Z$/)
      expect(lead.history?.map((h) => [h.by, h.change])).toEqual([['website', 'Received']])
    })

    it('e-mails the visitor and the team, with a link to the lead', async () => {
      const { id } = (await requestTour(tour({ emailAddress: 'nina@example.com', firstName: 'Nina' }))).data!
      const mails = await payload.find({ collection: 'outbox', overrideAccess: true, where: { 'about.value': { equals: id } }, depth: 0 })
      const to = mails.docs.map((m) => m.to).sort()
      expect(to).toEqual(['nina@example.com', 'sales@clubhouse.test'])
      const visitor = mails.docs.find((m) => m.to === 'nina@example.com')!
      expect(visitor.text).toContain('within 24 hours')
      const team = mails.docs.find((m) => m.to === 'sales@clubhouse.test')!
      expect(team.text).toContain(`/admin/collections/leads/${id}`)
    })

    it('answers retries with the same key with the first result and stores nothing new', async () => {
      const key = 'retry-key-0001'
      const { data: firstBody } = await requestTour(tour({ emailAddress: 'retry@example.com' }), key)
      const leadsBefore = await count('leads')
      const mailsBefore = await count('outbox')
      const retries = await Promise.all(Array.from({ length: 5 }, () => requestTour(tour({ emailAddress: 'retry@example.com' }), key)))
      for (const { data, response: r } of retries) {
        expect(r.status).toBe(201)
        expect(r.headers.get('idempotent-replayed')).toBe('true')
        expect(data!.id).toBe(firstBody!.id)
      }
      expect(await count('leads')).toBe(leadsBefore)
      expect(await count('outbox')).toBe(mailsBefore)
    })

    it('stores one lead when copies of a submission race each other', async () => {
      const replies = await Promise.all(Array.from({ length: 8 }, () => requestTour(tour({ emailAddress: 'race@example.com' }), 'race-key-0001', true)))
      const statuses = replies.map((r) => r.response.status)
      expect(statuses.every((s) => s === 202)).toBe(true)
      const ids = new Set(replies.map((r) => r.data!.id))
      expect(ids.size).toBe(1)
      // 202: stored and acknowledged; the lead is made right after the reply, with the id it gave.
      await (await import('@/features/enquiries/submit.server')).notificationsSettled()
      const stored = await payload.find({ collection: 'leads', overrideAccess: true, where: { emailAddress: { equals: 'race@example.com' } } })
      expect(stored.docs.map((d) => d.id)).toEqual([...ids])
    })

    it('refuses a key reused for different data', async () => {
      await requestTour(tour({ emailAddress: 'k1@example.com' }), 'reused-key-01')
      const { error, response: res } = await requestTour(tour({ emailAddress: 'k2@example.com' }), 'reused-key-01')
      expect(res.status).toBe(422)
      expect(error!.message).toMatch(/already used/)
      expect(await count('leads', { emailAddress: { equals: 'k2@example.com' } })).toBe(0)
    })

    it('stores a keyless double submission once', async () => {
      const a = await requestTour(tour({ emailAddress: 'double@example.com' }))
      const b = await requestTour(tour({ emailAddress: 'double@example.com' }))
      expect(b.data!.id).toBe(a.data!.id)
      expect(await count('leads', { emailAddress: { equals: 'double@example.com' } })).toBe(1)
    })

    it('links a second lead with the same e-mail within 30 days to the first', async () => {
      const first = (await requestTour(tour({ emailAddress: 'Repeat@Example.com' }))).data!
      const second = (await requestTour(tour({ emailAddress: 'repeat@example.com', clientType: 'Corporate', companyName: 'Hart & Co', numberOfMembers: 5 }))).data!
      const third = (await requestTour(tour({ emailAddress: 'repeat@example.com', locationId: 8 }))).data!
      expect(second.id).not.toBe(first.id)
      // The link is for staff: the replies say nothing of the earlier lead (issue 32, decision 045).
      // (openapi-fetch's typed data drops a property whose schema is only null, as linkedTo's is: read it untyped.)
      expect([first, second, third].map((reply) => ('linkedTo' in reply ? reply.linkedTo : undefined))).toEqual([null, null, null])
      expect((await payload.findByID({ collection: 'leads', id: third.id!, overrideAccess: true, depth: 0 })).linkedTo).toBe(first.id)
      const stored = await payload.findByID({ collection: 'leads', id: second.id!, overrideAccess: true, depth: 0 })
      expect(stored.linkedTo).toBe(first.id)
      expect(stored).toMatchObject({ companyName: 'Hart & Co', numberOfMembers: 5, emailAddress: 'repeat@example.com' })
    })

    it('stores text that JSON can carry but jsonb cannot (a lone surrogate), instead of failing with 503', async () => {
      const { data, response: res } = await requestTour({ ...tour({ emailAddress: 'surrogate@example.com' }), sourcePath: '/fulham\ud800' }, 'surrogate-key-0001', true)
      expect(res.status).toBe(202)
      await (await import('@/features/enquiries/submit.server')).notificationsSettled()
      const stored = await payload.findByID({ collection: 'leads', id: data!.id!, overrideAccess: true, depth: 0 })
      expect(stored.sourcePath).toBe('/fulham\uFFFD')
    })

    it('thanks a bot that filled the honeypot and stores nothing', async () => {
      const before = await count('leads')
      const result = await submitTour(tour({ emailAddress: 'bot@example.com' }), { source: 'tour-form', ip: '203.0.113.5', honeypot: 'http://spam.example' })
      expect(result).toMatchObject({ ok: true, id: null })
      expect(await count('leads')).toBe(before)
    })

    it('answers bad input with 400 and a message per field, never a 500', async () => {
      // Raw requests: each sends what the document forbids (a location not in its enum, a missing
      // required field, malformed JSON, a form body, a key under 8 characters), which no typed client can.
      const res = await post(customer, '/v1/api/Customer', { ...tour(), firstName: 'A', emailAddress: 'x@y', locationId: 99, clientType: 'Corporate' })
      expect(res.status).toBe(400)
      expect((await res.json()).errors).toEqual({
        firstName: 'Please enter a valid first name',
        emailAddress: 'invalid email address',
        locationId: 'Please select your home location',
        companyName: 'Please enter your company name',
        numberOfMembers: 'Please enter number of memberships',
      })
      expect((await post(customer, '/v1/api/Customer', '{"title":')).status).toBe(400)
      expect((await post(customer, '/v1/api/Customer', 'title=Mr', { 'content-type': 'application/x-www-form-urlencoded' })).status).toBe(415)
      expect((await post(customer, '/v1/api/Customer', tour(), { 'idempotency-key': 'short' })).status).toBe(400)
      const enq = await post(enquiry, '/v1/api/Enquiry/create', { input: { enquiryType: 'office', email: 'nope' } })
      expect(enq.status).toBe(400)
      expect((await enq.json()).errors).toMatchObject({ 'input.fullName': 'Please enter your name', 'input.email': 'Invalid email address' })
    })

    it('stores an office enquiry with the page it came from', async () => {
      const { data: body, response: res } = await sendEnquiry({
        enquiryType: 'office',
        fullName: 'Sam Lee',
        email: 'sam@example.com',
        phone: '+44 20 7123 4567',
        enquiry: 'Six desks from March.',
        queryOrigin: 'City offices',
        termsAccepted: true,
      })
      expect(res.status).toBe(201)
      expect(body).toMatchObject({ NoResponse: true, replayed: false })
      const stored = await payload.findByID({ collection: 'enquiries', id: body!.id!, overrideAccess: true, depth: 0 })
      expect(stored).toMatchObject({ enquiryType: 'office', name: 'Sam Lee', message: 'Six desks from March.', queryOrigin: 'City offices', status: 'new' })
    })

    it('files an office or event enquiry under the club it is about, and tells the team whose address the site shows (decisions 054)', async () => {
      const knightsbridge = (await payload.find({ collection: 'clubs', overrideAccess: true, where: { locationId: { equals: 15 } } })).docs[0]!
      const send = async (enquiryType: 'office' | 'event', email: string) => {
        const { data, error, response: res } = await sendEnquiry({
          enquiryType,
          fullName: 'Kim Park',
          email,
          phone: '+44 20 7123 4567',
          enquiry: 'About Knightsbridge.',
          queryOrigin: 'Knightsbridge Suite',
          locationId: 15,
          termsAccepted: true,
        })
        expect(res.status, JSON.stringify(error)).toBe(201)
        await (await import('@/features/enquiries/submit.server')).notificationsSettled()
        const stored = await payload.findByID({ collection: 'enquiries', id: data!.id!, overrideAccess: true, depth: 0 })
        const team = (await payload.find({ collection: 'outbox', overrideAccess: true, depth: 0, pagination: false, where: { to: { not_equals: email } } })).docs.filter(
          (m) => m.about?.relationTo === 'enquiries' && (typeof m.about.value === 'object' ? m.about.value.id : m.about.value) === stored.id,
        )
        return { stored, team }
      }
      // Without a team address on the site, the configured one (here the membership team's, its default).
      const before = await send('office', 'kim-1@example.com')
      expect(before.stored).toMatchObject({ enquiryType: 'office', locationId: 15, club: knightsbridge.id })
      expect(before.team.map((m) => [m.to, m.subject])).toEqual([['sales@clubhouse.test', 'New office enquiry: Kim Park, Knightsbridge']])
      expect(before.team[0]!.text).toContain('\nClub: Knightsbridge\n')

      await payload.updateGlobal({
        slug: 'footer',
        overrideAccess: true,
        data: { enquiry: { emails: [{ label: 'Membership', email: 'membership@clubhouse.test' }, { label: 'Offices', email: 'offices@clubhouse.test' }, { label: 'Events', email: 'events@clubhouse.test' }] } },
      })
      const office = await send('office', 'kim-2@example.com')
      expect(office.team.map((m) => m.to)).toEqual(['offices@clubhouse.test'])
      const event = await send('event', 'kim-3@example.com')
      expect(event.stored).toMatchObject({ enquiryType: 'event', club: knightsbridge.id })
      expect(event.team.map((m) => [m.to, m.subject])).toEqual([['events@clubhouse.test', 'New event enquiry: Kim Park, Knightsbridge']])
      const visitor = (await payload.find({ collection: 'outbox', overrideAccess: true, depth: 0, where: { to: { equals: 'kim-3@example.com' } } })).docs
      expect(visitor.map((m) => m.replyTo)).toEqual(['events@clubhouse.test'])
    })

    it('stores a social membership enquiry with its optional proposer', async () => {
      // A tour request without its clientType (the raw test sent clientType: undefined, which JSON leaves out).
      const { clientType: _clientType, ...person } = tour()
      const { data, response: res } = await sendEnquiry({ ...person, enquiryType: 'social', locationId: 5, proposerName: 'Tom Price', instagramAccount: '@amelia' })
      expect(res.status).toBe(201)
      const stored = await payload.findByID({ collection: 'enquiries', id: data!.id!, overrideAccess: true, depth: 0 })
      expect(stored).toMatchObject({ enquiryType: 'social', proposerName: 'Tom Price', instagramAccount: '@amelia', locationId: 5 })
    })

    it('takes the book-a-tour mutation shape on /v1/api/leads and answers in it', async () => {
      const { data: body, response: res } = await api.POST('/v1/api/leads', {
        params: { query: { useAsync: true } },
        body: { query: 'mutation bookATour($input: TourInput!) { bookATour(input: $input) { id } }', variables: { input: tour({ emailAddress: 'gql@example.com' }) } },
      })
      expect(res.status).toBe(202)
      // The mutation form's reply: { data: { bookATour } } (the document's BookATourReply).
      if (!body || !('data' in body)) throw new Error(`expected the book-a-tour reply, got ${JSON.stringify(body)}`)
      expect(body.data.bookATour).toMatchObject({ status: 'new' })
      await (await import('@/features/enquiries/submit.server')).notificationsSettled()
      const stored = await payload.findByID({ collection: 'leads', id: body.data.bookATour.id!, overrideAccess: true, depth: 0 })
      expect(stored.source).toBe('leads-api')
      // Raw: an empty input lacks every required field, which the document forbids.
      const bad = await post(leads, '/v1/api/leads', { query: 'mutation', variables: { input: {} } })
      expect(Object.keys((await bad.json()).errors)).toContain('variables.input.firstName')
    })

    it('documents the three calls in OpenAPI', async () => {
      // Not an operation of the document itself, so called on its route handler.
      const doc = await openapi().json()
      expect(Object.keys(doc.paths).sort()).toEqual([
        '/v1/api/Auth/avatar',
        '/v1/api/Auth/forgotpassword',
        '/v1/api/Auth/getuser',
        '/v1/api/Auth/logout',
        '/v1/api/Auth/refreshtoken',
        '/v1/api/Auth/token',
        '/v1/api/Customer',
        '/v1/api/Customer/{id}/access',
        '/v1/api/Customer/{id}/address',
        '/v1/api/Customer/{id}/business-details',
        '/v1/api/Customer/{id}/complete',
        '/v1/api/Customer/{id}/contact',
        '/v1/api/Customer/{id}/contacts/{contactId}',
        '/v1/api/Customer/{id}/contacts/{contactId}/photos',
        '/v1/api/Customer/{id}/members-visited',
        '/v1/api/Customer/{id}/payment-reference',
        '/v1/api/Customer/{id}/photos',
        '/v1/api/Customer/{id}/profile',
        '/v1/api/Enquiry/create',
        '/v1/api/Member/dues',
        '/v1/api/Member/dues/mandate',
        '/v1/api/Member/dues/notice',
        '/v1/api/Member/payments',
        '/v1/api/Member/profile-image',
        '/v1/api/Member/schedule',
        '/v1/api/direct-debit/accounts/{accountId}/mandates/{mandateId}',
        '/v1/api/direct-debit/accounts/{accountId}/redirect-flows',
        '/v1/api/direct-debit/webhooks',
        '/v1/api/events/search',
        '/v1/api/events/{slug}/availability',
        '/v1/api/events/{slug}/orders',
        '/v1/api/leads',
        '/v1/api/leads/{id}/contact',
        '/v1/api/meeting-rooms',
        '/v1/api/members/directory',
        '/v1/api/members/{id}/photo',
        '/v1/api/offices/search',
        '/v1/api/offices/{officeGroupId}',
        '/v1/api/orders/{reference}',
        '/v1/api/payments/webhook',
        '/v1/api/postcodes/{postcode}',
        '/v1/api/tables/availability',
        '/v1/api/tables/book',
        '/v1/api/tables/bookings',
        '/v1/api/tables/bookings/{id}',
      ])
      expect(doc.components.schemas.TourRequest.properties.title.enum).toEqual(['Mr', 'Mrs', 'Miss', 'Ms', 'Dr'])
    })
  })
}
