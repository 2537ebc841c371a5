import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { formatNames, type CollectionSlug, type Payload, type SanitizedConfig } from 'payload'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { copySeededMedia, type CreateDatabase, type TestDatabase } from './engines'
import { backOfficeApi } from './staff-routes'

type Role = 'anonymous' | 'content' | 'sales' | 'sales who may erase' | 'admin'
const ROLES: Role[] = ['anonymous', 'content', 'sales', 'sales who may erase', 'admin']

/** all: lists and reads the guarded document; some: lists, but not the guarded document; none: refused. */
type Read = 'all' | 'some' | 'none'
type Rule = { read: Read; create: boolean; update: boolean; delete: boolean }
type Matrix = Record<Role, Rule>

const rule = (read: Read, create = false, update = false, del = false): Rule => ({ read, create, update, delete: del })
const matrix = (rows: Partial<Matrix> & { anonymous: Rule }): Matrix => ({
  anonymous: rows.anonymous,
  content: rows.content ?? rows.anonymous,
  sales: rows.sales ?? rows.anonymous,
  'sales who may erase': rows['sales who may erase'] ?? rows.sales ?? rows.anonymous,
  admin: rows.admin ?? rule('all', true, true, true),
})

/** Drafts and hidden documents: everyone sees what is published; the content team and admins see the rest. */
const contentWithDrafts = matrix({ anonymous: rule('some'), content: rule('all', true, true, true) })
/** Public reference data: everyone reads it; the content team and admins change it. */
const contentPublic = matrix({ anonymous: rule('all'), content: rule('all', true, true, true) })
/** Visitors create these through /v1/api only; sales work them; only admins delete. */
const salesPipeline = matrix({ anonymous: rule('none'), sales: rule('all', false, true, false), admin: rule('all', false, true, true) })

/**
 * Issue 11, finding 2: who may do what, for every collection and global, anonymous and each staff
 * role, over REST and GraphQL. "The guarded document" is a draft page, a hidden event or office,
 * another staff member's account; anywhere else just a document.
 */
const COLLECTIONS: Record<string, Matrix> = {
  pages: contentWithDrafts,
  events: contentWithDrafts,
  offices: contentWithDrafts,
  media: contentPublic,
  clubs: contentPublic,
  'meeting-rooms': contentPublic,
  'membership-types': contentPublic,
  industries: contentPublic,
  leads: salesPipeline,
  // Applicants' photos: personal data the sales team sees; only the application's photo call stores one.
  'profile-pictures': matrix({ anonymous: rule('none'), sales: rule('all', false, false, true), admin: rule('all', false, false, true) }),
  // A company's additional members: written only by the corporate application's member calls.
  'company-members': matrix({ anonymous: rule('none'), sales: rule('all'), admin: rule('all') }),
  enquiries: salesPipeline,
  // Ticket orders: made only by the purchase code; sales staff read them and keep notes (refunds go through the order service).
  'ticket-orders': salesPipeline,
  // Membership dues and their payments (decision 061): written only by approval, the worker and the
  // provider's webhooks; the sales team reads them; only admins delete.
  dues: matrix({ anonymous: rule('none'), sales: rule('all'), admin: rule('all', false, false, true) }),
  payments: matrix({ anonymous: rule('none'), sales: rule('all'), admin: rule('all', false, false, true) }),
  outbox: matrix({ anonymous: rule('none'), admin: rule('all', false, false, true) }),
  erasures: matrix({ anonymous: rule('none'), 'sales who may erase': rule('all', true), admin: rule('all', true) }),
  users: matrix({ anonymous: rule('none'), content: rule('some'), sales: rule('some') }),
  // Members' accounts: the sales team invites and disables members; only admins delete one.
  members: matrix({ anonymous: rule('none'), sales: rule('all', true, true, false) }),
  // Members' sign-ins: written only by the sign-in code; administrators may look.
  'member-sessions': matrix({ anonymous: rule('none'), admin: rule('all') }),
  // Restaurants and rooms: the sales team runs table booking.
  restaurants: matrix({ anonymous: rule('none'), sales: rule('all', true, true, true) }),
  // Table bookings: members book and cancel through the booking code; sales staff see them and book for a member (decision 043); admins may delete.
  'table-bookings': matrix({ anonymous: rule('none'), sales: rule('all', true), admin: rule('all', true, false, true) }),
}

