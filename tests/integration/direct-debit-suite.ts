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

    // Issue 34: the sandbox collects payments on its mandates along Bacs's timeline, on a clock the
    // tests move, and tells the app with GoCardless's events.
    describe('collections', () => {
      const dd = () => port.getDirectDebitPort(async () => payload)
      const mandateFor = async (account: { sortCode: string; accountNumber: string }) => (await sandbox().authorise((await start()).id, { accountHolder: 'A Member', ...account }))!.mandateId!
      const plusDays = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10)
      /** The events the sandbox wrote about a payment or subscription, in the order written. */
      const eventsAbout = async (id: string) => {
        const { rows } = await payload.db.drizzle.execute(`SELECT body FROM direct_debit_sandbox_outbox ORDER BY created_at, id` as never)
        return (rows as { body: string }[])
          .flatMap((r) => (JSON.parse(r.body) as { events: { resource_type: string; action: string; created_at: string; links: Record<string, string>; details?: Record<string, unknown> }[] }).events)
          .filter((e) => e.links.payment === id || e.links.subscription === id)
          .sort((a, b) => a.created_at.localeCompare(b.created_at))
      }

      it('takes a one-off payment once per idempotency key, and moves it to submitted, confirmed and paid out as its days come', async () => {
        const mandateId = await mandateFor(local.SANDBOX_GOOD_ACCOUNT)
        const today = await sandbox().today()
        const input = { mandateId, amountPence: 50000, description: 'Clubhouse joining fee', reference: 'member-1-joining', idempotencyKey: `joining-${mandateId}` }
        const [a, b] = await Promise.all([dd().createPayment(input), dd().createPayment(input)])
        expect(a).toEqual({ id: expect.stringMatching(/^PM[0-9A-F]{14}$/), status: 'pending_submission', amountPence: 50000, chargeDate: plusDays(today, 3), subscriptionId: null, mandateId })
        expect(b).toEqual(a)
        expect((await eventsAbout(a.id)).map((e) => e.action)).toEqual(['created'])

        await sandbox().advanceTo(plusDays(today, 1))
        expect((await sandbox().getPayment(a.id))?.status).toBe('submitted')
        await sandbox().advanceTo(a.chargeDate)
        expect((await sandbox().getPayment(a.id))?.status).toBe('confirmed')
        await sandbox().advanceTo(plusDays(a.chargeDate, 2))
        expect((await sandbox().getPayment(a.id))?.status).toBe('paid_out')
        const events = await eventsAbout(a.id)
        expect(events.map((e) => e.action)).toEqual(['created', 'submitted', 'confirmed', 'paid_out'])
        expect(events[0]!.links).toEqual({ payment: a.id, mandate: mandateId })

        // Every body is signed as GoCardless signs it and read by the app's webhook (it acts on none yet: 204).
        const { rows } = await payload.db.drizzle.execute(`SELECT body FROM direct_debit_sandbox_outbox WHERE body LIKE '%${a.id}%'` as never)
        for (const { body } of rows as { body: string }[]) {
          expect(dd().parseWebhook(body, local.sign(body, port.sandboxWebhookSecret()))[0]).toMatchObject({ paymentId: a.id, mandateId })
          expect((await post(body, local.sign(body, port.sandboxWebhookSecret()))).status).toBe(204)
        }
        // The clock never goes back.
        await sandbox().advanceTo(today)
        expect(await sandbox().today()).toBe(plusDays(a.chargeDate, 2))
      })

      it('makes a subscription\'s payment each month as its notice allows, on the day asked or the month\'s last day', async () => {
        const mandateId = await mandateFor(local.SANDBOX_GOOD_ACCOUNT)
        const today = await sandbox().today()
        const start = `${plusDays(today, 40).slice(0, 8)}28`
        const subscription = await dd().createSubscription({ mandateId, amountPence: 15000, name: 'Clubhouse Club membership', startDate: start, dayOfMonth: -1, reference: 'member-2', idempotencyKey: `sub-${mandateId}` })
        expect(subscription).toMatchObject({ id: expect.stringMatching(/^SB/), status: 'active', amountPence: 15000 })
        expect(subscription.upcoming[0]).toEqual({ chargeDate: start, amountPence: 15000 })
        expect(await dd().createSubscription({ mandateId, amountPence: 99, name: 'x', reference: 'x', idempotencyKey: `sub-${mandateId}` })).toEqual(subscription)

        // Three months on: three payments, one per month, each on that month's last day after the first.
        await sandbox().advanceTo(plusDays(start, 62))
        const { rows } = await payload.db.drizzle.execute(
          `SELECT to_char(charge_date, 'YYYY-MM-DD') AS day, amount, status FROM direct_debit_sandbox_payments WHERE subscription_id = '${subscription.id}' ORDER BY charge_date` as never,
        )
        const days = (rows as { day: string }[]).map((r) => r.day)
        expect(days[0]).toBe(start)
        for (const day of days.slice(1)) expect(Number(day.slice(8)), day).toBe(new Date(Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)), 0)).getUTCDate())
        expect(days.length).toBeGreaterThanOrEqual(3)
        expect((rows as { amount: number }[]).every((r) => Number(r.amount) === 15000)).toBe(true)
        const created = (await eventsAbout(subscription.id)).map((e) => `${e.resource_type} ${e.action}`)
        expect(created.filter((e) => e === 'subscriptions payment_created')).toHaveLength(days.length)

        // A new amount from the next payment on; cancelled, it makes no more.
        expect((await dd().updateSubscriptionAmount(subscription.id, 30000)).amountPence).toBe(30000)
        expect((await dd().cancelSubscription(subscription.id)).status).toBe('cancelled')
        await sandbox().advanceTo(plusDays(start, 150))
        const after = await payload.db.drizzle.execute(`SELECT count(*)::int AS n FROM direct_debit_sandbox_payments WHERE subscription_id = '${subscription.id}'` as never)
        expect(Number((after.rows[0] as { n: number }).n)).toBe(days.length)
      })

      it('fails every payment on the "payments fail" account with the provider\'s reason; a retry is tried again and fails again', async () => {
        const mandateId = await mandateFor(local.SANDBOX_PAYMENTS_FAIL_ACCOUNT)
        expect((await dd().getMandate(mandateId))?.status).toBe('active')
        const payment = await dd().createPayment({ mandateId, amountPence: 15000, description: 'Clubhouse membership', reference: 'member-3', idempotencyKey: `fail-${mandateId}` })
        await sandbox().advanceTo(payment.chargeDate)
        expect((await sandbox().getPayment(payment.id))?.status).toBe('failed')
        const failed = (await eventsAbout(payment.id)).at(-1)!
        expect(failed).toMatchObject({ action: 'failed', details: { cause: 'insufficient_funds', will_attempt_retry: false } })
        expect(dd().parseWebhook(JSON.stringify({ events: [failed] }), local.sign(JSON.stringify({ events: [failed] }), port.sandboxWebhookSecret()))[0]).toMatchObject({
          paymentId: payment.id,
          cause: 'insufficient_funds',
          description: "The customer's account had insufficient funds to make this payment.",
        })

        const retried = await dd().retryPayment(payment.id, { chargeDate: plusDays(payment.chargeDate, 7) })
        expect(retried).toMatchObject({ status: 'pending_submission', chargeDate: plusDays(payment.chargeDate, 7) })
        await expect(dd().retryPayment(payment.id, {})).rejects.toThrow(/not failed/)
        await sandbox().advanceTo(retried.chargeDate)
        expect((await sandbox().getPayment(payment.id))?.status).toBe('failed')
        expect((await eventsAbout(payment.id)).map((e) => e.action)).toEqual(['created', 'submitted', 'failed', 'resubmission_requested', 'submitted', 'failed'])
      })

      it('charges back a collected payment, and a mandate cancelled at the bank ends its subscriptions and unsent payments', async () => {
        const mandateId = await mandateFor(local.SANDBOX_GOOD_ACCOUNT)
        const paid = await dd().createPayment({ mandateId, amountPence: 15000, description: 'Clubhouse membership', reference: 'member-4', idempotencyKey: `cb-${mandateId}` })
        await sandbox().advanceTo(plusDays(paid.chargeDate, 2))
        await sandbox().chargeBack(paid.id)
        expect((await sandbox().getPayment(paid.id))?.status).toBe('charged_back')
        expect((await eventsAbout(paid.id)).at(-1)?.action).toBe('charged_back')

        const today = await sandbox().today()
        const pending = await dd().createPayment({ mandateId, amountPence: 15000, description: 'Clubhouse membership', reference: 'member-4', idempotencyKey: `cb2-${mandateId}`, chargeDate: plusDays(today, 20) })
        const subscription = await dd().createSubscription({ mandateId, amountPence: 15000, name: 'Clubhouse Club membership', startDate: plusDays(today, 30), reference: 'member-4', idempotencyKey: `cbs-${mandateId}` })
        const events = await sandbox().cancelMandate(mandateId)
        const actions = events.flatMap((e) => (JSON.parse(e.body) as { events: { resource_type: string; action: string }[] }).events.map((x) => `${x.resource_type} ${x.action}`))
        expect(actions).toEqual(['mandates cancelled', 'subscriptions cancelled', 'payments cancelled'])
        expect((await dd().getMandate(mandateId))?.status).toBe('cancelled')
        expect((await sandbox().getPayment(pending.id))?.status).toBe('cancelled')
        expect((await dd().cancelSubscription(subscription.id)).status).toBe('cancelled')
        await expect(dd().createPayment({ mandateId, amountPence: 100, description: 'x', reference: 'x', idempotencyKey: `cb3-${mandateId}` })).rejects.toThrow(/cancelled/)
      })
    })
  })
}
