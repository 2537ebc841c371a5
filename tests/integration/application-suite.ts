import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { CreateDatabase, TestDatabase } from './engines'

/** Issue 13: the continue link is a capability that opens one lead, for 30 days, and only the latest. */
export function applicationSuite(engine: string, createDatabase: CreateDatabase) {
  describe(`Membership application on ${engine}`, () => {
    let db: TestDatabase
    let payload: Payload
    let dataDir: string
    let links: typeof import('@/features/application/continue-link.server')
    let serial = 0

    const newLead = async () =>
      (await payload.create({
        collection: 'leads',
        overrideAccess: true,
        data: { clientType: 'Club', emailAddress: `applicant-${++serial}@example.com`, firstName: 'Amelia', lastName: "O'Brien", source: 'tour-form', membershipStatus: 'Started' } as never,
      })) as unknown as { id: number }

    beforeAll(async () => {
      db = await createDatabase()
      dataDir = mkdtempSync(path.join(tmpdir(), 'clubhouse-application-it-'))
      Object.assign(process.env, { PAYLOAD_SECRET: 'integration-test-secret-0123456789abcdef', DATA_DIR: dataDir })
      process.env.DATABASE_URL = db.url
      const [{ default: config }, payloadModule] = await Promise.all([import('@/payload.config'), import('payload')])
      links = await import('@/features/application/continue-link.server')
      payload = await payloadModule.getPayload({ config })
    })

    afterAll(async () => {
      await payload?.destroy()
      ;(payload?.db as unknown as { pool?: { on: (e: 'error', f: () => void) => void } } | undefined)?.pool?.on('error', () => {})
      await db?.drop()
      rmSync(dataDir, { recursive: true, force: true })
    })

    it('opens its own lead and no other, and stores only the token\'s hash', async () => {
      const [amelia, bob] = [await newLead(), await newLead()]
      const [ameliaToken, bobToken] = [await links.issueContinueToken(payload, amelia.id), await links.issueContinueToken(payload, bob.id)]
      expect((await links.leadByContinueToken(payload, ameliaToken))?.id).toBe(amelia.id)
      expect((await links.leadByContinueToken(payload, bobToken))?.id).toBe(bob.id)
      const [row] = (await payload.db.drizzle.execute(`SELECT continue_token_hash FROM leads WHERE id = ${amelia.id}` as never)).rows as { continue_token_hash: string }[]
      expect(row!.continue_token_hash).toMatch(/^[0-9a-f]{64}$/)
      expect(row!.continue_token_hash).not.toContain(ameliaToken)
      for (const guess of [null, '', 'x', ameliaToken.slice(1), `${ameliaToken.slice(0, 42)}${ameliaToken[42] === 'A' ? 'B' : 'A'}`]) {
        expect(await links.leadByContinueToken(payload, guess)).toBeNull()
      }
    })

    it('lasts 30 days, and a new link replaces the old one', async () => {
      const lead = await newLead()
      const issued = new Date('2026-11-25T12:00:00.000Z')
      const first = await links.issueContinueToken(payload, lead.id, undefined, issued)
      const day = 24 * 60 * 60 * 1000
      expect((await links.leadByContinueToken(payload, first, new Date(issued.getTime() + 29 * day)))?.id).toBe(lead.id)
      expect(await links.leadByContinueToken(payload, first, new Date(issued.getTime() + 30 * day + 1000))).toBeNull()
      const second = await links.issueContinueToken(payload, lead.id, undefined, issued)
      expect(await links.leadByContinueToken(payload, first, issued)).toBeNull()
      expect((await links.leadByContinueToken(payload, second, issued))?.id).toBe(lead.id)
    })

    it('writes only with the lead\'s current capability: a link replaced after it opened the lead changes nothing', async () => {
      const service = await import('@/features/application/application.server')
      const lead = await newLead()
      const old = await links.issueContinueToken(payload, lead.id)
      const address = { country: 'United Kingdom', postcode: 'SW6 4LZ', addressLine1: '512 King’s Road', addressLine2: '', town: 'London', county: '' }
      expect((await service.saveAddress({ id: lead.id, token: old }, address)).ok).toBe(true)
      // The request opened the lead with `old`; a reminder or a new start replaces it before the write locks the row.
      const current = await links.issueContinueToken(payload, lead.id)
      const late = await service.saveAddress({ id: lead.id, token: old }, { ...address, addressLine1: 'Somewhere else' })
      expect(late).toMatchObject({ ok: false, status: 404 })
      // Nor does another lead's capability open this one.
      const other = await newLead()
      const otherToken = await links.issueContinueToken(payload, other.id)
      expect(await service.saveAddress({ id: lead.id, token: otherToken }, { ...address, addressLine1: 'Elsewhere' })).toMatchObject({ ok: false, status: 404 })
      const stored = (await payload.findByID({ collection: 'leads', id: lead.id, overrideAccess: true, depth: 0 })) as unknown as { address: { addressLine1: string } }
      expect(stored.address.addressLine1).toBe('512 King’s Road')
      expect((await service.saveAddress({ id: lead.id, token: current }, { ...address, addressLine1: '1 New Road' })).ok).toBe(true)
    })

    it('never shows the hash through the REST API, even to an administrator', async () => {
      const lead = await newLead()
      await links.issueContinueToken(payload, lead.id)
      const admin = { email: `application-admin-${engine.length}@clubhouse.test`, password: 'application-admin-passphrase' }
      await payload.create({ collection: 'users', overrideAccess: true, data: { ...admin, roles: ['admin'] } as never })
      const { token } = await payload.login({ collection: 'users', data: admin })
      const { handleEndpoints } = await import('payload')
      const { default: config } = await import('@/payload.config')
      const res = await handleEndpoints({ config, request: new Request(`http://localhost:3000/api/leads/${lead.id}?depth=0`, { headers: { Authorization: `JWT ${token}` } }) })
      expect(res.status).toBe(200)
      const body = (await res.json()) as Record<string, unknown>
      expect(body.membershipStatus).toBe('Started')
      expect(body).not.toHaveProperty('continueTokenHash')
      expect(body).not.toHaveProperty('continueExpiresAt')
      const filtered = await handleEndpoints({
        config,
        request: new Request(`http://localhost:3000/api/leads?where[continueTokenHash][exists]=true&depth=0`, { headers: { Authorization: `JWT ${token}` } }),
      })
      // Querying by a field nobody may read is refused, so the hash cannot be found by guessing either.
      expect([400, 403]).toContain(filtered.status)
    })
  })
}
