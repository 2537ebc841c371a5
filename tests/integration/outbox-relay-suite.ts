import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import pg from 'pg'
import type { Payload, SanitizedConfig } from 'payload'
import { renderToStaticMarkup } from 'react-dom/server'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'

import type { EmailMessage, EmailPort } from '@/integrations/email/email'
import type { SmtpTestServer } from '@/integrations/email/smtp-test-server'

import type { CreateDatabase, TestDatabase } from './engines'
import { backOfficeApi } from './staff-routes'

type Row = { id: number; to: string; status: string; attempts: number; next_attempt_at: Date | null; retry_until: Date | null; sealed: string | null; text: string; error: string | null }
type Staff = { id: number; email: string; roles: string[]; collection: 'users' }

const SECRET = 'integration-test-secret-0123456789abcdef'
const FROM = 'The Club <hello@club.test>'
const HOUR = 60 * 60_000
const CHILD = path.resolve(import.meta.dirname, '../support/outbox-relay-child.ts')

/**
 * Issue 32 §1: e-mail is delivered at least once (docs/decisions/042). The worker's relay against a
 * real SMTP server on a loopback socket (src/integrations/email/smtp-test-server.ts) and a real
 * database: an outage, a worker killed with SIGKILL between its claim and its send (and once where
 * the server held its answer), two relays on the same rows, and the end of the retry window, with
 * the administrators' list of failed e-mails and their "Send again". The relay's clock is moved on
 * instead of waiting for the back-off.
 */
