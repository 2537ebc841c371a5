import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { API_CHANGELOG, API_VERSION, fingerprintOf } from '@/app/v1/api/openapi.json/changelog'

import { lintOpenApi } from '../contract/lint'
import { responseChecker, type Document, type Operation } from '../contract/document'
import { casesFor, type Credentials, type Fixture } from '../contract/cases'
import { apiClient, BASE_URL, routeFor } from '../contract/routes'
import { embeddedDatabase, type TestDatabase } from './engines'

/**
 * Issue 36: the API answers as /v1/api/openapi.json says, for every operation it lists. The
 * document is linted with Redocly's recommended rules (0 errors), then every operation is called
 * through its route handler on a copy of the seeded database: bodies and parameters the document
 * says are valid (drawn from its own schemas), and bad credentials, empty, malformed, non-JSON,
 * oversized and deeply nested bodies. Every answer's status must be one the operation documents
 * and every JSON body must match the schema documented for that status. Findings are collected and
 * listed together; the seed is printed (CONTRACT_SEED replays a run, CONTRACT_SAMPLES sets the
 * valid requests per operation).
 */

const SEED = Number(process.env.CONTRACT_SEED ?? Math.floor(Math.random() * 2 ** 31))
const SAMPLES = Number(process.env.CONTRACT_SAMPLES ?? 4)

describe('The API as its OpenAPI document describes it', () => {
  let db: TestDatabase
  let dataDir: string
  let payload: Payload
  let doc: Document
  let fixture: Fixture

  /** One call through the route handler, as Next would make it. */
  const call = async (method: string, template: string, params: Record<string, string>, init: { query?: string; headers?: Record<string, string>; body?: BodyInit }) => {
    const path = template.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(params[name] ?? ''))
    const route = await routeFor(method, template.replace(/\{(\w+)\}/g, 'x'))
    if (!route) throw new Error(`No handler for ${method.toUpperCase()} ${template}`)
    const handler = route.handler
    const url = `${BASE_URL}${path}${init.query ? `?${init.query}` : ''}`
    // A form's boundary is the Request's to write: no content type of ours beside it.
    const headers = Object.fromEntries(Object.entries(init.headers ?? {}).filter(([k]) => !(init.body instanceof FormData && k.toLowerCase() === 'content-type')))
    return handler(new Request(url, { method: method.toUpperCase(), headers, body: init.body }), { params: Promise.resolve(params) })
  }
  const json = (headers: Record<string, string> = {}) => ({ 'content-type': 'application/json', 'x-forwarded-for': `203.0.113.${Math.floor(Math.random() * 250)}`, ...headers })

  beforeAll(async () => {
    // The migrated template, not the seeded one: the run makes the little it reads (an event on
    // sale, a member, two applications) and need not wait for the seed's pictures.
    db = await embeddedDatabase('migrated')
    dataDir = mkdtempSync(path.join(tmpdir(), 'clubhouse-contract-it-'))
    Object.assign(process.env, { PAYLOAD_SECRET: 'integration-test-secret-0123456789abcdef', DATA_DIR: dataDir, SERVER_URL: 'https://club.example', ENQUIRY_RATE_LIMIT: '0' })
    process.env.DATABASE_URL = db.url
    const [{ default: config }, payloadModule] = await Promise.all([import('@/payload.config'), import('payload')])
    payload = await payloadModule.getPayload({ config })

    const docRes = await call('get', '/v1/api/openapi.json', {}, {})
    expect(docRes.status).toBe(200)
    doc = (await docRes.json()) as Document

    fixture = await makeFixture(payload)
  }, 240_000)

  afterAll(async () => {
    await payload?.destroy()
    await db?.drop()
    rmSync(dataDir, { recursive: true, force: true })
  })

  it('passes Redocly’s recommended rules with no errors', async () => {
    const { errors, warnings } = await lintOpenApi(doc)
    console.log(`contract: Redocly recommended: ${errors.length} errors, ${warnings.length} warnings${warnings.length ? ` (${[...new Set(warnings.map((w) => w.ruleId))].join(', ')})` : ''}`)
    expect(errors.map((e) => `${e.ruleId} ${e.pointer}: ${e.message}`)).toEqual([])
  })

  it('names a new version, with its changelog, whenever the document changes', () => {
    const fingerprint = fingerprintOf(doc)
    expect((doc as unknown as { info: { version: string } }).info.version).toBe(API_VERSION)
    expect(
      fingerprint,
      `The document changed: add a version on top of API_CHANGELOG (src/app/v1/api/openapi.json/changelog.ts) saying what changed for a client, with fingerprint '${fingerprint}'`,
    ).toBe(API_CHANGELOG[0].fingerprint)
  })

  it('has the typed client’s types generated from this document (npm run api:types)', async () => {
    const { apiTypesOf } = await import('@/lib/api-client/generate')
    const committed = readFileSync(path.resolve(import.meta.dirname, '../../src/lib/api-client/schema.gen.ts'), 'utf8')
    expect(committed === (await apiTypesOf(doc)), 'src/lib/api-client/schema.gen.ts is not what the document gives now: run npm run api:types').toBe(true)
  })

  it('answers every operation with a documented status and a body that matches its schema', { timeout: 600_000 }, async () => {
    const check = responseChecker(doc)
    const findings: string[] = []
    const refusedValid: string[] = []
    const succeeded = new Set<string>()
    let requests = 0
    let operations = 0
    for (const [template, item] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(item) as [string, Operation][]) {
        if (!['get', 'put', 'post', 'patch', 'delete'].includes(method)) continue
        const name = `${method.toUpperCase()} ${template}`
        if (process.env.CONTRACT_ONLY && !name.includes(process.env.CONTRACT_ONLY)) continue
        operations++
        const cases = await casesFor(doc, template, method, op, fixture, { seed: SEED + operations, samples: SAMPLES })
        for (const c of cases) {
          requests++
          let res: Response
          try {
            res = await call(method, template, c.params, { query: c.query, headers: json(c.headers), body: c.body })
          } catch (error) {
            findings.push(`${name} [${c.label}]: the request could not be sent or answered: ${String(error).slice(0, 200)}`)
            continue
          }
          const text = await res.text()
          const problem = check(template, method, res.status, res.headers, text)
          // The database is up throughout: a 503 here is a handler failing, documented or not.
          if (res.status === 503) findings.push(`${name} [${c.label}] → 503 with the database up (${text.slice(0, 200)})`)
          if (problem) findings.push(`${name} [${c.label}] → ${res.status}: ${problem}${text ? ` (${text.slice(0, 200)})` : ''}`)
          if (res.status < 300) succeeded.add(name)
          if (process.env.CONTRACT_VERBOSE) console.log(`contract: ${name} [${c.label}] → ${res.status} ${text.slice(0, 160)}`)
          if (c.label.startsWith('valid') && res.status === 400) refusedValid.push(`${name}: ${text.slice(0, 300)} ← ${String(c.body ?? c.query).slice(0, 300)}`)
        }
      }
    }
    const unanswered = operations - succeeded.size
    console.log(
      `contract: seed ${SEED} (CONTRACT_SEED=${SEED} replays it), ${operations} operations, ${requests} requests, ` +
        `${findings.length} answers off the document, ${refusedValid.length} document-valid requests refused with 400, ` +
        `${succeeded.size} operations answered 2xx at least once (${unanswered} never)`,
    )
    if (refusedValid.length) console.log(`contract: document-valid requests refused:\n  ${refusedValid.slice(0, 60).join('\n  ')}`)
    expect(findings).toEqual([])
    // A run that sent nothing, or nothing that worked, would find nothing: it must have reached the app.
    if (!process.env.CONTRACT_ONLY) {
      expect(operations).toBe(Object.values(doc.paths).flatMap((item) => Object.keys(item)).filter((m) => ['get', 'put', 'post', 'patch', 'delete'].includes(m)).length)
      expect(operations).toBeGreaterThanOrEqual(51)
      expect(requests).toBeGreaterThan(operations * 8)
      expect(succeeded.size).toBeGreaterThanOrEqual(20)
    }
  })
})

