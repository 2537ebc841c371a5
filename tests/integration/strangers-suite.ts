import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import type { Payload } from 'payload'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { CreateDatabase, TestDatabase } from './engines'

type Handler = (request: Request, context: { params: Promise<Record<string, string>> }) => Promise<Response>

/**
 * Issue 32 §4, what a stranger can learn or trigger (docs/decisions/045), through the route
 * handlers on a real database: the three calls that take an e-mail address answer alike whether
 * it was used before; a visitor can make the club write to one address at most three times a day,
 * and a stranger's start ends no live continue link; Direct Debit setups are reused and limited;
 * photo uploads in progress are limited per application and per process.
 */
export function strangersSuite(engine: string, createDatabase: CreateDatabase) {
  describe(`What a stranger can learn or trigger, on ${engine}`, () => {
    let db: TestDatabase
    let payload: Payload
    let dataDir: string
    const routes = {} as Record<string, Record<string, Handler>>
    let limits: typeof import('@/model/limit-settings')
    let gate: typeof import('@/model/photos/upload-gate')
    let local: typeof import('@/integrations/direct-debit/local')
    let port: typeof import('@/integrations/direct-debit/port')
    let serial = 0

    const request = (method: string, url: string, init: { ip?: string; token?: string; body?: BodyInit | ReadableStream; type?: string; headers?: Record<string, string> } = {}) =>
      new Request(`http://localhost:3000${url}`, {
        method,
        headers: {
          'x-forwarded-for': init.ip ?? '198.51.100.20',
          ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
          ...(init.type ? { 'content-type': init.type } : {}),
          ...init.headers,
        },
        body: init.body as BodyInit,
        ...(init.body instanceof ReadableStream ? { duplex: 'half' } : {}),
      } as RequestInit)
    const run = (handler: Handler, req: Request, params: Record<string, string> = {}) => handler(req, { params: Promise.resolve(params) })
    const postJson = (handler: Handler, url: string, body: unknown, ip?: string) => run(handler, request('POST', url, { ip, body: JSON.stringify(body), type: 'application/json' }))

    const person = (emailAddress: string, over: Record<string, unknown> = {}) => ({
      title: 'Ms',
      firstName: 'Amelia',
      lastName: 'Hart',
      emailAddress,
      dialCode: '+44',
      mobileNumber: '7700900123',
      dateOfBirth: '1988-04-17',
      locationId: 15,
      ...over,
    })
    const tour = (emailAddress: string) => ({ ...person(emailAddress), mobileNumber: '+447700900123', clientType: 'Club', termsAccepted: true })
    const clubEnquiry = (emailAddress: string) => ({ ...person(emailAddress), mobileNumber: '+447700900123', enquiryType: 'club', termsAccepted: true })

    const startApplication = (emailAddress: string, ip?: string, over: Record<string, unknown> = {}) =>
      postJson(routes.leads!.POST!, '/v1/api/leads?useAsync=true', { startApplication: true, ...person(emailAddress, over) }, ip)
    const bookTour = (emailAddress: string, ip?: string) => postJson(routes.leads!.POST!, '/v1/api/leads', tour(emailAddress), ip)
    const enquire = (emailAddress: string, ip?: string) => postJson(routes.enquiry!.POST!, '/v1/api/Enquiry/create', { input: clubEnquiry(emailAddress) }, ip)

    const address = () => `someone-${++serial}@example.com`
    const mailsTo = async (to: string) =>
      (await payload.find({ collection: 'outbox', overrideAccess: true, pagination: false, depth: 0, sort: 'id', where: { to: { equals: to } } })).docs as { subject: string; text: string }[]
    const tokensIn = (text: string) => [...text.matchAll(/continueUrl=([A-Za-z0-9_%-]+)/g)].map((m) => decodeURIComponent(m[1]!))
    const getLead = (token: string) => run(routes.leads!.GET!, request('GET', `/v1/api/leads?continueurl=${encodeURIComponent(token)}`))
    const patchAddress = (id: number, token: string) =>
      run(
        routes.address!.PATCH!,
        request('PATCH', `/v1/api/Customer/${id}/address`, { token, type: 'application/json', body: JSON.stringify({ country: 'United Kingdom', postcode: 'SW6 4LZ', addressLine1: '12 Example Road', addressLine2: '', town: 'London', county: '' }) }),
        { id: String(id) },
      )
    /** The reply with what differs by nature between two new records (their ids) set aside. */
    const answer = async (res: Response) => {
      const body = (await res.json()) as Record<string, unknown>
      const strip = (v: Record<string, unknown>) => ({ ...v, id: typeof v.id, continueUrl: typeof v.continueUrl })
      return { status: res.status, body: strip(body) }
    }
    const setLimits = async (data: Record<string, number>) => {
      await payload.updateGlobal({ slug: 'limit-settings', overrideAccess: true, data })
      limits.forgetLimits()
    }

    beforeAll(async () => {
      db = await createDatabase()
      dataDir = mkdtempSync(path.join(tmpdir(), 'clubhouse-strangers-it-'))
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
      await payload.create({ collection: 'industries', overrideAccess: true, data: { label: 'Accounting', value: 'ACCOUNTING', displayOrder: 0 } as never })
      limits = await import('@/model/limit-settings')
      gate = await import('@/model/photos/upload-gate')
      local = await import('@/integrations/direct-debit/local')
      port = await import('@/integrations/direct-debit/port')
      const load = async (name: string, module: Promise<object>) => (routes[name] = (await module) as Record<string, Handler>)
      await Promise.all([
        load('leads', import('@/app/v1/api/leads/route')),
        load('enquiry', import('@/app/v1/api/Enquiry/create/route')),
        load('address', import('@/app/v1/api/Customer/[id]/address/route')),
        load('profile', import('@/app/v1/api/Customer/[id]/profile/route')),
        load('photos', import('@/app/v1/api/Customer/[id]/photos/route')),
        load('redirectFlows', import('@/app/v1/api/direct-debit/accounts/[accountId]/redirect-flows/route')),
      ])
    })

    afterAll(async () => {
      await (await import('@/features/enquiries/submit.server')).notificationsSettled()
      await payload?.destroy()
      ;(payload?.db as unknown as { pool?: { on: (e: 'error', f: () => void) => void } } | undefined)?.pool?.on('error', () => {})
      await db?.drop()
      rmSync(dataDir, { recursive: true, force: true })
    })

    describe('an address used before is not disclosed', () => {
      it('answers a tour request alike for a known and a new address, and still thanks the known one', async () => {
        const known = address()
        expect((await bookTour(known)).status).toBe(201)
        expect(await mailsTo(known)).toHaveLength(1)
        const again = await bookTour(known, '198.51.100.31')
        const fresh = await bookTour(address(), '198.51.100.32')
        expect(await answer(again)).toEqual(await answer(fresh))
        // Control: the owner of the address is thanked again, and staff see the link.
        expect(await mailsTo(known)).toHaveLength(2)
        const stored = await payload.find({ collection: 'leads', overrideAccess: true, depth: 0, sort: 'id', where: { emailAddress: { equals: known } } })
        expect(stored.docs[1]!.linkedTo).toBe(stored.docs[0]!.id)
      })

      it('answers Enquiry/create alike for a known and a new address', async () => {
        const known = address()
        expect((await enquire(known)).status).toBe(201)
        const again = await enquire(known, '198.51.100.33')
        const fresh = await enquire(address(), '198.51.100.34')
        expect(await answer(again)).toEqual(await answer(fresh))
        expect(await mailsTo(known)).toHaveLength(2)
        const stored = await payload.find({ collection: 'enquiries', overrideAccess: true, depth: 0, sort: 'id', where: { emailAddress: { equals: known } } })
        expect(stored.docs[1]!.linkedTo).toBe(stored.docs[0]!.id)
      })

      it('starts an application alike for an address with an open application and a new one; the owner is e-mailed a link to the earlier one', async () => {
        const owner = address()
        const first = (await (await startApplication(owner)).json()) as { id: number; continueUrl: string }
        expect((await patchAddress(first.id, first.continueUrl)).status).toBe(200)

        const stranger = await startApplication(owner, '203.0.113.50', { firstName: 'Mallory', lastName: 'Else' })
        const fresh = await startApplication(address(), '203.0.113.51')
        const [a, b] = [await answer(stranger.clone()), await answer(fresh)]
        expect(a).toEqual(b)
        expect(a).toEqual({ status: 201, body: { id: 'number', membershipStatus: 'Started', continueUrl: 'string' } })
        // The stranger's capability opens only the new lead, which holds nothing of the owner's.
        const theirs = (await stranger.json()) as { id: number; continueUrl: string }
        expect(theirs.id).not.toBe(first.id)
        const seen = (await (await getLead(theirs.continueUrl)).json()) as { firstName: string; address: { addressLine1: string | null } }
        expect(seen).toMatchObject({ firstName: 'Mallory', address: { addressLine1: null } })
        expect((await payload.findByID({ collection: 'leads', id: theirs.id, overrideAccess: true, depth: 0 })).linkedTo).toBe(first.id)

        // Control: the owner hears of it, with a new link to the earlier application that opens it.
        const mails = await mailsTo(owner)
        expect(mails.map((m) => m.subject)).toEqual(['Your membership application', 'Continue your membership application'])
        expect(mails[1]!.text).not.toContain('Mallory')
        const [earlierLink, newLink] = tokensIn(mails[1]!.text)
        expect(((await (await getLead(earlierLink!)).json()) as { id: number }).id).toBe(first.id)
        expect(((await (await getLead(newLink!)).json()) as { id: number }).id).toBe(theirs.id)
        // The owner's first link still works, and still writes.
        expect((await getLead(first.continueUrl)).status).toBe(200)
        expect((await patchAddress(first.id, first.continueUrl)).status).toBe(200)
      })
    })

    describe('e-mails a visitor can cause to one address', () => {
      it('sends the third of a day and not the fourth, answering the visitor alike; staff see it was held back', async () => {
        const victim = address()
        const answers = []
        for (let i = 1; i <= 4; i++) answers.push(await answer(await startApplication(victim, `192.0.2.${i}`)))
        // Control: the third is sent.
        expect(await mailsTo(victim)).toHaveLength(3)
        expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1)
        const last = await payload.find({ collection: 'leads', overrideAccess: true, depth: 0, sort: '-id', limit: 1, where: { emailAddress: { equals: victim } } })
        expect((last.docs[0]!.history ?? []).map((h) => h.change)).toContain((await import('@/features/application/application.server')).EMAIL_HELD_BACK)
        // Acknowledgements count in the same allowance, and the team still hears of the request.
        const team = (await mailsTo('membership@clubhouse.test')).length
        expect((await bookTour(victim, '192.0.2.9')).status).toBe(201)
        expect(await mailsTo(victim)).toHaveLength(3)
        expect(await mailsTo('membership@clubhouse.test')).toHaveLength(team + 1)
      })

      it('keeps the earlier continue link working after a stranger starts again with the address', async () => {
        const owner = address()
        const first = (await (await startApplication(owner)).json()) as { id: number; continueUrl: string }
        expect((await startApplication(owner, '192.0.2.77')).status).toBe(201)
        expect(((await (await getLead(first.continueUrl)).json()) as { id: number }).id).toBe(first.id)
        expect((await patchAddress(first.id, first.continueUrl)).status).toBe(200)
      })

      it('follows the setting', async () => {
        await setLimits({ emailsPerRecipientPerDay: 1 })
        try {
          const victim = address()
          expect((await enquire(victim, '192.0.2.20')).status).toBe(201)
          expect((await enquire(victim, '192.0.2.21')).status).toBe(201)
          expect(await mailsTo(victim)).toHaveLength(1)
        } finally {
          await setLimits({ emailsPerRecipientPerDay: 3 })
        }
      })
    })

    describe('Direct Debit setups', () => {
      const png = () => sharp({ create: { width: 400, height: 400, channels: 3, background: { r: 180, g: 120, b: 90 } } }).png().toBuffer()
      const readyForPayment = async () => {
        const lead = (await (await startApplication(address(), `198.18.0.${++serial % 250}`)).json()) as { id: number; continueUrl: string }
        expect((await patchAddress(lead.id, lead.continueUrl)).status).toBe(200)
        const photo = await run(routes.photos!.PATCH!, request('PATCH', `/v1/api/Customer/${lead.id}/photos`, { token: lead.continueUrl, type: 'image/png', body: new Uint8Array(await png()) }), { id: String(lead.id) })
        expect(photo.status).toBe(200)
        const profile = { gender: 'Female', industry: 'ACCOUNTING', role: 'Founder / Owner', aboutMember: 'I run a practice.' }
        expect((await run(routes.profile!.PATCH!, request('PATCH', `/v1/api/Customer/${lead.id}/profile`, { token: lead.continueUrl, type: 'application/json', body: JSON.stringify(profile) }), { id: String(lead.id) })).status).toBe(200)
        return lead
      }
      const flow = (lead: { id: number; continueUrl: string }, ip = '198.51.100.60') =>
        run(routes.redirectFlows!.POST!, request('POST', `/v1/api/direct-debit/accounts/${lead.id}/redirect-flows`, { ip, token: lead.continueUrl }), { accountId: String(lead.id) })

      it('offers the open setup again instead of starting another, and a new one once it was cancelled', async () => {
        const lead = await readyForPayment()
        const first = (await (await flow(lead)).json()) as { id: string; redirectUrl: string }
        const again = await flow(lead)
        expect(again.status).toBe(201)
        expect(await again.json()).toEqual(first)
        // Control: a cancelled setup is not offered again.
        const sandbox = port.sandboxControls(async () => payload)!
        await sandbox.cancel(first.id)
        const next = (await (await flow(lead)).json()) as { id: string }
        expect(next.id).not.toBe(first.id)
        expect(local).toBeDefined()
      })

      it('refuses setups beyond the hourly limit per application and per address with 429', async () => {
        await setLimits({ directDebitSetupsPerLeadPerHour: 3, directDebitSetupsPerAddressPerHour: 5 })
        try {
          const lead = await readyForPayment()
          const answers = [await flow(lead, '198.51.100.62'), await flow(lead, '198.51.100.62'), await flow(lead, '198.51.100.62'), await flow(lead, '198.51.100.62')]
          expect(answers.map((r) => r.status)).toEqual([201, 201, 201, 429])
          expect(Number(answers[3]!.headers.get('retry-after'))).toBeGreaterThan(0)
          expect((await answers[3]!.json()).message).toMatch(/several Direct Debit setups/)
          // Per address: two more leads from the same address, 5 in all.
          const [b, c] = [await readyForPayment(), await readyForPayment()]
          const byAddress = [await flow(b, '198.51.100.61'), await flow(b, '198.51.100.61'), await flow(c, '198.51.100.61'), await flow(c, '198.51.100.61'), await flow(c, '198.51.100.61'), await flow(b, '198.51.100.61')]
          expect(byAddress.map((r) => r.status)).toEqual([201, 201, 201, 201, 201, 429])
        } finally {
          await setLimits({ directDebitSetupsPerLeadPerHour: 10, directDebitSetupsPerAddressPerHour: 30 })
        }
      })
    })

    describe('photo uploads in progress', () => {
      const png = () => sharp({ create: { width: 400, height: 400, channels: 3, background: { r: 10, g: 120, b: 90 } } }).png().toBuffer()
      /** An upload whose body arrives only when `finish` is called, so it is in progress meanwhile. */
      const slowUpload = (lead: { id: number; continueUrl: string }, bytes: Buffer) => {
        let finish!: () => void
        const body = new ReadableStream<Uint8Array>({
          start(controller) {
            controller.enqueue(new Uint8Array(bytes.subarray(0, 100)))
            finish = () => {
              controller.enqueue(new Uint8Array(bytes.subarray(100)))
              controller.close()
            }
          },
        })
        const response = run(routes.photos!.PATCH!, request('PATCH', `/v1/api/Customer/${lead.id}/photos`, { token: lead.continueUrl, type: 'image/png', body }), { id: String(lead.id) })
        return { response, finish: () => finish() }
      }
      const upload = async (lead: { id: number; continueUrl: string }) =>
        run(routes.photos!.PATCH!, request('PATCH', `/v1/api/Customer/${lead.id}/photos`, { token: lead.continueUrl, type: 'image/png', body: new Uint8Array(await png()) }), { id: String(lead.id) })
      const lead = async () => {
        const started = (await (await startApplication(address(), `198.18.1.${++serial % 250}`)).json()) as { id: number; continueUrl: string }
        expect((await patchAddress(started.id, started.continueUrl)).status).toBe(200)
        return started
      }

      it('refuses a second upload for one application while the first is in progress, and takes one alone', async () => {
        const a = await lead()
        // Control: an upload alone is taken.
        expect((await upload(a)).status).toBe(200)
        const slow = slowUpload(a, await png())
        await expect.poll(() => gate.uploadsInFlight()).toBe(1)
        const second = await upload(a)
        expect(second.status).toBe(429)
        expect(Number(second.headers.get('retry-after'))).toBeGreaterThan(0)
        slow.finish()
        expect((await slow.response).status).toBe(200)
        expect((await upload(a)).status).toBe(200)
      })

      it('refuses uploads beyond the process’s limit, whichever application sends them', async () => {
        await setLimits({ photoUploadsPerProcess: 2 })
        try {
          const [a, b, c] = [await lead(), await lead(), await lead()]
          const slowA = slowUpload(a, await png())
          const slowB = slowUpload(b, await png())
          await expect.poll(() => gate.uploadsInFlight()).toBe(2)
          expect((await upload(c)).status).toBe(429)
          slowA.finish()
          slowB.finish()
          expect([(await slowA.response).status, (await slowB.response).status]).toEqual([200, 200])
          expect((await upload(c)).status).toBe(200)
        } finally {
          await setLimits({ photoUploadsPerProcess: 4 })
        }
      })
    })
  })
}