export function outboxRelaySuite(engine: string, createDatabase: CreateDatabase) {
  describe(`Outbox relay on ${engine}`, () => {
    let db: TestDatabase
    let payload: Payload
    let config: Promise<SanitizedConfig>
    let dataDir: string
    let smtp: typeof import('@/integrations/email/smtp')
    let testServer: typeof import('@/integrations/email/smtp-test-server')
    let relay: typeof import('@/integrations/email/relay')
    let withTransaction: typeof import('@/lib/db/transaction').withTransaction
    const staff: Record<'admin' | 'sales', { user: Staff; token: string }> = {} as never
    const servers: SmtpTestServer[] = []
    const children: ChildProcess[] = []
    const pools: pg.Pool[] = []
    let serial = 0

    beforeAll(async () => {
      db = await createDatabase()
      dataDir = mkdtempSync(path.join(tmpdir(), 'clubhouse-relay-it-'))
      // SMTP_URL set, so the resend route knows there is a mail server; each test makes its own port to its own server.
      Object.assign(process.env, { PAYLOAD_SECRET: SECRET, DATA_DIR: dataDir, DATABASE_URL: db.url, SMTP_URL: 'smtp://127.0.0.1:25' })
      const [configModule, payloadModule] = await Promise.all([import('@/payload.config'), import('payload')])
      ;[smtp, testServer, relay, { withTransaction }] = await Promise.all([
        import('@/integrations/email/smtp'),
        import('@/integrations/email/smtp-test-server'),
        import('@/integrations/email/relay'),
        import('@/lib/db/transaction'),
      ])
      config = configModule.default
      payload = await payloadModule.getPayload({ config })
      for (const role of ['admin', 'sales'] as const) {
        const email = `${role}@relay.test`
        const password = `${role}-password-123`
        const doc = await payload.create({ collection: 'users', overrideAccess: true, data: { email, password, roles: [role] } as never })
        const { token } = await payload.login({ collection: 'users', data: { email, password } })
        staff[role] = { user: { ...(doc as unknown as Staff), collection: 'users' }, token: token! }
      }
    })

    beforeEach(() => {
      // The relay reports each failed attempt; the outages here are on purpose.
      vi.spyOn(console, 'error').mockImplementation(() => {})
    })

    afterEach(async () => {
      vi.restoreAllMocks()
      for (const child of children.splice(0)) child.kill('SIGKILL')
      await Promise.all(servers.splice(0).map((s) => s.close()))
      await Promise.all(pools.splice(0).map((p) => p.end()))
    })

    afterAll(async () => {
      await payload?.destroy()
      ;(payload?.db as unknown as { pool?: { on: (e: 'error', f: () => void) => void } } | undefined)?.pool?.on('error', () => {})
      await db?.drop()
      rmSync(dataDir, { recursive: true, force: true })
    })

    const startServer = async (options: Parameters<typeof testServer.startSmtpTestServer>[0] = {}) => {
      const server = await testServer.startSmtpTestServer(options)
      servers.push(server)
      return server
    }
    const urlOf = (port: number) => `smtp://club:s3cret@127.0.0.1:${port}`
    const portTo = (port: number): EmailPort => smtp.createSmtpPort({ url: urlOf(port), from: FROM, secret: SECRET, retryDelaysMs: [1, 1] })
    const message = (subject: string): EmailMessage => ({ to: `guest-${++serial}@example.com`, subject, text: `Dear guest,\n\n${subject}.` })

    /** Written in a transaction that commits, and never delivered: what a crash between the commit and the send leaves. */
    const queueCommitted = (port: EmailPort, messages: EmailMessage[]) =>
      withTransaction(payload, async (req) => {
        const ids: number[] = []
        for (const m of messages) ids.push(await port.queue(payload, m, req))
        return ids
      })

    const rows = async (ids: number[]): Promise<Row[]> =>
      (await payload.db.pool.query<Row>('SELECT id, "to", status, attempts::int AS attempts, next_attempt_at, retry_until, sealed, text, error FROM outbox WHERE id = ANY($1::int[]) ORDER BY id', [ids])).rows

    const at = (time: number) => () => new Date(time)
    const arrivals = (server: SmtpTestServer) => server.received.map((m) => m.to.join(','))
    const until = async (what: string, ok: () => boolean) => {
      const deadline = Date.now() + 20_000
      while (!ok()) {
        if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`)
        await new Promise((r) => setTimeout(r, 20))
      }
    }

    const startChild = (env: Record<string, string>) => {
      const child = spawn(process.execPath, ['--import', 'tsx', CHILD], {
        env: { ...process.env, DATABASE_URL: db.url, RELAY_SECRET: SECRET, ...env },
        stdio: ['ignore', 'pipe', 'inherit'],
      })
      children.push(child)
      let out = ''
      child.stdout!.on('data', (chunk: Buffer) => (out += chunk.toString()))
      const exited = new Promise<NodeJS.Signals | number | null>((resolve) => child.on('exit', (code, signal) => resolve(signal ?? code)))
      return { child, output: () => out, exited }
    }

    it('delivers a queued e-mail that a crash between the commit and the send left behind', async () => {
      const server = await startServer()
      const port = portTo(server.port)
      const [id] = await queueCommitted(port, [message('Your continue link')])
      expect(server.received).toHaveLength(0)

      expect(await port.relay(payload)).toBe(1)
      expect(arrivals(server)).toEqual([(await rows([id!]))[0]!.to])
      expect(await rows([id!])).toMatchObject([{ status: 'sent', attempts: 1, next_attempt_at: null, error: null }])
      expect(await port.relay(payload)).toBe(0)
      expect(server.received).toHaveLength(1)
    })

    it('delivers a queued message with the attachments stored on its outbox row, once', async () => {
      const server = await startServer()
      const port = portTo(server.port)
      const calendar = { filename: 'supper.ics', contentType: 'text/calendar; charset=utf-8; method=PUBLISH', content: 'BEGIN:VCALENDAR\r\nSUMMARY:Supper — Café Room\r\nEND:VCALENDAR\r\n' }
      const ids = await queueCommitted(port, [{ ...message('Your tickets'), attachments: [calendar] }])
      await port.deliver(payload, ids)
      await port.deliver(payload, ids)
      expect(server.received).toHaveLength(1)
      const data = server.received[0]!.data
      expect(data).toMatch(/^Subject: Your tickets$/m)
      expect(data).toContain('filename=supper.ics')
      expect(await rows(ids)).toMatchObject([{ status: 'sent', attempts: 1 }])
    })

    it('sends every e-mail exactly once when the server is down for the first attempts and then comes back', async () => {
      const down = await testServer.closedPort()
      const port = portTo(down)
      const start = Date.now()
      const ids = await queueCommitted(port, [message('Decision one'), message('Decision two'), message('Decision three')])
      await port.deliver(payload, ids)
      // A password reset: the outbox keeps it without the link, the relay has the real body sealed.
      const link = 'https://club.test/admin/reset/abcdefghijklmnopqrstuvwxyz0123456789'
      const reset = await port.send(payload, { ...message('Reset your password'), text: `Reset: ${link}`, outboxCopy: { text: 'Reset: [link removed]' } })
      expect(reset.status).toBe('queued')
      const all = [...ids, Number(reset.id)]

      const first = await rows(all)
      expect(first.map((r) => r.status)).toEqual(['queued', 'queued', 'queued', 'queued'])
      expect(first.every((r) => r.error?.includes('ECONNREFUSED') && r.next_attempt_at!.getTime() > start)).toBe(true)
      const withheld = first[3]!
      expect(withheld.text).toBe('Reset: [link removed]')
      expect(withheld.sealed).toBeTruthy()
      expect(withheld.sealed).not.toContain('club.test')
      // Nor can staff filter on it: the field is no API's.
      const probe = await backOfficeApi(config, new Request(`http://localhost:3000/api/outbox?where[sealed][exists]=true&depth=0`, { headers: { Authorization: `JWT ${staff.admin.token}` } }))
      expect([400, 403]).toContain(probe.status)
      expect(await probe.text()).not.toContain(withheld.sealed!)
      // Nothing is due yet: the back-off holds.
      expect(await port.relay(payload)).toBe(0)

      // An hour on, still down: every row tried again, and put back.
      expect(await port.relay(payload, { now: at(start + HOUR) })).toBe(4)
      const second = await rows(all)
      expect(second.map((r) => r.status)).toEqual(['queued', 'queued', 'queued', 'queued'])
      for (const [i, row] of second.entries()) {
        expect(row.attempts).toBe(first[i]!.attempts + 1)
        expect(row.next_attempt_at!.getTime()).toBeGreaterThan(start + HOUR)
      }

      const server = await startServer({ port: down })
      expect(await port.relay(payload, { now: at(start + 3 * HOUR) })).toBe(4)
      expect(arrivals(server).sort()).toEqual(first.map((r) => r.to).sort())
      expect(server.received.find((m) => m.to[0] === withheld.to)!.data.replace(/=\r\n/g, '')).toContain(link)
      const sent = await rows(all)
      expect(sent.map((r) => [r.status, r.sealed])).toEqual([
        ['sent', null],
        ['sent', null],
        ['sent', null],
        ['sent', null],
      ])
      expect(sent[3]!.text).toBe('Reset: [link removed]')

      expect(await port.relay(payload, { now: at(start + 30 * HOUR) })).toBe(0)
      expect(server.received).toHaveLength(4)

      // Staff reading the outbox never see the sealed body or the claim.
      const res = await backOfficeApi(config, new Request(`http://localhost:3000/api/outbox/${withheld.id}`, { headers: { Authorization: `JWT ${staff.admin.token}` } }))
      const doc = (await res.json()) as Record<string, unknown>
      expect(res.status).toBe(200)
      expect(doc.text).toBe('Reset: [link removed]')
      expect(Object.keys(doc)).not.toContain('sealed')
      expect(Object.keys(doc)).not.toContain('claim')
    })

    it('still delivers an e-mail whose worker was killed (SIGKILL) between its claim and the send, and not while the claim holds', async () => {
      const server = await startServer()
      const port = portTo(server.port)
      const [id] = await queueCommitted(port, [message('Welcome to the club')])
      const worker = startChild({ SMTP_URL: server.url, RELAY_STOP: 'claim' })
      await until('the child’s claim', () => worker.output().includes(`claimed ${id}`))
      expect(await rows([id!])).toMatchObject([{ status: 'queued', attempts: 1 }])

      // While the claim holds, another relay leaves the row alone.
      expect(await port.relay(payload)).toBe(0)
      worker.child.kill('SIGKILL')
      expect(await worker.exited).toBe('SIGKILL')
      expect(server.received).toHaveLength(0)

      // Once the killed worker's lease has lapsed, the next run sends it: once, since the killed one never reached the server.
      expect(await port.relay(payload, { now: at(Date.now() + 5 * 60_000 + 1000) })).toBe(1)
      expect(server.received).toHaveLength(1)
      expect(await rows([id!])).toMatchObject([{ status: 'sent', attempts: 2 }])
    })

    it('sends again an e-mail whose worker was killed while the server held its answer: the one duplicate allowed', async () => {
      let release = () => {}
      const held = new Promise<void>((resolve) => (release = resolve))
      // The first message's 250 is held back until the worker that sent it is dead.
      const server = await startServer({ beforeReply: () => (server.received.length === 1 ? held : Promise.resolve()) })
      const port = portTo(server.port)
      const [id] = await queueCommitted(port, [message('Your booking')])
      const worker = startChild({ SMTP_URL: server.url })
      await until('the message at the server', () => server.received.length === 1)
      worker.child.kill('SIGKILL')
      expect(await worker.exited).toBe('SIGKILL')
      release()
      expect(await rows([id!])).toMatchObject([{ status: 'queued', attempts: 1 }])

      expect(await port.relay(payload, { now: at(Date.now() + 5 * 60_000 + 1000) })).toBe(1)
      // Twice: the server had the message, but SMTP's answer never reached a worker that could record
      // it. This is the only duplicate at-least-once allows; with an answer, there is none (above).
      expect(server.received).toHaveLength(2)
      expect(await rows([id!])).toMatchObject([{ status: 'sent', attempts: 2 }])
    })

    it('sends each e-mail once when two relays work the same rows at the same time', async () => {
      // A short wait before each answer, so the two relays' sends overlap.
      const server = await startServer({ beforeReply: () => new Promise((r) => setTimeout(r, 10)) })
      const ids = await queueCommitted(
        portTo(server.port),
        Array.from({ length: 24 }, (_, i) => message(`Reminder ${i + 1}`)),
      )
      const relayOf = () => {
        const pool = new pg.Pool({ connectionString: db.url, max: 2 })
        pools.push(pool)
        return relay.relayOutbox(pool, smtp.createSender({ url: server.url, from: FROM }), { secret: SECRET, isTransient: smtp.isTransient, describe: smtp.describe })
      }
      const [a, b] = await Promise.all([relayOf(), relayOf()])

      // The control: both relays sent some of the rows, so they were at them together.
      expect(a).toBeGreaterThan(0)
      expect(b).toBeGreaterThan(0)
      expect(a + b).toBe(24)
      const to = (await rows(ids)).map((r) => r.to)
      expect(arrivals(server).sort()).toEqual([...to].sort())
      expect(new Set(arrivals(server)).size).toBe(24)
      expect((await rows(ids)).every((r) => r.status === 'sent' && r.attempts === 1)).toBe(true)
    })

    it('marks an e-mail failed after a day of retries, lists it for administrators, and sends it again on request', async () => {
      const down = await testServer.closedPort()
      const port = portTo(down)
      const [id] = await queueCommitted(port, [message('Your membership decision')])
      await port.deliver(payload, [id!])
      const reset = await port.send(payload, { ...message('Reset your password'), text: 'Reset: https://club.test/reset/abcdefghijklmnopqrstuvwxyz', outboxCopy: { text: 'Reset: [link removed]' } })
      const both = [id!, Number(reset.id)]
      const retryUntil = (await rows(both))[0]!.retry_until!.getTime()

      // The relay's clock jumps from one due attempt to the next while the server stays down.
      let clock = Date.now()
      for (let run = 0; run < 200; run++) {
        const queued = (await rows(both)).filter((r) => r.status === 'queued')
        if (queued.length === 0) break
        clock = Math.min(...queued.map((r) => r.next_attempt_at!.getTime()))
        await port.relay(payload, { now: at(clock) })
      }
      const failed = await rows(both)
      expect(failed.map((r) => [r.status, r.sealed])).toEqual([
        ['failed', null],
        ['failed', null],
      ])
      // Tried for the whole day, the last attempt at its end, with back-off between (tens of attempts, not thousands).
      expect(clock).toBeGreaterThanOrEqual(retryUntil)
      expect(failed[0]!.attempts).toBeGreaterThan(15)
      expect(failed[0]!.attempts).toBeLessThan(60)
      expect(failed[0]!.error).toMatch(/ECONNREFUSED.*tried for a day/)

      const { Dashboard } = await import('@/admin/Dashboard')
      const forAdmin = renderToStaticMarkup((await Dashboard({ payload, user: staff.admin.user } as never))!)
      expect(forAdmin).toContain('E-mails not delivered')
      expect(forAdmin).toContain('Your membership decision')
      expect(forAdmin).toMatch(/<button[^>]*>Send again<\/button>/)
      expect(forAdmin).toContain('Reset your password')
      expect(forAdmin).toContain('ask the recipient to request a new one')
      const forSales = renderToStaticMarkup((await Dashboard({ payload, user: staff.sales.user } as never))!)
      expect(forSales).not.toContain('E-mails not delivered')
      expect(forSales).toContain('New leads today')

      const resend = (role: 'admin' | 'sales', outboxId: number) =>
        backOfficeApi(config, new Request(`http://localhost:3000/api/outbox/${outboxId}/resend`, { method: 'POST', headers: { Authorization: `JWT ${staff[role].token}` } }))
      expect((await resend('sales', id!)).status).toBe(403)
      const withheld = await resend('admin', Number(reset.id))
      expect(withheld.status).toBe(409)
      expect(((await withheld.json()) as { errors: { message: string }[] }).errors[0]!.message).toMatch(/private link that is no longer kept/)

      // The worker LISTENs for the resend's wake-up.
      const listener = new pg.Client({ connectionString: db.url })
      await listener.connect()
      const woken = new Promise<string | undefined>((resolve) => listener.on('notification', (n) => resolve(n.payload)))
      await listener.query(`LISTEN ${relay.OUTBOX_CHANNEL}`)
      const res = await resend('admin', id!)
      expect(res.status).toBe(200)
      expect(await res.json()).toEqual({ id, status: 'queued' })
      expect(await woken).toBe(String(id))
      await listener.end()
      expect((await resend('admin', id!)).status).toBe(409)

      const server = await startServer({ port: down })
      expect(await port.relay(payload)).toBe(1)
      expect(server.received).toHaveLength(1)
      expect(server.received[0]!.data).toMatch(/^Subject: Your membership decision$/m)
      expect(await rows([id!])).toMatchObject([{ status: 'sent', attempts: 1 }])
      const after = renderToStaticMarkup((await Dashboard({ payload, user: staff.admin.user } as never))!)
      expect(after).not.toContain('Your membership decision')
    })
  })
}
