import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import type { Payload, SanitizedConfig } from 'payload'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { CreateDatabase, TestDatabase } from './engines'

/**
 * Issue 11, finding 3: limits kept in PostgreSQL, so every app instance counts together; the
 * visitor's address as the server resolved it; staff sign-in slowed per address and per account +
 * address instead of a lock-out anyone could trigger; password-reset e-mails and ticket requests limited.
 */
export function limitsSuite(engine: string, createDatabase: CreateDatabase) {
  describe(`Rate limits on ${engine}`, () => {
    let db: TestDatabase
    let payload: Payload
    let config: Promise<SanitizedConfig>
    let dataDir: string
    let handleEndpoints: typeof import('payload').handleEndpoints
    let limits: typeof import('@/lib/http/rate-limit')
    const admin = { email: 'limits-admin@clubhouse.test', password: 'limits-admin-passphrase-9' }

    /** A request as scripts/server.mjs passes it on: the address it resolved in its own header. */
    const post = (url: string, address: string, body: unknown) =>
      handleEndpoints({
        config,
        request: new Request(`http://localhost:3000${url}`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', 'x-clubhouse-client-address': address },
          body: JSON.stringify(body),
        }),
      })
    const signIn = (address: string, password: string, email = admin.email) => post('/api/users/login', address, { email, password })

    /** Moves an account's last attempt into the past, as waiting would. */
    const waitOut = (seconds: number) =>
      payload.db.drizzle.execute(`UPDATE rate_limits SET last_at = last_at - interval '${seconds} seconds'` as never)
    // The next attempt comes right after the last one: a hashed password takes long enough on a busy
    // machine that "right after" could otherwise be past the 1 s back-off (seen on CI: 200, not 429).
    const rightAfter = () => payload.db.drizzle.execute(`UPDATE rate_limits SET last_at = now() WHERE key LIKE 'sign-in:account:%@198.51.100.66'` as never)

    beforeAll(async () => {
      db = await createDatabase()
      dataDir = mkdtempSync(path.join(tmpdir(), 'clubhouse-limits-it-'))
      Object.assign(process.env, { PAYLOAD_SECRET: 'integration-test-secret-0123456789abcdef', DATA_DIR: dataDir })
      process.env.DATABASE_URL = db.url
      const [configModule, payloadModule] = await Promise.all([import('@/payload.config'), import('payload')])
      limits = await import('@/lib/http/rate-limit')
      config = configModule.default
      handleEndpoints = payloadModule.handleEndpoints
      payload = await payloadModule.getPayload({ config })
      await payload.create({ collection: 'users', overrideAccess: true, data: { ...admin, roles: ['admin'] } })
    })

    afterAll(async () => {
      await payload?.destroy()
      ;(payload?.db as unknown as { pool?: { on: (e: 'error', f: () => void) => void } } | undefined)?.pool?.on('error', () => {})
      await db?.drop()
      rmSync(dataDir, { recursive: true, force: true })
    })

    it('counts one subject across app instances, per window, and says how long to wait', async () => {
      const rule = { name: 'test-window', limit: 3, windowMs: 60_000 }
      // A second instance: its own connection pool to the same database.
      const other = new pg.Pool((payload.db as unknown as { pool: pg.Pool }).pool.options)
      const elsewhere = { db: { pool: other } } as unknown as Payload
      try {
        expect(await limits.hitRateLimit(payload, rule, '203.0.113.1')).toEqual({ allowed: true })
        expect(await limits.hitRateLimit(elsewhere, rule, '203.0.113.1')).toEqual({ allowed: true })
        expect(await limits.hitRateLimit(payload, rule, '203.0.113.1')).toEqual({ allowed: true })
        const over = await limits.hitRateLimit(elsewhere, rule, '203.0.113.1')
        expect(over.allowed).toBe(false)
        expect(over.allowed === false && over.retryAfterSeconds).toBeGreaterThanOrEqual(59)
        expect(await limits.hitRateLimit(payload, rule, '203.0.113.2')).toEqual({ allowed: true })
        await payload.db.drizzle.execute(`UPDATE rate_limits SET reset_at = now() WHERE key = 'test-window:203.0.113.1'` as never)
        expect(await limits.hitRateLimit(elsewhere, rule, '203.0.113.1')).toEqual({ allowed: true })
      } finally {
        await other.end()
      }
    })

    it('backs off twice as long each time once over the limit, and starts over when cleared', async () => {
      const rule = { name: 'test-backoff', limit: 2, windowMs: 3_600_000, backoffMaxSeconds: 4 }
      const hit = () => limits.hitRateLimit(payload, rule, 'someone')
      expect(await hit()).toEqual({ allowed: true })
      expect(await hit()).toEqual({ allowed: true })
      expect(await hit()).toEqual({ allowed: false, retryAfterSeconds: 1 })
      await payload.db.drizzle.execute(`UPDATE rate_limits SET last_at = last_at - interval '1 second' WHERE key = 'test-backoff:someone'` as never)
      expect(await hit()).toEqual({ allowed: true })
      expect(await hit()).toEqual({ allowed: false, retryAfterSeconds: 2 })
      await payload.db.drizzle.execute(`UPDATE rate_limits SET last_at = last_at - interval '1 hour' WHERE key = 'test-backoff:someone'` as never)
      expect(await hit()).toEqual({ allowed: true })
      // Capped at backoffMaxSeconds.
      expect(await hit()).toEqual({ allowed: false, retryAfterSeconds: 4 })
      await limits.clearRateLimit(payload, rule, 'someone')
      expect(await hit()).toEqual({ allowed: true })
    })

    it('slows wrong passwords from one address without locking the account out for anyone else', async () => {
      for (let i = 0; i < 5; i++) expect((await signIn('198.51.100.66', 'wrong-password-guess')).status).toBe(401)
      await rightAfter()
      const slowed = await signIn('198.51.100.66', admin.password)
      expect(slowed.status).toBe(429)
      expect(((await slowed.json()) as { errors: { message: string }[] }).errors[0]!.message).toMatch(/Too many sign-in attempts.*try again in (a second|\d+ seconds)/i)
      // Payload's lock-out would refuse the right password here too.
      expect((await signIn('192.0.2.10', admin.password)).status).toBe(200)
      await waitOut(2)
      expect((await signIn('198.51.100.66', 'wrong-password-guess')).status).toBe(401)
      await rightAfter()
      expect((await signIn('198.51.100.66', admin.password)).status).toBe(429)
      await waitOut(5)
      expect((await signIn('198.51.100.66', admin.password)).status).toBe(200)
      // The success forgave that address its failures.
      expect((await signIn('198.51.100.66', 'wrong-password-guess')).status).toBe(401)
      expect((await signIn('198.51.100.66', admin.password)).status).toBe(200)
    })

    it('limits sign-in attempts per address across accounts', async () => {
      const { SIGN_IN_RULES } = await import('@/lib/auth/sign-in-limits')
      for (let i = 0; i < SIGN_IN_RULES.perAddress.limit; i++) expect((await signIn('198.51.100.77', 'guess-password', `nobody-${i}@clubhouse.test`)).status).toBe(401)
      expect((await signIn('198.51.100.77', admin.password)).status).toBe(429)
      expect((await signIn('198.51.100.78', admin.password)).status).toBe(200)
    })

    it('limits password-reset e-mails per address and per account', async () => {
      for (let i = 0; i < 5; i++) expect((await post('/api/users/forgot-password', '198.51.100.88', { email: `nobody-${i}@clubhouse.test` })).status).toBe(200)
      expect((await post('/api/users/forgot-password', '198.51.100.88', { email: 'another@clubhouse.test' })).status).toBe(429)

      const sent = async () => (await payload.count({ collection: 'outbox', overrideAccess: true, where: { to: { equals: admin.email } } })).totalDocs
      const before = await sent()
      for (let i = 0; i < 5; i++) {
        // Payload itself also refuses a second reset of one account within 15 s; that window is moved aside.
        await payload.db.drizzle.execute(`UPDATE users SET reset_password_expiration = NULL` as never)
        expect((await post('/api/users/forgot-password', `192.0.2.${50 + i}`, { email: admin.email })).status).toBe(200)
      }
      expect((await post('/api/users/forgot-password', '192.0.2.99', { email: admin.email.toUpperCase() })).status).toBe(429)
      expect(await sent()).toBeLessThanOrEqual(before + 5)
    })

    it('limits new ticket orders per address; retries are not new orders', async () => {
      const { getEnv } = await import('@/lib/env')
      const limit = getEnv().ENQUIRY_RATE_LIMIT
      expect(limit).toBeGreaterThan(0)
      const { POST } = await import('@/app/v1/api/events/[slug]/orders/route')
      const send = (address: string, key: string) =>
        POST(
          new Request('http://localhost:3000/v1/api/events/no-such-event/orders', {
            method: 'POST',
            headers: { 'Content-Type': 'application/json', 'x-clubhouse-client-address': address, 'Idempotency-Key': key },
            body: JSON.stringify({ fullName: 'Amelia Hart', email: 'amelia@example.com', phone: '+447700900123', items: [{ index: 0, quantity: 1 }] }),
          }),
          { params: Promise.resolve({ slug: 'no-such-event' }) },
        )
      for (let i = 0; i < limit; i++) expect((await send('198.51.100.99', `ticket-key-${i}-0000`)).status).toBe(404)
      const limited = await send('198.51.100.99', 'ticket-key-over-0000')
      expect(limited.status).toBe(429)
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0)
      expect((await send('198.51.100.100', 'ticket-key-other-0000')).status).toBe(404)
    })

    it('answers postcode lookups (found, none, not a postcode, the service failing) and limits them per address', async () => {
      const { GET } = await import('@/app/v1/api/postcodes/[postcode]/route')
      const lookup = (postcode: string, address = '198.51.100.60') =>
        GET(new Request(`http://localhost:3000/v1/api/postcodes/${encodeURIComponent(postcode)}`, { headers: { 'x-clubhouse-client-address': address } }), {
          params: Promise.resolve({ postcode }),
        })
      const found = await lookup('sw6 4lz')
      expect(found.status).toBe(200)
      const body = (await found.json()) as { postcode: string; addresses: Record<string, string>[] }
      expect(body.postcode).toBe('SW6 4LZ')
      expect(body.addresses[0]).toEqual({ line_1: "512 New King's Road", line_2: '', post_town: 'LONDON', county: 'London', postcode: 'SW6 4LZ' })
      expect(await (await lookup('ID1 KFA')).json()).toEqual({ postcode: 'ID1 KFA', addresses: [] })
      expect((await lookup('not a postcode')).status).toBe(400)
      expect((await lookup('%')).status).toBe(400)
      const failing = await lookup('ID1 CLIP')
      expect(failing.status).toBe(503)
      expect(((await failing.json()) as { message: string }).message).toBe('The postcode lookup is not answering. Please enter the address manually.')

      // 3 lookups so far (the one refused as no postcode did not count); the limit is 60 per 10 minutes.
      for (let i = 0; i < 57; i++) expect((await lookup('W8 4LD')).status).toBe(200)
      const limited = await lookup('W8 4LD')
      expect(limited.status).toBe(429)
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(500)
      expect((await lookup('W8 4LD', '198.51.100.61')).status).toBe(200)
    })
  })
}
