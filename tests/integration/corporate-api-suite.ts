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
/**
 * The primary contact's change (operation 0) and a member's removal (3), as the typed client sends
 * them. Without `headShotPhotoUrl`: the document's `null` (ignored) cannot be sent through the
 * client, whose request types take a property whose only type is null for a read-only one
 * (openapi-typescript-helpers' Writable) and forbid it.
 */
type PrimaryContact = Omit<Extract<Schemas['CorporateContactChange'], { operation: 0 }>, 'headShotPhotoUrl'>
type ContactChange = PrimaryContact | Extract<Schemas['CorporateContactChange'], { operation: 3 }>
/**
 * A member's add or update (operation 1) as the spec sends it: the dial code only in `mobile`, and
 * `headShotPhotoUrl: null`. The typed client cannot send it: the document leaves `dialCode` out of
 * the required fields (its default is +44), but the generated types require every field with a
 * default (openapi-typescript's defaultNonNullable); and the null is refused as above. These calls
 * stay raw Requests, their bodies checked against the schema but for `dialCode`.
 */
type Member = Omit<Extract<Schemas['CorporateContactChange'], { operation: 1 }>, 'dialCode'> & { dialCode?: Schemas['ApplicationStart']['dialCode'] }

const DUPLICATE = 'Another member of this company uses this email'
const FULL = 'A company can add at most 10 members.'

/**
 * Issue 14, the corporate application's HTTP API (spec 001 section 7, Corporate): the route
 * handlers called as Next calls them, on a real database. Adding a member answers 202 and is made
 * by the queue (Payload's jobs), run here as the worker runs it (`SUBMISSIONS_WORKER=separate`, so
 * nothing runs it behind the test's back). The whole walk to Applied; the 10 members and the
 * unique e-mail, up front and when the adds run; another company's capability sees nothing. The
 * calls go through the typed client (issue 36), so a call the document does not describe does not
 * compile; those that deliberately send what it forbids are raw Requests, said where they are.
 */
