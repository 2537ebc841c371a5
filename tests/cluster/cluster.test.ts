import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'

import sharp from 'sharp'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { E2E_DIST_DIR } from '../e2e/app-env'
import { type Instance, RATE_LIMIT, STAFF, startTopology, type Topology } from './topology'

/**
 * Issue 35 §3: two web instances and a worker on one PostgreSQL, Next's cache in Redis, uploads in
 * S3, nginx in front (tests/cluster/topology.ts), from the end-to-end build. What a club with two
 * instances relies on: a publish on A shows on B; a photo sent through A is served by B; limits
 * count across both; a retry sent to the other instance is the same submission; losing A under
 * load loses no acknowledged write and, once the proxy has noticed, costs no 5xx.
 */
const tour = (email: string) =>
  JSON.stringify({ title: 'Ms', firstName: 'Cluster', lastName: 'Visitor', emailAddress: email, mobileNumber: '+447700900123', dateOfBirth: '1990-01-02', locationId: 15, clientType: 'Club', termsAccepted: true })

type Reply = { status: number; id?: number; at: number; ms: number }

/**
 * `from`: the visitor's address, as the CDN in front of nginx gives it (TRUST_PROXY_HOPS=2 in
 * tests/cluster/topology.ts), so each test's visitors have limits of their own.
 */
async function submit(baseURL: string, email: string, key: string, from: string): Promise<Reply> {
  const at = Date.now()
  try {
    const res = await fetch(`${baseURL}/v1/api/Customer?useAsync=true`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': key, 'x-forwarded-for': from },
      body: tour(email),
      signal: AbortSignal.timeout(30_000),
    })
    // An answer cut off mid-body (its instance killed) is no answer: the visitor sends it again.
    const body = (await res.json()) as { id?: number }
    return { status: res.status, id: body.id, at, ms: Date.now() - at }
  } catch {
    return { status: 0, at, ms: Date.now() - at }
  }
}

