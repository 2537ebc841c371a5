import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import fc from 'fast-check'
import type { Payload, SanitizedConfig } from 'payload'
import { stringify } from 'qs-esm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { FUZZ_RUNS, fuzzParameters, replayCommand } from '@/lib/testing/fuzz'

import { copySeededMedia, type CreateDatabase, type TestDatabase } from './engines'

/**
 * Fuzzes Payload's REST routes of the public collections and globals (issue 11, finding 9: 10,000
 * runs, 0 responses 5xx): ids, where, limit, sort, depth, draft and page, as a visitor and as an
 * editor, through the route handlers the app's /api/[...slug] route exports. Every 5xx is collected
 * with its request, so one run reports each kind. Runs and seed come from FUZZ_RUNS and FUZZ_SEED
 * (src/lib/testing/fuzz.ts).
 * REST_FUZZ_BASE_URL=http://localhost:3000 sends the same requests over HTTP to a running app instead
 * (all as a visitor: the editor's token belongs to this suite's database).
 */

const RUNS = FUZZ_RUNS

const COLLECTIONS = ['pages', 'media', 'clubs', 'membership-types', 'events', 'offices', 'meeting-rooms'] as const
const GLOBALS = ['settings', 'menus', 'footer'] as const
const OPERATORS = [
  'equals', 'not_equals', 'in', 'not_in', 'all', 'exists', 'greater_than', 'greater_than_equal', 'less_than',
  'less_than_equal', 'like', 'contains', 'near', 'within', 'intersects', 'nope',
]

type Handler = (request: Request, args: { params: Promise<{ slug: string[] }> }) => Promise<Response>
type Call = { method: 'GET' | 'DELETE' | 'PATCH' | 'POST'; path: string; query: string; as: 'visitor' | 'editor'; body?: string }

// ---------------------------------------------------------------- arbitraries

const junk = fc.oneof(
  fc.string({ maxLength: 12 }),
  fc.string({ unit: 'grapheme', maxLength: 8 }),
  fc.constantFrom('', ' ', 'abc', 'null', 'true', 'NaN', 'Infinity', '-Infinity', '1e99', '-1e99', '0x10', '1.5', '-1', '0',
    '99999999999999999999', '2147483648', '9007199254740993', '2026-13-45', '2026-06-01T10:00:00Z', '%', '%00', '\u0000', '{', '[]',
    '../../etc/passwd', "' or 1=1 --", '1,2,abc', 'a'.repeat(300)),
)
const number = fc.oneof(fc.integer(), fc.double(), fc.bigInt().map(String), fc.constantFrom(0, -1, 1, 2 ** 31, 2 ** 53, 1e99))
const value = fc.oneof(junk, number.map(String), fc.array(fc.oneof(junk, number.map(String)), { maxLength: 4 }).map((a) => a.join(',')))
const id = fc.oneof(fc.integer({ min: 1, max: 40 }).map(String), junk, number.map(String))

/** Field paths a client might name: real ones (with relations and versions) and made-up ones. */
const fieldPath = (fields: string[]) =>
  fc.oneof(
    { weight: 6, arbitrary: fc.constantFrom(...fields) },
    { weight: 2, arbitrary: fc.tuple(fc.constantFrom(...fields), fc.constantFrom('name', 'id', 'title', 'x', 'relationTo', 'value')).map(([a, b]) => `${a}.${b}`) },
    { weight: 1, arbitrary: fc.constantFrom(...fields).map((f) => `version.${f}`) },
    { weight: 1, arbitrary: junk },
  )

const whereClause = (fields: string[]): fc.Arbitrary<Record<string, unknown>> =>
  fc.letrec<{ where: Record<string, unknown> }>((tie) => ({
    where: fc.oneof(
      { depthSize: 'small', withCrossShrink: true },
      fc.tuple(fieldPath(fields), fc.constantFrom(...OPERATORS), value).map(([f, op, v]) => ({ [f]: { [op]: v } })),
      fc.tuple(fc.constantFrom('and', 'or'), fc.array(tie('where'), { maxLength: 3 })).map(([k, list]) => ({ [k]: list })),
      fc.tuple(fieldPath(fields), value).map(([f, v]) => ({ [f]: v })),
    ),
  })).where

