import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { CreateDatabase, TestDatabase } from './engines'

/**
 * Issue 13, direct debit: the local sandbox behaves like GoCardless's Billing Request Flow, and the
 * webhook endpoint checks signatures (498 when wrong), applies each event once and ends in the
 * right state whatever order the events come in.
 */
export function directDebitSuite(engine: string, createDatabase: CreateDatabase) {
  describe(`Direct debit on ${engine}`, () => {
    let db: TestDatabase
    let payload: Payload
    let dataDir: string
    let port: typeof import('@/integrations/direct-debit/port')
    let local: typeof import('@/integrations/direct-debit/local')
    let webhook: typeof import('@/app/v1/api/direct-debit/webhooks/route')
    let serial = 0

    const sandbox = () => port.sandboxControls(async () => payload)!
    const start = (key = `dd-key-${++serial}`) =>
      port.getDirectDebitPort(async () => payload).startMandateSetup({
        payer: { givenName: 'Amelia', familyName: "O'Brien", email: 'amelia@example.com', postalCode: 'SW6 4LZ', countryCode: 'GB' },
        reference: `lead-${serial}`,
        redirectUri: 'http://localhost:3000/application/payment?return=1',
        exitUri: 'http://localhost:3000/application/payment',
        idempotencyKey: key,
      })
    const post = (body: string, signature: string | null) =>
      webhook.POST(
        new Request('http://localhost:3000/v1/api/direct-debit/webhooks', {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...(signature === null ? {} : { 'webhook-signature': signature }) },
          body,
        }),
      )
    const signed = (events: object[]) => {
      const body = JSON.stringify({ events })
      return [body, local.sign(body, port.sandboxWebhookSecret())] as const
    }
    const newLead = async (payment: Record<string, unknown>) =>
      (await payload.create({
        collection: 'leads',
        overrideAccess: true,
        data: { clientType: 'Club', emailAddress: `dd-${++serial}@example.com`, source: 'tour-form', membershipStatus: 'Started', payment } as never,
      })) as unknown as { id: number }
    const paymentOf = async (id: number) =>
      ((await payload.findByID({ collection: 'leads', id, depth: 0, overrideAccess: true })) as unknown as { payment: Record<string, unknown> }).payment
    const mandateEvent = (id: string, action: string, mandate: string, at: string) => ({ id, action, resource_type: 'mandates', created_at: at, links: { mandate } })

    beforeAll(async () => {
      db = await createDatabase()
      dataDir = mkdtempSync(path.join(tmpdir(), 'clubhouse-dd-it-'))
      // Nothing listens here: the sandbox's own webhook deliveries fail quietly and are recorded.
      Object.assign(process.env, { PAYLOAD_SECRET: 'integration-test-secret-0123456789abcdef', DATA_DIR: dataDir, SERVER_URL: 'http://127.0.0.1:9' })
      process.env.DATABASE_URL = db.url
      const [{ default: config }, payloadModule] = await Promise.all([import('@/payload.config'), import('payload')])
      port = await import('@/integrations/direct-debit/port')
      local = await import('@/integrations/direct-debit/local')
      webhook = await import('@/app/v1/api/direct-debit/webhooks/route')
      payload = await payloadModule.getPayload({ config })
    })

    afterAll(async () => {
      await payload?.destroy()
      ;(payload?.db as unknown as { pool?: { on: (e: 'error', f: () => void) => void } } | undefined)?.pool?.on('error', () => {})
      await db?.drop()
      rmSync(dataDir, { recursive: true, force: true })
    })

    it('sends the payer to the sandbox\'s page, and a retried start makes no second flow', async () => {
      const flow = await start('dd-same-key')
      expect(flow.redirectUrl).toBe(`http://127.0.0.1:9/direct-debit/sandbox/${flow.id}`)
      expect(flow.id).toMatch(/^BRF[0-9A-F]{14}$/)
      expect(flow.billingRequestId).toMatch(/^BRQ[0-9A-F]{14}$/)
      expect(await start('dd-same-key')).toEqual(flow)
      expect(await port.getDirectDebitPort(async () => payload).setupOutcome(flow.billingRequestId)).toEqual({ state: 'pending' })
    })

    it("sets up an active mandate for GoCardless's test account, once however often the page is posted", async () => {
      const flow = await start()
      const details = { accountHolder: "Amelia O'Brien", ...local.SANDBOX_GOOD_ACCOUNT }
      const [first, second] = await Promise.all([sandbox().authorise(flow.id, details), sandbox().authorise(flow.id, details)])
      expect(first!.mandateId).toMatch(/^MD[0-9A-F]{14}$/)
      expect(second!.mandateId).toBe(first!.mandateId)
      const dd = port.getDirectDebitPort(async () => payload)
      expect(await dd.setupOutcome(flow.billingRequestId)).toEqual({ state: 'fulfilled', mandateId: first!.mandateId })
      expect(await dd.getMandate(first!.mandateId!)).toMatchObject({ id: first!.mandateId, status: 'active', reference: expect.stringMatching(/^lead-/) })
      // No account number is kept: the last two digits, as a provider shows them.
      const [row] = (await payload.db.drizzle.execute(`SELECT account_number_ending FROM direct_debit_sandbox_mandates WHERE id = '${first!.mandateId}'` as never)).rows
      expect(row).toEqual({ account_number_ending: '11' })
    })

    it('lets the documented failing account be set up and then fail, and a cancelled flow take no details', async () => {
      const failing = await start()
      const done = await sandbox().authorise(failing.id, { accountHolder: 'A Payer', ...local.SANDBOX_FAILING_ACCOUNT })
      expect((await port.getDirectDebitPort(async () => payload).getMandate(done!.mandateId!))?.status).toBe('failed')

      const abandoned = await start()
      expect((await sandbox().cancel(abandoned.id))?.status).toBe('cancelled')
      expect(await sandbox().authorise(abandoned.id, { accountHolder: 'A Payer', ...local.SANDBOX_GOOD_ACCOUNT })).toBeNull()
      expect(await port.getDirectDebitPort(async () => payload).setupOutcome(abandoned.billingRequestId)).toEqual({ state: 'cancelled' })
      expect(await sandbox().flow('BRFNOSUCHFLOW000')).toBeNull()
    })

    it('refuses a webhook without the right signature with 498, and changes nothing', async () => {
      const lead = await newLead({ mandateId: 'MDSIGNATURE00001' })
      const [body, signature] = signed([mandateEvent('EVSIG0001', 'active', 'MDSIGNATURE00001', '2026-11-25T10:00:00.000Z')])
      expect((await post(body, null)).status).toBe(498)
      expect((await post(body, 'ab'.repeat(32))).status).toBe(498)
      expect((await post(body, 'not hex at all')).status).toBe(498)
      expect((await post(body.replace('active', 'failed'), signature)).status).toBe(498)
      expect((await paymentOf(lead.id)).mandateStatus ?? null).toBeNull()
      const [bad, badSignature] = [`{"events": [`, local.sign(`{"events": [`, port.sandboxWebhookSecret())]
      expect((await post(bad, badSignature)).status).toBe(400)
    })

    it('applies each event once, answers 204 for events it does not act on, and ends in the right state whatever the order', async () => {
      const lead = await newLead({ billingRequestId: 'BRQORDER00000001' })
      const events = [
        { id: 'EVORD0001', action: 'fulfilled', resource_type: 'billing_requests', created_at: '2026-11-25T10:00:00.000Z', links: { billing_request: 'BRQORDER00000001', mandate_request_mandate: 'MDORDER000000001' } },
        mandateEvent('EVORD0004', 'active', 'MDORDER000000001', '2026-11-25T10:03:00.000Z'),
        mandateEvent('EVORD0002', 'created', 'MDORDER000000001', '2026-11-25T10:01:00.000Z'),
        mandateEvent('EVORD0003', 'submitted', 'MDORDER000000001', '2026-11-25T10:02:00.000Z'),
        { id: 'EVORD0005', action: 'paid_out', resource_type: 'payments', created_at: '2026-11-25T10:04:00.000Z', links: { payment: 'PM0001' } },
      ]
      const [body, signature] = signed(events)
      expect((await post(body, signature)).status).toBe(204)
      expect(await paymentOf(lead.id)).toMatchObject({ mandateId: 'MDORDER000000001', mandateStatus: 'active', mandateStatusAt: '2026-11-25T10:03:00.000Z' })

      // The provider retries a delivery it thinks failed: nothing changes, nothing is recorded twice.
      const count = async () => Number((await payload.db.drizzle.execute(`SELECT count(*)::int AS n FROM direct_debit_events WHERE id LIKE 'EVORD%'` as never)).rows[0]!.n)
      expect(await count()).toBe(5)
      const [again, againSignature] = signed(events)
      const replays = await Promise.all([post(again, againSignature), post(again, againSignature)])
      expect(replays.map((r) => r.status)).toEqual([204, 204])
      expect(await count()).toBe(5)
      expect((await paymentOf(lead.id)).mandateStatus).toBe('active')

      // A later cancellation does change it.
      const [cancel, cancelSignature] = signed([mandateEvent('EVORD0006', 'cancelled', 'MDORDER000000001', '2026-12-01T09:00:00.000Z')])
      expect((await post(cancel, cancelSignature)).status).toBe(204)
      expect((await paymentOf(lead.id)).mandateStatus).toBe('cancelled')
    })

    it("reads the mandate's state from the provider when its events came before the lead knew it", async () => {
      const flow = await start()
      const done = await sandbox().authorise(flow.id, { accountHolder: 'A Payer', ...local.SANDBOX_GOOD_ACCOUNT })
      const lead = await newLead({ billingRequestId: flow.billingRequestId })
      // GoCardless's mandate events name only the mandate: this one finds no lead yet.
      const [early, earlySignature] = signed([mandateEvent('EVEARLY01', 'active', done!.mandateId!, new Date().toISOString())])
      expect((await post(early, earlySignature)).status).toBe(204)
      expect((await paymentOf(lead.id)).mandateStatus ?? null).toBeNull()
      const [fulfilled, fulfilledSignature] = signed([
        { id: 'EVEARLY02', action: 'fulfilled', resource_type: 'billing_requests', created_at: new Date().toISOString(), links: { billing_request: flow.billingRequestId, mandate_request_mandate: done!.mandateId } },
      ])
      expect((await post(fulfilled, fulfilledSignature)).status).toBe(204)
      expect(await paymentOf(lead.id)).toMatchObject({ mandateId: done!.mandateId, mandateStatus: 'active' })
    })

    it('lets a new mandate replace one that failed, when the applicant sets up another', async () => {
      const lead = await newLead({ billingRequestId: 'BRQFIRST0000001' })
      const at = (m: number) => `2026-11-26T10:0${m}:00.000Z`
      const [first, firstSignature] = signed([
        { id: 'EVAGAIN01', action: 'fulfilled', resource_type: 'billing_requests', created_at: at(0), links: { billing_request: 'BRQFIRST0000001', mandate_request_mandate: 'MDFIRST00000001' } },
        mandateEvent('EVAGAIN02', 'failed', 'MDFIRST00000001', at(1)),
      ])
      expect((await post(first, firstSignature)).status).toBe(204)
      expect(await paymentOf(lead.id)).toMatchObject({ mandateId: 'MDFIRST00000001', mandateStatus: 'failed' })
      // The payment step starts a second setup: the lead now waits on a new billing request.
      await payload.update({ collection: 'leads', id: lead.id, overrideAccess: true, data: { payment: { ...(await paymentOf(lead.id)), billingRequestId: 'BRQSECOND000001' } } as never })
      const [second, secondSignature] = signed([
        { id: 'EVAGAIN03', action: 'fulfilled', resource_type: 'billing_requests', created_at: at(2), links: { billing_request: 'BRQSECOND000001', mandate_request_mandate: 'MDSECOND0000001' } },
        mandateEvent('EVAGAIN04', 'active', 'MDSECOND0000001', at(3)),
        // A late event about the first mandate changes nothing now.
        mandateEvent('EVAGAIN05', 'cancelled', 'MDFIRST00000001', at(4)),
      ])
      expect((await post(second, secondSignature)).status).toBe(204)
      expect(await paymentOf(lead.id)).toMatchObject({ mandateId: 'MDSECOND0000001', mandateStatus: 'active' })
    })
  })
}
