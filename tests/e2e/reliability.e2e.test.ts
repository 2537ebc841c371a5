import { readFileSync } from 'node:fs'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import { copyDataDir, startFreshApp } from '../../scripts/fresh-app.mjs'
import { e2eApp } from './app'
import { ADMIN as STAFF, E2E_APP_ENV } from './app-env'

/**
 * Issue 11's reliability checks, on an app of its own started as `npm start` starts it (launcher,
 * web server, submissions worker, embedded PostgreSQL) from the end-to-end build, on a copy of
 * the seeded data directory (its database and its administrator) that no other test touches.
 */
const start = (dataDir: string) => startFreshApp({ distDir: e2eApp().distDir, reuseBuild: true, quiet: true, dataDir, env: E2E_APP_ENV })
type App = Awaited<ReturnType<typeof startFreshApp>>

const tour = (email: string) =>
  JSON.stringify({ title: 'Ms', firstName: 'Load', lastName: 'Visitor', emailAddress: email, mobileNumber: '+447700900123', dateOfBirth: '1990-01-02', locationId: 15, clientType: 'Club', termsAccepted: true })

async function submit(app: App, email: string, key: string) {
  const started = performance.now()
  try {
    const res = await fetch(`${app.baseURL}/v1/api/Customer?useAsync=true`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': key },
      body: tour(email),
      signal: AbortSignal.timeout(30_000),
    })
    const body = (await res.json().catch(() => ({}))) as { id?: number }
    return { status: res.status, retryAfter: res.headers.get('retry-after'), id: body.id, ms: performance.now() - started }
  } catch {
    return { status: 0, retryAfter: null, id: undefined, ms: performance.now() - started }
  }
}

async function staffToken(app: App): Promise<string> {
  const res = await fetch(`${app.baseURL}/api/users/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(STAFF) })
  return ((await res.json()) as { token: string }).token
}

async function all<T>(app: App, token: string, collection: string, select: string): Promise<T[]> {
  const res = await fetch(`${app.baseURL}/api/${collection}?limit=5000&depth=0&pagination=false&${select}`, { headers: { authorization: `JWT ${token}` } })
  return ((await res.json()) as { docs: T[] }).docs
}

describe('under load', () => {
  let app: App

  beforeAll(async () => {
    const dataDir = `${inject('pristineDataDir')}-reliability`
    copyDataDir(inject('pristineDataDir'), dataDir)
    app = await start(dataDir)
  }, 240_000)

  afterAll(async () => {
    await app?.stop()
  })

  it('answers 503 with Retry-After while the database is stopped, never 500 or a wait over 10 s, and serves again within 10 s of its return', async () => {
    const replies: Awaited<ReturnType<typeof submit>>[] = []
    let n = 0
    let running = true
    const sender = async () => {
      while (running) replies.push(await submit(app, `outage-${n}@example.com`, `outage-key-${String(n++).padStart(6, '0')}`))
    }
    const senders = Array.from({ length: 10 }, sender)
    await new Promise((r) => setTimeout(r, 1000))

    // A fast shutdown, as an operator's `pg_ctl stop` does; the app's supervisor starts it again.
    const postmaster = Number(readFileSync(path.join(app.dataDir, 'postgres/postmaster.pid'), 'utf8').split('\n')[0])
    const stopped = replies.length
    process.kill(postmaster, 'SIGINT')
    await expect.poll(() => replies.slice(stopped).some((r) => r.status === 503), { timeout: 10_000 }).toBe(true)
    const refusedAt = replies.length
    await expect.poll(() => replies.slice(refusedAt).some((r) => r.status === 202), { timeout: 10_000 }).toBe(true)
    await new Promise((r) => setTimeout(r, 1000))
    running = false
    await Promise.all(senders)

    const statuses = new Set(replies.map((r) => r.status))
    expect([...statuses].sort()).toEqual([202, 503])
    for (const r of replies.filter((x) => x.status === 503)) expect(Number(r.retryAfter)).toBeGreaterThan(0)
    expect(Math.max(...replies.map((r) => r.ms))).toBeLessThan(10_000)
    const refused = replies.filter((r) => r.status === 503).length
    console.log(`database stopped under load: ${replies.length} replies, ${refused} of them 503, slowest ${Math.round(Math.max(...replies.map((r) => r.ms)))} ms`)
  }, 120_000)

  it('keeps every acknowledged submission through a kill -9 of the whole app, as exactly one lead with its two e-mails', async () => {
    const acknowledged = new Map<string, number>()
    let n = 0
    let sending = true
    const sender = async () => {
      while (sending) {
        const i = n++
        const email = `killed-${i}@example.com`
        const key = `killed-key-${String(i).padStart(6, '0')}`
        // Each submission is sent twice, as a client retrying would.
        const [a, b] = await Promise.all([submit(app, email, key), submit(app, email, key)])
        for (const r of [a, b]) if (r.status === 202 && r.id !== undefined) acknowledged.set(email, r.id)
      }
    }
    const senders = Array.from({ length: 20 }, sender)
    await expect.poll(() => acknowledged.size, { timeout: 60_000 }).toBeGreaterThanOrEqual(150)
    app.kill()
    sending = false
    await Promise.all(senders)

    app = await start(app.dataDir)
    const token = await staffToken(app)
    type LeadRow = { id: number; emailAddress: string }
    type MailRow = { about?: { relationTo: string; value: number } | null }
    const killedLeads = async () => (await all<LeadRow>(app, token, 'leads', 'select[emailAddress]=true&where[emailAddress][like]=killed-')).filter((l) => l.emailAddress.startsWith('killed-'))
    await expect.poll(async () => (await killedLeads()).filter((l) => acknowledged.has(l.emailAddress)).length, { timeout: 60_000 }).toBe(acknowledged.size)

    const leads = await killedLeads()
    console.log(`kill -9 under load: ${acknowledged.size} submissions acknowledged before the kill; ${leads.length} leads after the restart (the rest were stored but their replies lost)`)
    const byEmail = new Map<string, number[]>()
    for (const lead of leads) byEmail.set(lead.emailAddress, [...(byEmail.get(lead.emailAddress) ?? []), lead.id])
    for (const [email, id] of acknowledged) expect(byEmail.get(email), email).toEqual([id])
    for (const [email, ids] of byEmail) expect(ids.length, `${email} stored once`).toBe(1)

    await expect.poll(async () => {
      const mails = await all<MailRow>(app, token, 'outbox', 'select[about]=true')
      const perLead = new Map<number, number>()
      for (const m of mails) if (m.about?.relationTo === 'leads') perLead.set(m.about.value, (perLead.get(m.about.value) ?? 0) + 1)
      return leads.filter((l) => perLead.get(l.id) !== 2).map((l) => l.id)
    }, { timeout: 30_000 }).toEqual([])
  }, 300_000)
})