async function staffToken(app: { baseURL: string }): Promise<string> {
  const res = await fetch(`${app.baseURL}/api/users/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(STAFF) })
  expect(res.status).toBe(200)
  return ((await res.json()) as { token: string }).token
}

const titleOf = async (app: Instance, path: string) => {
  const res = await fetch(`${app.baseURL}${path}`)
  return { status: res.status, cache: res.headers.get('x-nextjs-cache'), title: /<title>([^<]*)<\/title>/.exec(await res.text())?.[1] ?? '' }
}

describe('two instances behind a proxy', () => {
  let cluster: Topology

  beforeAll(async () => {
    cluster = await startTopology(process.env.CLUSTER_DIST_DIR ?? E2E_DIST_DIR)
  }, 300_000)

  afterAll(async () => {
    await cluster?.stop()
  })

  it('shows a page published on A on B within a second', async () => {
    const { a, b } = cluster
    const [page] = await cluster.query<{ id: number; title: string }>(`select id, title from pages where path = '/the-club'`)
    expect(page).toBeDefined()
    // B serves the page from the shared cache before the publish.
    await expect.poll(async () => (await titleOf(b, '/the-club')).cache, { timeout: 20_000, interval: 250 }).toBe('HIT')
    expect((await titleOf(b, '/the-club')).title).toContain(page!.title)

    const title = `The Club, published on A ${Date.now()}`
    const token = await staffToken(a)
    const res = await fetch(`${a.baseURL}/api/pages/${page!.id}`, { method: 'PATCH', headers: { 'content-type': 'application/json', authorization: `JWT ${token}` }, body: JSON.stringify({ title, _status: 'published' }) })
    expect(res.status).toBe(200)
    const published = Date.now()
    await expect.poll(async () => (await titleOf(b, '/the-club')).title, { timeout: 1_000, interval: 50 }).toContain(title)
    console.log(`cluster: B showed A's publish after ${Date.now() - published} ms`)
  })

  it('serves from B a picture uploaded through A, kept in S3 and not on A', async () => {
    const { a, b } = cluster
    const token = await staffToken(a)
    const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 180, g: 40, b: 90 } } }).png().toBuffer()
    const form = new FormData()
    form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), `cluster-${Date.now()}.png`)
    form.append('_payload', JSON.stringify({ alt: 'Uploaded through A' }))
    const res = await fetch(`${a.baseURL}/api/media`, { method: 'POST', headers: { authorization: `JWT ${token}` }, body: form })
    expect(res.status, await res.clone().text()).toBe(201)
    const { doc } = (await res.json()) as { doc: { filename: string } }
    const read = async (app: Instance) => {
      const r = await fetch(`${app.baseURL}/api/media/file/${encodeURIComponent(doc.filename)}`)
      return { status: r.status, type: r.headers.get('content-type'), bytes: Buffer.from(await r.arrayBuffer()) }
    }
    const [fromA, fromB] = [await read(a), await read(b)]
    expect(fromB.status).toBe(200)
    expect(fromB.type).toBe('image/webp')
    expect(fromB.bytes.equals(fromA.bytes)).toBe(true)
    expect((await sharp(fromB.bytes).metadata()).width).toBe(64)
    // In the bucket, and on no instance's disk.
    expect(await cluster.s3Keys()).toContainEqual(expect.stringMatching(new RegExp(`media/${doc.filename.replace('.', '\\.')}$`)))
    expect(existsSync(path.join(cluster.dataDir, 'media', doc.filename))).toBe(false)
  })

  it('counts the submissions limit across both instances', async () => {
    const { a, b } = cluster
    const replies: Reply[] = []
    const visitor = '203.0.113.7'
    for (let i = 0; i < RATE_LIMIT; i++) replies.push(await submit(i % 2 ? b.baseURL : a.baseURL, `limit-${i}@example.com`, `limit-${i}-${Date.now()}`, visitor))
    expect(replies.map((r) => r.status)).toEqual(Array(RATE_LIMIT).fill(202))
    // One more, to either instance: the address has had its share on both together.
    expect((await submit(a.baseURL, 'limit-a@example.com', `limit-a-${Date.now()}`, visitor)).status).toBe(429)
    expect((await submit(b.baseURL, 'limit-b@example.com', `limit-b-${Date.now()}`, visitor)).status).toBe(429)
    // Another visitor is not held back by this one.
    expect((await submit(b.baseURL, 'limit-other@example.com', `limit-other-${Date.now()}`, '203.0.113.8')).status).toBe(202)
  })

  it('makes one lead of a submission accepted by A whose retry went to B', async () => {
    const { a, b } = cluster
    const key = `retry-${Date.now()}`
    const email = `retry-${Date.now()}@example.com`
    const first = await submit(a.baseURL, email, key, '203.0.113.20')
    const retry = await submit(b.baseURL, email, key, '203.0.113.20')
    expect(first.status).toBe(202)
    expect(retry).toMatchObject({ status: 202, id: first.id })
    await expect.poll(async () => (await cluster.query(`select id from leads where email_address = $1`, [email])).map((r) => r.id), { timeout: 30_000, interval: 250 }).toEqual([first.id])

    // Sent to both at the same instant (each instance coalesces only its own retries): still one.
    const both = `both-${Date.now()}@example.com`
    const [toA, toB] = await Promise.all([submit(a.baseURL, both, `key-${both}`, '203.0.113.21'), submit(b.baseURL, both, `key-${both}`, '203.0.113.21')])
    expect(toA.status).toBe(202)
    expect(toB).toMatchObject({ status: 202, id: toA.id })
    await expect.poll(async () => (await cluster.query(`select id from leads where email_address = $1`, [both])).map((r) => r.id), { timeout: 30_000, interval: 250 }).toEqual([toA.id])
  })

  it('loses no acknowledged submission when A is killed under load, and answers no 5xx once the proxy has noticed', { timeout: 120_000 }, async () => {
    const { a, b, proxyURL } = cluster
    const replies: (Reply & { kind: 'page' | 'submission' })[] = []
    let running = true
    let n = 0
    // A visitor keeps its idempotency key until it has an answer: a failed send is sent again, as the site's forms do.
    const submitter = async () => {
      while (running) {
        const i = n++
        const key = `load-${i}-${Date.now()}`
        for (let attempt = 0; attempt < 5; attempt++) {
          const reply = await submit(proxyURL, `load-${i}@example.com`, key, `198.51.${Math.floor(i / 250)}.${i % 250}`)
          replies.push({ ...reply, kind: 'submission' })
          if (reply.status === 202) break
        }
      }
    }
    const reader = async () => {
      while (running) {
        const at = Date.now()
        // A page cut off mid-body (its instance killed) is a failed read, like a refused connection.
        const status = await fetch(`${proxyURL}/the-club`, { signal: AbortSignal.timeout(30_000) })
          .then(async (r) => (await r.arrayBuffer(), r.status))
          .catch(() => 0)
        replies.push({ status, at, ms: Date.now() - at, kind: 'page' })
      }
    }
    const load = [...Array.from({ length: 4 }, submitter), ...Array.from({ length: 4 }, reader)]

    // Both instances take traffic before A goes (the proxy's log names the upstream of each request).
    const servedBy = () => readFileSync(cluster.nginxLog, 'utf8').split('\n').filter(Boolean).map((line) => line.split(' ')[0])
    await expect.poll(() => new Set(servedBy().filter((u) => u === `127.0.0.1:${a.port}` || u === `127.0.0.1:${b.port}`)).size, { timeout: 10_000, interval: 100 }).toBe(2)
    await new Promise((r) => setTimeout(r, 1000))
    const killedAt = Date.now()
    a.kill9()
    await a.exited
    await new Promise((r) => setTimeout(r, 5000))
    running = false
    await Promise.all(load)

    const after = replies.filter((r) => r.at > killedAt)
    // The proxy notices at A's first refused or cut connection; from a second on, nothing may fail.
    const settled = after.filter((r) => r.at > killedAt + 1000)
    expect(after.length).toBeGreaterThan(20)
    expect(settled.filter((r) => r.status >= 500 || r.status === 0).map((r) => `${r.kind} ${r.status}`)).toEqual([])
    expect(settled.some((r) => r.kind === 'submission' && r.status === 202)).toBe(true)
    expect(settled.some((r) => r.kind === 'page' && r.status === 200)).toBe(true)

    // Every acknowledged submission becomes its lead (the worker makes them).
    const acknowledged = [...new Set(replies.filter((r) => r.status === 202).map((r) => r.id!))]
    expect(acknowledged.every((id) => Number.isInteger(id))).toBe(true)
    expect(acknowledged.length).toBeGreaterThan(10)
    const missing = async () => (await cluster.query<{ id: number }>(`select a.id from unnest($1::int[]) a(id) where not exists (select 1 from leads l where l.id = a.id)`, [acknowledged])).map((r) => r.id)
    const deadline = Date.now() + 60_000
    let lost = await missing()
    while (lost.length && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 500))
      lost = await missing()
    }
    const stored = lost.length ? await cluster.query(`select id, idempotency_key, record_id, received_at, processed_at, attempts, last_error from submissions where record_id = any($1::int[])`, [lost]) : []
    const answered = replies.filter((r) => lost.includes(r.id!))
    expect(lost, `acknowledged without a lead: ${JSON.stringify({ stored, answered, killedAt })}`).toEqual([])
    const failedBeforeSettled = after.filter((r) => r.at <= killedAt + 1000 && (r.status >= 500 || r.status === 0)).length
    console.log(`cluster: kill -9 of A under load: ${replies.length} requests, ${acknowledged.length} submissions acknowledged and all made leads; ${failedBeforeSettled} failed in the second after the kill, 0 after`)
  })
})