type GlobalRule = { read: boolean; update: boolean }
const shellGlobal: Record<Role, GlobalRule> = {
  anonymous: { read: true, update: false },
  content: { read: true, update: true },
  sales: { read: true, update: false },
  'sales who may erase': { read: true, update: false },
  admin: { read: true, update: true },
}
const none: GlobalRule = { read: false, update: false }
const adminGlobal: Record<Role, GlobalRule> = { anonymous: none, content: none, sales: none, 'sales who may erase': none, admin: { read: true, update: true } }
const salesGlobal: Record<Role, GlobalRule> = {
  anonymous: none,
  content: none,
  sales: { read: true, update: true },
  'sales who may erase': { read: true, update: true },
  admin: { read: true, update: true },
}
const GLOBALS: Record<string, Record<Role, GlobalRule>> = {
  settings: shellGlobal,
  menus: shellGlobal,
  footer: shellGlobal,
  privacy: adminGlobal,
  // The committee's e-mails and the reminder's timing (docs/decisions/020): the sales team's.
  'application-settings': salesGlobal,
  'ticket-settings': salesGlobal,
  'table-settings': salesGlobal,
  // Failed payments and arrears (docs/decisions/061): the sales team's, like the Dues records.
  'dues-settings': salesGlobal,
  'sign-in-settings': adminGlobal,
  'limit-settings': adminGlobal,
}

type Doc = Record<string, unknown> & { id: number }
type GraphqlResult = { data?: Record<string, unknown> | null; errors?: { message: string }[] }

const withoutIds = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(withoutIds)
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([k]) => !['id', 'createdAt', 'updatedAt'].includes(k))
        .map(([k, v]) => [k, withoutIds(v)]),
    )
  }
  return value
}

type Field = { name?: string; type: string; hasMany?: boolean; flattenedFields?: Field[] }

/** GraphQL spells select options as enum names: "on-sale" is on_sale (Payload's formatName). */
const asEnum = (value: unknown) => (typeof value === 'string' ? value.replace(/[^\w]/g, '_').replace(/^(\d)/, '_$1') : value)

const forGraphql = (fields: Field[], data: Record<string, unknown>): Record<string, unknown> => {
  const out = { ...data }
  for (const field of fields) {
    if (!field.name || out[field.name] == null) continue
    const value = out[field.name]
    if (field.type === 'select' || field.type === 'radio') out[field.name] = Array.isArray(value) ? value.map(asEnum) : asEnum(value)
    else if (field.type === 'array' && Array.isArray(value)) out[field.name] = value.map((row) => forGraphql(field.flattenedFields ?? [], row as Record<string, unknown>))
    else if (field.type === 'group' && typeof value === 'object') out[field.name] = forGraphql(field.flattenedFields ?? [], value as Record<string, unknown>)
  }
  return out
}

