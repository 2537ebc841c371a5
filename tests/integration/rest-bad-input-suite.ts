import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { inspect } from 'node:util'

import type { Payload, SanitizedConfig } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { redactValue } from '@/lib/log/redact'

import { copySeededMedia, type CreateDatabase, type TestDatabase } from './engines'

type Handler = (request: Request, args: { params: Promise<{ slug: string[] }> }) => Promise<Response>
type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE'

/**
 * Payload's REST API (/api) answering bad input as a client error, never 500 (issue 11, finding 9),
 * and a visitor's `limit` capped. Requests go through the very route handlers the app's
 * src/app/(payload)/api/[...slug]/route.ts exports, with the path split into segments as Next does.
 */
export function restBadInputSuite(engine: string, createDatabase: CreateDatabase) {
  describe(`Payload REST bad input on ${engine}`, () => {
    let db: TestDatabase
    let payload: Payload
    let dataDir: string
    let handlers: Record<Method, Handler>
    let graphqlPost: (request: Request) => Promise<Response>
    const tokens = { admin: '', content: '' }
    // pg warns once per process when a query is sent on a connection still running another (issue 32 §5).
    const warnings: string[] = []
    const onWarning = (warning: Error) => warnings.push(warning.message)

    const rest = async (method: Method, url: string, init: { token?: string; headers?: Record<string, string>; body?: BodyInit } = {}) => {
      const { pathname } = new URL(url, 'http://localhost:3000')
      const slug = pathname.replace(/^\/api\//, '').split('/').map(decodeURIComponent)
      const request = new Request(`http://localhost:3000${url}`, {
        method,
        headers: { ...(init.token ? { Authorization: `JWT ${init.token}` } : {}), ...init.headers },
        body: init.body,
      })
      return handlers[method](request, { params: Promise.resolve({ slug }) })
    }

    beforeAll(async () => {
      process.on('warning', onWarning)
      db = await createDatabase('seeded')
      dataDir = mkdtempSync(path.join(tmpdir(), 'clubhouse-rest-it-'))
      copySeededMedia(db, dataDir)
      Object.assign(process.env, { PAYLOAD_SECRET: 'integration-test-secret-0123456789abcdef', DATA_DIR: dataDir })
      process.env.DATABASE_URL = db.url
      const [{ default: config }, payloadModule, routes] = await Promise.all([
        import('@/payload.config'),
        import('payload'),
        import('@payloadcms/next/routes'),
      ])
      const c = config as Promise<SanitizedConfig>
      handlers = { GET: routes.REST_GET(c), POST: routes.REST_POST(c), PATCH: routes.REST_PATCH(c), DELETE: routes.REST_DELETE(c) } as never
      graphqlPost = routes.GRAPHQL_POST(c)
      payload = await payloadModule.getPayload({ config })
      for (const role of ['admin', 'content'] as const) {
        const email = `${role}-rest-${engine.toLowerCase()}@clubhouse.test`
        const password = `${role}-password-123`
        await payload.create({ collection: 'users', overrideAccess: true, data: { email, password, roles: [role] } })
        tokens[role] = (await payload.login({ collection: 'users', data: { email, password } })).token!
      }
      // More clubs than one page may hold, so a cap shows.
      for (let i = 0; i < 110; i++) {
        await payload.create({ collection: 'clubs', overrideAccess: true, data: { name: `Club ${i}`, address: `${i} Road`, locationId: 1000 + i } })
      }
    })

    afterAll(async () => {
      process.off('warning', onWarning)
      await payload?.destroy()
      // As in cms-suite: destroy leaves the pool open; its idle connections drop with the database.
      ;(payload?.db as unknown as { pool?: { on: (e: 'error', f: () => void) => void } } | undefined)?.pool?.on('error', () => {})
      await db?.drop()
      rmSync(dataDir, { recursive: true, force: true })
    })

    const expectClientError = async (res: Response, status: number) => {
      const body = await res.text()
      expect(res.status, body).toBe(status)
      expect(body).not.toMatch(/Something went wrong|invalid input syntax|drizzle|stack/i)
    }

    describe('ids that cannot exist', () => {
      it.each(['/api/clubs/abc', '/api/clubs/1.5', '/api/clubs/-1', '/api/events/1e99', '/api/events/99999999999999999999', '/api/pages/%20'])(
        'GET %s is 404',
        async (url) => expectClientError(await rest('GET', url), 404),
      )

      it('a version id that is not a whole number is 400 or 404 for staff', async () => {
        await expectClientError(await rest('GET', '/api/pages/versions/abc', { token: tokens.content }), 400)
        await expectClientError(await rest('GET', '/api/pages/versions/1e99', { token: tokens.content }), 404)
      })

      it('PATCH and DELETE of an impossible id are 404 for staff', async () => {
        await expectClientError(await rest('PATCH', '/api/clubs/abc', { token: tokens.content, headers: { 'Content-Type': 'application/json' }, body: '{"phone":"1"}' }), 404)
        await expectClientError(await rest('DELETE', '/api/clubs/1e99', { token: tokens.admin }), 404)
      })
    })

    it('checks the operators of a version query too (Payload calls findVersions a read): contains on a select is 400, on a text 200', async () => {
      await expectClientError(await rest('GET', '/api/pages/versions?where[version.headerForegroundColour][contains]=-17', { token: tokens.content }), 400)
      expect((await rest('GET', '/api/pages/versions?where[version.title][contains]=a', { token: tokens.content })).status).toBe(200)
    })

    it.each([
      '/api/clubs?where[id][in]=1,2,abc',
      // NaN and Infinity are numbers to JavaScript, not to PostgreSQL: they reached it in `id in (1,2,NaN)`.
      '/api/clubs?where[id][in]=1,2,NaN',
      '/api/events/count?where[id][in]=1,2,NaN',
      '/api/clubs?where[id][equals]=Infinity',
      '/api/events?where[club][in]=NaN',
      '/api/events?where[club][equals]=NaN',
      '/api/events?where[club][equals]=abc',
      '/api/clubs?where={not json',
      '/api/clubs?where[createdAt][contains]=2026',
      '/api/events?where[club][near]=1,2',
      '/api/events?where[title][all]=a',
      '/api/events?where[title][nope]=a',
      '/api/membership-types?where[sections][contains]=a',
      '/api/membership-types?where[sections.title][contains]=a',
      '/api/clubs?where[updatedAt.name][equals]=a',
      // A relation's "null" is no id: PostgreSQL was sent `IN $1` with no list.
      '/api/events/count?where[headerImage][in]=null',
      '/api/events?where[club][not_in]=null',
      `/api/events?where=${encodeURIComponent('{"title":{"in":null}}')}`,
    ])('GET %s is 400', async (url) => {
      await expectClientError(await rest('GET', url), 400)
    })

    it.each([
      ['/api/clubs?where[id][in]=1,2,NaN', '"id" takes whole numbers.'],
      ['/api/events/count?where[id][in]=1,2,NaN', '"id" takes whole numbers.'],
      ['/api/clubs?where[id][equals]=Infinity', '"id" takes whole numbers.'],
      ['/api/events?where[club][in]=NaN', '"club" takes whole numbers.'],
      ['/api/events?where[club][equals]=abc', '"club" takes whole numbers.'],
      ['/api/meeting-rooms?where[capacity][greater_than]=NaN', '"capacity" takes numbers.'],
    ])('GET %s is refused before any SQL runs', async (url, message) => {
      const res = await rest('GET', url)
      expect(res.status).toBe(400)
      // Not "A value in the request does not fit its field.", PostgreSQL's refusal of a query it was sent.
      expect(((await res.json()) as { errors: { message: string }[] }).errors[0]!.message).toBe(message)
    })

    it.each(['/api/clubs?where[id][in]=1,2', '/api/clubs?where[id][equals]=1', '/api/events?where[club][equals]=null', '/api/meeting-rooms?where[capacity][greater_than]=2.5'])(
      'GET %s, numbers where numbers go, is answered',
      async (url) => {
        expect((await rest('GET', url)).status).toBe(200)
      },
    )

    it.each(['null', '1', '"text"', 'true'])('a JSON body %s, not an object, is 400', async (body) => {
      const res = await rest('POST', '/api/pages?draft=true', { headers: { 'Content-Type': 'application/json' }, body })
      await expectClientError(res, 400)
    })

    it('a truncated multipart upload is 400', async () => {
      const boundary = '----clubhouse-truncated'
      const body = `--${boundary}\r\nContent-Disposition: form-data; name="_payload"\r\n\r\n{"alt":"x"}\r\n--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\n\xff\xd8\xff`
      const res = await rest('POST', '/api/media', { token: tokens.content, headers: { 'Content-Type': `multipart/form-data; boundary=${boundary}` }, body })
      await expectClientError(res, 400)
      // Parsed before access is checked, so a visitor's broken upload is answered the same way.
      const anonymous = await rest('POST', '/api/media', { headers: { 'Content-Type': `multipart/form-data; boundary=${boundary}` }, body })
      await expectClientError(anonymous, 400)
    })

    it('a media file that does not exist is 404', async () => {
      await expectClientError(await rest('GET', '/api/media/file/does-not-exist.jpg'), 404)
    })

    it.each([
      ['a visitor', () => undefined],
      ['an editor', () => tokens.content],
      ['an administrator', () => tokens.admin],
    ])('the settings history (the global keeps none) is 403 to %s', async (_, token) => {
      for (const global of ['settings', 'menus', 'footer']) {
        await expectClientError(await rest('GET', `/api/globals/${global}/versions`, { token: token() }), 403)
        await expectClientError(await rest('GET', `/api/globals/${global}/versions/1`, { token: token() }), 403)
      }
    })

    describe('control characters (issue 32 §5): 400 before any SQL, where a NUL failed in PostgreSQL', () => {
      const messageOf = async (res: Response) => ((await res.json()) as { errors: { message: string }[] }).errors[0]!.message
      const json = { 'Content-Type': 'application/json' }

      it.each([
        ['/api/clubs?where[name][equals]=Fulham%00', 'where[name][equals]'],
        ['/api/events?where[title][like]=a%00b', 'where[title][like]'],
        ['/api/clubs?sort=name%00', 'sort'],
        ['/api/clubs?where[name][equals]=Fulham%1B', 'where[name][equals]'],
      ])('GET %s is 400 and names the parameter', async (url, field) => {
        const res = await rest('GET', url)
        expect(res.status).toBe(400)
        expect(await messageOf(res)).toBe(`Remove the control characters from ${field}.`)
        // The control: the same request without the character is answered.
        expect((await rest('GET', url.replace(/%00|%1B/, ''))).status).toBe(200)
      })

      it('a body with a NUL in a field is 400 and names the field; without it the document is created', async () => {
        const club = (name: string) => JSON.stringify({ name, address: '1 Nul Road', phone: '020 7946 0000', locationId: 4242 })
        const res = await rest('POST', '/api/clubs', { token: tokens.admin, headers: json, body: club('Nul\u0000Club') })
        expect(res.status).toBe(400)
        expect(await messageOf(res)).toBe('Remove the control characters from name.')
        expect((await payload.count({ collection: 'clubs', where: { locationId: { equals: 4242 } } })).totalDocs).toBe(0)
        expect((await rest('POST', '/api/clubs', { token: tokens.admin, headers: json, body: club('Nul Club') })).status).toBe(201)
      })

      it('an e-mail with a NUL at sign-in is 400; without it the sign-in works', async () => {
        const login = (email: string) => rest('POST', '/api/users/login', { headers: json, body: JSON.stringify({ email, password: 'content-password-123' }) })
        const email = `content-rest-${engine.toLowerCase()}@clubhouse.test`
        const res = await login(`${email}\u0000`)
        expect(res.status).toBe(400)
        expect(await messageOf(res)).toBe('Remove the control characters from email.')
        expect((await login(email)).status).toBe(200)
      })
    })

    it('a NUL in a GraphQL filter is refused the same way, before any SQL; without it the query answers', async () => {
      const graphql = (name: string) =>
        graphqlPost(
          new Request('http://localhost:3000/api/graphql', {
            method: 'POST',
            headers: { 'Content-Type': 'application/json' },
            body: JSON.stringify({ query: `{ Clubs(where: { name: { equals: ${JSON.stringify(name)} } }) { totalDocs } }` }),
          }),
        )
      const refused = (await (await graphql('Fulham\u0000')).json()) as { errors?: { message: string }[] }
      expect(refused.errors?.[0]?.message).toBe('Remove the control characters from where.name.equals.')
      const answered = (await (await graphql('Fulham')).json()) as { data: { Clubs: { totalDocs: number } }; errors?: unknown }
      expect(answered.errors).toBeUndefined()
      expect(answered.data.Clubs.totalDocs).toBeGreaterThanOrEqual(0)
    })

    describe('control characters on the spec\'s API (issue 32 §5)', () => {
      type V1 = (request: Request) => Promise<Response>
      const ROUTES = {
        events: () => import('@/app/v1/api/events/search/route'),
        offices: () => import('@/app/v1/api/offices/search/route'),
        customer: () => import('@/app/v1/api/Customer/route'),
      }
      const v1 = async (name: keyof typeof ROUTES) => (await ROUTES[name]()) as unknown as { GET: V1; POST: V1 }

      it.each([
        ['/v1/api/events/search?club=Fulham%00', 'club', 'events'],
        ['/v1/api/offices/search?location=5%00', 'location', 'offices'],
        ['/v1/api/events/search?type=public%0A', 'type', 'events'],
      ] as const)('GET %s is 400 and names the parameter; without it the search answers', async (url, field, module) => {
        const { GET } = await v1(module)
        const res = await GET(new Request(`http://localhost:3000${url}`))
        expect(res.status).toBe(400)
        expect(await res.json()).toEqual({ message: `Remove the control characters from ${field}.`, errors: { [field]: `Remove the control characters from ${field}.` } })
        expect((await GET(new Request(`http://localhost:3000${url.replace(/%00|%0A/, '')}`))).status).toBe(200)
      })

      it('a body with a NUL in a field is 400 and names the field; without it the tour request is taken', async () => {
        const { POST } = await v1('customer')
        const tour = (over: Record<string, unknown>) =>
          new Request('http://localhost:3000/v1/api/Customer', {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.32' },
            body: JSON.stringify({
              title: 'Ms',
              firstName: 'Nula',
              lastName: 'Byte',
              emailAddress: 'nula.byte@example.com',
              mobileNumber: '+447700900321',
              dateOfBirth: '1990-02-03',
              locationId: 15,
              clientType: 'Club',
              ...over,
            }),
          })
        for (const [field, value] of [
          ['firstName', 'Nu\u0000la'],
          ['emailAddress', 'nula\u0000@example.com'],
          ['gaUtmCampaign', 'autumn\u0000'],
          ['sourcePath', '/tour\u0007'],
        ] as const) {
          const res = await POST(tour({ [field]: value }))
          expect(res.status, field).toBe(400)
          expect(((await res.json()) as { errors: Record<string, string> }).errors).toEqual({ [field]: `Remove the control characters from ${field}.` })
        }
        expect((await POST(tour({ sourcePath: '/tour' }))).status).toBe(201)
      })
    })

    it("a failed query's values never reach the log: the database's own error, redacted wherever the server logs (issue 32 §5)", async () => {
      const { sql } = await import('@payloadcms/db-postgres')
      const person = ['amelia.hart@example.com', 'Window seat, nut allergy']
      const error = await payload.db.drizzle.execute(sql`select ${person[0]}::int, ${person[1]}::text`).catch((e: unknown) => e)
      // The control: as thrown, the error carries the values, in its message, its params and its cause.
      expect(inspect(error, { depth: 5 })).toContain(person[0])
      expect(inspect(error, { depth: 5 })).toContain(person[1])
      const logged = inspect(redactValue(error), { depth: 5 })
      for (const value of person) expect(logged).not.toContain(value)
      expect(logged).toMatch(/Failed query: select \$1::int, \$2::text\s+params: \[redacted\]/)
      expect(logged).toContain("code: '22P02'")
      // Loading the config redacted this process's console, which every console.error in the app goes through.
      expect((console as unknown as Record<symbol, unknown>)[Symbol.for('clubhouse.consoleRedaction')]).toBe(true)
    })

    describe('limit', () => {
      it('is capped for visitors and editors', async () => {
        for (const token of [undefined, tokens.content]) {
          const res = await rest('GET', '/api/clubs?limit=100000&depth=0', { token })
          expect(res.status).toBe(200)
          const body = (await res.json()) as { docs: unknown[]; limit: number; totalDocs: number }
          expect(body.totalDocs).toBeGreaterThan(100)
          expect(body.limit).toBe(100)
          expect(body.docs).toHaveLength(100)
        }
      })

      it.each(['limit=0', 'pagination=false', 'limit=-1'])('%s (everything) is capped too', async (query) => {
        const res = await rest('GET', `/api/clubs?${query}&depth=0`)
        expect(res.status).toBe(200)
        expect(((await res.json()) as { docs: unknown[] }).docs).toHaveLength(100)
      })

      it('a repeated limit is as if absent, for administrators too', async () => {
        for (const token of [undefined, tokens.admin]) {
          const res = await rest('GET', '/api/clubs?limit=1&limit=2&page=1&page=2&depth=0', { token })
          expect(res.status).toBe(200)
          expect(((await res.json()) as { docs: unknown[] }).docs).toHaveLength(10)
        }
      })

      it('is capped over GraphQL too', async () => {
        const res = await graphqlPost(
          new Request('http://localhost:3000/api/graphql', {
            method: 'POST',
            headers: { 'Content-Type': 'application/json' },
            body: JSON.stringify({ query: '{ Clubs(limit: 100000) { docs { id } totalDocs } }' }),
          }),
        )
        const body = (await res.json()) as { data: { Clubs: { docs: unknown[]; totalDocs: number } } }
        expect(body.data.Clubs.totalDocs).toBeGreaterThan(100)
        expect(body.data.Clubs.docs).toHaveLength(100)
      })

      it('is not capped for administrators', async () => {
        const body = (await (await rest('GET', '/api/clubs?limit=100000&depth=0', { token: tokens.admin })).json()) as { docs: unknown[]; totalDocs: number }
        expect(body.docs).toHaveLength(body.totalDocs)
      })
    })

    // Last in the suite: the control can only show the warning once per process.
    it('sends no query on a connection still running another: writes in a transaction with relations populated (issue 32 §5)', async () => {
      const json = { 'Content-Type': 'application/json' }
      const event = (await payload.find({ collection: 'events', limit: 1, depth: 0, overrideAccess: true })).docs[0]!
      expect((await rest('PATCH', `/api/events/${event.id}?depth=2`, { token: tokens.admin, headers: json, body: JSON.stringify({ title: `${event.title} ` }) })).status).toBe(200)
      const created = await rest('POST', '/api/clubs?depth=2', { token: tokens.admin, headers: json, body: JSON.stringify({ name: 'Sequential Club', address: '2 Road', locationId: 4343 }) })
      expect(created.status).toBe(201)
      const { doc } = (await created.json()) as { doc: { id: number } }
      expect((await rest('DELETE', `/api/clubs/${doc.id}`, { token: tokens.admin })).status).toBe(200)
      const concurrent = () => warnings.filter((m) => m.includes('already executing a query'))
      expect(concurrent()).toEqual([])

      // The control: queries at once on one transaction's connection are warned about here (pg warns
      // when one is sent while another already waits behind the running one: the third).
      const { createLocalReq, initTransaction, killTransaction } = await import('payload')
      const { sql } = await import('@payloadcms/db-postgres')
      const req = await createLocalReq({}, payload)
      await initTransaction(req)
      const sessions = (payload.db as unknown as { sessions: Record<string, { db: { execute: (q: unknown) => Promise<unknown> } }> }).sessions
      const connection = sessions[String(await req.transactionID)]!.db
      await Promise.all([connection.execute(sql`select pg_sleep(0.05)`), connection.execute(sql`select 1`), connection.execute(sql`select 2`)])
      await killTransaction(req)
      await new Promise((resolve) => setImmediate(resolve))
      expect(concurrent()).toHaveLength(1)
    })
  })
}