/**
 * What the run needs to call every operation as a client would: an application and a company's
 * application with their capabilities, a signed-in member, a ticket order and its key. Made
 * through the typed client, so these calls only compile as the document describes them.
 */
async function makeFixture(payload: Payload): Promise<Fixture> {
  // An event on sale at a club, with a picture and one kind of seat.
  const club = await payload.create({ collection: 'clubs', overrideAccess: true, data: { name: 'Fulham', address: '1 Fulham Road, London', locationId: 5 } as never })
  const picture = await payload.create({ collection: 'media', overrideAccess: true, data: { alt: 'Clubhouse mark' } as never, filePath: path.resolve('src/app/icon.svg') })
  const event = await payload.create({
    collection: 'events',
    overrideAccess: true,
    data: {
      title: 'Contract Supper',
      slug: '',
      startsAt: new Date(Date.now() + 30 * 86_400_000).toISOString(),
      club: club.id,
      eventType: 'public',
      eventStatus: 'on-sale',
      eventCategories: ['social'],
      headerImage: picture.id,
      visible: true,
      tickets: [{ itemTitle: 'Seat', itemPrice: 25, itemMinimumPurchase: 1, itemMaximumPurchase: 4, quantityAvailable: 40 }],
    } as never,
  })
  const eventSlug = (event as unknown as { slug: string }).slug
  const api = apiClient({ 'x-forwarded-for': '203.0.113.250' })
  let serial = 0
  const must = <T,>(reply: { data?: T; error?: unknown; response: Response }, what: string): T => {
    if (reply.data === undefined) throw new Error(`contract fixture: ${what} answered ${reply.response.status}: ${JSON.stringify(reply.error)}`)
    return reply.data
  }
  const start = async (company?: { companyName: string; numberOfMembers: number }) => {
    const started = must(
      await api.POST('/v1/api/leads', {
        body: { startApplication: true, title: 'Ms', firstName: 'Amelia', lastName: "O'Brien", emailAddress: `contract-${Date.now()}-${++serial}@example.com`, dialCode: '+44', mobileNumber: '7700900123', dateOfBirth: '1988-04-17', locationId: 15, ...company },
      }),
      'the application start',
    )
    if (!('continueUrl' in started)) throw new Error(`contract fixture: the start answered ${JSON.stringify(started)}`)
    return started
  }
  const applicant = await start()
  const company = await start({ companyName: 'Acme Ltd', numberOfMembers: 4 })
  // A member with a password, as an invited member who set one would be.
  const email = 'contract-member@example.com'
  const password = 'a long contract passphrase'
  const { hashPassword } = await import('@/lib/auth/password-hash')
  const member = await payload.create({ collection: 'members', overrideAccess: true, data: { email, firstName: 'Ada', lastName: 'Lovelace', status: 'Active' } as never, context: { invited: true } })
  await payload.db.drizzle.execute(`UPDATE members SET password_hash = '${await hashPassword(password)}' WHERE id = ${Number(member.id)}`)
  const signIn = async () => must(await api.POST('/v1/api/Auth/token', { body: { userName: email, password } }), 'the member’s sign-in')
  const tokens = await signIn()
  const order = must(
    await api.POST('/v1/api/events/{slug}/orders', {
      params: { path: { slug: eventSlug }, header: { 'Idempotency-Key': `contract-order-${Date.now()}` } },
      body: { fullName: 'Ada Lovelace', email: 'ada@example.com', phone: '07700 900123', items: [{ index: 0, quantity: 1 }] },
    }),
    'the ticket order',
  )
  const offices = must(await api.GET('/v1/api/offices/search', {}), 'the office search')
  const credentials: Credentials = {
    memberBearer: { authorization: `Bearer ${tokens.accessToken}` },
    memberCookie: { cookie: `ch_session=${tokens.accessToken}` },
    // Signatures of the right shape that sign nothing: the provider's calls are refused as forged (documented).
    directDebitSignature: { 'webhook-signature': '0'.repeat(64) },
    paymentSignature: { 'stripe-signature': `t=${Math.floor(Date.now() / 1000)},v1=${'0'.repeat(64)}` },
    orderKey: { authorization: `Bearer ${new URL(order.orderUrl, 'https://club.example').searchParams.get('key')}` },
  }
  const { default: sharp } = await import('sharp')
  const photo = await sharp({ create: { width: 320, height: 400, channels: 3, background: '#8a7f72' } }).jpeg().toBuffer()
  const [{ sandboxWebhookSecret, sign }, { checkoutSandboxSecret }, { signPayload }] = await Promise.all([
    import('@/integrations/direct-debit/port').then(async (port) => ({ ...port, ...(await import('@/integrations/direct-debit/local')) })),
    import('@/integrations/payment/port'),
    import('@/integrations/payment/signature'),
  ])
  return {
    photo,
    signatures: {
      directDebitSignature: (body) => ({ 'webhook-signature': sign(body, sandboxWebhookSecret()) }),
      paymentSignature: (body) => ({ 'stripe-signature': signPayload(body, checkoutSandboxSecret()) }),
    },
    credentials,
    /** A lead's capability: the individual application's, or the company's for corporate calls. */
    capability: (template) => (isCorporate(template) ? company.continueUrl : applicant.continueUrl),
    freshSignIn: async () => (await signIn()).accessToken,
    knownGood: async (template, method) => {
      if (template === '/v1/api/Auth/token' && method === 'post') return { body: JSON.stringify({ userName: email, password }) }
      if (template === '/v1/api/Auth/refreshtoken' && method === 'put') return { body: JSON.stringify({ refreshToken: (await signIn()).refreshToken }) }
      if (template === '/v1/api/Auth/forgotpassword' && method === 'post') return { body: JSON.stringify({ email }) }
      return undefined
    },
    params: (template, name) => {
      if (name === 'id' && template.startsWith('/v1/api/tables/bookings')) return '999999'
      if (name === 'id' && template.startsWith('/v1/api/members/')) return String(member.id)
      if (name === 'id' || name === 'accountId') return String(isCorporate(template) ? company.id : applicant.id)
      if (name === 'slug') return eventSlug
      if (name === 'reference') return order.reference
      if (name === 'officeGroupId') return String(offices.results[0]?.officeGroupId ?? 'CITY-3F')
      if (name === 'postcode') return 'SW6 1HS'
      if (name === 'mandateId') return 'MD000CONTRACT'
      if (name === 'contactId') return '999999'
      throw new Error(`contract fixture: no value for the path parameter ${name} of ${template}`)
    },
  }
}

const isCorporate = (template: string) => /\/(contact|business-details|members-visited|contacts)\b/.test(template)