export function roleMatrixSuite(engine: string, createDatabase: CreateDatabase) {
  describe(`Staff roles on ${engine}: every collection and global, create/read/update/delete, REST and GraphQL`, () => {
    let db: TestDatabase
    let payload: Payload
    let config: Promise<SanitizedConfig>
    let dataDir: string
    let handleEndpoints: typeof import('payload').handleEndpoints
    let graphqlPost: ReturnType<typeof import('@payloadcms/next/routes').GRAPHQL_POST>
    const tokens: Partial<Record<Role, string>> = {}
    const guarded: Record<string, number> = {}
    let serial = 0
    let png: Buffer
    let jpeg: Buffer

    const authorization = (role: Role): Record<string, string> => (tokens[role] ? { Authorization: `JWT ${tokens[role]}` } : {})

    const rest = (role: Role, method: string, url: string, body?: unknown) =>
      handleEndpoints({
        config,
        request: new Request(`http://localhost:3000${url}`, {
          method,
          headers: { ...authorization(role), ...(body instanceof FormData ? {} : body ? { 'Content-Type': 'application/json' } : {}) },
          body: body instanceof FormData ? body : body ? JSON.stringify(body) : undefined,
        }),
      })

    const graphql = async (role: Role, query: string, variables?: Record<string, unknown>): Promise<GraphqlResult> => {
      const res = await graphqlPost(
        new Request('http://localhost:3000/api/graphql', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', ...authorization(role) },
          body: JSON.stringify({ query, variables }),
        }),
      )
      return (await res.json()) as GraphqlResult
    }

    /** Granted: an answer without errors. Refused: Payload's access error, not a complaint about the input. */
    const expectGranted = (result: GraphqlResult, field: string, granted: boolean) => {
      if (granted) {
        expect(result.errors, `${field}: ${JSON.stringify(result.errors)}`).toBeUndefined()
        expect(result.data?.[field], field).toBeTruthy()
      } else {
        expect(result.errors?.[0]?.message, `${field} refused`).toMatch(/not allowed/i)
        expect(result.data?.[field] ?? null, field).toBeNull()
      }
    }

    /** Payload's own naming (@payloadcms/graphql initCollections/initGlobals); no collection or global here renames itself. */
    const graphqlNames = (slug: string) => {
      const { singular, plural } = formatNames(slug)
      return { one: singular, many: singular === plural ? `all${singular}` : plural }
    }

    /** A new document the matrix may change or delete, built from what the seed holds, unique values made unique. */
    const newData = async (slug: string): Promise<Record<string, unknown>> => {
      const n = ++serial
      switch (slug) {
        case 'leads':
          return { clientType: 'Club', status: 'new', emailAddress: `matrix-${n}@example.com`, source: 'tour-form' }
        case 'enquiries':
          return { enquiryType: 'office', status: 'new', fullName: 'Matrix Person', emailAddress: `matrix-${n}@example.com` }
        case 'outbox':
          return { to: `matrix-${n}@example.com`, subject: 'Matrix', text: 'Matrix', status: 'queued' }
        case 'erasures':
          return { emailAddress: `matrix-${n}@example.com` }
        case 'industries':
          return { label: `Matrix ${n}`, value: `MATRIX_${n}`, displayOrder: 900 + n }
        case 'profile-pictures':
          return {}
        case 'company-members': {
          const lead = await payload.create({ collection: 'leads', overrideAccess: true, data: { clientType: 'Corporate', emailAddress: `matrix-company-${n}@example.com`, source: 'tour-form' } as never })
          return { lead: lead.id, title: 'Ms', firstName: 'Matrix', lastName: 'Member', emailAddress: `matrix-member-${n}@example.com`, dialCode: '+44', mobileNumber: '07700900123', dateOfBirth: '1980-01-01' }
        }
        case 'users':
          return { email: `matrix-${n}@clubhouse.test`, password: `matrix-passphrase-${n}-long`, roles: ['content'] }
        case 'members':
          return { email: `matrix-member-${n}@example.com`, firstName: 'Matrix', lastName: 'Member', status: 'Invited' }
        case 'restaurants': {
          const club = (await payload.find({ collection: 'clubs', limit: 1, depth: 0, overrideAccess: true })).docs[0]!
          return { name: `Matrix room ${n}`, club: club.id, slotMinutes: 30, coversPerSlot: 10, maxPartySize: 4, daysAhead: 30, services: [{ label: 'Lunch', opens: '12:00', lastSeating: '13:00', days: ['Mon'] }] }
        }
        case 'table-bookings': {
          const club = (await payload.find({ collection: 'clubs', limit: 1, depth: 0, overrideAccess: true })).docs[0]!
          const room = await payload.create({ collection: 'restaurants', overrideAccess: true, data: { name: `Matrix booking room ${n}`, club: club.id, services: [{ label: 'Lunch', opens: '12:00', lastSeating: '13:00', days: ['Mon'] }] } as never })
          const member = await payload.create({ collection: 'members', overrideAccess: true, context: { invited: true }, data: { email: `matrix-diner-${n}@example.com`, firstName: 'Matrix', lastName: 'Diner' } as never })
          return { reference: `TB-MATRIX${n}`, restaurant: room.id, member: member.id, startDateTime: new Date(Date.now() + 86_400_000).toISOString(), partySize: 2, status: 'confirmed' }
        }
        case 'member-sessions': {
          const member = await payload.create({ collection: 'members', overrideAccess: true, data: { email: `matrix-session-${n}@example.com`, firstName: 'Matrix', lastName: 'Session' } as never })
          return { member: member.id, family: `matrix-family-${n}`, tokenHash: `matrix-hash-${n}`, expiresAt: new Date(Date.now() + 86_400_000).toISOString() }
        }
        case 'dues':
          return { payerName: `Matrix Payer ${n}`, membershipType: 'Club', people: 1, monthlyAmount: 150, joiningAmount: 0, termMonths: 12, fixedAt: new Date().toISOString(), collectionState: 'queued', standing: 'good' }
        case 'payments': {
          const dues = await payload.create({ collection: 'dues', overrideAccess: true, data: { payerName: `Matrix Payee ${n}`, membershipType: 'Club', people: 1, monthlyAmount: 150, joiningAmount: 0, termMonths: 12, fixedAt: new Date().toISOString() } as never })
          return { providerId: `PM-MATRIX-${n}`, dues: dues.id, kind: 'monthly', amount: 150, chargeDate: '2027-01-05', status: 'pending_submission' }
        }
        case 'ticket-orders': {
          const event = (await payload.find({ collection: 'events', limit: 1, depth: 0, overrideAccess: true })).docs[0]!
          return {
            reference: `TO-MATRIX-${n}`,
            status: 'paid',
            event: event.id,
            eventTitle: event.title,
            items: [{ itemId: 'matrix', itemTitle: 'Supper', unitPrice: 45, quantity: 2 }],
            total: 90,
            fullName: 'Matrix Person',
            email: `matrix-order-${n}@example.com`,
            phone: '+447700900123',
            seatsHeld: false,
          }
        }
      }
      const source = (await payload.find({ collection: slug as CollectionSlug, limit: 1, depth: 0, sort: 'id', overrideAccess: true })).docs[0]
      expect(source, `the seed holds a ${slug}`).toBeTruthy()
      const data = withoutIds(source) as Record<string, unknown>
      if (slug === 'membership-types') data.title = await freeMembershipTitle()
      for (const field of payload.collections[slug as CollectionSlug].config.flattenedFields) {
        if (!('unique' in field) || !field.unique || field.name === 'filename' || field.type === 'select') continue
        data[field.name] = field.type === 'number' ? 900_000 + n : `${String(data[field.name])}-m${n}`
      }
      if (slug === 'media') for (const k of ['filename', 'mimeType', 'filesize', 'width', 'height', 'focalX', 'focalY', 'sizes', 'url', 'thumbnailURL']) delete data[k]
      return data
    }

    /** A membership type's title is one of three, each used once: make room by removing the newest spare. */
    const freeMembershipTitle = async () => {
      const types = (await payload.find({ collection: 'membership-types', depth: 0, sort: '-id', overrideAccess: true })).docs
      const free = ['Club', 'Social', 'Corporate'].find((t) => !types.some((d) => d.title === t))
      if (free) return free
      const spare = types.find((d) => d.id !== guarded['membership-types'])!
      await payload.delete({ collection: 'membership-types', id: spare.id, overrideAccess: true })
      return spare.title
    }

    const createDoc = async (slug: string, data?: Record<string, unknown>): Promise<Doc> => {
      const file =
        slug === 'media'
          ? { file: { data: png, mimetype: 'image/png', name: `matrix-${++serial}.png`, size: png.length } }
          : slug === 'profile-pictures'
            ? { file: { data: jpeg, mimetype: 'image/jpeg', name: `matrix-${++serial}.jpg`, size: jpeg.length } }
            : {}
      const values = data ?? (await newData(slug))
      try {
        return (await payload.create({ collection: slug as CollectionSlug, overrideAccess: true, data: values as never, ...file })) as unknown as Doc
      } catch (error) {
        throw new Error(`${slug} ${JSON.stringify(values).slice(0, 400)}: ${JSON.stringify((error as { data?: unknown }).data ?? String(error))}`, {
          cause: error,
        })
      }
    }

    beforeAll(async () => {
      db = await createDatabase('seeded')
      dataDir = mkdtempSync(path.join(tmpdir(), 'clubhouse-roles-it-'))
      copySeededMedia(db, dataDir)
      Object.assign(process.env, { PAYLOAD_SECRET: 'integration-test-secret-0123456789abcdef', DATA_DIR: dataDir })
      process.env.DATABASE_URL = db.url
      const [configModule, payloadModule, routes] = await Promise.all([
        import('@/payload.config'),
        import('payload'),
        import('@payloadcms/next/routes'),
      ])
      config = configModule.default
      handleEndpoints = payloadModule.handleEndpoints
      graphqlPost = routes.GRAPHQL_POST(config)
      payload = await payloadModule.getPayload({ config })
      png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#556655' } }).png().toBuffer()
      jpeg = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#665555' } }).jpeg().toBuffer()

      const staff: [Role, Record<string, unknown>][] = [
        ['content', { roles: ['content'] }],
        ['sales', { roles: ['sales'] }],
        ['sales who may erase', { roles: ['sales'], mayErasePersonalData: true }],
        ['admin', { roles: ['admin'] }],
      ]
      for (const [role, fields] of staff) {
        const email = `${role.replaceAll(' ', '-')}-matrix@clubhouse.test`
        const password = `${role.replaceAll(' ', '-')}-matrix-passphrase`
        await payload.create({ collection: 'users', overrideAccess: true, data: { email, password, ...fields } as never })
        tokens[role] = (await payload.login({ collection: 'users', data: { email, password } })).token!
      }

      for (const slug of Object.keys(COLLECTIONS)) {
        const data = await newData(slug)
        if (slug === 'pages') Object.assign(data, { _status: 'draft' })
        if (slug === 'events' || slug === 'offices') Object.assign(data, { visible: false })
        guarded[slug] = (await createDoc(slug, data)).id
      }
      // GraphQL builds its schema on the first request; the names below come from it.
      await graphql('anonymous', '{ __typename }')
    }, 240_000)

    afterAll(async () => {
      await payload?.destroy()
      ;(payload?.db as unknown as { pool?: { on: (e: 'error', f: () => void) => void } } | undefined)?.pool?.on('error', () => {})
      await db?.drop()
      rmSync(dataDir, { recursive: true, force: true })
    })

    it('covers every collection and global the back office has', () => {
      const internal = (slug: string) => slug.startsWith('payload-')
      expect(Object.keys(COLLECTIONS).sort()).toEqual(payload.config.collections.map((c) => c.slug).filter((s) => !internal(s)).sort())
      expect(Object.keys(GLOBALS).sort()).toEqual(payload.config.globals.map((g) => g.slug).filter((s) => !internal(s)).sort())
    })

    it("keeps Payload's own collections from visitors, and each staff member's preferences their own", async () => {
      for (const { slug } of payload.config.collections.filter((c) => c.slug.startsWith('payload-'))) {
        const list = await rest('anonymous', 'GET', `/api/${slug}?limit=1&depth=0`)
        // payload-migrations has no REST route at all (Payload answers 501 Not Implemented).
        expect([403, 501], slug).toContain(list.status)
        expect(await list.text(), slug).not.toContain('"docs"')
      }
      for (const role of ['content', 'sales', 'admin'] as const) {
        expect((await rest(role, 'GET', '/api/payload-jobs?limit=1')).status, `${role} reads the job queue`).toBe(403)
      }
      const saved = await rest('content', 'POST', '/api/payload-preferences/matrix-columns', { value: { columns: ['title'] } })
      expect(saved.status).toBe(200)
      const others = (await (await rest('sales', 'GET', '/api/payload-preferences?limit=50&depth=0')).json()) as { docs: { key: string }[] }
      expect(others.docs.map((d) => d.key)).not.toContain('matrix-columns')
      const own = (await (await rest('content', 'GET', '/api/payload-preferences?limit=50&depth=0')).json()) as { docs: { key: string }[] }
      expect(own.docs.map((d) => d.key)).toContain('matrix-columns')
    })

    describe.each(Object.entries(COLLECTIONS))('%s', (slug, rules) => {
      it.each(ROLES)('as %s over REST', async (role) => {
        const want = rules[role]
        const id = guarded[slug]!
        const list = await rest(role, 'GET', `/api/${slug}?limit=5&depth=0`)
        expect(list.status, `list ${slug}`).toBe(want.read === 'none' ? 403 : 200)
        const one = await rest(role, 'GET', `/api/${slug}/${id}?depth=0`)
        expect([200, 403, 404].includes(one.status), `read ${slug} answered ${one.status}`).toBe(true)
        expect(one.status === 200, `read the guarded ${slug}`).toBe(want.read === 'all')

        const data = await newData(slug)
        let created: Response
        if (slug === 'media') {
          const form = new FormData()
          form.set('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), `rest-${serial}.png`)
          form.set('_payload', JSON.stringify(data))
          created = await rest(role, 'POST', `/api/${slug}`, form)
        } else {
          created = await rest(role, 'POST', `/api/${slug}`, data)
        }
        const createdBody = await created.text()
        expect(created.status, `create ${slug}: ${createdBody.slice(0, 300)}`).toBe(want.create ? 201 : 403)

        const updated = await rest(role, 'PATCH', `/api/${slug}/${id}`, {})
        const updatedBody = await updated.text()
        expect(updated.status === 200, `update ${slug} answered ${updated.status}: ${updatedBody.slice(0, 300)}`).toBe(want.update)
        if (!want.update) expect([403, 404]).toContain(updated.status)

        const victim = await createDoc(slug)
        const deleted = await rest(role, 'DELETE', `/api/${slug}/${victim.id}`)
        expect(deleted.status === 200, `delete ${slug} answered ${deleted.status}`).toBe(want.delete)
        if (!want.delete) expect([403, 404]).toContain(deleted.status)
        const left = await payload.count({ collection: slug as CollectionSlug, overrideAccess: true, where: { id: { equals: victim.id } } })
        expect(left.totalDocs, `the ${slug} is ${want.delete ? 'gone' : 'still there'}`).toBe(want.delete ? 0 : 1)
      })

      it.each(ROLES)('as %s over GraphQL', async (role) => {
        const want = rules[role]
        const { one, many } = graphqlNames(slug)
        const id = guarded[slug]!
        const list = await graphql(role, `{ ${many}(limit: 5) { docs { id } } }`)
        expectGranted(list, many, want.read !== 'none')
        const read = await graphql(role, `{ ${one}(id: ${id}) { id } }`)
        expect((read.data?.[one] as { id?: number } | null)?.id === id, `read the guarded ${slug}`).toBe(want.read === 'all')

        // Uploads are created with a file, which GraphQL cannot carry: there the access check must still answer first.
        const data = forGraphql(payload.collections[slug as CollectionSlug].config.flattenedFields as Field[], await newData(slug))
        const created = await graphql(role, `mutation ($data: mutation${one}Input!) { create${one}(data: $data) { id } }`, { data })
        if (slug === 'media' && want.create) expect(created.errors?.[0]?.message ?? '', 'create media: refused for the missing file, not for access').not.toMatch(/not allowed/i)
        else expectGranted(created, `create${one}`, want.create)

        expectGranted(await graphql(role, `mutation { update${one}(id: ${id}, data: {}) { id } }`), `update${one}`, want.update)

        const victim = await createDoc(slug)
        expectGranted(await graphql(role, `mutation { delete${one}(id: ${victim.id}) { id } }`), `delete${one}`, want.delete)
        const left = await payload.count({ collection: slug as CollectionSlug, overrideAccess: true, where: { id: { equals: victim.id } } })
        expect(left.totalDocs).toBe(want.delete ? 0 : 1)
      })
    })

    describe.each(Object.entries(GLOBALS))('global %s', (slug, rules) => {
      it.each(ROLES)('as %s over REST and GraphQL', async (role) => {
        const want = rules[role]
        const read = await rest(role, 'GET', `/api/globals/${slug}?depth=0`)
        expect(read.status, `read ${slug}`).toBe(want.read ? 200 : 403)
        const updated = await rest(role, 'POST', `/api/globals/${slug}`, {})
        expect(updated.status, `update ${slug}: ${(await updated.text()).slice(0, 300)}`).toBe(want.update ? 200 : 403)

        const typeName = graphqlNames(slug).one
        expectGranted(await graphql(role, `{ ${typeName} { updatedAt } }`), typeName, want.read)
        const global = payload.globals.config.find((g) => g.slug === slug)!
        const current = withoutIds(await payload.findGlobal({ slug: slug as never, depth: 0, overrideAccess: true })) as Record<string, unknown>
        delete current.globalType
        const data = forGraphql(global.flattenedFields as Field[], current)
        expectGranted(await graphql(role, `mutation ($data: mutation${typeName}Input!) { update${typeName}(data: $data) { updatedAt } }`, { data }), `update${typeName}`, want.update)
      })
    })


    describe('staff routes (src/app/(staff)/api, docs/decisions/039): who may call each, and only from the site', () => {
      const salesOrAdmin = (role: Role) => role === 'sales' || role === 'sales who may erase' || role === 'admin'
      /** Each staff route, called as its allowed roles would: a GET answers 200, a POST about nothing that exists 404 (past the checks). */
      const STAFF_ROUTES = [
        { method: 'GET', url: '/api/leads/export.csv', ok: 200 },
        { method: 'GET', url: '/api/enquiries/export.csv', ok: 200 },
        { method: 'GET', url: '/api/ticket-orders/export.csv', ok: 200 },
        { method: 'GET', url: '/api/payments/export.csv', ok: 200 },
        { method: 'GET', url: '/api/leads/applications.csv', ok: 200 },
        { method: 'GET', url: '/api/ticket-requests/archive.csv', ok: 200 },
        { method: 'POST', url: '/api/leads/999999/decision', body: { decision: 'Approved' }, ok: 404 },
        { method: 'POST', url: '/api/ticket-orders/999999/refund', ok: 404 },
        { method: 'POST', url: '/api/ticket-orders/999999/cancel', ok: 404 },
        // Waiving or extending a member's arrears (decision 061): sales and administrators.
        { method: 'POST', url: '/api/dues/999999/waive', body: { reason: 'Matrix' }, ok: 404 },
        { method: 'POST', url: '/api/dues/999999/extend', body: { reason: 'Matrix', until: '2099-01-01' }, ok: 400 },
        { method: 'POST', url: '/api/dues/999999/notice', body: { reason: 'Matrix' }, ok: 404 },
        // Sending a failed e-mail again (docs/decisions/042): administrators only.
        { method: 'POST', url: '/api/outbox/999999/resend', ok: 404, adminOnly: true },
        // Moving the Direct Debit sandbox's clock (local sites and tests): administrators only.
        { method: 'POST', url: '/api/direct-debit-sandbox/clock', body: { day: 'soon' }, ok: 400, adminOnly: true },
      ]
      const call = (role: Role, method: string, url: string, body?: unknown, headers: Record<string, string> = {}) =>
        backOfficeApi(
          config,
          new Request(`http://localhost:3000${url}`, {
            method,
            headers: { ...authorization(role), ...(body ? { 'Content-Type': 'application/json' } : {}), ...headers },
            body: body ? JSON.stringify(body) : undefined,
          }),
        )

      it.each(STAFF_ROUTES)('$method $url: 401 signed out, 403 for content staff, through for sales and admin (admin only where marked)', async ({ method, url, body, ok, adminOnly }) => {
        for (const role of ROLES) {
          const res = await call(role, method, url, body)
          const expected = role === 'anonymous' ? 401 : (adminOnly ? role === 'admin' : salesOrAdmin(role)) ? ok : 403
          expect(res.status, `${role} ${method} ${url}: ${await res.clone().text()}`).toBe(expected)
          if (expected !== 200) expect(((await res.json()) as { errors: { message: string }[] }).errors[0]!.message).toBeTruthy()
        }
      })

      it('refuses a change posted from another site even with a valid session, and takes it from the site itself', async () => {
        const [route] = STAFF_ROUTES.filter((r) => r.method === 'POST')
        const fromSite = await call('sales', route!.method, route!.url, route!.body, { Origin: 'http://localhost:3000', Host: 'localhost:3000' })
        expect(fromSite.status).toBe(route!.ok)
        const crossSite = await call('sales', route!.method, route!.url, route!.body, { Origin: 'https://elsewhere.example', Host: 'localhost:3000' })
        expect(crossSite.status).toBe(403)
        expect(((await crossSite.json()) as { errors: { message: string }[] }).errors[0]!.message).toBe('Cross-site request refused.')
      })
    })
  })
}
