import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import type { Payload, SanitizedConfig } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { operations } from '@/lib/api-client/schema.gen'
import type { Lead } from '@/payload-types'

import { apiClient } from '../contract/routes'
import type { CreateDatabase, TestDatabase } from './engines'
import { backOfficeApi } from './staff-routes'

type Row = Record<string, unknown>
type DirectDebitEvents = operations['postDirectDebitWebhooks']['requestBody']['content']['application/json']
const addDays = (day: string, days: number) => new Date(Date.parse(`${day}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10)

/**
 * Issue 34, membership dues (docs/decisions/061), on every Postgres engine: the amount fixed at
 * approval, collection started by the worker's step on the sandbox (once, however it is retried or
 * interrupted), the provider's payment events applied each once in any order, a failure retried
 * once, a second failure or a charge-back putting the member in arrears, and the members' calls.
 */
export function duesSuite(engine: string, createDatabase: CreateDatabase) {
  describe(`Membership dues on ${engine}`, () => {
    let db: TestDatabase
    let payload: Payload
    let config: Promise<SanitizedConfig>
    let dataDir: string
    let port: typeof import('@/integrations/direct-debit/port')
    let local: typeof import('@/integrations/direct-debit/local')
    let collect: typeof import('@/features/dues/collect.server')
    let worker: typeof import('@/features/dues/worker.server')
    let member: typeof import('@/features/dues/member.server')
    let salesToken = ''
    let serial = 0
    const posted = new Set<string>()

    const dd = () => port.getDirectDebitPort(async () => payload)
    const sandbox = () => port.sandboxControls(async () => payload)!
    const rows = async <T = Row>(text: string, params: unknown[] = []) => (await (payload.db as unknown as { pool: { query: (t: string, p: unknown[]) => Promise<{ rows: T[] }> } }).pool.query(text, params)).rows
    // The API's calls go through the typed client (tests/contract/routes.ts), so each compiles only
    // as the OpenAPI document describes it.
    const api = apiClient()
    /** The provider's signed delivery: the body is sent exactly as signed (the bytes, not a re-serialisation). */
    const post = async (body: string) =>
      (
        await api.POST('/v1/api/direct-debit/webhooks', {
          params: { header: { 'Webhook-Signature': local.sign(body, port.sandboxWebhookSecret()) } },
          body: JSON.parse(body) as DirectDebitEvents,
          bodySerializer: () => body,
        })
      ).response
    /** The provider delivering every webhook the sandbox has written and the app has not had yet, oldest first. */
    const deliver = async () => {
      const bodies = await rows<{ id: string; body: string }>(`SELECT id, body FROM direct_debit_sandbox_outbox ORDER BY created_at, id`)
      for (const b of bodies.filter((b) => !posted.has(b.id))) {
        expect((await post(b.body)).status).toBe(204)
        posted.add(b.id)
      }
    }
    const moveTo = async (day: string) => {
      await sandbox().advanceTo(day)
      await deliver()
    }

    /** An application that set up a sandbox mandate on `account`, sent and waiting for the committee. */
    const applied = async (account: { sortCode: string; accountNumber: string }, dateOfBirth = '1990-05-01', extra: Record<string, unknown> = {}) => {
      const n = ++serial
      const flow = await dd().startMandateSetup({ payer: { givenName: 'Dana', familyName: `Payer${n}`, email: `dues-${n}@example.com` }, reference: `lead-dues-${n}`, redirectUri: 'http://x/r', exitUri: 'http://x/e', idempotencyKey: `dues-flow-${n}` })
      const done = await sandbox().authorise(flow.id, { accountHolder: `Dana Payer${n}`, ...account })
      return (await payload.create({
        collection: 'leads',
        overrideAccess: true,
        data: {
          clientType: 'Club',
          source: 'application',
          firstName: 'Dana',
          lastName: `Payer${n}`,
          emailAddress: `dues-${n}@example.com`,
          dateOfBirth,
          membershipStatus: 'Applied',
          payment: { mandateId: done!.mandateId, mandateStatus: 'active', billingRequestId: flow.billingRequestId },
          appliedAt: new Date().toISOString(),
          ...extra,
        } as never,
      })) as Lead
    }
    const approve = async (id: number) => {
      const res = await backOfficeApi(
        config,
        new Request(`http://localhost:3000/api/leads/${id}/decision`, { method: 'POST', headers: { Authorization: `JWT ${salesToken}`, 'Content-Type': 'application/json' }, body: JSON.stringify({ decision: 'Approved' }) }),
      )
      expect(res.status, await res.clone().text()).toBe(200)
      return (await rows<Row>(`SELECT * FROM dues WHERE lead_id = $1`, [id]))[0]!
    }
    const paymentsOf = (duesId: unknown) => rows<Row>(`SELECT provider_id, kind, amount::float AS amount, status, failures::int AS failures, retried, cause FROM payments WHERE dues_id = $1 ORDER BY charge_date, id`, [duesId])
    const duesRow = async (id: unknown) => (await rows<Row>(`SELECT *, balance::float AS balance FROM dues WHERE id = $1`, [id]))[0]!
    const memberOf = async (leadId: number) => (await rows<{ id: number }>(`SELECT id FROM members WHERE lead_id = $1`, [leadId]))[0]!.id

    beforeAll(async () => {
      db = await createDatabase()
      dataDir = mkdtempSync(path.join(tmpdir(), 'clubhouse-dues-it-'))
      // Nothing listens here: the sandbox's own deliveries fail quietly; `deliver` posts them instead.
      Object.assign(process.env, { PAYLOAD_SECRET: 'integration-test-secret-0123456789abcdef', DATA_DIR: dataDir, SERVER_URL: 'http://127.0.0.1:9' })
      process.env.DATABASE_URL = db.url
      const [configModule, payloadModule] = await Promise.all([import('@/payload.config'), import('payload')])
      ;[port, local, collect, worker, member] = await Promise.all([
        import('@/integrations/direct-debit/port'),
        import('@/integrations/direct-debit/local'),
        import('@/features/dues/collect.server'),
        import('@/features/dues/worker.server'),
        import('@/features/dues/member.server'),
      ])
      config = configModule.default
      payload = await payloadModule.getPayload({ config })
      await payload.create({ collection: 'membership-types', overrideAccess: true, data: { title: 'Club', prices: [{ minimumAge: 18, monthlyFee: 150 }, { minimumAge: 30, monthlyFee: 225 }], joiningFee: 250, termMonths: 12 } as never })
      await payload.create({ collection: 'membership-types', overrideAccess: true, data: { title: 'Corporate', prices: [{ minimumAge: 18, monthlyFee: 200 }], joiningFee: 100, termMonths: 12 } as never })
      const email = `sales-dues-${engine.toLowerCase()}@clubhouse.test`
      await payload.create({ collection: 'users', overrideAccess: true, data: { email, password: 'sales-dues-passphrase', roles: ['sales'] } })
      salesToken = (await payload.login({ collection: 'users', data: { email, password: 'sales-dues-passphrase' } })).token!
    })

    afterAll(async () => {
      await payload?.destroy()
      ;(payload?.db as unknown as { pool?: { on: (e: 'error', f: () => void) => void } } | undefined)?.pool?.on('error', () => {})
      await db?.drop()
      rmSync(dataDir, { recursive: true, force: true })
    })

    it('fixes the amount at approval by age on the day, starts collection once, and the first month is collected and shown to the member', async () => {
      const lead = await applied(local.SANDBOX_GOOD_ACCOUNT, '1990-05-01')
      const fulham = await payload.create({ collection: 'clubs', overrideAccess: true, data: { name: 'Fulham', address: '1 Fulham Road', locationId: 5 } as never })
      await payload.update({ collection: 'leads', id: lead.id, overrideAccess: true, data: { club: fulham.id } as never })
      const dues = await approve(lead.id)
      // The home club, for the Dues list's filter.
      expect(dues).toMatchObject({ membership_type: 'Club', club_id: fulham.id, collection_state: 'queued', mandate_id: lead.payment!.mandateId, standing: 'good' })
      expect([Number(dues.monthly_amount), Number(dues.joining_amount), Number(dues.term_months), Number(dues.people)]).toEqual([225, 250, 12, 1])
      const memberId = await memberOf(lead.id)
      expect(dues.payer_id).toBe(memberId)

      // The worker's step: a joining-fee payment and a monthly subscription on the mandate; a second round makes nothing more.
      expect(await worker.runDues(payload)).toBe(1)
      expect(await worker.runDues(payload)).toBe(0)
      const started = await duesRow(dues.id)
      expect(started).toMatchObject({ collection_state: 'started', collection_error: null })
      expect(started.subscription_id).toMatch(/^SB/)
      expect(await rows(`SELECT count(*)::int AS n FROM direct_debit_sandbox_subscriptions WHERE mandate_id = $1`, [lead.payment!.mandateId])).toEqual([{ n: 1 }])
      await deliver()
      // The joining fee and the first month, on the first day the notice allows.
      const today = await sandbox().today()
      const first = started.first_collection as string
      expect(first).toBe(addDays(today, 3))
      expect((await paymentsOf(dues.id)).map((p) => [p.kind, p.amount, p.status, p.failures])).toEqual([
        ['joining', 250, 'pending_submission', 0],
        ['monthly', 225, 'pending_submission', 0],
      ])
      // The advance notice, once, with the schedule.
      const notices = await rows<{ text: string }>(`SELECT text FROM outbox WHERE "to" = $1 AND subject = 'Your Clubhouse membership: your first Direct Debit collection'`, [lead.emailAddress])
      expect(notices).toHaveLength(1)
      const long = (d: string) => new Intl.DateTimeFormat('en-GB', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${d}T12:00:00Z`))
      expect(notices[0]!.text).toContain(
        `Your Club membership fees will be collected by Direct Debit as follows:\n\n- ${long(first)}: £250, the joining fee (once)\n- ${long(first)}: £225, the first monthly fee\n`,
      )
      expect(notices[0]!.text).toMatch(new RegExp(`- then £225 on the ${Number(first.slice(8, 10))}(st|nd|rd|th) of each month`))
      expect(await member.memberDues(payload, memberId)).toEqual({
        plan: 'Club',
        paidBy: 'member',
        people: 1,
        monthlyAmount: 225,
        joiningAmount: 250,
        termMonths: 12,
        nextCollection: first,
        standing: 'good',
        standingText: 'Good',
        balance: 0,
        arrearsSince: null,
        endsOn: null,
        collectionStopped: false,
      })

      // The collection date comes: both payments are submitted, confirmed, then paid out.
      await moveTo(addDays(first, 3))
      const paid = await paymentsOf(dues.id)
      expect(paid.map((p) => [p.kind, p.amount, p.status])).toEqual([
        ['joining', 250, 'paid_out'],
        ['monthly', 225, 'paid_out'],
      ])
      expect((await duesRow(dues.id)).standing).toBe('good')
      const history = await member.memberPayments(payload, memberId)
      expect(history!.map((p) => [p.kindText, p.amount, p.statusText])).toEqual([
        ['Monthly fee', 225, 'Collected'],
        ['Joining fee', 250, 'Collected'],
      ])

      // The accountants' CSV, from the Payments list, for sales staff.
      const csv = await backOfficeApi(config, new Request(`http://localhost:3000/api/payments/export.csv?where[dues][equals]=${dues.id}`, { headers: { Authorization: `JWT ${salesToken}` } }))
      expect(csv.status).toBe(200)
      const lines = (await csv.text()).replace(/^\uFEFF/, '').trim().split('\r\n')
      expect(lines[0]).toBe('Collection date,Payer,Plan,For,Amount (£),Status,Times failed,Why it failed,Provider reference,Recorded (UTC)')
      expect(lines.slice(1).map((l) => l.split(',').slice(0, 7).join(',')).sort()).toEqual([
        `${first},Dana Payer${serial},Club,Joining fee,250.00,Paid out,0`,
        `${first},Dana Payer${serial},Club,Monthly fee,225.00,Paid out,0`,
      ])
      expect((await backOfficeApi(config, new Request('http://localhost:3000/api/payments/export.csv'))).status).toBe(401)
    })

    it('retries a first failure once; a second failure puts the member in arrears with the amount owed', async () => {
      const lead = await applied(local.SANDBOX_PAYMENTS_FAIL_ACCOUNT, '2000-01-01')
      const dues = await approve(lead.id)
      expect(Number(dues.monthly_amount)).toBe(150)
      await worker.runDues(payload)
      await deliver()
      const first = (await duesRow(dues.id)).first_collection as string
      await moveTo(addDays(first, 1))
      // Both failed once and were asked again (the sandbox does not retry by itself).
      const once = await paymentsOf(dues.id)
      expect(once.map((p) => [p.kind, p.failures, p.retried, p.cause])).toEqual([
        ['joining', 1, true, 'insufficient_funds'],
        ['monthly', 1, true, 'insufficient_funds'],
      ])
      expect((await duesRow(dues.id)).standing).toBe('retrying')
      // The retries fail too: arrears, owing both.
      await moveTo(addDays(first, 8))
      const twice = await paymentsOf(dues.id)
      expect(twice.map((p) => [p.failures, p.status])).toEqual([
        [2, 'failed'],
        [2, 'failed'],
      ])
      const after = await duesRow(dues.id)
      expect(after).toMatchObject({ standing: 'arrears', balance: 400 })
      expect(after.arrears_since).not.toBeNull()
      expect(await member.memberDues(payload, await memberOf(lead.id))).toMatchObject({ standing: 'arrears', standingText: 'In arrears', balance: 400 })

      // The member heard of each first failure, and once of the arrears, with what to do.
      const mail = await rows<{ subject: string; text: string }>(`SELECT subject, text FROM outbox WHERE "to" = $1 AND subject NOT LIKE 'Welcome%' ORDER BY id`, [lead.emailAddress])
      expect(mail.map((m) => m.subject)).toEqual([
        'Your Clubhouse membership: your first Direct Debit collection',
        'Your Clubhouse payment did not go through',
        'Your Clubhouse payment did not go through',
        'Your Clubhouse membership dues are in arrears',
      ])
      expect(mail[1]!.text).toContain('could not be collected: there was not enough money in the account.')
      expect(mail[1]!.text).toContain('We will collect it again from the same account in a few days.')
      expect(mail[3]!.text).toMatch(/^Dear Dana,\n\nA payment could not be collected after a second attempt, so your membership dues are now in arrears: £(250|150) is owed\./)
      expect(mail[2]!.text).toContain('http://127.0.0.1:9/my-membership')
    })

    it('applies each event once however often it is delivered, and in any order', async () => {
      const lead = await applied(local.SANDBOX_GOOD_ACCOUNT)
      const dues = await approve(lead.id)
      await worker.runDues(payload)
      await deliver()
      const first = (await duesRow(dues.id)).first_collection as string
      const before = new Set((await rows<{ id: string }>(`SELECT id FROM direct_debit_sandbox_outbox`)).map((r) => r.id))
      await sandbox().advanceTo(addDays(first, 3))
      const fresh = (await rows<{ id: string; body: string }>(`SELECT id, body FROM direct_debit_sandbox_outbox ORDER BY created_at, id`)).filter((b) => !before.has(b.id))
      expect(fresh.length).toBeGreaterThan(3)
      // Newest first, then everything again: the same end as in order, each failure counted once.
      for (const b of [...fresh].reverse()) expect((await post(b.body)).status).toBe(204)
      for (const b of fresh) {
        expect((await post(b.body)).status).toBe(204)
        posted.add(b.id)
      }
      const paid = await paymentsOf(dues.id)
      expect(paid.map((p) => [p.kind, p.status, p.failures])).toEqual([
        ['joining', 'paid_out', 0],
        ['monthly', 'paid_out', 0],
      ])
      expect((await duesRow(dues.id)).standing).toBe('good')
    })

    it('a charge-back after confirmation, or a mandate cancelled at the bank, puts the member in arrears', async () => {
      const lead = await applied(local.SANDBOX_GOOD_ACCOUNT, '1999-12-31')
      const dues = await approve(lead.id)
      await worker.runDues(payload)
      const first = (await duesRow(dues.id)).first_collection as string
      await moveTo(addDays(first, 3))
      const monthly = (await paymentsOf(dues.id)).find((p) => p.kind === 'monthly')!
      await sandbox().chargeBack(monthly.provider_id as string)
      await deliver()
      expect(await duesRow(dues.id)).toMatchObject({ standing: 'arrears', balance: 150 })
      expect((await paymentsOf(dues.id)).find((p) => p.kind === 'monthly')).toMatchObject({ status: 'charged_back', cause: 'charged_back' })

      const other = await applied(local.SANDBOX_GOOD_ACCOUNT)
      const otherDues = await approve(other.id)
      await worker.runDues(payload)
      await sandbox().cancelMandate(other.payment!.mandateId!)
      await deliver()
      expect(await duesRow(otherDues.id)).toMatchObject({ standing: 'arrears', balance: 0 })
    })

    it('a mandate that fails or expires puts the member in arrears (told once); one replaced by the bank moves the dues to its successor', async () => {
      const made = []
      for (let i = 0; i < 3; i++) {
        const lead = await applied(local.SANDBOX_GOOD_ACCOUNT)
        made.push({ lead, dues: await approve(lead.id) })
      }
      await worker.runDues(payload)
      await deliver()
      const mandateEvent = (id: string, action: string, mandate: unknown, extra: Record<string, unknown> = {}) =>
        JSON.stringify({ events: [{ id, created_at: new Date().toISOString(), resource_type: 'mandates', action, links: { mandate, ...extra }, details: { origin: 'bank' } }] })
      const [failed, expired, replaced] = made
      for (const [{ lead, dues }, action] of [[failed!, 'failed'], [expired!, 'expired']] as const) {
        const body = mandateEvent(`EVMD${serial}${action}`, action, lead.payment!.mandateId)
        expect((await post(body)).status).toBe(204)
        expect((await post(body)).status).toBe(204)
        expect(await duesRow(dues.id)).toMatchObject({ standing: 'arrears', balance: 0 })
        const mail = await rows<{ text: string }>(`SELECT text FROM outbox WHERE "to" = $1 AND subject = 'Your Clubhouse membership dues are in arrears'`, [lead.emailAddress])
        expect(mail.map((m) => m.text.split('\n')[2])).toEqual(['Your Direct Debit instruction has ended, so your membership dues are now in arrears.'])
      }
      const successor = `MDNEW${serial}`
      expect((await post(mandateEvent(`EVMD${serial}replaced`, 'replaced', replaced!.lead.payment!.mandateId, { new_mandate: successor }))).status).toBe(204)
      expect(await duesRow(replaced!.dues.id)).toMatchObject({ mandate_id: successor, standing: 'good' })
    })

    it('a worker killed (kill -9) between the provider’s answer and its record makes no second subscription: the next start records the first', { timeout: 120_000 }, async () => {
      const lead = await applied(local.SANDBOX_GOOD_ACCOUNT)
      const dues = await approve(lead.id)
      const mandateId = lead.payment!.mandateId!
      // A worker process of its own, on this database, killed right after the provider made the subscription.
      const child = spawnSync(process.execPath, ['--import', 'tsx', path.resolve(import.meta.dirname, '../support/dues-worker-dies.ts')], {
        cwd: path.resolve(import.meta.dirname, '../..'),
        env: { ...process.env },
        encoding: 'utf8',
        timeout: 90_000,
      })
      expect(child.signal, `${child.status} ${child.stdout.slice(-300)} ${child.stderr.slice(-800)}`).toBe('SIGKILL')
      const made = /made (\S+)/.exec(child.stdout)?.[1]
      expect(made).toMatch(/^SB/)
      // The provider has it; the record does not, and its claim is held by the dead worker.
      const dead = await duesRow(dues.id)
      expect(dead).toMatchObject({ collection_state: 'queued', subscription_id: null })
      expect(await collect.startCollections(payload, dd())).toBe(0)
      // The claim lapses; the next start asks with the same keys and records what the provider had.
      await rows(`UPDATE dues SET claimed_until = now() - interval '1 second' WHERE id = $1`, [dues.id])
      expect(await collect.startCollections(payload, dd())).toBe(1)
      expect(await duesRow(dues.id)).toMatchObject({ collection_state: 'started', subscription_id: made })
      expect(await rows(`SELECT count(*)::int AS n FROM direct_debit_sandbox_subscriptions WHERE mandate_id = $1`, [mandateId])).toEqual([{ n: 1 }])
      expect(await rows(`SELECT count(*)::int AS n FROM direct_debit_sandbox_payments WHERE mandate_id = $1 AND subscription_id IS NULL`, [mandateId])).toEqual([{ n: 1 }])
    })

    it('a provider failure never loses the approval: it is kept for staff and the worker tries again', async () => {
      const lead = await applied(local.SANDBOX_GOOD_ACCOUNT)
      // The mandate has gone at the provider: creating on it fails.
      await sandbox().cancelMandate(lead.payment!.mandateId!)
      const dues = await approve(lead.id)
      expect((await payload.findByID({ collection: 'leads', id: lead.id, overrideAccess: true, depth: 0 })).membershipStatus).toBe('Approved')
      expect(await collect.startCollections(payload, dd())).toBe(0)
      const failed = await duesRow(dues.id)
      expect(failed).toMatchObject({ collection_state: 'queued', collection_attempts: '1' })
      expect(failed.collection_error).toMatch(/^Starting collection failed \(try 1\): .*cancelled.*The worker tries again\.$/)
      // Not again before its back-off ends.
      expect(await collect.startCollections(payload, dd())).toBe(0)
      expect((await duesRow(dues.id)).collection_attempts).toBe('1')
    })

    it('an application without a mandate is set aside for staff, not retried', async () => {
      const lead = (await payload.create({
        collection: 'leads',
        overrideAccess: true,
        data: { clientType: 'Club', source: 'application', firstName: 'No', lastName: 'Mandate', emailAddress: `dues-none-${++serial}@example.com`, dateOfBirth: '1985-01-01', membershipStatus: 'Applied' } as never,
      })) as Lead
      const dues = await approve(lead.id)
      expect(dues.mandate_id).toBeNull()
      await collect.startCollections(payload, dd())
      expect(await duesRow(dues.id)).toMatchObject({ collection_state: 'no-mandate', collection_error: 'The application has no Direct Debit mandate to collect on: ask the member to set one up.' })
    })

    it('lets sales staff waive a member’s arrears or let them book meanwhile, each kept with who and why (other roles: the role matrix)', async () => {
      const { memberInArrears } = await import('@/model/dues-standing')
      const lead = await applied(local.SANDBOX_PAYMENTS_FAIL_ACCOUNT)
      const dues = await approve(lead.id)
      const memberId = await memberOf(lead.id)
      const act = (action: string, body: unknown, token: string | null = salesToken) =>
        backOfficeApi(
          config,
          new Request(`http://localhost:3000/api/dues/${dues.id}/${action}`, {
            method: 'POST',
            headers: { ...(token ? { Authorization: `JWT ${token}` } : {}), 'Content-Type': 'application/json', Origin: 'http://127.0.0.1:9' },
            body: JSON.stringify(body),
          }),
        )
      // Not in arrears: nothing to waive.
      expect(await (await act('waive', { reason: 'Early' })).json()).toEqual({ errors: [{ message: 'This member is not in arrears: there is nothing to waive or extend.' }] })
      await worker.runDues(payload)
      const first = (await duesRow(dues.id)).first_collection as string
      // Failed, retried (on the sandbox's next possible day), failed again.
      await moveTo(addDays(first, 1))
      await moveTo(addDays(first, 8))
      expect(await duesRow(dues.id)).toMatchObject({ standing: 'arrears', balance: 475 })
      expect(await memberInArrears(payload, memberId, 'tables')).toBe(true)

      // Signed out, or a day outside the window, or no reason: refused, nothing changes.
      expect((await act('extend', { reason: 'x', until: addDays(first, 1) }, null)).status).toBe(401)
      const tooFar = await act('extend', { reason: 'Paying Friday', until: '2099-01-01' })
      expect(tooFar.status).toBe(400)
      expect(await tooFar.json()).toMatchObject({ errors: [{ message: 'Choose a day after today and at most 90 days ahead.' }] })
      expect((await act('waive', { reason: '  ' })).status).toBe(400)

      // Extended: the member books again while still owing.
      const until = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(new Date(Date.now() + 7 * 86_400_000))
      const extended = await act('extend', { reason: 'Paying by transfer on Friday.', until })
      expect(extended.status, await extended.clone().text()).toBe(200)
      expect(await extended.json()).toMatchObject({ standing: 'arrears', balance: 475 })
      expect(await memberInArrears(payload, memberId, 'tables')).toBe(false)

      // Waived: good standing, nothing owed; both actions on the record.
      const waived = await act('waive', { reason: 'Hardship, agreed by the manager.' })
      expect(await waived.json()).toEqual({ standing: 'good', balance: 0, graceUntil: null })
      const record = await payload.findByID({ collection: 'dues', id: Number(dues.id), overrideAccess: true, depth: 0 })
      expect(record.staffActions!.map((a) => [a.by, a.action, a.reason])).toEqual([
        [`sales-dues-${engine.toLowerCase()}@clubhouse.test`, `Bookings allowed until ${until}`, 'Paying by transfer on Friday.'],
        [`sales-dues-${engine.toLowerCase()}@clubhouse.test`, 'Waived £475', 'Hardship, agreed by the manager.'],
      ])
      expect(await memberInArrears(payload, memberId, 'tables')).toBe(false)
    })

    it('a member in arrears sets up a new mandate: the old subscription ends, the balance is collected on the new one, and they are in good standing again', async () => {
      const { memberInArrears } = await import('@/model/dues-standing')
      const mandates = await import('@/features/dues/new-mandate.server')
      const lead = await applied(local.SANDBOX_PAYMENTS_FAIL_ACCOUNT)
      const dues = await approve(lead.id)
      const memberId = await memberOf(lead.id)
      const who = { id: memberId, email: lead.emailAddress, firstName: 'Dana', lastName: lead.lastName }
      // While collection is first being started: nothing to change yet.
      expect(await mandates.startNewMandate(payload, dd(), who, 'early', '192.0.2.1')).toEqual({
        ok: false,
        status: 409,
        message: 'Your Direct Debit is being set up, or your membership has ended: there is nothing to change now.',
      })
      await worker.runDues(payload)
      const before = await duesRow(dues.id)
      await moveTo(addDays(before.first_collection as string, 1))
      await moveTo(addDays(before.first_collection as string, 8))
      expect(await duesRow(dues.id)).toMatchObject({ standing: 'arrears', balance: 475 })

      // The member starts a setup; pressing again offers the same page, not a second setup.
      const started = await mandates.startNewMandate(payload, dd(), who, 'attempt-1', '192.0.2.1')
      expect(started).toMatchObject({ ok: true })
      const url = (started as { redirectUrl: string }).redirectUrl
      expect(await mandates.startNewMandate(payload, dd(), who, 'attempt-2', '192.0.2.1')).toEqual({ ok: true, redirectUrl: url })
      // At the bank's page with a good account; the provider's webhook arrives before the member is back.
      const flow = await sandbox().authorise(url.split('/').at(-1)!, { accountHolder: 'Dana', ...local.SANDBOX_GOOD_ACCOUNT })
      await deliver()
      const moved = await duesRow(dues.id)
      expect(moved).toMatchObject({ mandate_id: flow!.mandateId, collection_state: 'queued', replaced_subscription_id: before.subscription_id, subscription_id: null, standing: 'arrears' })
      expect(await mandates.finishNewMandate(payload, dd(), memberId)).toBe('adopted')
      expect(await memberInArrears(payload, memberId, 'tables')).toBe(true)

      // The worker ends the old subscription, collects the balance on the new mandate and resumes the month there, once.
      await worker.runDues(payload)
      expect(await worker.runDues(payload)).toBe(0)
      const resumed = await duesRow(dues.id)
      expect(resumed).toMatchObject({ collection_state: 'started', replaced_subscription_id: null, mandate_id: flow!.mandateId })
      expect(await rows(`SELECT status FROM direct_debit_sandbox_subscriptions WHERE id = $1`, [before.subscription_id])).toEqual([{ status: 'cancelled' }])
      expect(await rows(`SELECT amount, day_of_month FROM direct_debit_sandbox_subscriptions WHERE mandate_id = $1`, [flow!.mandateId])).toEqual([
        { amount: 22500, day_of_month: Number((before.first_collection as string).slice(8, 10)) > 28 ? -1 : Number((before.first_collection as string).slice(8, 10)) },
      ])
      await deliver()
      const balance = (await paymentsOf(dues.id)).filter((p) => p.kind === 'balance')
      expect(balance.map((p) => [p.amount, p.status])).toEqual([[475, 'pending_submission']])

      // Collected: good standing, nothing owed, booking allowed.
      const chargeDate = (await rows<{ charge_date: string }>(`SELECT charge_date FROM payments WHERE provider_id = $1`, [balance[0]!.provider_id]))[0]!.charge_date
      await moveTo(addDays(chargeDate, 1))
      expect(await duesRow(dues.id)).toMatchObject({ standing: 'good', balance: 0, arrears_since: null })
      expect(await memberInArrears(payload, memberId, 'tables')).toBe(false)
      expect((await paymentsOf(dues.id)).filter((p) => p.kind === 'balance').map((p) => p.status)).toEqual(['confirmed'])
    })

    it('a member in good standing changes bank account: the monthly fee moves to the new mandate, nothing else is collected', async () => {
      const mandates = await import('@/features/dues/new-mandate.server')
      const lead = await applied(local.SANDBOX_GOOD_ACCOUNT)
      const dues = await approve(lead.id)
      const memberId = await memberOf(lead.id)
      await worker.runDues(payload)
      await deliver()
      const before = await duesRow(dues.id)
      const started = await mandates.startNewMandate(payload, dd(), { id: memberId, email: lead.emailAddress, firstName: 'Dana', lastName: lead.lastName }, 'change-1', '192.0.2.2')
      expect(started).toMatchObject({ ok: true })
      const flow = await sandbox().authorise((started as { redirectUrl: string }).redirectUrl.split('/').at(-1)!, { accountHolder: 'Dana', ...local.SANDBOX_GOOD_ACCOUNT })
      // The member comes back before the provider's webhook: the return moves the dues.
      expect(await mandates.finishNewMandate(payload, dd(), memberId)).toBe('adopted')
      await deliver()
      await worker.runDues(payload)
      expect(await duesRow(dues.id)).toMatchObject({ mandate_id: flow!.mandateId, collection_state: 'started', standing: 'good', balance: 0, replaced_subscription_id: null })
      expect(await rows(`SELECT status FROM direct_debit_sandbox_subscriptions WHERE id = $1`, [before.subscription_id])).toEqual([{ status: 'cancelled' }])
      expect(await rows(`SELECT amount FROM direct_debit_sandbox_subscriptions WHERE mandate_id = $1 AND status = 'active'`, [flow!.mandateId])).toEqual([{ amount: 22500 }])
      expect((await paymentsOf(dues.id)).filter((p) => p.kind === 'balance')).toEqual([])
    })

    it('a subscription ended at the provider by someone else stops collection for staff; a new mandate starts it again; a replaced one’s end changes nothing', async () => {
      const mandates = await import('@/features/dues/new-mandate.server')
      const lead = await applied(local.SANDBOX_GOOD_ACCOUNT)
      const dues = await approve(lead.id)
      const memberId = await memberOf(lead.id)
      await worker.runDues(payload)
      await deliver()
      const first = await duesRow(dues.id)
      expect(first).toMatchObject({ collection_state: 'started', collection_error: null })
      expect(await member.memberDues(payload, memberId)).toMatchObject({ collectionStopped: false, nextCollection: first.first_collection })

      // Cancelled in the provider's dashboard: the sandbox sends the event as GoCardless would.
      await dd().cancelSubscription(first.subscription_id as string)
      await deliver()
      const stopped = await duesRow(dues.id)
      expect(stopped).toMatchObject({ collection_state: 'stopped', standing: 'good', balance: 0 })
      expect(stopped.collection_error).toMatch(new RegExp(`^The provider reports the monthly subscription ${first.subscription_id} cancelled \\(\\d{4}-\\d{2}-\\d{2}\\): nothing more is collected`))
      // The subscription's pending month went with it; the joining fee is a payment of its own and is still collected.
      const left = await paymentsOf(dues.id)
      expect(left.map((p) => [p.kind, p.status])).toEqual([
        ['joining', 'pending_submission'],
        ['monthly', 'cancelled'],
      ])
      const joiningDay = (await rows<{ d: string }>(`SELECT charge_date AS d FROM payments WHERE dues_id = $1 AND kind = 'joining'`, [dues.id]))[0]!.d
      expect(await member.memberDues(payload, memberId)).toMatchObject({ collectionStopped: true, nextCollection: joiningDay, standing: 'good' })
      // Staff see it on the dashboard's "Dues not collecting" (a collection error on the record).
      expect(await payload.count({ collection: 'dues', overrideAccess: true, where: { and: [{ id: { equals: dues.id } }, { collectionError: { exists: true } }] } })).toMatchObject({ totalDocs: 1 })

      // The member sets up a new Direct Debit: collection starts again on it.
      const started = await mandates.startNewMandate(payload, dd(), { id: memberId, email: lead.emailAddress, firstName: 'Dana', lastName: lead.lastName }, 'stopped-1', '192.0.2.3')
      expect(started).toMatchObject({ ok: true })
      await sandbox().authorise((started as { redirectUrl: string }).redirectUrl.split('/').at(-1)!, { accountHolder: 'Dana', ...local.SANDBOX_GOOD_ACCOUNT })
      expect(await mandates.finishNewMandate(payload, dd(), memberId)).toBe('adopted')
      await worker.runDues(payload)
      await deliver()
      const again = await duesRow(dues.id)
      expect(again).toMatchObject({ collection_state: 'started', collection_error: null, standing: 'good' })
      expect(again.subscription_id).not.toBe(first.subscription_id)

      // A `finished` for the subscription it replaced matches nothing; one for the current subscription stops it again.
      const finished = (subscription: unknown, id: string) =>
        JSON.stringify({ events: [{ id, created_at: new Date().toISOString(), resource_type: 'subscriptions', action: 'finished', links: { subscription, mandate: again.mandate_id }, details: { origin: 'gocardless' } }] })
      expect((await post(finished(first.subscription_id, `EVFIN${serial}A`))).status).toBe(204)
      expect(await duesRow(dues.id)).toMatchObject({ collection_state: 'started', collection_error: null })
      const body = finished(again.subscription_id, `EVFIN${serial}B`)
      expect((await post(body)).status).toBe(204)
      expect((await duesRow(dues.id)).collection_state).toBe('stopped')
      // Applied once: staff restarting it by hand is not undone by the same event delivered again.
      await rows(`UPDATE dues SET collection_state = 'started', collection_error = NULL WHERE id = $1`, [dues.id])
      expect((await post(body)).status).toBe(204)
      expect((await duesRow(dues.id)).collection_state).toBe('started')
    })

    it('a company pays for its active members: disabling one lowers the next collection, on the provider and the record, and the contact is told', async () => {
      const lead = await applied(local.SANDBOX_GOOD_ACCOUNT, '1985-01-01', { clientType: 'Corporate', companyName: `Dues Co ${serial}`, numberOfMembers: 3 })
      for (const first of ['Alan', 'Grace']) {
        await payload.create({
          collection: 'company-members',
          overrideAccess: true,
          data: { lead: lead.id, title: 'Mx', firstName: first, lastName: 'Co', emailAddress: `${first.toLowerCase()}-${serial}@dues-co.co.uk`, dialCode: '+44', mobileNumber: '7700900123', dateOfBirth: '1980-01-01' } as never,
        })
      }
      const dues = await approve(lead.id)
      expect([dues.membership_type, Number(dues.people), Number(dues.monthly_amount)]).toEqual(['Corporate', 3, 600])
      await worker.runDues(payload)
      const subscription = (await duesRow(dues.id)).subscription_id as string
      const amountAt = async () => (await rows<{ amount: number }>(`SELECT amount FROM direct_debit_sandbox_subscriptions WHERE id = $1`, [subscription]))[0]!.amount
      expect(await amountAt()).toBe(60000)
      // Nothing changed: the round asks the provider for nothing.
      expect(await worker.runDues(payload)).toBe(0)

      // Staff disable Grace's account: the next round lowers the company's amount once.
      const grace = (await payload.find({ collection: 'members', overrideAccess: true, depth: 0, where: { email: { equals: `grace-${serial}@dues-co.co.uk` } } })).docs[0]!
      await payload.update({ collection: 'members', id: grace.id, overrideAccess: true, data: { status: 'Disabled' } as never })
      expect(await worker.runDues(payload)).toBe(1)
      expect(await worker.runDues(payload)).toBe(0)
      expect(await amountAt()).toBe(40000)
      const after = await duesRow(dues.id)
      expect([Number(after.people), Number(after.monthly_amount)]).toEqual([2, 400])
      const record = await payload.findByID({ collection: 'dues', id: Number(dues.id), overrideAccess: true, depth: 0 })
      expect(record.staffActions!.map((a) => [a.by, a.action])).toEqual([['system', 'Members 3 → 2: £600 → £400 a month']])
      const told = await rows<{ text: string }>(`SELECT text FROM outbox WHERE "to" = $1 AND subject = 'Your company’s Clubhouse membership: the monthly amount has changed'`, [lead.emailAddress])
      expect(told).toHaveLength(1)
      expect(told[0]!.text).toContain('Your company now has 2 members (it had 3 members), so from the next collection your Direct Debit will be £400 a month instead of £600.')
    })

    it('a member gives notice: the membership ends after the minimum term, the last collection is taken, then the subscription and the account end', async () => {
      const notice = await import('@/features/dues/notice.server')
      const { monthsAfter } = await import('@/features/dues/schedule')
      const lead = await applied(local.SANDBOX_GOOD_ACCOUNT)
      const dues = await approve(lead.id)
      const memberId = await memberOf(lead.id)
      await worker.runDues(payload)
      await deliver()
      const started = await duesRow(dues.id)
      const first = started.first_collection as string
      // Given in the first month: the twelve-month term runs out first, on the day before its thirteenth collection day.
      const given = await notice.giveNotice(payload, { memberId }, 'member', null)
      const endsOn = addDays(monthsAfter(first, 12), -1)
      const lastCollection = monthsAfter(first, 11)
      expect(given).toEqual({ ok: true, endsOn, lastCollection })
      expect(await notice.giveNotice(payload, { memberId }, 'member', null)).toEqual({ ok: false, status: 409, message: `Notice has already been given: the membership ends on ${endsOn}.` })
      expect(await member.memberDues(payload, memberId)).toMatchObject({ endsOn })
      const told = await rows<{ text: string }>(`SELECT text FROM outbox WHERE "to" = $1 AND subject = 'Your Clubhouse membership: your notice'`, [lead.emailAddress])
      expect(told).toHaveLength(1)
      const long = (d: string) => new Intl.DateTimeFormat('en-GB', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${d}T12:00:00Z`))
      expect(told[0]!.text).toContain(`We have your notice to end your membership. It ends on ${long(endsOn)}, and your account closes then.`)
      expect(told[0]!.text).toContain(`the last monthly collection of £225 is on ${long(lastCollection)}, and nothing is collected after it.`)

      const at = (day: string) => new Date(`${day}T12:00:00Z`)
      const subscriptionStatus = async () => (await rows<{ status: string }>(`SELECT status FROM direct_debit_sandbox_subscriptions WHERE id = $1`, [started.subscription_id]))[0]!.status
      // Months before the end: nothing ends.
      expect(await notice.endResignations(payload, dd(), at(addDays(lastCollection, -40)))).toBe(0)
      expect(await subscriptionStatus()).toBe('active')
      // The last collection day comes and is collected: the subscription ends, its last payment kept.
      await moveTo(lastCollection)
      expect(await notice.endResignations(payload, dd(), at(lastCollection))).toBe(1)
      expect(await subscriptionStatus()).toBe('cancelled')
      await deliver()
      const monthly = (await paymentsOf(dues.id)).filter((p) => p.kind === 'monthly')
      expect(monthly).toHaveLength(12)
      expect(monthly.every((p) => p.status !== 'cancelled')).toBe(true)
      // On the last day the member is still a member; the day after, the account is closed.
      expect(await notice.endResignations(payload, dd(), at(endsOn))).toBe(0)
      expect((await payload.findByID({ collection: 'members', id: memberId, overrideAccess: true, depth: 0 })).status).not.toBe('Disabled')
      expect(await notice.endResignations(payload, dd(), at(addDays(endsOn, 1)))).toBe(1)
      expect(await duesRow(dues.id)).toMatchObject({ collection_state: 'ended' })
      expect((await payload.findByID({ collection: 'members', id: memberId, overrideAccess: true, depth: 0 })).status).toBe('Disabled')
      expect(await notice.giveNotice(payload, { memberId }, 'member', null)).toEqual({ ok: false, status: 409, message: 'This membership has ended.' })
    })

    it('Settings > Dues decide: no second attempt (arrears at the first failure), what arrears hold back, and the longest extension', async () => {
      const { memberInArrears } = await import('@/model/dues-standing')
      const { buyTickets } = await import('@/features/events/tickets/orders/purchase.server')
      await payload.updateGlobal({ slug: 'dues-settings', overrideAccess: true, data: { retryFailedPayments: false, arrearsHoldBack: ['member-tickets'], maxExtensionDays: 14 } })
      try {
        const lead = await applied(local.SANDBOX_PAYMENTS_FAIL_ACCOUNT, '2000-01-01')
        const dues = await approve(lead.id)
        const memberId = await memberOf(lead.id)
        await worker.runDues(payload)
        await deliver()
        const first = (await duesRow(dues.id)).first_collection as string
        await moveTo(addDays(first, 1))
        // The first failures are not tried again: arrears at once, owing both.
        expect((await paymentsOf(dues.id)).map((p) => [p.kind, p.failures, Boolean(p.retried)])).toEqual([
          ['joining', 1, false],
          ['monthly', 1, false],
        ])
        expect(await duesRow(dues.id)).toMatchObject({ standing: 'arrears', balance: 400 })
        const mail = await rows<{ subject: string; text: string }>(`SELECT subject, text FROM outbox WHERE "to" = $1 AND subject LIKE '%arrears%'`, [lead.emailAddress])
        expect(mail).toHaveLength(1)
        expect(mail[0]!.text).toMatch(/^Dear Dana,\n\nA payment could not be collected, so your membership dues are now in arrears: £(250|150) is owed\./)

        // Tables are not held back by these settings; a members' event's tickets are, an open event's are not.
        expect(await memberInArrears(payload, memberId, 'tables')).toBe(false)
        expect(await memberInArrears(payload, memberId, 'member-tickets')).toBe(true)
        const club = (await payload.create({ collection: 'clubs', overrideAccess: true, data: { name: 'City', address: '1 Cheapside, London', locationId: 7 } as never })).id
        const media = (await payload.create({ collection: 'media', overrideAccess: true, data: { alt: 'Clubhouse mark' }, filePath: path.resolve('src/app/icon.svg') })).id
        const event = async (eventType: string) =>
          (await payload.create({
            collection: 'events',
            overrideAccess: true,
            data: { title: `Supper for ${eventType}`, slug: '', startsAt: new Date(Date.now() + 30 * 86_400_000).toISOString(), club, eventType, eventStatus: 'on-sale', eventCategories: ['social'], headerImage: media, visible: true, tickets: [{ itemTitle: 'Seat', itemPrice: 25, itemMinimumPurchase: 1, itemMaximumPurchase: 4, quantityAvailable: 20 }] } as never,
          })) as unknown as { slug: string }
        const order = { fullName: 'Dana Payer', email: lead.emailAddress, phone: '+44 20 7123 4567', items: [{ index: 0, quantity: 2 }] }
        const buy = async (slug: string, who: number | undefined, key: string) => buyTickets(payload, slug, order, { idempotencyKey: key, ip: '198.51.100.77', memberId: who })
        const members = await event('members')
        expect(await buy(members.slug, memberId, 'arrears-members-0001')).toEqual({
          ok: false,
          status: 409,
          message: 'Your membership dues are in arrears, so tickets to members’ events cannot be bought online until they are settled. See My membership, or call the club.',
        })
        expect(await payload.count({ collection: 'ticket-orders', overrideAccess: true })).toMatchObject({ totalDocs: 0 })
        // The same request from the same address without the member (or to an open event) is sold: only the member's standing refused it.
        expect(await buy(members.slug, undefined, 'arrears-members-0002')).toMatchObject({ ok: true })
        expect(await buy((await event('public')).slug, memberId, 'arrears-public-0001')).toMatchObject({ ok: true })

        // Extensions: at most the setting's days.
        const extend = (until: string) =>
          backOfficeApi(
            config,
            new Request(`http://localhost:3000/api/dues/${dues.id}/extend`, { method: 'POST', headers: { Authorization: `JWT ${salesToken}`, 'Content-Type': 'application/json', Origin: 'http://127.0.0.1:9' }, body: JSON.stringify({ reason: 'Paying soon', until }) }),
          )
        const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(new Date())
        const tooFar = await extend(addDays(today, 15))
        expect([tooFar.status, await tooFar.json()]).toEqual([400, { errors: [{ message: 'Choose a day after today and at most 14 days ahead.', field: 'until' }] }])
        expect((await extend(addDays(today, 14))).status).toBe(200)
        expect(await memberInArrears(payload, memberId, 'member-tickets')).toBe(false)
      } finally {
        await payload.updateGlobal({ slug: 'dues-settings', overrideAccess: true, data: { retryFailedPayments: true, arrearsHoldBack: ['tables', 'member-tickets'], maxExtensionDays: 90 } })
      }
    })

    it('the members’ calls answer 401 signed out', async () => {
      for (const call of [() => api.GET('/v1/api/Member/dues'), () => api.GET('/v1/api/Member/payments')]) {
        const { response } = await call()
        expect(response.status).toBe(401)
        expect(response.headers.get('www-authenticate')).toBe('Bearer')
      }
      const res = await api.POST('/v1/api/Member/dues/mandate')
      expect([res.response.status, res.error]).toEqual([401, { message: 'Please log in to set up a Direct Debit.' }])
      const refused = await api.POST('/v1/api/Member/dues/notice')
      expect([refused.response.status, refused.error]).toEqual([401, { message: 'Please log in to give notice.' }])
    })
  })
}