export function corporateApiSuite(engine: string, createDatabase: CreateDatabase) {
  describe(`Corporate application API on ${engine}`, () => {
    let db: TestDatabase
    let payload: Payload
    let dataDir: string
    const routes = {} as Record<string, Record<string, Handler>>
    let port: typeof import('@/integrations/direct-debit/port')
    let local: typeof import('@/integrations/direct-debit/local')
    let api: typeof import('@/features/application/api.server')
    let adds: typeof import('@/features/application/corporate/member-adds.server')
    let serial = 0

    const details = (overrides: Partial<Schemas['CorporateApplicationStart']> = {}): Omit<Schemas['CorporateApplicationStart'], 'startApplication'> => ({
      title: 'Ms',
      firstName: 'Grace',
      lastName: 'Hopper',
      emailAddress: `contact-${++serial}@acme.co.uk`,
      dialCode: '+44',
      mobileNumber: '7700900123',
      dateOfBirth: '1978-12-09',
      locationId: 15,
      companyName: 'Acme Ltd',
      numberOfMembers: 4,
      ...overrides,
    })
    const address: Schemas['ApplicationAddress'] = { country: 'United Kingdom', postcode: 'ec2v 6aa', addressLine1: '1 Gresham Street', addressLine2: '', town: 'London', county: '' }
    const contact: PrimaryContact = { title: 'Ms', firstName: 'Grace', lastName: 'Hopper', dialCode: '+44', mobileNumber: '7700900123', role: 'Founder / Owner', operation: 0 }
    const business: Schemas['CorporateBusinessDetails'] = { businessIndustry: 'ACCOUNTING', aboutCompany: 'We audit bakeries.', companyWebsite: 'www.acme.co.uk' }
    /** The spec's Corporate member payload: the number, and the dial code and number together. */
    const member = (email: string, overrides: Partial<Member> = {}): Member => ({
      title: 'Mr',
      firstName: 'Alan',
      lastName: 'Turing',
      emailAddress: email,
      mobileNumber: '7700900456',
      number: '7700900456',
      mobile: '+447700900456',
      role: 'Mathematician',
      dateOfBirth: '1980-06-23',
      operation: 1,
      headShotPhotoUrl: null,
      ...overrides,
    })

    // The typed client: each call as the document describes it, the capability as a bearer.
    const client = apiClient({ 'x-forwarded-for': '198.51.100.30' })
    const bearer = (token: string | null | undefined): Record<string, string> => (token ? { authorization: `Bearer ${token}` } : {})
    /** The client's answer with its status and headers at hand. */
    const reply = async <R extends { response: Response }>(call: Promise<R>) => {
      const answer = await call
      return { ...answer, status: answer.response.status, headers: answer.response.headers }
    }
    /** A write on the lead: its id, `useAsync` as the spec sends it, and the capability. */
    const onLead = (id: number, token: string | null) => ({ params: { path: { id }, query: { useAsync: true } }, headers: bearer(token) })

    const start = (body: Omit<Schemas['CorporateApplicationStart'], 'startApplication'>) =>
      reply(client.POST('/v1/api/leads', { params: { query: { useAsync: true } }, body: { startApplication: true, ...body } }))
    const started = async () => {
      const res = await start(details())
      expect(res.status).toBe(201)
      if (!res.data || !('continueUrl' in res.data)) throw new Error(`the start answered ${res.status}: ${JSON.stringify(res.error ?? res.data)}`)
      return res.data
    }
    const patchAddress = (id: number, token: string | null, body: Schemas['ApplicationAddress']) => reply(client.PATCH('/v1/api/Customer/{id}/address', { ...onLead(id, token), body }))
    const patchBusiness = (id: number, token: string | null, body: Schemas['CorporateBusinessDetails']) =>
      reply(client.PATCH('/v1/api/Customer/{id}/business-details', { ...onLead(id, token), body }))
    const membersVisited = (id: number, token: string | null) => reply(client.PATCH('/v1/api/Customer/{id}/members-visited', onLead(id, token)))
    const paymentReference = (id: number, token: string | null) => reply(client.PATCH('/v1/api/Customer/{id}/payment-reference', { params: { path: { id } }, headers: bearer(token) }))
    const changeContact = (id: number, token: string | null, body: ContactChange) => reply(client.PATCH('/v1/api/Customer/{id}/contact', { ...onLead(id, token), body }))
    const removeViaLeads = (id: number, token: string | null, body: { id: number; operation?: 3 }) =>
      reply(client.PATCH('/v1/api/leads/{id}/contact', { params: { path: { id } }, headers: bearer(token), body }))
    const photoForm = (bytes: Buffer) => {
      const form = new FormData()
      form.append('photo', new File([new Uint8Array(bytes)], 'photo.png', { type: 'image/png' }))
      return form
    }
    const upload = (id: number, token: string | null, bytes: Buffer) =>
      reply(client.PATCH('/v1/api/Customer/{id}/photos', { params: { path: { id } }, headers: bearer(token), body: photoForm(bytes) as never, bodySerializer: (f) => f as never }))
    const uploadMember = (id: number, contactId: number, token: string | null, bytes: Buffer) =>
      reply(
        client.PATCH('/v1/api/Customer/{id}/contacts/{contactId}/photos', {
          params: { path: { id, contactId }, query: { useAsync: true } },
          headers: bearer(token),
          body: photoForm(bytes) as never,
          bodySerializer: (f) => f as never,
        }),
      )
    const memberPhoto = (id: number, contactId: number, token: string | null) =>
      reply(client.GET('/v1/api/Customer/{id}/contacts/{contactId}/photos', { params: { path: { id, contactId } }, headers: bearer(token), parseAs: 'arrayBuffer' }))
    const addState = (id: number, contactId: number, token: string | null) =>
      reply(client.GET('/v1/api/Customer/{id}/contacts/{contactId}', { params: { path: { id, contactId } }, headers: bearer(token) }))
    const getLead = async (token: string) => {
      const res = await reply(client.GET('/v1/api/Customer', { params: { query: { continueUrl: token } } }))
      expect(res.status).toBe(200)
      return res.data![0]!
    }

    // Raw Requests, for the calls that send what the document forbids (no typed client can).
    const request = (method: string, url: string, init: { token?: string | null; body?: BodyInit; type?: string; headers?: Record<string, string> } = {}) =>
      new Request(`http://localhost:3000${url}`, {
        method,
        headers: {
          'x-forwarded-for': '198.51.100.30',
          ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
          ...(init.type ? { 'content-type': init.type } : {}),
          ...init.headers,
        },
        body: init.body,
      })
    const json = (value: unknown) => ({ body: JSON.stringify(value), type: 'application/json' })
    const run = (handler: Handler, req: Request, params: Record<string, string> = {}) => handler(req, { params: Promise.resolve(params) })
    const rawStart = (body: Record<string, unknown>) => run(routes.leads!.POST!, request('POST', '/v1/api/leads?useAsync=true', json({ startApplication: true, ...body })))
    const rawContact = (id: number, token: string | null, body: unknown) =>
      run(routes.contact!.PATCH!, request('PATCH', `/v1/api/Customer/${id}/contact?useAsync=true`, { token, ...json(body) }), { id: String(id) })
    /** Raw (see Member): a member added or changed, answered in the typed client's shape. */
    const changeMember = async (id: number, token: string | null, body: Member) => {
      const res = await rawContact(id, token, body)
      const parsed: unknown = await res.json()
      return { ...(res.ok ? { data: parsed } : { error: parsed }), response: res, status: res.status, headers: res.headers } as Awaited<ReturnType<typeof changeContact>>
    }

    /** The add, answered 202 with the id the member will have. */
    const add = async (id: number, token: string, email: string) => {
      const res = await changeMember(id, token, member(email))
      expect(res.status, email).toBe(202)
      const body = res.data as Schemas['ContactQueued']
      expect(body.status).toBe('queued')
      expect(res.headers.get('location')).toBe(`/v1/api/Customer/${id}/contacts/${body.additionalContactId}`)
      return body.additionalContactId
    }
    /** As the client does: polls the lead (every 100 ms here) until the members show, running the queue as the worker does when woken. */
    const waitForMembers = async (token: string, ids: number[]) => {
      await adds.drainMemberAdds(payload)
      for (let i = 0; i < 50; i++) {
        const lead = await getLead(token)
        const shown = lead.additionalContacts.map((c) => c.id)
        if (ids.every((id) => shown.includes(id))) return lead
        await new Promise((r) => setTimeout(r, 100))
      }
      throw new Error(`members ${ids.join(', ')} never appeared`)
    }
    const png = (shade = 120) => sharp({ create: { width: 320, height: 320, channels: 3, background: { r: shade, g: 90, b: 60 } } }).png().toBuffer()
    const membersOf = async (leadId: number) =>
      (await payload.find({ collection: 'company-members', overrideAccess: true, depth: 0, limit: 100, sort: 'id', where: { lead: { equals: leadId } } })).docs

    /** A company up to its members page, through the API. */
    const readyForMembers = async () => {
      const lead = await started()
      const token = lead.continueUrl
      expect((await changeContact(lead.id, token, contact)).status).toBe(200)
      expect((await patchAddress(lead.id, token, address)).status).toBe(200)
      expect((await upload(lead.id, token, await png())).status).toBe(200)
      expect((await patchBusiness(lead.id, token, business)).status).toBe(200)
      return lead
    }

    beforeAll(async () => {
      db = await createDatabase()
      dataDir = mkdtempSync(path.join(tmpdir(), 'clubhouse-corporate-api-it-'))
      Object.assign(process.env, {
        PAYLOAD_SECRET: 'integration-test-secret-0123456789abcdef',
        DATA_DIR: dataDir,
        SERVER_URL: 'http://127.0.0.1:9',
        ENQUIRY_RATE_LIMIT: '0',
        SALES_TEAM_EMAIL: 'membership@clubhouse.test',
        // The queue is run by the test, as the worker runs it: nothing runs it after the reply.
        SUBMISSIONS_WORKER: 'separate',
      })
      process.env.DATABASE_URL = db.url
      const [{ default: config }, payloadModule] = await Promise.all([import('@/payload.config'), import('payload')])
      payload = await payloadModule.getPayload({ config })
      await payload.create({ collection: 'clubs', overrideAccess: true, data: { name: 'Knightsbridge', address: '1 Example Street', locationId: 15 } as never })
      await payload.create({ collection: 'industries', overrideAccess: true, data: { label: 'Accounting', value: 'ACCOUNTING', displayOrder: 0 } as never })
      port = await import('@/integrations/direct-debit/port')
      local = await import('@/integrations/direct-debit/local')
      api = await import('@/features/application/api.server')
      adds = await import('@/features/application/corporate/member-adds.server')
      const load = async (name: string, module: Promise<object>) => (routes[name] = (await module) as Record<string, Handler>)
      // The handlers the raw Requests go to (the typed client finds its own).
      await Promise.all([
        load('leads', import('@/app/v1/api/leads/route')),
        load('leadContact', import('@/app/v1/api/leads/[id]/contact/route')),
        load('contact', import('@/app/v1/api/Customer/[id]/contact/route')),
        load('memberPhotos', import('@/app/v1/api/Customer/[id]/contacts/[contactId]/photos/route')),
        load('openapi', import('@/app/v1/api/openapi.json/route')),
      ])
    })

    afterAll(async () => {
      await adds?.memberAddsSettled()
      await payload?.destroy()
      ;(payload?.db as unknown as { pool?: { on: (e: 'error', f: () => void) => void } } | undefined)?.pool?.on('error', () => {})
      await db?.drop()
      rmSync(dataDir, { recursive: true, force: true })
    })

    it('walks a corporate application from the start to Applied with three members', async () => {
      // The start: the company's name and 3 to 10 memberships, with the spec's messages.
      const refused = await start(details({ companyName: ' ', numberOfMembers: 11 }))
      expect(refused.status).toBe(400)
      expect(refused.error!.errors).toEqual({ companyName: 'Please enter your company name', numberOfMembers: 'Please enter number of memberships' })
      // Raw: a corporate start without its number of memberships, which the document requires.
      expect((await rawStart(details({ numberOfMembers: undefined }))).status).toBe(400)
      const first = details()
      const res = await start(first)
      expect(res.status).toBe(201)
      const { id, continueUrl: token } = res.data as Schemas['ApplicationStarted']
      const row = await payload.findByID({ collection: 'leads', id, overrideAccess: true, depth: 0 })
      expect(row).toMatchObject({ clientType: 'Corporate', companyName: 'Acme Ltd', numberOfMembers: 4, membershipStatus: 'Started' })
      expect(await getLead(token)).toMatchObject({
        id,
        companyName: 'Acme Ltd',
        numberOfMembers: 4,
        webSite: null,
        businessIndustry: null,
        aboutCompany: null,
        additionalContacts: [],
        membershipStatus: 'Started',
      })

      // Out of order: the company's details need the contact details first.
      expect((await patchBusiness(id, token, business)).status).toBe(409)
      // Operation 0: the primary contact; not another e-mail. Raw: an e-mail address, a role and an
      // operation that the primary contact's change in the document does not hold.
      const moved = await rawContact(id, token, { ...contact, emailAddress: 'other@example.com' })
      expect(moved.status).toBe(400)
      expect((await moved.json()).errors).toEqual({ emailAddress: api.EMAIL_FIXED_MESSAGE })
      expect((await rawContact(id, token, { ...contact, role: '' })).status).toBe(400)
      expect((await rawContact(id, token, { ...contact, operation: 2 })).status).toBe(400)
      const saved = await rawContact(id, token, { ...contact, emailAddress: first.emailAddress.toUpperCase() })
      expect(saved.status).toBe(200)
      expect(((await saved.json()) as Schemas['ApplicationLead']).profile.role).toBe('Founder / Owner')
      expect((await patchAddress(id, token, address)).status).toBe(200)
      expect((await upload(id, token, await png())).status).toBe(200)
      const bad = await patchBusiness(id, token, { ...business, aboutCompany: '', companyWebsite: 'not a site' })
      expect(bad.status).toBe(400)
      expect(Object.keys(bad.error!.errors!).sort()).toEqual(['aboutCompany', 'companyWebsite'])
      const company = await patchBusiness(id, token, business)
      expect(company.status).toBe(200)
      expect(company.data).toMatchObject({ webSite: 'www.acme.co.uk', businessIndustry: 'ACCOUNTING', aboutCompany: 'We audit bakeries.' })

      // Three adds: 202 each with the member's id to be; made by the queue, then in the lead.
      const ids = [await add(id, token, 'one@acme.co.uk'), await add(id, token, 'Two@Acme.co.uk'), await add(id, token, 'three@acme.co.uk')]
      expect(new Set(ids).size).toBe(3)
      expect((await getLead(token)).additionalContacts).toEqual([])
      const waiting = await addState(id, ids[0]!, token)
      expect(waiting.status).toBe(202)
      expect(waiting.data).toEqual({ additionalContactId: ids[0], status: 'queued' })
      // A repeat of one still queued is refused at once.
      const repeat = await changeMember(id, token, member('ONE@acme.co.uk'))
      expect(repeat.status).toBe(400)
      expect(repeat.error!.errors).toEqual({ emailAddress: DUPLICATE })
      const withMembers = await waitForMembers(token, ids)
      // Newest first; the spec's Additional contact.
      expect(withMembers.additionalContacts.map((c) => c.id)).toEqual([...ids].reverse())
      expect(withMembers.additionalContacts[2]).toEqual({
        id: ids[0],
        title: 'Mr',
        firstName: 'Alan',
        lastName: 'Turing',
        emailAddress: 'one@acme.co.uk',
        mobile: '+447700900456',
        dialCode: '+44',
        mobileNumber: '7700900456',
        dateOfBirth: '1980-06-23',
        role: 'Mathematician',
        imageUrl: null,
      })
      expect(withMembers.additionalContacts[1]!.emailAddress).toBe('two@acme.co.uk')
      expect((await addState(id, ids[0]!, token)).status).toBe(200)

      // Update (operation 1 with the id) and a member's photo.
      const updated = await changeMember(id, token, member('one@acme.co.uk', { id: ids[0], firstName: 'Alonzo', role: '' }))
      expect(updated.status).toBe(200)
      expect(updated.data).toMatchObject({ id: ids[0], firstName: 'Alonzo', role: null })
      const taken = await changeMember(id, token, member('two@acme.co.uk', { id: ids[0] }))
      expect(taken.status).toBe(400)
      expect(taken.error!.errors).toEqual({ emailAddress: DUPLICATE })
      const pictured = await uploadMember(id, ids[0]!, token, await png(200))
      expect(pictured.status).toBe(200)
      const imageUrl = pictured.data!.imageUrl
      expect(imageUrl).toMatch(new RegExp(`^/v1/api/Customer/${id}/contacts/${ids[0]}/photos\\?v=\\d+$`))
      const served = await memberPhoto(id, ids[0]!, token)
      expect(served.status).toBe(200)
      expect(served.headers.get('content-type')).toBe('image/jpeg')
      // Raw: a photo over the document's limit.
      const tooBig = await run(
        routes.memberPhotos!.PATCH!,
        request('PATCH', `/v1/api/Customer/${id}/contacts/${ids[1]}/photos?useAsync=true`, { token, body: photoForm(Buffer.concat([await png(), Buffer.alloc(5_242_880)])) }),
        { id: String(id), contactId: String(ids[1]) },
      )
      expect(tooBig.status).toBe(413)
      expect((await tooBig.json()).message).toBe('This photo is larger than 5 MB, so it was not added. Please choose a smaller one.')

      // A fourth, then removed through each remove call.
      const fourth = await add(id, token, 'four@acme.co.uk')
      const fifth = await add(id, token, 'five@acme.co.uk')
      await waitForMembers(token, [fourth, fifth])
      // Raw: no operation, no id, the id as a string, and operation 1 on the remove call, none of
      // which the document describes.
      expect((await rawContact(id, token, { id: fourth })).status).toBe(400) // no operation
      expect((await rawContact(id, token, { operation: 3 })).status).toBe(400) // no id
      const removed = await rawContact(id, token, { id: String(fourth), operation: 3 })
      expect(removed.status).toBe(200)
      expect(await removed.json()).toEqual({ additionalContactId: fourth, removed: true })
      expect((await run(routes.leadContact!.PATCH!, request('PATCH', `/v1/api/leads/${id}/contact`, { token, ...json({ id: fifth, operation: 1 }) }), { id: String(id) })).status).toBe(400)
      expect((await removeViaLeads(id, token, { id: fifth, operation: 3 })).status).toBe(200)
      expect((await removeViaLeads(id, token, { id: fifth, operation: 3 })).status).toBe(404)

      // The members page, then the Direct Debit.
      const redirectFlow = (idempotencyKey?: string) =>
        reply(
          client.POST('/v1/api/direct-debit/accounts/{accountId}/redirect-flows', {
            params: { path: { accountId: id }, ...(idempotencyKey ? { header: { 'Idempotency-Key': idempotencyKey } } : {}) },
            headers: bearer(token),
          }),
        )
      expect((await redirectFlow()).status).toBe(409)
      const visited = await membersVisited(id, token)
      expect(visited.status).toBe(200)
      const flowRes = await redirectFlow('corporate-flow-0001')
      expect(flowRes.status).toBe(201)
      const flow = flowRes.data!
      expect((await port.sandboxControls(async () => payload)!.flow(flow.id))).toMatchObject({ redirectUri: 'http://127.0.0.1:9/corporate/payment/return' })
      await port.sandboxControls(async () => payload)!.authorise(flow.id, { accountHolder: 'Acme Ltd', ...local.SANDBOX_GOOD_ACCOUNT })
      const referenced = await paymentReference(id, token)
      expect(referenced.status).toBe(200)
      expect(referenced.data!.payment.mandateId).toBeTruthy()
      const done = await reply(client.POST('/v1/api/Customer/{id}/complete', onLead(id, token)))
      expect(done.status).toBe(200)

      const applied = await getLead(token)
      expect(applied).toMatchObject({ membershipStatus: 'Applied', companyName: 'Acme Ltd', webSite: 'www.acme.co.uk' })
      expect(applied.additionalContacts.map((c) => c.id)).toEqual([...ids].reverse())
      expect(applied.additionalContacts[2]).toMatchObject({ firstName: 'Alonzo', imageUrl })
      // Sent: no more changes to the company or its members.
      const late = await changeMember(id, token, member('late@acme.co.uk'))
      expect(late.status).toBe(409)
      expect((await changeContact(id, token, { id: ids[1]!, operation: 3 })).status).toBe(409)
    })

    it('refuses the 11th member at once, and adds racing past the check when they run', async () => {
      const lead = await readyForMembers()
      const token = lead.continueUrl
      // 15 adds at once, with nothing made yet: the quick check cannot see them all, the queue can.
      const answers = await Promise.all(Array.from({ length: 15 }, (_, i) => changeMember(lead.id, token, member(`racer${i}@example.com`))))
      const accepted: number[] = []
      for (const res of answers) {
        if (res.status === 202) accepted.push((res.data as Schemas['ContactQueued']).additionalContactId)
        else {
          expect(res.status).toBe(409)
          expect(res.error!.message).toBe(FULL)
        }
      }
      expect(accepted.length).toBeGreaterThanOrEqual(10)
      await adds.drainMemberAdds(payload)
      const stored = await membersOf(lead.id)
      expect(stored).toHaveLength(10)
      expect((await getLead(token)).additionalContacts).toHaveLength(10)
      // The ones refused as they ran say so.
      const refusedIds = accepted.filter((id) => !stored.some((m) => m.id === id))
      expect(refusedIds).toHaveLength(accepted.length - 10)
      for (const memberId of refusedIds) {
        const state = await addState(lead.id, memberId, token)
        expect(state.status).toBe(409)
        expect(state.error).toMatchObject({ additionalContactId: memberId, status: 'refused', message: FULL })
      }
      // With 10 made, the 11th is refused synchronously.
      const eleventh = await changeMember(lead.id, token, member('eleventh@example.com'))
      expect(eleventh.status).toBe(409)
      expect(eleventh.error).toEqual({ message: FULL })
      expect(await membersOf(lead.id)).toHaveLength(10)
    })

    it('refuses a repeated e-mail with the spec’s message, up front and when a racing add runs', async () => {
      const lead = await readyForMembers()
      const token = lead.continueUrl
      const first = await add(lead.id, token, 'ada@example.com')
      await waitForMembers(token, [first])
      for (const email of ['ada@example.com', 'ADA@Example.com']) {
        const res = await changeMember(lead.id, token, member(email))
        expect(res.status).toBe(400)
        expect(res.error).toEqual({ message: DUPLICATE, errors: { emailAddress: DUPLICATE } })
      }
      // The primary contact's own e-mail is the company's too.
      const own = (await payload.findByID({ collection: 'leads', id: lead.id, overrideAccess: true })).emailAddress
      expect((await changeMember(lead.id, token, member(own))).error!.errors).toEqual({ emailAddress: DUPLICATE })
      // Bad data is refused at once, with the form's messages.
      const invalid = await changeMember(lead.id, token, member('nope', { firstName: 'A1', dateOfBirth: '1980-02-30', mobileNumber: 'abc', number: 'abc' }))
      expect(invalid.status).toBe(400)
      expect(Object.keys(invalid.error!.errors!).sort()).toEqual(['dateOfBirth', 'emailAddress', 'firstName', 'mobileNumber'])
      // Two at once with one e-mail: both may pass the quick check; one is made.
      const racing = await Promise.all([changeMember(lead.id, token, member('twin@example.com')), changeMember(lead.id, token, member('TWIN@example.com'))])
      const statuses = racing.map((r) => r.status).sort()
      expect(statuses[0]).toBe(202)
      await adds.drainMemberAdds(payload)
      const twins = (await membersOf(lead.id)).filter((m) => m.emailAddress === 'twin@example.com')
      expect(twins).toHaveLength(1)
      if (statuses[1] === 202) {
        const ids = racing.map((r) => (r.data as Schemas['ContactQueued']).additionalContactId)
        const lost = ids.find((id) => id !== twins[0]!.id)!
        const state = await addState(lead.id, lost, token)
        expect(state.status).toBe(400)
        expect(state.error).toMatchObject({ status: 'refused', message: DUPLICATE, errors: { emailAddress: DUPLICATE } })
      } else {
        expect(statuses[1]).toBe(400)
      }
    })

    it('runs again an add that a process stopped half-way through, and makes the member once', async () => {
      const lead = await readyForMembers()
      const id = await add(lead.id, lead.continueUrl, 'halfway@example.com')
      // As a worker killed mid-job leaves it: taken (processing) a while ago and never finished.
      await payload.db.drizzle.execute(`UPDATE payload_jobs SET processing = true, updated_at = now() - interval '5 minutes' WHERE (input->>'memberId')::int = ${id}`)
      expect(await adds.releaseStaleAdds(payload, 120_000)).toBe(1)
      await waitForMembers(lead.continueUrl, [id])
      // A job taken just now is left to the process running it.
      const second = await add(lead.id, lead.continueUrl, 'running@example.com')
      await payload.db.drizzle.execute(`UPDATE payload_jobs SET processing = true, updated_at = now() WHERE (input->>'memberId')::int = ${second}`)
      expect(await adds.releaseStaleAdds(payload)).toBe(0)
      expect((await addState(lead.id, second, lead.continueUrl)).status).toBe(202)
      // Made and then run again (the process died after its commit): still one member.
      await payload.db.drizzle.execute(`UPDATE payload_jobs SET processing = false WHERE (input->>'memberId')::int = ${second}`)
      await waitForMembers(lead.continueUrl, [second])
      const { capabilityHash } = await import('@/lib/capabilities/capability')
      const again = { leadId: lead.id, capabilityHash: capabilityHash(lead.continueUrl)!, memberId: second, member: { ...member('running@example.com'), dialCode: '+44' } }
      await expect(adds.runQueuedAdd(again as never)).resolves.toBeUndefined()
      expect((await membersOf(lead.id)).map((m) => m.emailAddress).sort()).toEqual(['halfway@example.com', 'running@example.com'])
    })

    it('lets no other lead’s capability read or change this company or its members', async () => {
      const a = await readyForMembers()
      const aMember = await add(a.id, a.continueUrl, 'a-member@example.com')
      const b = await readyForMembers()
      const bMember = await add(b.id, b.continueUrl, 'b-member@example.com')
      await waitForMembers(a.continueUrl, [aMember])
      await waitForMembers(b.continueUrl, [bMember])
      await uploadMember(a.id, aMember, a.continueUrl, await png(30))
      const snapshot = async () => ({
        lead: await payload.findByID({ collection: 'leads', id: a.id, overrideAccess: true, depth: 0 }),
        members: await membersOf(a.id),
        jobs: await payload.count({ collection: 'payload-jobs', overrideAccess: true }),
      })
      const before = await snapshot()
      const bytes = await png(60)

      type Call = { name: string; send: (id: number, token: string | null, contactId: number) => Promise<{ status: number; error?: unknown }> }
      const calls: Call[] = [
        { name: 'contact 0', send: (id, t) => changeContact(id, t, contact) },
        { name: 'contact 1 add', send: (id, t) => changeMember(id, t, member('intruder@example.com')) },
        { name: 'contact 1 update', send: (id, t, c) => changeMember(id, t, member('intruder@example.com', { id: c })) },
        { name: 'contact 3', send: (id, t, c) => changeContact(id, t, { id: c, operation: 3 }) },
        { name: 'leads contact', send: (id, t, c) => removeViaLeads(id, t, { id: c, operation: 3 }) },
        { name: 'business-details', send: (id, t) => patchBusiness(id, t, { ...business, aboutCompany: 'Hijacked.' }) },
        { name: 'members-visited', send: (id, t) => membersVisited(id, t) },
        { name: 'contact state', send: (id, t, c) => addState(id, c, t) },
        { name: 'member photo PATCH', send: (id, t, c) => uploadMember(id, c, t, bytes) },
        { name: 'member photo GET', send: (id, t, c) => memberPhoto(id, c, t) },
        { name: 'address', send: (id, t) => patchAddress(id, t, address) },
        { name: 'payment-reference', send: (id, t) => paymentReference(id, t) },
      ]
      const maxId = Math.max(a.id, b.id)
      let tried = 0
      // B's capability on every other lead id, existing or not: the same 404 for all.
      for (let id = 1; id <= maxId + 2; id++) {
        if (id === b.id) continue
        for (const call of calls) {
          const res = await call.send(id, b.continueUrl, aMember)
          expect(res.status, `${call.name} on ${id}`).toBe(404)
          expect(res.error).toEqual({ message: api.NO_LEAD_MESSAGE })
          tried++
        }
      }
      // A's id with no capability or a made-up one.
      for (const token of [null, 'nonsense', `${a.continueUrl.slice(0, 42)}${a.continueUrl[42] === 'A' ? 'B' : 'A'}`]) {
        for (const call of calls) {
          const res = await call.send(a.id, token, aMember)
          expect(res.status, `${call.name} with ${token}`).toBe(404)
          tried++
        }
      }
      // B's own lead, naming A's member: not B's company's.
      for (const call of calls.filter((c) => ['contact 1 update', 'contact 3', 'leads contact', 'contact state', 'member photo PATCH', 'member photo GET'].includes(c.name))) {
        const res = await call.send(b.id, b.continueUrl, aMember)
        expect(res.status, call.name).toBe(404)
        expect(res.error).toEqual({ message: 'This member is not part of the company’s application.' })
        tried++
      }
      // B's reads show only B's members.
      expect((await getLead(b.continueUrl)).additionalContacts.map((c) => c.id)).toEqual([bMember])
      expect(tried).toBeGreaterThan(calls.length * maxId)

      const after = await snapshot()
      expect(after.members).toEqual(before.members)
      expect(after.lead.updatedAt).toBe(before.lead.updatedAt)
      expect(after.lead.profile).toEqual(before.lead.profile)
      expect(after.jobs).toEqual(before.jobs)
    })

    it('documents the corporate calls in OpenAPI', async () => {
      const doc = (await (routes.openapi!.GET as unknown as () => Response)().json()) as {
        paths: Record<string, Record<string, { responses: Record<string, unknown> }>>
        components: { schemas: Record<string, { properties?: Record<string, unknown> }> }
      }
      for (const [path, method] of [
        ['/v1/api/Customer/{id}/contact', 'patch'],
        ['/v1/api/leads/{id}/contact', 'patch'],
        ['/v1/api/Customer/{id}/business-details', 'patch'],
        ['/v1/api/Customer/{id}/members-visited', 'patch'],
        ['/v1/api/Customer/{id}/contacts/{contactId}', 'get'],
        ['/v1/api/Customer/{id}/contacts/{contactId}/photos', 'patch'],
        ['/v1/api/Customer/{id}/contacts/{contactId}/photos', 'get'],
      ] as const) {
        expect(doc.paths[path]?.[method], `${method} ${path}`).toBeDefined()
      }
      expect(Object.keys(doc.paths['/v1/api/Customer/{id}/contact']!.patch!.responses)).toContain('202')
      expect(Object.keys(doc.components.schemas.ApplicationLead!.properties!)).toEqual(expect.arrayContaining(['additionalContacts', 'numberOfMembers', 'businessIndustry', 'aboutCompany', 'webSite']))
      expect(Object.keys(doc.components.schemas.AdditionalContact!.properties!)).toEqual(
        expect.arrayContaining(['id', 'title', 'firstName', 'lastName', 'emailAddress', 'mobile', 'dateOfBirth', 'role', 'imageUrl']),
      )
      expect(JSON.stringify(doc.paths['/v1/api/leads'])).toContain('CorporateApplicationStart')
    })
  })
}
