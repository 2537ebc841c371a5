import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import type { Payload } from 'payload'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { embeddedDatabaseUrl } from '@/lib/db/embedded'
import { startEmbeddedServer, type EmbeddedServer } from '@/lib/db/embedded-server'

const dirs: string[] = []
const tempDir = (prefix: string) => {
  const dir = mkdtempSync(path.join(tmpdir(), prefix))
  dirs.push(dir)
  return dir
}
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

const tour = (i: number) => ({
  title: 'Ms', firstName: 'Outage', lastName: 'Visitor', emailAddress: `outage-${i}@example.com`, mobileNumber: `+4477009${String(i).padStart(5, '0')}`,
  dateOfBirth: '1990-01-02', locationId: 5, clientType: 'Club', termsAccepted: true,
})

/** The database goes away under the app and comes back: the API says 503 quickly, then serves again by itself. */
describe('when the database server stops', () => {
  let database: EmbeddedServer
  let databaseDir: string
  let payload: Payload
  let submitTour: typeof import('@/features/enquiries/submit.server').submitTour
  let n = 0
  const submit = async () => {
    const started = performance.now()
    const result = await submitTour(tour(n++), { source: 'tour-api', ip: '127.0.0.1', idempotencyKey: `outage-key-${n}-${Date.now()}`, async: true })
    return { result, ms: performance.now() - started }
  }

  beforeAll(async () => {
    databaseDir = tempDir('clubhouse-outage-db-')
    database = await startEmbeddedServer(databaseDir)
    Object.assign(process.env, {
      DATABASE_URL: database.url,
      PAYLOAD_SECRET: 'integration-test-secret-0123456789abcdef',
      DATA_DIR: tempDir('clubhouse-outage-app-'),
      ENQUIRY_RATE_LIMIT: '0',
    })
    const [{ default: config }, { getPayload }, submitModule] = await Promise.all([
      import('@/payload.config'),
      import('payload'),
      import('@/features/enquiries/submit.server'),
    ])
    submitTour = submitModule.submitTour
    payload = await getPayload({ config })
    await payload.create({ collection: 'clubs', overrideAccess: true, data: { name: 'Fulham', address: 'Fulham', locationId: 5 } as never })
  })

  afterAll(async () => {
    await payload?.destroy()
    ;(payload?.db as unknown as { pool?: { on: (e: 'error', f: () => void) => void } } | undefined)?.pool?.on('error', () => {})
    await database?.stop()
    dirs.forEach((d) => rmSync(d, { recursive: true, force: true }))
  })

  it('answers 503 with Retry-After within 10 s while it is down, and serves again within 10 s of its return, without a restart', async () => {
    expect((await submit()).result).toMatchObject({ ok: true, status: 202 })

    await database.stop()
    for (let i = 0; i < 3; i++) {
      const { result, ms } = await submit()
      expect(result).toMatchObject({ ok: false, status: 503 })
      expect(result.ok === false && 'retryAfterSeconds' in result && result.retryAfterSeconds).toBeGreaterThan(0)
      expect(ms).toBeLessThan(10_000)
    }

    database = await startEmbeddedServer(databaseDir, { port: database.port })
    const back = performance.now()
    let served = false
    while (!served && performance.now() - back < 10_000) {
      served = (await submit()).result.ok
      if (!served) await sleep(250)
    }
    expect(served).toBe(true)
    // Both acknowledged submissions become leads once the database is back; the refused ones never.
    await (await import('@/features/enquiries/submit.server')).notificationsSettled()
    await expect.poll(async () => (await payload.count({ collection: 'leads', overrideAccess: true })).totalDocs, { timeout: 10_000 }).toBe(2)
  })
})

describe('the embedded server', () => {
  it('is started again on its port when it stops without being asked', async () => {
    const dir = tempDir('clubhouse-outage-embedded-')
    const url = await embeddedDatabaseUrl(dir)
    const pid = Number(readFileSync(path.join(dir, 'postgres/postmaster.pid'), 'utf8').split('\n')[0])
    process.kill(pid, 'SIGKILL')
    const killed = performance.now()
    let answered = false
    while (!answered && performance.now() - killed < 15_000) {
      const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1000 })
      answered = await client.connect().then(() => client.query('select 1').then(() => true), () => false)
      await client.end().catch(() => {})
      if (!answered) await sleep(250)
    }
    expect(answered).toBe(true)
  })
})