const listQuery = (fields: string[]) =>
  fc
    .record(
      {
        where: whereClause(fields),
        limit: value,
        page: value,
        sort: fc.oneof(fc.tuple(fc.constantFrom('', '-'), fieldPath(fields)).map(([d, f]) => `${d}${f}`), value),
        depth: value,
        draft: fc.oneof(fc.constantFrom('true', 'false'), junk),
        pagination: fc.oneof(fc.constantFrom('true', 'false'), junk),
        select: fc.dictionary(fieldPath(fields), fc.constantFrom('true', 'false', 'x'), { maxKeys: 2 }),
      },
      { requiredKeys: [] },
    )
    .map((q) => stringify(q, { encode: true }))

/** A raw query string, for shapes the bracket encoder never makes (JSON where, repeated keys). */
const rawQuery = fc.oneof(
  junk.map((j) => `where=${encodeURIComponent(j)}`),
  fc.constantFrom('where=%7B%22id%22%3A%7B%22equals%22%3A%22abc%22%7D%7D', 'limit=1&limit=2', 'where[id][in][]=1&where[id][in][]=x', 'depth[]=1',
    'sort[]=-title&sort[]=x', 'where[and][0]=1', 'where[or]=x', 'select=x', 'populate[clubs][name]=1', 'joins=x', 'data=%7B', '&&==', 'limit=-5', 'page=0'),
)

function calls(fieldsOf: Record<string, string[]>): fc.Arbitrary<Call> {
  const as = fc.constantFrom<'visitor' | 'editor'>('visitor', 'visitor', 'visitor', 'editor')
  const query = (slug: string) => fc.oneof({ weight: 4, arbitrary: listQuery(fieldsOf[slug]!) }, { weight: 1, arbitrary: rawQuery }, { weight: 1, arbitrary: fc.constant('') })
  const collection = fc.constantFrom(...COLLECTIONS)
  const get = (path: fc.Arbitrary<[string, string]>) =>
    fc.tuple(path, as).chain(([[slug, p], who]) => query(slug).map((q): Call => ({ method: 'GET', path: p, query: q, as: who })))
  return fc.oneof(
    { weight: 5, arbitrary: get(collection.map((c) => [c, `/api/${c}`])) },
    { weight: 4, arbitrary: get(fc.tuple(collection, id).map(([c, i]) => [c, `/api/${c}/${encodeURIComponent(i)}`])) },
    { weight: 1, arbitrary: get(collection.map((c) => [c, `/api/${c}/count`])) },
    { weight: 1, arbitrary: get(collection.map((c) => [c, `/api/${c}/versions`])) },
    { weight: 1, arbitrary: get(fc.tuple(collection, id).map(([c, i]) => [c, `/api/${c}/versions/${encodeURIComponent(i)}`])) },
    { weight: 1, arbitrary: get(fc.tuple(collection, id).map(([c, i]) => [c, `/api/${c}/access/${encodeURIComponent(i)}`])) },
    { weight: 1, arbitrary: get(fc.tuple(fc.constantFrom(...GLOBALS), fc.constantFrom('', '/versions', '/versions/1', '/versions/abc', '/access')).map(([g, rest]) => [g, `/api/globals/${g}${rest}`])) },
    { weight: 1, arbitrary: get(fc.oneof(junk, fc.constantFrom('does-not-exist.jpg', 'a.webp', '..%2F..%2Fsecret', 'x%00.jpg')).map((f) => ['media', `/api/media/file/${encodeURIComponent(f)}`])) },
    {
      weight: 2,
      // What a visitor may try to change: refused, never a crash.
      arbitrary: fc
        .tuple(fc.constantFrom<'DELETE' | 'PATCH' | 'POST'>('DELETE', 'PATCH', 'POST'), collection, fc.option(id, { nil: undefined }), fc.oneof(junk, fc.constant('{"title":"x"}')))
        .chain(([method, c, i, body]) =>
          query(c).map((q): Call => ({ method, path: i === undefined ? `/api/${c}` : `/api/${c}/${encodeURIComponent(i)}`, query: q, as: 'visitor', body })),
        ),
    },
  )
}

// ---------------------------------------------------------------- suite

