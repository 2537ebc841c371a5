import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import type { Payload } from 'payload'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { components } from '@/lib/api-client/schema.gen'

import { apiClient } from '../contract/routes'
import type { CreateDatabase, TestDatabase } from './engines'

type Handler = (request: Request, context: { params: Promise<Record<string, string>> }) => Promise<Response>
type Schemas = components['schemas']
/** A call of the enumeration: what it is, and the call with these credentials. */
type Probe = { name: string; send: (headers: Record<string, string>) => Promise<{ status: number; error?: unknown }> }

/**
 * Issue 13, the individual application's HTTP API (spec 001 section 7): the route handlers called
 * as Next calls them, on a real database. The whole walk from the first details to Applied; every
 * call refuses another lead's capability, a missing one and an unknown id alike (ids enumerated);
 * the photo's limits; the OpenAPI document. The calls go through the typed client (issue 36), so a
 * call the document does not describe does not compile; those that deliberately send what it
 * forbids are raw Requests, said where they are.
 */
export function customerApiSuite(engine: string, createDatabase: CreateDatabase) {
  describe(`Individual application API on ${engine}`, () => {
    let db: TestDatabase
    let payload: Payload
    let dataDir: string
    const routes = {} as Record<string, Record<string, Handler>>
    let port: typeof import('@/integrations/direct-debit/port')
    let local: typeof import('@/integrations/direct-debit/local')
    let api: typeof import('@/features/application/api.server')
    let photo: typeof import('@/model/photos/photo')
    let serial = 0

    const details = (overrides: Partial<Schemas['ApplicationStart']> = {}): Omit<Schemas['ApplicationStart'], 'startApplication'> => ({
      title: 'Ms',
      firstName: 'Amelia',
      lastName: "O'Brien",
      emailAddress: `applicant-${++serial}@example.com`,
      dialCode: '+44',
      mobileNumber: '7700900123',
      dateOfBirth: '1988-04-17',
      locationId: 15,
      ...overrides,
    })
    const address: Schemas['ApplicationAddress'] = { country: 'United Kingdom', postcode: 'sw6 4lz', addressLine1: '12 Example Road', addressLine2: '', town: 'London', county: '' }
    const profile: Schemas['ApplicationProfile'] = { gender: 'Female', industry: 'ACCOUNTING', role: 'Founder / Owner', aboutMember: 'I run a small practice in Fulham.', company: 'Ignored Ltd' }

    // The typed client: each call as the document describes it, the capability as a bearer.
    const client = apiClient({ 'x-forwarded-for': '198.51.100.20' })
    const bearer = (token: string | null | undefined): Record<string, string> => (token ? { authorization: `Bearer ${token}` } : {})
    const key = (idempotencyKey?: string) => (idempotencyKey ? { header: { 'Idempotency-Key': idempotencyKey } } : {})
    /** The client's answer with its status and headers at hand. */
    const reply = async <R extends { response: Response }>(call: Promise<R>) => {
      const answer = await call
      return { ...answer, status: answer.response.status, headers: answer.response.headers }
    }
    /** A write on the lead: its id, `useAsync` as the spec sends it, the key if any, and the capability. */
    const onLead = (id: number, token: string | null, idempotencyKey?: string) => ({ params: { path: { id }, query: { useAsync: true }, ...key(idempotencyKey) }, headers: bearer(token) })

    const start = (body: Omit<Schemas['ApplicationStart'], 'startApplication'>, idempotencyKey?: string) =>
      reply(client.POST('/v1/api/leads', { params: { query: { useAsync: true }, ...key(idempotencyKey) }, body: { startApplication: true, ...body } }))
    /** The new lead a start answered (a tour request's reply has no capability). */
    const startedLead = (res: Awaited<ReturnType<typeof start>>) => {
      if (!res.data || !('continueUrl' in res.data)) throw new Error(`the start answered ${res.status}: ${JSON.stringify(res.error ?? res.data)}`)
      return res.data
    }
    const started = async () => {
      const res = await start(details())
      expect(res.status).toBe(201)
      return startedLead(res)
    }
    const patchAddress = (id: number, token: string | null, body: Schemas['ApplicationAddress'], idempotencyKey?: string) =>
      reply(client.PATCH('/v1/api/Customer/{id}/address', { ...onLead(id, token, idempotencyKey), body }))
    const patchProfile = (id: number, token: string | null, body: Schemas['ApplicationProfile']) => reply(client.PATCH('/v1/api/Customer/{id}/profile', { ...onLead(id, token), body }))
    const patchAccess = (id: number, token: string | null, body: Schemas['ApplicationDetails']) => reply(client.PATCH('/v1/api/Customer/{id}/access', { ...onLead(id, token), body }))
    const photoForm = (bytes: Buffer | Uint8Array, name = 'photo.jpg', type = 'image/jpeg', field = 'photo') => {
      const form = new FormData()
      form.append(field, new File([new Uint8Array(bytes)], name, { type }))
      return form
    }
    const upload = (id: number, token: string | null, bytes: Buffer | Uint8Array, name = 'photo.jpg', type = 'image/jpeg', field = 'photo') =>
      reply(client.PATCH('/v1/api/Customer/{id}/photos', { params: { path: { id } }, headers: bearer(token), body: photoForm(bytes, name, type, field) as never, bodySerializer: (b) => b as never }))
    const getPhoto = (id: number, init: { token?: string | null; headers?: Record<string, string> }) =>
      reply(client.GET('/v1/api/Customer/{id}/photos', { params: { path: { id } }, headers: { ...bearer(init.token), ...init.headers }, parseAs: 'arrayBuffer' }))
    const removePhoto = (id: number, token: string | null) => reply(client.DELETE('/v1/api/Customer/{id}/photos', { params: { path: { id } }, headers: bearer(token) }))
    const complete = (id: number, token: string | null, idempotencyKey?: string) => reply(client.POST('/v1/api/Customer/{id}/complete', onLead(id, token, idempotencyKey)))
    const paymentReference = (id: number, token: string | null) => reply(client.PATCH('/v1/api/Customer/{id}/payment-reference', { params: { path: { id } }, headers: bearer(token) }))
    const redirectFlow = (id: number, token: string | null, idempotencyKey?: string) =>
      reply(client.POST('/v1/api/direct-debit/accounts/{accountId}/redirect-flows', { params: { path: { accountId: id }, ...key(idempotencyKey) }, headers: bearer(token) }))
    const mandate = (id: number, token: string | null, mandateId: string) =>
      reply(client.GET('/v1/api/direct-debit/accounts/{accountId}/mandates/{mandateId}', { params: { path: { accountId: id, mandateId } }, headers: bearer(token) }))
    const getLead = async (token: string) => {
      const res = await reply(client.GET('/v1/api/leads', { params: { query: { continueurl: token } } }))
      expect(res.status).toBe(200)
      return res.data!
    }

    // Raw Requests, for the calls that send what the document forbids (no typed client can).
    const request = (method: string, url: string, init: { token?: string | null; body?: BodyInit; type?: string; headers?: Record<string, string> } = {}) =>
      new Request(`http://localhost:3000${url}`, {
        method,
        headers: {
          'x-forwarded-for': '198.51.100.20',
          ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
          ...(init.type ? { 'content-type': init.type } : {}),
          ...init.headers,
        },
        body: init.body,
      })
    const json = (value: unknown) => ({ body: JSON.stringify(value), type: 'application/json' })
    const run = (handler: Handler, req: Request, params: Record<string, string> = {}) => handler(req, { params: Promise.resolve(params) })

    const count = async (collection: 'outbox' | 'profile-pictures' | 'leads') => (await payload.count({ collection, overrideAccess: true })).totalDocs
    const rows = async (query: string) => (await payload.db.drizzle.execute(query as never)).rows as Record<string, unknown>[]

    const png = (width = 400, height = 400) => sharp({ create: { width, height, channels: 3, background: { r: 180, g: 120, b: 90 } } }).png().toBuffer()
    const jpegWithExif = () =>
      sharp({ create: { width: 500, height: 400, channels: 3, background: { r: 90, g: 120, b: 180 } } })
        .jpeg()
        .withMetadata({ exif: { IFD0: { Make: 'SpyCam', Model: 'Model 9', Copyright: 'GPS 51.47N 0.20W' } } })
        .toBuffer()

    /** An application up to the payment step, through the API. */
    const readyForPayment = async () => {
      const lead = await started()
      expect((await patchAddress(lead.id, lead.continueUrl, address)).status).toBe(200)
      expect((await upload(lead.id, lead.continueUrl, await png())).status).toBe(200)
      expect((await patchProfile(lead.id, lead.continueUrl, profile)).status).toBe(200)
      return lead
    }

    beforeAll(async () => {
      db = await createDatabase()
      dataDir = mkdtempSync(path.join(tmpdir(), 'clubhouse-customer-api-it-'))
      // Nothing listens at SERVER_URL: the sandbox's own webhook deliveries fail quietly, so the API
      // must read the setup's outcome itself.
      Object.assign(process.env, {
        PAYLOAD_SECRET: 'integration-test-secret-0123456789abcdef',
        DATA_DIR: dataDir,
        SERVER_URL: 'http://127.0.0.1:9',
        ENQUIRY_RATE_LIMIT: '0',
        SALES_TEAM_EMAIL: 'membership@clubhouse.test',
      })
      process.env.DATABASE_URL = db.url
      const [{ default: config }, payloadModule] = await Promise.all([import('@/payload.config'), import('payload')])
      payload = await payloadModule.getPayload({ config })
      await payload.create({ collection: 'clubs', overrideAccess: true, data: { name: 'Knightsbridge', address: '1 Example Street', locationId: 15 } as never })
      await payload.create({ collection: 'clubs', overrideAccess: true, data: { name: 'Fulham', address: '2 Example Street', locationId: 5 } as never })
      await payload.create({ collection: 'industries', overrideAccess: true, data: { label: 'Accounting', value: 'ACCOUNTING', displayOrder: 0 } as never })
      port = await import('@/integrations/direct-debit/port')
      local = await import('@/integrations/direct-debit/local')
      api = await import('@/features/application/api.server')
      photo = await import('@/model/photos/photo')
      const load = async (name: string, module: Promise<object>) => (routes[name] = (await module) as Record<string, Handler>)
      // The handlers the raw Requests go to (the typed client finds its own).
      await Promise.all([
        load('leads', import('@/app/v1/api/leads/route')),
        load('address', import('@/app/v1/api/Customer/[id]/address/route')),
        load('access', import('@/app/v1/api/Customer/[id]/access/route')),
        load('photos', import('@/app/v1/api/Customer/[id]/photos/route')),
        load('complete', import('@/app/v1/api/Customer/[id]/complete/route')),
        load('openapi', import('@/app/v1/api/openapi.json/route')),
      ])
    })

    afterAll(async () => {
      await payload?.destroy()
      ;(payload?.db as unknown as { pool?: { on: (e: 'error', f: () => void) => void } } | undefined)?.pool?.on('error', () => {})
      await db?.drop()
      rmSync(dataDir, { recursive: true, force: true })
    })

    it('walks an application from the first details to Applied, and completing again sends nothing', async () => {
      const outboxAtStart = await count('outbox')
      const first = details()
      const res = await start(first, 'start-walk-0001')
      expect(res.status).toBe(201)
      expect(res.headers.get('cache-control')).toBe('private, no-store')
      const lead = startedLead(res)
      expect(lead).toEqual({ id: expect.any(Number), membershipStatus: 'Started', continueUrl: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/) })
      // The continue link is e-mailed too.
      expect(await count('outbox')).toBe(outboxAtStart + 1)
      const token = lead.continueUrl

      // Both reads: the spec's list, and the lead.
      const listed = await reply(client.GET('/v1/api/Customer', { params: { query: { continueUrl: token } } }))
      expect(listed.status).toBe(200)
      const list = listed.data!
      expect(list).toHaveLength(1)
      expect(list[0]).toEqual({
        id: lead.id,
        title: 'Ms',
        firstName: 'Amelia',
        lastName: "O'Brien",
        emailAddress: first.emailAddress,
        mobileNumber: '7700900123',
        dialcode: '+44',
        dateOfBirth: '1988-04-17',
        locationId: 15,
        companyName: null,
        webSite: null,
        membershipStatus: 'Started',
        continueUrl: token,
        additionalContacts: [],
        address: { addressLine1: null, addressLine2: null, town: null, county: null, country: null, postcode: null },
        profile: { gender: null, industry: null, role: null, aboutMember: null, headShotPhotoUrl: null },
        payment: { mandateId: null, mandateStatus: null },
      })
      expect(await getLead(token)).toEqual(list[0])
      // The header works for the reads as well as the query.
      const byHeader = await reply(client.GET('/v1/api/Customer', { headers: { 'x-continue-url': token } }))
      expect(byHeader.data![0]!.id).toBe(lead.id)

      // Access: the first details again, not the e-mail address.
      const changed = await patchAccess(lead.id, token, { ...first, firstName: 'Amélie', locationId: 5, mobileNumber: '7700900999' })
      expect(changed.status).toBe(200)
      expect(changed.data).toMatchObject({ firstName: 'Amélie', locationId: 5, mobileNumber: '7700900999', emailAddress: first.emailAddress })
      const club = (await payload.findByID({ collection: 'leads', id: lead.id, overrideAccess: true, depth: 1 })).club as { name: string }
      expect(club.name).toBe('Fulham')
      // Raw: another e-mail address, which the details the document describes do not hold.
      const emailChange = await run(
        routes.access!.PATCH!,
        request('PATCH', `/v1/api/Customer/${lead.id}/access?useAsync=true`, { token, ...json({ ...first, emailAddress: 'someone.else@example.com' }) }),
        { id: String(lead.id) },
      )
      expect(emailChange.status).toBe(400)
      expect((await emailChange.json()).errors).toEqual({ emailAddress: api.EMAIL_FIXED_MESSAGE })
      const badDetails = await patchAccess(lead.id, token, { ...first, firstName: 'A1', dateOfBirth: '1988-02-30' })
      expect(badDetails.status).toBe(400)
      expect(Object.keys(badDetails.error!.errors!).sort()).toEqual(['dateOfBirth', 'firstName'])

      // The profile needs the address first.
      expect((await patchProfile(lead.id, token, profile)).status).toBe(409)
      const badAddress = await patchAddress(lead.id, token, { ...address, postcode: 'nope', addressLine1: '' })
      expect(badAddress.status).toBe(400)
      expect(Object.keys(badAddress.error!.errors!).sort()).toEqual(['addressLine1', 'postcode'])
      const saved = await patchAddress(lead.id, token, address, 'address-walk-0001')
      expect(saved.status).toBe(200)
      expect(saved.data!.address).toEqual({ ...address, postcode: 'SW6 4LZ' })

      // A photo with EXIF: stored, re-encoded, without it; served only with the capability.
      const uploaded = await upload(lead.id, token, await jpegWithExif())
      expect(uploaded.status).toBe(200)
      const url = uploaded.data!.profile.headShotPhotoUrl
      expect(url).toMatch(new RegExp(`^/v1/api/Customer/${lead.id}/photos\\?v=\\d+$`))
      const served = await getPhoto(lead.id, { token })
      expect(served.status).toBe(200)
      expect(served.headers.get('content-type')).toBe('image/jpeg')
      expect(served.headers.get('cache-control')).toBe('private, no-store')
      const meta = await sharp(Buffer.from(served.data!)).metadata()
      expect(meta.format).toBe('jpeg')
      expect(meta.exif).toBeUndefined()
      expect([meta.width, meta.height]).toEqual([500, 400])
      // The site's <img> sends the HttpOnly cookie instead.
      expect((await getPhoto(lead.id, { headers: { cookie: `other=1; ch_application=${token}` } })).status).toBe(200)
      expect((await getPhoto(lead.id, {})).status).toBe(404)

      const profiled = await patchProfile(lead.id, token, profile)
      expect(profiled.status).toBe(200)
      expect(profiled.data!.profile).toMatchObject({ gender: 'Female', industry: 'ACCOUNTING', role: 'Founder / Owner', aboutMember: profile.aboutMember, headShotPhotoUrl: url })

      // Completing without a mandate is refused.
      const early = await complete(lead.id, token)
      expect(early.status).toBe(409)
      expect(early.error!.message).toBe('Please set up your Direct Debit first.')
      expect((await paymentReference(lead.id, token)).status).toBe(409)

      // The redirect flow: a retry with the same key is the same flow.
      const flowRes = await redirectFlow(lead.id, token, 'flow-walk-0001')
      expect(flowRes.status).toBe(201)
      const flow = flowRes.data!
      expect(flow.redirectUrl).toBe(`http://127.0.0.1:9/direct-debit/sandbox/${flow.id}`)
      expect((await redirectFlow(lead.id, token, 'flow-walk-0001')).data).toEqual(flow)
      const flows = async () => Number((await rows(`SELECT count(*)::int AS n FROM direct_debit_sandbox_flows`))[0]!.n)
      const flowCount = await flows()
      expect((await redirectFlow(lead.id, token, 'flow-walk-0001')).status).toBe(201)
      expect(await flows()).toBe(flowCount)
      // Before the payer is back, the bank has not confirmed.
      const pending = await paymentReference(lead.id, token)
      expect(pending.status).toBe(409)
      expect(pending.error!.message).toMatch(/not confirmed/)

      // The payer enters the sandbox's test account on its page.
      const authorised = await port.sandboxControls(async () => payload)!.authorise(flow.id, { accountHolder: "Amelia O'Brien", ...local.SANDBOX_GOOD_ACCOUNT })
      const reference = await paymentReference(lead.id, token)
      expect(reference.status).toBe(200)
      expect(reference.data!.payment).toEqual({ mandateId: authorised!.mandateId, mandateStatus: 'active' })
      expect((await paymentReference(lead.id, token)).status).toBe(200)
      const mandateRes = await mandate(lead.id, token, authorised!.mandateId!)
      expect(mandateRes.status).toBe(200)
      expect(mandateRes.data).toMatchObject({ id: authorised!.mandateId, status: 'active', reference: `lead-${lead.id}`, links: { customer: lead.id } })
      expect((await mandate(lead.id, token, 'MDNOTTHISONE0001')).status).toBe(404)

      // Complete: Applied, two e-mails (the applicant and the membership team); again: replayed, none.
      // Raw: a body, where the document has none (the call itself is the agreement).
      expect((await run(routes.complete!.POST!, request('POST', `/v1/api/Customer/${lead.id}/complete`, { token, ...json({ agreement: false }) }), { id: String(lead.id) })).status).toBe(400)
      const before = await count('outbox')
      const done = await complete(lead.id, token, 'complete-walk-0001')
      expect(done.status).toBe(200)
      expect(done.data!.membershipStatus).toBe('Applied')
      expect(await count('outbox')).toBe(before + 2)
      const again = await complete(lead.id, token, 'complete-walk-0001')
      expect(again.status).toBe(200)
      expect(again.headers.get('idempotent-replayed')).toBe('true')
      expect(again.data!.membershipStatus).toBe('Applied')
      expect(await count('outbox')).toBe(before + 2)
      expect((await getLead(token)).membershipStatus).toBe('Applied')

      // Nothing changes once it is sent.
      const stored = await payload.findByID({ collection: 'leads', id: lead.id, overrideAccess: true, depth: 0 })
      const after = [
        await patchAddress(lead.id, token, { ...address, addressLine1: '99 Other Road' }),
        await patchProfile(lead.id, token, { ...profile, aboutMember: 'Changed' }),
        await patchAccess(lead.id, token, { ...first, firstName: 'Changed' }),
        await upload(lead.id, token, await png()),
        await removePhoto(lead.id, token),
        await paymentReference(lead.id, token),
        await redirectFlow(lead.id, token, 'flow-walk-0002'),
      ]
      expect(after.map((r) => r.status)).toEqual([409, 409, 409, 409, 409, 409, 409])
      expect(after[0]!.error!.message).toMatch(/can no longer be changed/)
      expect(await payload.findByID({ collection: 'leads', id: lead.id, overrideAccess: true, depth: 0 })).toEqual(stored)
    })

    it('answers a start for an address with an open application as for a new one, and e-mails the owner a link to the earlier one', async () => {
      // Issue 32 §4 (decision 045): this answered 202 { emailed: true }, which told anyone that the
      // address had applied. Now it is a new lead, linked to the earlier one for staff.
      const first = details()
      const created = await start(first)
      expect(created.status).toBe(201)
      const { id, continueUrl } = startedLead(created)
      const leads = await count('leads')
      const outbox = await count('outbox')
      const again = await start({ ...first, firstName: 'Someone' })
      expect(again.status).toBe(201)
      const second = startedLead(again)
      expect(Object.keys(second).sort()).toEqual(['continueUrl', 'id', 'membershipStatus'])
      expect(second.id).not.toBe(id)
      expect(await count('leads')).toBe(leads + 1)
      expect(await count('outbox')).toBe(outbox + 1)
      // The first link still works, and the first lead is unchanged.
      expect((await getLead(continueUrl)).firstName).toBe('Amelia')
      expect((await payload.findByID({ collection: 'leads', id: second.id, overrideAccess: true, depth: 0 })).linkedTo).toBe(id)

      // Raw: a title the document does not offer.
      const invalid = await run(routes.leads!.POST!, request('POST', '/v1/api/leads?useAsync=true', json({ startApplication: true, ...details(), emailAddress: 'not-an-address', title: 'Sir' })))
      expect(invalid.status).toBe(400)
      expect(Object.keys((await invalid.json()).errors).sort()).toEqual(['emailAddress', 'title'])
      const badKey = await start(details(), 'short')
      expect(badKey.status).toBe(400)
      expect(badKey.error!.errors).toEqual({ idempotencyKey: api.BAD_KEY_MESSAGE })

      // Without startApplication, the tour request behaves as before.
      const tour = await reply(client.POST('/v1/api/leads', { body: { ...details(), locationId: 15, clientType: 'Club', mobileNumber: '+447700900123' } }))
      expect(tour.status).toBe(201)
      expect(tour.data).toMatchObject({ status: 'new', replayed: false })
    })

    it("refuses another lead's capability, a missing one and unknown ids alike, on every call, and changes nothing", async () => {
      const a = await readyForPayment()
      const b = await readyForPayment()
      const c = await started()
      const flow = (await redirectFlow(b.id, b.continueUrl, 'flow-b-0001')).data!
      const mandateB = (await port.sandboxControls(async () => payload)!.authorise(flow.id, { accountHolder: 'B Payer', ...local.SANDBOX_GOOD_ACCOUNT }))!.mandateId!
      expect((await paymentReference(b.id, b.continueUrl)).status).toBe(200)

      const snapshot = async () => ({
        leads: await rows(`SELECT id, updated_at, first_name, membership_status, payment_mandate_id, payment_billing_request_id, profile_head_shot_id FROM leads ORDER BY id`),
        pictures: await count('profile-pictures'),
        outbox: await count('outbox'),
        flows: await rows(`SELECT count(*)::int AS n FROM direct_debit_sandbox_flows`),
      })
      const before = await snapshot()
      const maxId = Number((await rows(`SELECT max(id)::int AS n FROM leads`))[0]!.n)
      const pngBytes = await png()

      const calls = (id: number): Probe[] => {
        const path = { id }
        const header = { 'Idempotency-Key': 'enumerate-0001' }
        return [
          { name: `GET /v1/api/Customer/${id}/photos`, send: (headers) => reply(client.GET('/v1/api/Customer/{id}/photos', { params: { path }, headers, parseAs: 'arrayBuffer' })) },
          { name: `PATCH /v1/api/Customer/${id}/address`, send: (headers) => reply(client.PATCH('/v1/api/Customer/{id}/address', { params: { path, header }, headers, body: address })) },
          { name: `PATCH /v1/api/Customer/${id}/profile`, send: (headers) => reply(client.PATCH('/v1/api/Customer/{id}/profile', { params: { path, header }, headers, body: profile })) },
          {
            name: `PATCH /v1/api/Customer/${id}/access`,
            send: (headers) => reply(client.PATCH('/v1/api/Customer/{id}/access', { params: { path, header }, headers, body: details({ firstName: 'Mallory' }) })),
          },
          {
            name: `PATCH /v1/api/Customer/${id}/photos`,
            send: (headers) =>
              reply(client.PATCH('/v1/api/Customer/{id}/photos', { params: { path, header }, headers, body: photoForm(pngBytes, 'x.png', 'image/png') as never, bodySerializer: (f) => f as never })),
          },
          { name: `DELETE /v1/api/Customer/${id}/photos`, send: (headers) => reply(client.DELETE('/v1/api/Customer/{id}/photos', { params: { path, header }, headers })) },
          { name: `PATCH /v1/api/Customer/${id}/payment-reference`, send: (headers) => reply(client.PATCH('/v1/api/Customer/{id}/payment-reference', { params: { path, header }, headers })) },
          { name: `POST /v1/api/Customer/${id}/complete`, send: (headers) => reply(client.POST('/v1/api/Customer/{id}/complete', { params: { path, header }, headers })) },
          {
            name: `POST /v1/api/direct-debit/accounts/${id}/redirect-flows`,
            send: (headers) => reply(client.POST('/v1/api/direct-debit/accounts/{accountId}/redirect-flows', { params: { path: { accountId: id }, header }, headers })),
          },
          {
            name: `GET /v1/api/direct-debit/accounts/${id}/mandates/${mandateB}`,
            send: (headers) => reply(client.GET('/v1/api/direct-debit/accounts/{accountId}/mandates/{mandateId}', { params: { path: { accountId: id, mandateId: mandateB } }, headers })),
          },
        ]
      }

      let tried = 0
      // With A's capability (as bearer, header or cookie), every other id, existing or not.
      for (let id = 1; id <= maxId + 2; id++) {
        if (id === a.id) continue
        for (const call of calls(id)) {
          for (const headers of [{ authorization: `Bearer ${a.continueUrl}` }, { 'x-continue-url': a.continueUrl }, { cookie: `ch_application=${a.continueUrl}` }] as Record<string, string>[]) {
            const res = await call.send(headers)
            expect(res.status, call.name).toBe(404)
            expect(res.error).toEqual({ message: api.NO_LEAD_MESSAGE })
            tried++
          }
        }
      }
      // A's own id with no capability, a malformed or made-up one, another lead's, and the cookie for writes.
      const forged = `${a.continueUrl.slice(0, 42)}${a.continueUrl[42] === 'A' ? 'B' : 'A'}`
      for (const call of calls(a.id)) {
        const variants: Record<string, string>[] = [{}, { authorization: 'Bearer nonsense' }, { authorization: `Bearer ${forged}` }, { authorization: `Bearer ${b.continueUrl}` }, { 'x-continue-url': c.continueUrl }]
        if (!call.name.startsWith('GET ')) variants.push({ cookie: `ch_application=${a.continueUrl}` })
        for (const headers of variants) {
          const res = await call.send(headers)
          expect(res.status, `${call.name} ${JSON.stringify(headers)}`).toBe(404)
          expect(res.error).toEqual({ message: api.NO_LEAD_MESSAGE })
          tried++
        }
      }
      // Raw: ids that are not numbers (the document's id is an integer).
      for (const id of ['0', '-1', `${a.id}.0`, `0${a.id}`, 'abc', '1 OR 1=1']) {
        const res = await run(routes.address!.PATCH!, request('PATCH', `/v1/api/Customer/x/address`, { token: a.continueUrl, ...json(address) }), { id })
        expect(res.status).toBe(404)
      }
      // The reads by capability: unknown, expired or malformed, alike.
      for (const bad of ['', 'nonsense', forged]) {
        expect((await reply(client.GET('/v1/api/Customer', { params: { query: { continueUrl: bad } } }))).status).toBe(404)
        expect((await reply(client.GET('/v1/api/leads', { params: { query: { continueurl: bad } } }))).status).toBe(404)
      }
      expect(tried).toBeGreaterThan(100)
      expect(await snapshot()).toEqual(before)
      // And A's own capability still works on A.
      expect((await getLead(a.continueUrl)).id).toBe(a.id)
      expect((await getPhoto(a.id, { token: a.continueUrl })).status).toBe(200)
    })

    it('takes a photo by its content, up to 12 MB, and refuses the rest with its message', async () => {
      const lead = await started()
      const token = lead.continueUrl
      // Before the address: the step is not open yet.
      expect((await upload(lead.id, token, await png())).status).toBe(409)
      expect((await patchAddress(lead.id, token, address)).status).toBe(200)

      // Raw: bodies over the document's limit.
      const tooLarge = await run(routes.photos!.PATCH!, request('PATCH', `/v1/api/Customer/${lead.id}/photos`, { token, body: photoForm(Buffer.alloc(12 * 1024 * 1024 + 1, 0xff)) }), {
        id: String(lead.id),
      })
      expect(tooLarge.status).toBe(413)
      expect(await tooLarge.json()).toEqual({ message: photo.PHOTO_MESSAGES.tooLarge, errors: { photo: photo.PHOTO_MESSAGES.tooLarge } })
      const wayTooLarge = await run(
        routes.photos!.PATCH!,
        request('PATCH', `/v1/api/Customer/${lead.id}/photos`, { token, body: new Uint8Array(20 * 1024 * 1024), type: 'image/jpeg' }),
        { id: String(lead.id) },
      )
      expect(wayTooLarge.status).toBe(413)

      const html = await upload(lead.id, token, Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>'), 'photo.jpg', 'image/jpeg')
      expect(html.status).toBe(400)
      expect(html.error!.message).toBe(photo.PHOTO_MESSAGES.notAPhoto)
      const tiny = await upload(lead.id, token, await png(50, 50))
      expect(tiny.status).toBe(400)
      expect(tiny.error!.message).toBe(photo.PHOTO_MESSAGES.tooSmall)
      expect((await upload(lead.id, token, Buffer.alloc(0))).status).toBe(400)
      // Raw: JSON, where the document takes a form or an image.
      const notMultipart = await run(routes.photos!.PATCH!, request('PATCH', `/v1/api/Customer/${lead.id}/photos`, { token, ...json({ photo: 'base64...' }) }), { id: String(lead.id) })
      expect(notMultipart.status).toBe(415)
      expect(await count('profile-pictures')).toBeGreaterThanOrEqual(0)
      expect((await getLead(token)).profile.headShotPhotoUrl).toBeNull()

      // A PNG called photo.jpg, in a field of another name: taken by its content, stored as a JPEG.
      const renamed = await upload(lead.id, token, await png(), 'photo.jpg', 'image/jpeg', 'file')
      expect(renamed.status).toBe(200)
      const first = renamed.data!.profile.headShotPhotoUrl
      expect((await sharp(Buffer.from((await getPhoto(lead.id, { token })).data!)).metadata()).format).toBe('jpeg')
      // A new photo replaces the old one (a new address), and removing it leaves none.
      const pictures = await count('profile-pictures')
      const replaced = await upload(lead.id, token, await jpegWithExif())
      const second = replaced.data!.profile.headShotPhotoUrl
      expect(second).not.toBe(first)
      expect(await count('profile-pictures')).toBe(pictures)
      const removed = await removePhoto(lead.id, token)
      expect(removed.status).toBe(200)
      expect(removed.data!.profile.headShotPhotoUrl).toBeNull()
      expect(await count('profile-pictures')).toBe(pictures - 1)
      expect((await getPhoto(lead.id, { token })).status).toBe(404)
    })

    it('refuses a malformed Idempotency-Key on every write, after the capability', async () => {
      const lead = await started()
      const res = await patchAddress(lead.id, lead.continueUrl, address, 'bad key with spaces')
      expect(res.status).toBe(400)
      expect(res.error!.errors).toEqual({ idempotencyKey: api.BAD_KEY_MESSAGE })
      expect((await complete(lead.id, lead.continueUrl, 'x'.repeat(201))).status).toBe(400)
      expect((await redirectFlow(lead.id, lead.continueUrl, 'short')).status).toBe(400)
      // Without the capability the key is never looked at.
      expect((await patchAddress(lead.id, null, address, 'short')).status).toBe(404)
      expect((await getLead(lead.continueUrl)).address).toMatchObject({ addressLine1: null })
    })

    it('describes every call in the OpenAPI document, with the capability as its security', async () => {
      const doc = await (routes.openapi!.GET as unknown as () => Response)().json()
      const operations: [string, string][] = [
        ['/v1/api/Customer', 'get'],
        ['/v1/api/Customer', 'post'],
        ['/v1/api/leads', 'get'],
        ['/v1/api/leads', 'post'],
        ['/v1/api/Customer/{id}/address', 'patch'],
        ['/v1/api/Customer/{id}/profile', 'patch'],
        ['/v1/api/Customer/{id}/access', 'patch'],
        ['/v1/api/Customer/{id}/photos', 'get'],
        ['/v1/api/Customer/{id}/photos', 'patch'],
        ['/v1/api/Customer/{id}/photos', 'delete'],
        ['/v1/api/Customer/{id}/payment-reference', 'patch'],
        ['/v1/api/Customer/{id}/complete', 'post'],
        ['/v1/api/direct-debit/accounts/{accountId}/redirect-flows', 'post'],
        ['/v1/api/direct-debit/accounts/{accountId}/mandates/{mandateId}', 'get'],
      ]
      for (const [p, method] of operations) expect(doc.paths[p]?.[method], `${method} ${p}`).toBeDefined()
      for (const [p, method] of operations.filter(([p]) => p.includes('{'))) {
        expect(doc.paths[p][method].security, `${method} ${p}`).toEqual(expect.arrayContaining([{ continueBearer: [] }, { continueHeader: [] }]))
        expect(doc.paths[p][method].responses, `${method} ${p}`).toHaveProperty('404')
      }
      expect(Object.keys(doc.components.securitySchemes).sort()).toEqual(['continueBearer', 'continueCookie', 'continueHeader', 'directDebitSignature', 'memberBearer', 'memberCookie', 'orderKey', 'paymentSignature'])
      expect(doc.paths['/v1/api/Customer/{id}/photos'].get.security).toContainEqual({ continueCookie: [] })
      // The start sits beside the tour request in POST /v1/api/leads.
      expect(JSON.stringify(doc.paths['/v1/api/leads'].post.requestBody)).toContain('#/components/schemas/ApplicationStart')
      expect(doc.components.schemas.ApplicationAddress.properties).toHaveProperty('postcode')
      // The provider's webhook, with its signature and the 498 it answers a bad one.
      expect(Object.keys(doc.paths['/v1/api/direct-debit/webhooks'].post.responses).sort()).toEqual(['204', '400', '413', '498', '503'])
      expect(doc.components.schemas.ApplicationDetails.properties).not.toHaveProperty('emailAddress')
      expect(doc.components.schemas.ApplicationStart.properties.startApplication).toEqual({ type: 'boolean', const: true })
      const refs = [...JSON.stringify(doc).matchAll(/"\$ref":"#\/components\/schemas\/([^"]+)"/g)].map((m) => m[1]!)
      for (const ref of new Set(refs)) expect(doc.components.schemas, ref).toHaveProperty(ref)
    })
  })
}
