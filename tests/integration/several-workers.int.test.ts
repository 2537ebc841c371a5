import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { embeddedDatabase, type TestDatabase } from './engines'

/**
 * Issue 35 §2, docs/decisions/066: the worker of every instance runs the same queues on one
 * database. Payload's job runner marks the jobs it takes as processing after reading them (not in
 * one statement), so two runners at once can both take a job; each queue's run is therefore
 * exclusive across the database. Two workers draining at once here send each invitation once.
 */
describe('two workers on one database', () => {
  let db: TestDatabase
  let payload: Payload
  let dataDir: string

  beforeAll(async () => {
    db = await embeddedDatabase()
    dataDir = mkdtempSync(path.join(tmpdir(), 'clubhouse-workers-it-'))
    Object.assign(process.env, { PAYLOAD_SECRET: 'integration-test-secret-0123456789abcdef', DATA_DIR: dataDir, SERVER_URL: 'https://club.example' })
    process.env.DATABASE_URL = db.url
    const [configModule, payloadModule] = await Promise.all([import('@/payload.config'), import('payload')])
    payload = await payloadModule.getPayload({ config: configModule.default })
  })

  afterAll(async () => {
    await payload?.destroy()
    await db?.drop()
    rmSync(dataDir, { recursive: true, force: true })
  })

  const invitationsTo = async (emails: string[]) =>
    (
      await (payload.db as unknown as { pool: { query: (t: string, p: unknown[]) => Promise<{ rows: { to: string; n: number }[] }> } }).pool.query(
        `SELECT "to", count(*)::int AS n FROM outbox WHERE "to" = ANY($1::text[]) GROUP BY "to" ORDER BY "to"`,
        [emails],
      )
    ).rows

  it('run a job of one name one at a time: a second runner skips while the first runs, and runs once it is done', async () => {
    const { exclusively } = await import('@/lib/db/exclusive')
    let release!: () => void
    let entered!: () => void
    const held = new Promise<void>((resolve) => (release = resolve))
    const inside = new Promise<void>((resolve) => (entered = resolve))
    const first = exclusively(payload, 'test-job', async () => {
      entered()
      await held
      return 'first'
    })
    // The first is running and holds the lock until released: a second, meanwhile, does not run (another name does).
    await inside
    expect(await exclusively(payload, 'test-job', async () => 'second')).toEqual({ ran: false })
    expect(await exclusively(payload, 'other-job', async () => 'other')).toEqual({ ran: true, value: 'other' })
    release()
    expect(await first).toEqual({ ran: true, value: 'first' })
    expect(await exclusively(payload, 'test-job', async () => 'third')).toEqual({ ran: true, value: 'third' })
  })

  it('send each queued invitation once when both drain the queue at once', { timeout: 60_000 }, async () => {
    const { drainMemberInvitations } = await import('@/features/members/accounts/invitations.server')
    const emails = Array.from({ length: 12 }, (_, i) => `added-${String(i).padStart(2, '0')}@example.com`)
    for (const email of emails) {
      await payload.create({ collection: 'members', overrideAccess: true, data: { email, firstName: 'Added', lastName: 'ByHand', status: 'Invited' } as never })
    }
    const runs = await Promise.all([drainMemberInvitations(payload), drainMemberInvitations(payload)])
    // Whichever ran, all were sent, each once; a worker that found the queue taken ran nothing.
    expect(runs.reduce((a, b) => a + b, 0)).toBe(12)
    expect(await invitationsTo(emails)).toEqual(emails.map((to) => ({ to, n: 1 })))
    const left = await payload.count({ collection: 'payload-jobs', overrideAccess: true })
    expect(left.totalDocs).toBe(0)
  })
})
