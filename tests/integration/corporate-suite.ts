import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { CreateDatabase, TestDatabase } from './engines'

/** Issue 14: a company's additional members, kept by the server whatever arrives at once. */
export function corporateSuite(engine: string, createDatabase: CreateDatabase) {
  describe(`Corporate members on ${engine}`, () => {
    let db: TestDatabase
    let payload: Payload
    let dataDir: string
    let links: typeof import('@/features/application/continue-link.server')
    let members: typeof import('@/features/application/corporate/members.server')
    let schema: typeof import('@/features/application/corporate/members')
    let serial = 0

    const company = async (clientType = 'Corporate') => {
      const lead = (await payload.create({
        collection: 'leads',
        overrideAccess: true,
        data: { clientType, emailAddress: `contact-${++serial}@acme.co.uk`, firstName: 'Grace', lastName: 'Hopper', companyName: 'Acme', numberOfMembers: 5, source: 'tour-form', membershipStatus: 'Started' } as never,
      })) as unknown as { id: number; emailAddress: string }
      return { ...lead, ref: { id: lead.id, token: await links.issueContinueToken(payload, lead.id) } }
    }
    const member = (email: string, extra: Record<string, string> = {}) =>
      schema.memberSchema.parse({ title: 'Mr', firstName: 'Alan', lastName: 'Turing', emailAddress: email, dialCode: '+44', mobileNumber: '07700 900123', dateOfBirth: '1980-06-23', ...extra })
    const stored = async (leadId: number) =>
      (await payload.find({ collection: 'company-members', overrideAccess: true, depth: 0, limit: 100, where: { lead: { equals: leadId } } })).docs

    beforeAll(async () => {
      db = await createDatabase()
      dataDir = mkdtempSync(path.join(tmpdir(), 'clubhouse-corporate-it-'))
      // Nothing listens at SERVER_URL: the sandbox's webhook deliveries fail quietly; the return reads the outcome.
      Object.assign(process.env, { PAYLOAD_SECRET: 'integration-test-secret-0123456789abcdef', DATA_DIR: dataDir, SERVER_URL: 'http://127.0.0.1:9', ENQUIRY_RATE_LIMIT: '0' })
      process.env.DATABASE_URL = db.url
      const [{ default: config }, payloadModule] = await Promise.all([import('@/payload.config'), import('payload')])
      ;[links, members, schema] = await Promise.all([
        import('@/features/application/continue-link.server'),
        import('@/features/application/corporate/members.server'),
        import('@/features/application/corporate/members'),
      ])
      payload = await payloadModule.getPayload({ config })
    })

    afterAll(async () => {
      await payload?.destroy()
      ;(payload?.db as unknown as { pool?: { on: (e: 'error', f: () => void) => void } } | undefined)?.pool?.on('error', () => {})
      await db?.drop()
      rmSync(dataDir, { recursive: true, force: true })
    })

    it('keeps at most 10 members and no e-mail twice when 50 adds arrive at once', async () => {
      const acme = await company()
      // 50 adds of 20 people, each twice, once in capitals: only 10 may stay, each once.
      const emails = Array.from({ length: 50 }, (_, i) => (i % 2 ? `PERSON${i % 20}@EXAMPLE.COM` : `person${i % 20}@example.com`))
      const outcomes = await Promise.all(emails.map((email) => members.addMember(acme.ref, member(email))))
      const rows = await stored(acme.id)
      expect(rows).toHaveLength(10)
      expect(new Set(rows.map((r) => r.emailAddress)).size).toBe(10)
      expect(rows.every((r) => r.emailAddress === r.emailAddress.toLowerCase())).toBe(true)
      expect(outcomes.filter((o) => o.ok)).toHaveLength(10)
      const refused = outcomes.filter((o) => !o.ok).map((o) => (o.ok ? '' : o.message))
      // Each of the other 40 is refused as full or as a repeat, whichever its turn met first.
      expect(refused).toHaveLength(40)
      for (const message of refused) expect(['Another member of this company uses this email', 'A company can add at most 10 members.']).toContain(message)
    })

    it('refuses the primary contact’s own e-mail, and a second member with the same one in another case', async () => {
      const acme = await company()
      expect(await members.addMember(acme.ref, member(acme.emailAddress.toUpperCase()))).toMatchObject({
        ok: false,
        status: 400,
        errors: { emailAddress: 'Another member of this company uses this email' },
      })
      expect((await members.addMember(acme.ref, member('ada@example.com'))).ok).toBe(true)
      expect(await members.addMember(acme.ref, member('Ada@Example.com'))).toMatchObject({ ok: false, message: 'Another member of this company uses this email' })
      // The same person may belong to another company.
      const other = await company()
      expect((await members.addMember(other.ref, member('ada@example.com'))).ok).toBe(true)
    })

    it('edits, removes (operation 3) and lists newest first; a freed place can be taken again', async () => {
      const acme = await company()
      const added = []
      for (let i = 0; i < 10; i++) {
        const done = await members.addMember(acme.ref, member(`m${i}@example.com`))
        if (!done.ok) throw new Error(done.message)
        added.push(done.member)
      }
      const listed = await members.listMembers(acme.ref)
      expect(listed.ok && listed.members.map((m) => m.emailAddress)).toEqual(added.map((m) => m.emailAddress).reverse())
      expect(await members.addMember(acme.ref, member('eleventh@example.com'))).toMatchObject({ ok: false, status: 409 })
      const edited = await members.updateMember(acme.ref, added[0]!.id, member('m0@example.com', { role: 'Manager', firstName: 'Alana' }))
      expect(edited).toMatchObject({ ok: true, member: { firstName: 'Alana', role: 'Manager' } })
      expect(await members.updateMember(acme.ref, added[0]!.id, member('m1@example.com'))).toMatchObject({ ok: false, message: 'Another member of this company uses this email' })
      expect((await members.removeMember(acme.ref, added[1]!.id)).ok).toBe(true)
      expect(await stored(acme.id)).toHaveLength(9)
      expect((await members.addMember(acme.ref, member('eleventh@example.com'))).ok).toBe(true)
    })

    it('answers another company’s capability, an old link and an unknown member with nothing changed', async () => {
      const [acme, rival] = [await company(), await company()]
      const done = await members.addMember(acme.ref, member('kept@example.com'))
      if (!done.ok) throw new Error(done.message)
      // The rival's capability on Acme's lead, and on Acme's member through the rival's own lead.
      expect(await members.addMember({ id: acme.id, token: rival.ref.token }, member('intruder@example.com'))).toMatchObject({ ok: false, status: 404 })
      expect(await members.removeMember({ id: acme.id, token: rival.ref.token }, done.member.id)).toMatchObject({ ok: false, status: 404 })
      expect(await members.removeMember(rival.ref, done.member.id)).toMatchObject({ ok: false, status: 404 })
      expect(await members.updateMember(rival.ref, done.member.id, member('kept@example.com', { firstName: 'Changed' }))).toMatchObject({ ok: false, status: 404 })
      // A replaced link opens nothing.
      await links.issueContinueToken(payload, acme.id)
      expect(await members.addMember(acme.ref, member('late@example.com'))).toMatchObject({ ok: false, status: 404 })
      expect((await stored(acme.id)).map((m) => [m.emailAddress, m.firstName])).toEqual([['kept@example.com', 'Alan']])
    })

    it('adds members only to corporate applications not yet sent', async () => {
      const club = await company('Club')
      expect(await members.addMember(club.ref, member('x@example.com'))).toMatchObject({ ok: false, status: 409 })
      const sent = await company()
      await payload.update({ collection: 'leads', id: sent.id, overrideAccess: true, data: { membershipStatus: 'Applied' } as never })
      expect(await members.addMember(sent.ref, member('y@example.com'))).toMatchObject({ ok: false, status: 409 })
    })

    it('walks a company from its start to Applied, in the wizard’s order only', async () => {
      const service = await import('@/features/application/application.server')
      const port = await import('@/integrations/direct-debit/port')
      const local = await import('@/integrations/direct-debit/local')
      const sharp = (await import('sharp')).default
      const start = await service.startApplication(
        { title: 'Ms', firstName: 'Grace', lastName: 'Hopper', emailAddress: `walk-${++serial}@acme.co.uk`, dialCode: '+44', mobileNumber: '07700 900123', dateOfBirth: '1976-12-09', locationId: 15 },
        { ip: '203.0.113.9' },
        { companyName: 'Acme Ltd', numberOfMembers: 4 },
      )
      if (!start.ok || start.kind !== 'created') throw new Error('not created')
      const ref = { id: start.leadId, token: start.token }
      const lead = await payload.findByID({ collection: 'leads', id: ref.id, overrideAccess: true, depth: 0 })
      expect(lead).toMatchObject({ clientType: 'Corporate', companyName: 'Acme Ltd', numberOfMembers: 4, membershipStatus: 'Started' })

      await payload.create({ collection: 'industries', overrideAccess: true, data: { label: 'Accounting', value: 'ACCOUNTING', displayOrder: 0 } as never })
      const business = { businessIndustry: 'ACCOUNTING', aboutCompany: 'We audit bakeries.', companyWebsite: 'www.acme.co.uk' }
      // Out of order: nothing is stored.
      expect(await service.saveBusinessDetails(ref, business)).toMatchObject({ ok: false, status: 409 })
      expect(await service.markMembersVisited(ref)).toMatchObject({ ok: false, status: 409 })
      expect(await service.startPayment(ref, 'attempt-000001', { ip: '203.0.113.9' })).toMatchObject({ ok: false, status: 409 })
      expect(await service.saveProfile(ref, { gender: 'Female', industry: 'ACCOUNTING', role: 'Manager', aboutMember: 'x' })).toMatchObject({ ok: false, status: 409 })

      expect((await service.saveContact(ref, { title: 'Ms', firstName: 'Grace', lastName: 'Hopper', dialCode: '+44', mobileNumber: '07700 900123', role: 'Founder / Owner' })).ok).toBe(true)
      expect((await service.saveAddress(ref, { country: 'United Kingdom', postcode: 'EC2V 6AA', addressLine1: '1 Gresham Street', addressLine2: '', town: 'London', county: '' })).ok).toBe(true)
      const jpeg = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#456' } }).jpeg().toBuffer()
      expect((await service.savePhoto(ref, jpeg)).ok).toBe(true)
      expect((await service.saveBusinessDetails(ref, { ...business, businessIndustry: 'NOT_AN_INDUSTRY' }))).toMatchObject({ ok: false, status: 400 })
      expect((await service.saveBusinessDetails(ref, business)).ok).toBe(true)
      expect(await service.startPayment(ref, 'attempt-000002', { ip: '203.0.113.9' })).toMatchObject({ ok: false, status: 409 })
      for (const email of ['one@acme.co.uk', 'two@acme.co.uk', 'three@acme.co.uk']) expect((await members.addMember(ref, member(email))).ok).toBe(true)
      expect((await service.markMembersVisited(ref)).ok).toBe(true)
      expect(await service.completeApplication(ref, true)).toMatchObject({ ok: false, status: 409, message: 'Please set up your Direct Debit first.' })

      const setup = await service.startPayment(ref, 'attempt-000003', { ip: '203.0.113.9' })
      if (!setup.ok) throw new Error(setup.message)
      expect(setup.redirectUrl).toContain('/direct-debit/sandbox/')
      const flow = await port.sandboxControls(async () => payload)!.flow(setup.id)
      expect(flow).toMatchObject({ redirectUri: 'http://127.0.0.1:9/corporate/payment/return', exitUri: 'http://127.0.0.1:9/corporate/payment?result=cancelled' })
      await port.sandboxControls(async () => payload)!.authorise(setup.id, { accountHolder: 'Acme Ltd', ...local.SANDBOX_GOOD_ACCOUNT })
      expect((await service.finishPayment(ref)).ok).toBe(true)
      const done = await service.completeApplication(ref, true)
      expect(done).toMatchObject({ ok: true, replayed: false, lead: { membershipStatus: 'Applied', webSite: 'www.acme.co.uk', profile: { role: 'Founder / Owner', industry: 'ACCOUNTING' } } })
      // Sent: the company and its members are no longer changed.
      expect(await members.addMember(ref, member('late@acme.co.uk'))).toMatchObject({ ok: false, status: 409 })
      expect(await service.saveContact(ref, { title: 'Ms', firstName: 'Changed', lastName: 'Hopper', dialCode: '+44', mobileNumber: '07700 900123', role: 'Manager' })).toMatchObject({ ok: false, status: 409 })
    })

    it('stores a member’s photo up to 5,242,880 bytes and skips a larger one with a clear message', async () => {
      const sharp = (await import('sharp')).default
      const acme = await company()
      const added = await members.addMember(acme.ref, member('pictured@example.com'))
      if (!added.ok) throw new Error(added.message)
      const big = Buffer.concat([await sharp({ create: { width: 300, height: 300, channels: 3, background: '#123' } }).png().toBuffer(), Buffer.alloc(5_242_880)])
      expect(await members.saveMemberPhoto(acme.ref, added.member.id, big)).toMatchObject({ ok: false, status: 400, message: 'This photo is larger than 5 MB, so it was not added. Please choose a smaller one.' })
      const png = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#321' } }).png().toBuffer()
      const saved = await members.saveMemberPhoto(acme.ref, added.member.id, png)
      expect(saved.ok && typeof saved.member.photo).toBe('number')
      const rival = await company()
      expect(await members.saveMemberPhoto(rival.ref, added.member.id, png)).toMatchObject({ ok: false, status: 404 })
    })

    it('checks a member as the form does; the role is optional', () => {
      const result = schema.memberSchema.safeParse({ title: '', firstName: 'A', lastName: 'Turing', emailAddress: 'nope', mobileNumber: 'abc', dateOfBirth: '1980-02-30' })
      expect(result.success).toBe(false)
      const messages = Object.fromEntries(result.error!.issues.map((i) => [i.path[0], i.message]))
      expect(messages).toEqual({
        title: 'Required',
        firstName: 'Please enter a valid first name',
        emailAddress: 'Invalid email address',
        mobileNumber: 'INVALID',
        dateOfBirth: 'Please enter a valid date of birth',
      })
      expect(member('a@example.com').role).toBeNull()
    })
  })
}
