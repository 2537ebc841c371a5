import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { CreateDatabase, TestDatabase } from './engines'

/** Spec paths that must exist as published pages after the seed (spec 000 section 2). */
const SPEC_PATHS = [
  '/home', '/knightsbridge', '/city', '/fulham', '/kensington', '/the-club', '/discover-offices',
  '/membership/book-a-tour', '/membership/book-a-tour/complete', '/book-a-tour', '/membership-application',
  '/reservation-confirmation', '/meeting-rooms', '/networking-membership', '/clubhouse-summit-25',
  '/terms-and-conditions', '/cookie-policy', '/privacy-policy', '/login', '/corporate', '/fulham-green',
  '/knightsbridge/terrace-private-events', '/kensington/conferencing', '/city/terrace-and-private-events',
  '/office-detail',
]

/** The same behaviour asserted on every Postgres engine the app supports. */
export function cmsSuite(engine: string, createDatabase: CreateDatabase) {
  describe(`Payload on ${engine}`, () => {
    let db: TestDatabase
    let payload: Payload
    let dataDir: string
    let migrationNames: string[]

    beforeAll(async () => {
      // Empty: this suite tests the migrations on connect and the seed themselves.
      db = await createDatabase('empty')
      dataDir = mkdtempSync(path.join(tmpdir(), 'clubhouse-it-'))
      Object.assign(process.env, { PAYLOAD_SECRET: 'integration-test-secret-0123456789abcdef', DATA_DIR: dataDir })
      process.env.DATABASE_URL = db.url
      const [{ default: config }, { getPayload }, { migrations }] = await Promise.all([
        import('@/payload.config'),
        import('payload'),
        import('@/migrations'),
      ])
      migrationNames = migrations.map((m) => m.name)
      payload = await getPayload({ config })
    })

    afterAll(async () => {
      await payload?.destroy()
      // Payload's destroy leaves the pool open (and one client checked out, so end() never returns):
      // its idle connections will drop with the database, which is expected here.
      ;(payload?.db as unknown as { pool?: { on: (e: 'error', f: () => void) => void } } | undefined)?.pool?.on('error', () => {})
      await db?.drop()
      rmSync(dataDir, { recursive: true, force: true })
    })

    it('applies every committed migration on connect', async () => {
      const applied = await payload.find({ collection: 'payload-migrations', overrideAccess: true, limit: 100 })
      expect(applied.docs.map((d) => d.name).sort()).toEqual([...migrationNames].sort())
    })

    it('seeds the spec pages once, and a second run creates nothing', async () => {
      const { seed } = await import('@/seed')
      const first = await seed(payload, { allowLocalAdmin: true })
      expect(first.created.clubs).toBe(4)
      expect(first.localAdmin).toBe(true)
      // The local member has a plan, payments so far and a next collection (on the sandbox).
      expect(first.created.dues).toBe(1)
      const { memberDues, memberPayments } = await import('@/features/dues/member.server')
      const ada = (await payload.find({ collection: 'members', overrideAccess: true, depth: 0, where: { email: { equals: 'member@clubhouse.london' } } })).docs[0]!
      const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(new Date())
      const dues = await memberDues(payload, ada.id)
      expect(dues).toMatchObject({ plan: 'Club', paidBy: 'member', monthlyAmount: 150, joiningAmount: 500, standing: 'good', balance: 0 })
      expect(dues!.nextCollection! >= today, `${dues!.nextCollection} after ${today}`).toBe(true)
      const history = (await memberPayments(payload, ada.id))!
      expect(history.length).toBeGreaterThanOrEqual(4)
      expect(history.at(-1)!.kindText).toBe('Joining fee')
      expect(history.every((p) => p.statusText === 'Collected' && p.chargeDate < today)).toBe(true)
      const second = await seed(payload, { allowLocalAdmin: true })
      expect(Object.values(second.created).every((n) => n === 0)).toBe(true)

      const pages = await payload.find({ collection: 'pages', limit: 200, overrideAccess: false, pagination: false })
      const paths = pages.docs.map((p) => p.path)
      for (const p of SPEC_PATHS) expect(paths, `page ${p}`).toContain(p)

      const clubs = await payload.find({ collection: 'clubs', overrideAccess: false, sort: 'name' })
      expect(Object.fromEntries(clubs.docs.map((c) => [c.name, c.locationId]))).toEqual({ City: 8, Fulham: 5, Kensington: 14, Knightsbridge: 15 })

      const settings = await payload.findGlobal({ slug: 'settings', overrideAccess: false })
      expect(paths).toContain(settings.homePage)
      const menus = await payload.findGlobal({ slug: 'menus', overrideAccess: false })
      expect(menus.menus?.map((m) => m.name)).toContain('Top Menu')

      // Alt text says what a picture shows: a scene's tall version for phones shows the same scene.
      const media = await payload.find({ collection: 'media', pagination: false, depth: 0, overrideAccess: false })
      expect(media.docs.filter((m) => /portrait/i.test(m.alt ?? '')).map((m) => m.alt)).toEqual([])
      const home = media.docs.filter((m) => m.alt === 'Clubhouse')
      expect(home.map((m) => (m.height! > m.width! ? 'tall' : 'wide')).sort()).toEqual(['tall', 'wide'])
    })

    it('resizes uploaded images with sharp', async () => {
      const media = await payload.find({ collection: 'media', limit: 1, overrideAccess: false })
      const doc = media.docs[0]!
      expect(doc.mimeType).toBe('image/webp')
      expect(doc.sizes?.thumbnail?.width).toBe(400)
      expect(doc.sizes?.og).toMatchObject({ width: 1200, height: 630 })
    })

    it('shows anonymous visitors published pages only, and lets them change nothing', async () => {
      const draft = await payload.create({
        collection: 'pages',
        overrideAccess: true,
        draft: true,
        data: { title: 'Secret launch', path: '/secret-launch', _status: 'draft' } as never,
      })
      const visible = await payload.find({ collection: 'pages', where: { path: { equals: '/secret-launch' } }, overrideAccess: false })
      expect(visible.totalDocs).toBe(0)
      await expect(payload.create({ collection: 'pages', overrideAccess: false, data: { title: 'x', path: '/x' } as never })).rejects.toThrow(/not allowed/i)
      await expect(payload.find({ collection: 'users', overrideAccess: false })).rejects.toThrow(/not allowed/i)
      await expect(payload.updateGlobal({ slug: 'settings', overrideAccess: false, data: { phoneNumber: '0' } })).rejects.toThrow(/not allowed/i)
      await expect(payload.delete({ collection: 'clubs', id: 1, overrideAccess: false })).rejects.toThrow(/not allowed|not found/i)
      await payload.delete({ collection: 'pages', id: draft.id, overrideAccess: true })
    })

    it('lets content staff edit content but not staff accounts or their own role', async () => {
      const editorDoc = await payload.create({
        collection: 'users',
        overrideAccess: true,
        data: { email: `editor-${engine.toLowerCase()}@clubhouse.test`, password: 'editor-password-123', roles: ['content'] },
      })
      const editor = { ...editorDoc, collection: 'users' as const }
      const page = (await payload.find({ collection: 'pages', where: { path: { equals: '/fulham' } }, overrideAccess: true })).docs[0]!
      const updated = await payload.update({ collection: 'pages', id: page.id, user: editor, overrideAccess: false, data: { title: 'Fulham (edited)' } })
      expect(updated.title).toBe('Fulham (edited)')
      await expect(
        payload.create({ collection: 'users', user: editor, overrideAccess: false, data: { email: 'intruder@clubhouse.test', password: 'intruder-password-1', roles: ['admin'] } }),
      ).rejects.toThrow(/not allowed/i)
      const self = await payload.update({ collection: 'users', id: editor.id, user: editor, overrideAccess: false, data: { roles: ['admin'] } })
      expect(self.roles).toEqual(['content'])
      const others = await payload.find({ collection: 'users', user: editor, overrideAccess: false })
      expect(others.docs.map((u) => u.id)).toEqual([editor.id])
    })

    it('stores page paths in one form and keeps them unique', async () => {
      const page = await payload.create({ collection: 'pages', overrideAccess: true, data: { title: 'Spring', path: '/Whats-On/Spring/', _status: 'published' } as never })
      expect(page.path).toBe('/whats-on/spring')
      await expect(
        payload.create({ collection: 'pages', overrideAccess: true, data: { title: 'Again', path: '/whats-on/spring', _status: 'published' } as never }),
      ).rejects.toThrow()
    })

    it('stores a page\'s modules as one JSON value, in order, with nested images populated on read', async () => {
      const media = (await payload.find({ collection: 'media', limit: 2, overrideAccess: true })).docs
      const page = await payload.create({
        collection: 'pages',
        overrideAccess: true,
        data: {
          title: 'Blocks round trip',
          path: '/blocks-round-trip',
          _status: 'published',
          layout: [
            { blockType: 'spacer', size: 'large' },
            { blockType: 'hero', title: 'Round trip', desktopImage: media[0]!.id },
            { blockType: 'spacer', size: 'small' },
          ],
        } as never,
      })
      const read = await payload.findByID({ collection: 'pages', id: page.id, depth: 2, overrideAccess: false })
      const layout = read.layout as { blockType: string; size?: string; desktopImage?: { id: unknown; url?: string } }[]
      expect(layout.map((b) => b.blockType)).toEqual(['spacer', 'hero', 'spacer'])
      expect(layout[0]!.size).toBe('large')
      expect(layout[1]!.desktopImage).toMatchObject({ id: media[0]!.id })
      expect(layout[1]!.desktopImage!.url).toMatch(/^\/api\/media\/file\//)
      // No table per block type: the whole list lives in the pages row.
      const tables = (await (payload.db as unknown as { drizzle: { execute: (q: unknown) => Promise<{ rows: { n: number }[] }> } }).drizzle.execute(
        sql`select count(*)::int as n from information_schema.tables where table_name like 'pages_blocks_%' or table_name like '_pages_v_blocks_%'`,
      )).rows[0]!.n
      expect(tables).toBe(0)
      await expect(
        payload.create({ collection: 'pages', overrideAccess: true, data: { title: 'Bad', path: '/bad-block', layout: [{ blockType: 'hero' }] } as never }),
      ).rejects.toThrow(/title|invalid/i)
      await payload.delete({ collection: 'pages', id: page.id, overrideAccess: true })
    })

    it('seeds a published styleguide page holding every registered module', async () => {
      const { blockRegistry } = await import('@/blocks/registry')
      const found = await payload.find({ collection: 'pages', where: { path: { equals: '/styleguide' } }, overrideAccess: false, depth: 0 })
      const types = new Set((found.docs[0]?.layout as { blockType: string }[] | undefined)?.map((b) => b.blockType))
      for (const { config } of blockRegistry) expect(types, config.slug).toContain(config.slug)
    })

    it('publishes a scheduled draft when its job runs, not before', async () => {
      const page = await payload.create({ collection: 'pages', overrideAccess: true, data: { title: 'Autumn menu', path: '/autumn-menu', _status: 'published' } as never })
      await payload.update({ collection: 'pages', id: page.id, overrideAccess: true, draft: true, data: { title: 'Winter menu', _status: 'draft' } as never })
      const published = () => payload.findByID({ collection: 'pages', id: page.id, overrideAccess: false }).then((p) => p.title)
      expect(await published()).toBe('Autumn menu')
      const queue = (waitUntil: Date) =>
        payload.jobs.queue({ task: 'schedulePublish', waitUntil, input: { type: 'publish', doc: { relationTo: 'pages', value: page.id } } as never })
      await queue(new Date(Date.now() + 60 * 60_000))
      await payload.jobs.run({ queue: 'default' })
      expect(await published()).toBe('Autumn menu')
      await queue(new Date(Date.now() - 1000))
      await payload.jobs.run({ queue: 'default' })
      expect(await published()).toBe('Winter menu')
      await payload.delete({ collection: 'pages', id: page.id, overrideAccess: true })
    })
  })
}