export function restFuzzSuite(engine: string, createDatabase: CreateDatabase) {
  describe(`Payload REST fuzz on ${engine}`, () => {
    let db: TestDatabase
    let payload: Payload
    let dataDir: string
    let handlers: Record<Call['method'], Handler>
    let editorToken = ''
    const fieldsOf: Record<string, string[]> = {}

    beforeAll(async () => {
      db = await createDatabase('seeded')
      dataDir = mkdtempSync(path.join(tmpdir(), 'clubhouse-rest-fuzz-'))
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
      payload = await payloadModule.getPayload({ config })
      const email = `editor-fuzz-${engine.toLowerCase()}@clubhouse.test`
      await payload.create({ collection: 'users', overrideAccess: true, data: { email, password: 'editor-password-123', roles: ['content'] } })
      editorToken = (await payload.login({ collection: 'users', data: { email, password: 'editor-password-123' } })).token!
      for (const slug of COLLECTIONS) {
        fieldsOf[slug] = ['id', ...payload.collections[slug].config.flattenedFields.map((f) => f.name)]
      }
      for (const global of payload.globals.config) fieldsOf[global.slug] = ['id', ...global.flattenedFields.map((f) => f.name)]
    })

    afterAll(async () => {
      await payload?.destroy()
      // As in cms-suite: destroy leaves the pool open; its idle connections drop with the database.
      ;(payload?.db as unknown as { pool?: { on: (e: 'error', f: () => void) => void } } | undefined)?.pool?.on('error', () => {})
      await db?.drop()
      rmSync(dataDir, { recursive: true, force: true })
    })

    const send = (call: Call) => {
      const remote = process.env.REST_FUZZ_BASE_URL
      if (remote) {
        const headers = call.body === undefined ? undefined : { 'Content-Type': 'application/json' }
        return fetch(`${remote}${call.path}${call.query ? `?${call.query}` : ''}`, { method: call.method, headers, body: call.body })
      }
      const url = `http://localhost:3000${call.path}${call.query ? `?${call.query}` : ''}`
      const slug = call.path.replace(/^\/api\//, '').split('/').map((s) => {
        try {
          return decodeURIComponent(s)
        } catch {
          return s
        }
      })
      const request = new Request(url, {
        method: call.method,
        headers: {
          ...(call.as === 'editor' ? { Authorization: `JWT ${editorToken}` } : {}),
          ...(call.body === undefined ? {} : { 'Content-Type': 'application/json' }),
        },
        body: call.body,
      })
      return handlers[call.method](request, { params: Promise.resolve({ slug }) })
    }

    it(`answers ${RUNS} random requests without a 5xx`, { timeout: 30 * 60_000 }, async () => {
      const statuses: Record<number, number> = {}
      const failures = new Map<string, { count: number; example: string }>()
      const started = Date.now()
      await fc.assert(
        fc.asyncProperty(calls(fieldsOf), async (call) => {
          let status: number
          let body: string
          try {
            const res = await send(call)
            status = res.status
            body = await res.text()
          } catch (error) {
            // The route handler threw: Next would answer 500.
            status = 599
            body = String(error)
          }
          statuses[status] = (statuses[status] ?? 0) + 1
          if (status >= 500) {
            const kind = `${status} ${call.method} ${call.path.split('/').slice(0, 3).join('/')} ${body.slice(0, 80)}`
            if (process.env.REST_FUZZ_VERBOSE) console.log(`rest fuzz 5xx: ${call.as} ${call.method} ${call.path}?${decodeURIComponent(call.query)}`)
            const entry = failures.get(kind) ?? { count: 0, example: `${call.as} ${call.method} ${call.path}?${call.query} ${call.body ?? ''}` }
            entry.count++
            failures.set(kind, entry)
          }
          return true
        }),
        fuzzParameters(),
      )
      const tally = Object.entries(statuses).map(([s, n]) => `${s}: ${n}`).join(', ')
      console.log(`rest fuzz: ${RUNS} runs in ${Math.round((Date.now() - started) / 1000)} s; responses by status ${tally}`)
      for (const [kind, f] of failures) console.log(`rest fuzz: ${kind} (x${f.count})\n    ${f.example}`)
      expect([...failures].map(([kind, f]) => `${kind} (x${f.count})\n    ${f.example}`), `replay: ${replayCommand()}`).toEqual([])
    })
  })
}
