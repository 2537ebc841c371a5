import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import type { Payload, SanitizedConfig } from 'payload'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { Lead, Outbox } from '@/payload-types'

import { apiClient, BASE_URL, dispatch } from '../contract/routes'
import type { CreateDatabase, TestDatabase } from './engines'
import { backOfficeApi } from './staff-routes'

/**
 * Issue 15, members' accounts on every Postgres engine: the committee's approval makes the
 * accounts and e-mails each a link; the link sets a password once; the spec's session calls
 * (token, refreshtoken, getuser) with their exact shapes; refresh tokens used once, a reuse ending
 * the whole sign-in; sign-out; a forgotten password; throttling that never locks the owner out;
 * and nothing of a password or a link ever leaving through Payload's API.
 */
export function accountsSuite(engine: string, createDatabase: CreateDatabase) {
  describe(`Members' accounts on ${engine}`, () => {
    let db: TestDatabase
    let payload: Payload
    let config: Promise<SanitizedConfig>
    let dataDir: string
    const staff = {} as Record<'sales' | 'content', string>
    let serial = 0

    // The members' calls go through the typed client (tests/contract/routes.ts), so each compiles
    // only as the OpenAPI document describes it.
    const api = apiClient({ 'x-forwarded-for': '203.0.113.10' })
    const bearer = (token?: string): Record<string, string> => (token !== undefined ? { authorization: `Bearer ${token}` } : {})
    const signIn = (userName: string, password: string, address = '203.0.113.10') => api.POST('/v1/api/Auth/token', { body: { userName, password }, headers: { 'x-forwarded-for': address } })
    const refresh = (refreshToken: string) => api.PUT('/v1/api/Auth/refreshtoken', { body: { refreshToken } })
    const getUser = (accessToken?: string) => api.GET('/v1/api/Auth/getuser', { headers: bearer(accessToken) })
    const forgotPassword = (email: string, headers: Record<string, string> = {}) => api.POST('/v1/api/Auth/forgotpassword', { body: { email }, headers })
    /** A request the document forbids (a body without a required field), sent raw as no typed client can. */
    const raw = (route: string, method: string, body: unknown) =>
      dispatch(new Request(`${BASE_URL}/v1/api/Auth/${route}`, { method, headers: { 'x-forwarded-for': '203.0.113.10', 'Content-Type': 'application/json' }, body: JSON.stringify(body) }))
    const rest = (method: string, url: string, role?: 'sales' | 'content', body?: unknown) =>
      backOfficeApi(
        config,
        new Request(`http://localhost:3000${url}`, {
          method,
          headers: { ...(role ? { Authorization: `JWT ${staff[role]}` } : {}), ...(body !== undefined ? { 'Content-Type': 'application/json' } : {}) },
          body: body !== undefined ? JSON.stringify(body) : undefined,
        }),
      )
    const mailTo = async (to: string) => (await payload.find({ collection: 'outbox', overrideAccess: true, depth: 0, sort: 'id', where: { to: { equals: to } } })).docs as Outbox[]
    const linkIn = (text: string) => {
      const match = /\/account\/set-password\?token=([\w-]{43})/.exec(text)
      expect(match, text).toBeTruthy()
      return match![1]!
    }

    const applied = async (data: Partial<Lead> = {}) =>
      (await payload.create({
        collection: 'leads',
        overrideAccess: true,
        data: {
          clientType: 'Club',
          source: 'application',
          title: 'Ms',
          firstName: 'Ada',
          lastName: 'Lovelace',
          emailAddress: `ada-${++serial}@example.com`,
          membershipStatus: 'Applied',
          payment: { mandateId: `MD${serial}`, mandateStatus: 'active' },
          appliedAt: new Date().toISOString(),
          ...data,
        } as never,
      })) as Lead
    const approve = async (id: number) => {
      const res = await rest('POST', `/api/leads/${id}/decision`, 'sales', { decision: 'Approved' })
      expect(res.status, await res.clone().text()).toBe(200)
    }
    /** An approved applicant with a password: the whole way in. */
    const member = async (password = 'correct horse battery staple') => {
      const lead = await applied()
      await approve(lead.id)
      const { setPassword } = await import('@/features/members/accounts/sessions.server')
      const invitation = (await mailTo(lead.emailAddress)).find((m) => m.subject === 'Welcome to Clubhouse: set your password')!
      const done = await setPassword(linkIn(invitation.text), password)
      expect(done.ok).toBe(true)
      return { email: lead.emailAddress, password, lead }
    }

    beforeAll(async () => {
      db = await createDatabase()
      dataDir = mkdtempSync(path.join(tmpdir(), 'clubhouse-accounts-it-'))
      Object.assign(process.env, { PAYLOAD_SECRET: 'integration-test-secret-0123456789abcdef', DATA_DIR: dataDir, SERVER_URL: 'https://club.example' })
      process.env.DATABASE_URL = db.url
      const [configModule, payloadModule] = await Promise.all([import('@/payload.config'), import('payload')])
      config = configModule.default
      payload = await payloadModule.getPayload({ config })
      for (const role of ['sales', 'content'] as const) {
        const email = `${role}-accounts-${engine.toLowerCase()}@clubhouse.test`
        const password = `${role}-accounts-passphrase`
        await payload.create({ collection: 'users', overrideAccess: true, data: { email, password, roles: [role] } })
        staff[role] = (await payload.login({ collection: 'users', data: { email, password } })).token!
      }
    }, 120_000)

    afterAll(async () => {
      await payload?.destroy()
      ;(payload?.db as unknown as { pool?: { on: (e: 'error', f: () => void) => void } } | undefined)?.pool?.on('error', () => {})
      await db?.drop()
      rmSync(dataDir, { recursive: true, force: true })
    })

    it('makes an account when the committee approves, and e-mails a link that sets the password once', async () => {
      const photo = await payload.create({
        collection: 'profile-pictures',
        overrideAccess: true,
        data: {},
        file: { data: await sharp({ create: { width: 300, height: 400, channels: 3, background: '#876' } }).jpeg().toBuffer(), mimetype: 'image/jpeg', name: 'ada.jpg', size: 1 },
      })
      const lead = await applied({ profile: { headShot: photo.id } } as never)
      // Before the decision there is no account; nor after a decline.
      const { docs: before } = await payload.find({ collection: 'members', overrideAccess: true, where: { email: { equals: lead.emailAddress } } })
      expect(before).toHaveLength(0)
      await approve(lead.id)
      const account = (await payload.find({ collection: 'members', overrideAccess: true, depth: 0, where: { email: { equals: lead.emailAddress } } })).docs[0]!
      expect(account).toMatchObject({ firstName: 'Ada', lastName: 'Lovelace', status: 'Invited', lead: lead.id, photo: photo.id })
      const invitation = (await mailTo(lead.emailAddress)).find((m) => m.subject === 'Welcome to Clubhouse: set your password')!
      expect(invitation.text).toContain('https://club.example/account/set-password?token=')
      const token = linkIn(invitation.text)

      // Not yet: no password, so no sign-in.
      expect((await signIn(lead.emailAddress, 'correct horse battery staple')).response.status).toBe(401)
      const { setPassword, linkHolder } = await import('@/features/members/accounts/sessions.server')
      expect(await linkHolder(token)).toEqual({ email: lead.emailAddress })
      // The staff rule: long enough, and not a common password.
      expect(await setPassword(token, 'short')).toMatchObject({ ok: false, status: 400, errors: { password: 'Use at least 12 characters.' } })
      expect(await setPassword(token, 'password1234!')).toMatchObject({ ok: false, errors: { password: expect.stringMatching(/most commonly used/) } })
      const set = await setPassword(token, 'correct horse battery staple')
      expect(set.ok).toBe(true)
      // Once only.
      expect(await setPassword(token, 'another long passphrase')).toMatchObject({ ok: false, status: 400, message: expect.stringMatching(/expired or has already been used/) })
      expect(await linkHolder(token)).toBeNull()

      const res = await signIn(lead.emailAddress.toUpperCase(), 'correct horse battery staple')
      expect(res.response.status).toBe(200)
      expect(res.response.headers.get('cache-control')).toBe('no-store')
      const tokens = res.data!
      expect(Object.keys(tokens).sort()).toEqual(['accessToken', 'expiresIn', 'refreshToken'])
      expect(tokens.expiresIn).toBe(900_000)

      const user = await getUser(tokens.accessToken)
      expect(user.response.status).toBe(200)
      expect(user.response.headers.get('cache-control')).toBe('no-store')
      expect(user.data).toEqual({
        name: 'Ada Lovelace',
        email: lead.emailAddress,
        avatar: { url: `https://club.example/v1/api/Auth/avatar?v=${photo.id}`, width: 300, height: 400 },
      })
    })

    it('makes accounts for a company’s primary contact and each of its members', async () => {
      const lead = await applied({ clientType: 'Corporate', companyName: 'Acme Ltd', numberOfMembers: 3 } as never)
      for (const [first, email] of [
        ['Alan', 'alan@acme.co.uk'],
        ['Grace', 'GRACE@acme.co.uk'],
      ] as const) {
        await payload.create({
          collection: 'company-members',
          overrideAccess: true,
          data: { lead: lead.id, title: 'Mx', firstName: first, lastName: 'Acme', emailAddress: email.toLowerCase(), dialCode: '+44', mobileNumber: '7700900123', dateOfBirth: '1980-01-01' } as never,
        })
      }
      await approve(lead.id)
      const accounts = (await payload.find({ collection: 'members', overrideAccess: true, depth: 0, sort: 'id', where: { lead: { equals: lead.id } } })).docs
      expect(accounts.map((a) => [a.email, a.status, Boolean(a.companyMember)])).toEqual([
        [lead.emailAddress, 'Invited', false],
        ['alan@acme.co.uk', 'Invited', true],
        ['grace@acme.co.uk', 'Invited', true],
      ])
      for (const email of ['alan@acme.co.uk', 'grace@acme.co.uk']) expect((await mailTo(email)).map((m) => m.subject)).toEqual(['Welcome to Clubhouse: set your password'])
    })

    it('uses each refresh token once; a used one presented again ends the whole sign-in', async () => {
      const { email, password } = await member()
      const first = (await signIn(email, password)).data!
      const second = (await refresh(first.refreshToken)).data!
      expect(second.refreshToken).not.toBe(first.refreshToken)
      expect((await getUser(second.accessToken)).response.status).toBe(200)
      const third = (await refresh(second.refreshToken)).data!
      expect((await getUser(third.accessToken)).response.status).toBe(200)

      // Someone replays the first refresh token: refused, and every token of this sign-in ends.
      const replay = await refresh(first.refreshToken)
      expect(replay.response.status).toBe(401)
      expect((await refresh(third.refreshToken)).response.status).toBe(401)
      for (const access of [first.accessToken, second.accessToken, third.accessToken]) expect((await getUser(access)).response.status).toBe(401)

      // Another sign-in of the same member is untouched.
      const elsewhere = (await signIn(email, password)).data!
      expect((await getUser(elsewhere.accessToken)).response.status).toBe(200)
      // Two refreshes of one token at once: one wins, the other is a reuse and ends that sign-in.
      const racing = await Promise.all([refresh(elsewhere.refreshToken), refresh(elsewhere.refreshToken)])
      expect(racing.map((r) => r.response.status).sort()).toEqual([200, 401])
      const won = racing.find((r) => r.response.status === 200)!.data!
      expect((await refresh(won.refreshToken)).response.status).toBe(401)

      // A reuse arriving while the rightful refresh runs: whatever that refresh issued ends too.
      for (let round = 0; round < 5; round++) {
        const t1 = (await signIn(email, password)).data!
        const t2 = (await refresh(t1.refreshToken)).data!
        const [legit] = await Promise.all([refresh(t2.refreshToken), refresh(t1.refreshToken)])
        if (legit.response.status !== 200) continue
        const t3 = legit.data!
        expect((await getUser(t3.accessToken)).response.status).toBe(401)
        expect((await refresh(t3.refreshToken)).response.status).toBe(401)
      }
    })

    it('refuses junk, unknown and expired tokens without a hint of which', async () => {
      const { email, password } = await member()
      for (const junk of ['', 'nope', 'x'.repeat(43), 'a.b.c']) {
        expect((await refresh(junk)).response.status).toBe(401)
        expect((await getUser(junk)).response.status).toBe(401)
      }
      expect((await getUser()).response.status).toBe(401)
      // Bodies without a field the document requires: sent raw, as no typed client can.
      expect((await raw('refreshtoken', 'PUT', {})).status).toBe(401)
      expect((await raw('token', 'POST', { userName: email })).status).toBe(400)
      const tokens = (await signIn(email, password)).data!
      await payload.db.drizzle.execute(`UPDATE member_sessions SET expires_at = now() - interval '1 minute'`)
      expect((await refresh(tokens.refreshToken)).response.status).toBe(401)
      // A day later the worker's sweep forgets them.
      const { sweepMemberSessions } = await import('@/features/members/accounts/sessions.server')
      expect(await sweepMemberSessions(payload)).toBe(0)
      await payload.db.drizzle.execute(`UPDATE member_sessions SET expires_at = now() - interval '2 days'`)
      expect(await sweepMemberSessions(payload)).toBeGreaterThan(0)
      expect((await payload.db.drizzle.execute(`SELECT count(*)::int AS n FROM member_sessions WHERE expires_at < now() - interval '1 day'`)).rows).toEqual([{ n: 0 }])
    })

    it('signs out everywhere the sign-in is used; a disabled account signs in nowhere', async () => {
      const { email, password } = await member()
      const tokens = (await signIn(email, password)).data!
      const out = await api.POST('/v1/api/Auth/logout', { body: { refreshToken: tokens.refreshToken }, headers: bearer(tokens.accessToken) })
      expect(out.response.status).toBe(204)
      expect((await getUser(tokens.accessToken)).response.status).toBe(401)
      expect((await refresh(tokens.refreshToken)).response.status).toBe(401)

      const again = (await signIn(email, password)).data!
      const account = (await payload.find({ collection: 'members', overrideAccess: true, where: { email: { equals: email } } })).docs[0]!
      const disabled = await rest('PATCH', `/api/members/${account.id}`, 'sales', { status: 'Disabled' })
      expect(disabled.status).toBe(200)
      expect((await getUser(again.accessToken)).response.status).toBe(401)
      expect((await refresh(again.refreshToken)).response.status).toBe(401)
      expect((await signIn(email, password)).response.status).toBe(401)
    })

    it('ends every sign-in when an account is disabled, so enabling it again brings none back', async () => {
      const { email, password } = await member()
      const tokens = (await signIn(email, password)).data!
      const account = (await payload.find({ collection: 'members', overrideAccess: true, where: { email: { equals: email } } })).docs[0]!
      // The control: a change that is not disabling keeps the sign-in.
      expect((await rest('PATCH', `/api/members/${account.id}`, 'sales', { firstName: 'Renamed' })).status).toBe(200)
      expect((await getUser(tokens.accessToken)).response.status).toBe(200)
      expect((await rest('PATCH', `/api/members/${account.id}`, 'sales', { status: 'Disabled' })).status).toBe(200)
      expect((await rest('PATCH', `/api/members/${account.id}`, 'sales', { status: 'Active' })).status).toBe(200)
      expect((await getUser(tokens.accessToken)).response.status).toBe(401)
      expect((await refresh(tokens.refreshToken)).response.status).toBe(401)
      // The member signs in again afresh.
      expect((await signIn(email, password)).response.status).toBe(200)
    })

    it('e-mails a reset link for an account, says the same for an unknown address, and the link ends old sign-ins', async () => {
      const { email, password } = await member()
      const old = (await signIn(email, password)).data!
      const unknown = await forgotPassword('nobody@example.com')
      const known = await forgotPassword(email.toUpperCase())
      expect(unknown.response.status).toBe(202)
      expect(known.response.status).toBe(202)
      expect(unknown.data).toEqual(known.data)
      await (await import('@/features/members/accounts/sessions.server')).accountMailsSettled()
      expect(await mailTo('nobody@example.com')).toHaveLength(0)
      const reset = (await mailTo(email)).find((m) => m.subject === 'Reset your Clubhouse password')!
      const { setPassword } = await import('@/features/members/accounts/sessions.server')
      expect((await setPassword(linkIn(reset.text), 'a brand new long passphrase')).ok).toBe(true)
      expect((await getUser(old.accessToken)).response.status).toBe(401)
      expect((await signIn(email, password)).response.status).toBe(401)
      expect((await signIn(email, 'a brand new long passphrase')).response.status).toBe(200)
    })

    it('throttles 1,000 wrong passwords from one address without locking the owner out elsewhere', { timeout: 120_000 }, async () => {
      const { email, password } = await member()
      const statuses: number[] = []
      for (let batch = 0; batch < 20; batch++) {
        const replies = await Promise.all(Array.from({ length: 50 }, () => signIn(email, 'not the password at all', '198.51.100.7')))
        statuses.push(...replies.map((r) => r.response.status))
      }
      const wrong = statuses.filter((s) => s === 401).length
      const throttled = statuses.filter((s) => s === 429).length
      expect(wrong + throttled).toBe(1000)
      expect(wrong).toBeLessThanOrEqual(50)
      expect(throttled).toBeGreaterThanOrEqual(950)
      const refused = await signIn(email, password, '198.51.100.7')
      expect(refused.response.status).toBe(429)
      expect(Number(refused.response.headers.get('retry-after'))).toBeGreaterThan(0)
      // The owner, from home: in at once.
      expect((await signIn(email, password, '192.0.2.44')).response.status).toBe(200)
    })

    it('slows 40 addresses guessing one account, while the owner from an address they signed in from, and a reset link, still get in', { timeout: 120_000 }, async () => {
      const { email, password } = await member()
      // The owner signed in from home once: a known address of the account.
      expect((await signIn(email, password, '192.0.2.80')).response.status).toBe(200)
      const statuses: number[] = []
      for (let a = 0; a < 40; a++) {
        const replies = await Promise.all(Array.from({ length: 5 }, () => signIn(email, 'not the password at all', `198.18.${a}.1`)))
        statuses.push(...replies.map((r) => r.response.status))
      }
      // No address went over its own limits (5 each): the account's limit slowed most of them.
      expect(statuses.filter((s) => s === 429).length).toBeGreaterThan(140)
      const fresh = await signIn(email, 'not the password at all', '198.18.99.1')
      expect(fresh.response.status).toBe(429)
      expect(Number(fresh.response.headers.get('retry-after'))).toBeGreaterThan(0)
      expect(fresh.error!.message).toMatch(/^Too many sign-in attempts for this account\. Please try again in .+, or reset your password\.$/)
      // Even the right password waits from an address the account never signed in from...
      expect((await signIn(email, password, '198.18.99.2')).response.status).toBe(429)
      // ...but the owner, from home, is in at once (the control: the limit is the account's, not theirs).
      expect((await signIn(email, password, '192.0.2.80')).response.status).toBe(200)
      // And a reset link works whatever the limit says; the address it was used from is then the owner's.
      expect((await forgotPassword(email, { 'x-forwarded-for': '198.18.99.3' })).response.status).toBe(202)
      const sessions = await import('@/features/members/accounts/sessions.server')
      await sessions.accountMailsSettled()
      const reset = (await mailTo(email)).find((m) => m.subject === 'Reset your Clubhouse password')!
      expect((await sessions.setPassword(linkIn(reset.text), 'after the attack passphrase', '198.18.99.3')).ok).toBe(true)
      expect((await signIn(email, 'after the attack passphrase', '198.18.99.3')).response.status).toBe(200)
    })

    it('tells the header the name only from the server, and ends the sign-in where the scoped refresh cookie is sent', async () => {
      const { email, password } = await member()
      const tokens = (await signIn(email, password)).data!
      const me = await import('@/app/(site)/account/me/route')
      const end = await import('@/app/(site)/account/refresh/end/route')
      const ask = (cookie?: string) => me.GET(new Request('https://club.example/account/me', { headers: cookie ? { cookie } : {} }))
      const named = await ask(`ch_session=${tokens.accessToken}`)
      expect(named.status).toBe(200)
      expect(named.headers.get('cache-control')).toBe('private, no-store')
      expect(await named.json()).toEqual({ name: 'Ada Lovelace' })
      expect((await ask()).status).toBe(401)
      expect((await ask('ch_session=forged')).status).toBe(401)
      // Signing out with only the refresh cookie (the access one has lapsed): the whole sign-in ends.
      const { NextRequest } = await import('next/server')
      const out = await end.POST(new NextRequest('https://club.example/account/refresh/end', { method: 'POST', headers: { cookie: `ch_renew=${tokens.refreshToken}`, origin: 'https://club.example' } }))
      expect(out.status).toBe(303)
      expect((await refresh(tokens.refreshToken)).response.status).toBe(401)
      expect((await ask(`ch_session=${tokens.accessToken}`)).status).toBe(401)
      expect(out.headers.getSetCookie().some((line) => /^ch_renew=; (.*; )?Path=\/account\/refresh(;|$)/.test(line))).toBe(true)
    })

    it('keeps members’ sign-in attempts from an address apart from staff’s: a flood on the members’ call leaves the back office open', async () => {
      const address = '198.51.100.8'
      const attempts = await Promise.all(Array.from({ length: 60 }, (_, i) => signIn(`nobody-${i}@example.com`, 'not the password at all', address)))
      expect(attempts.filter((r) => r.response.status === 429).length).toBeGreaterThan(0)
      // The control: the address is throttled on the members' call itself.
      expect((await signIn('someone-else@example.com', 'not the password at all', address)).response.status).toBe(429)
      const staffLogin = await backOfficeApi(
        config,
        new Request('http://localhost:3000/api/users/login', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', 'x-forwarded-for': address },
          body: JSON.stringify({ email: `sales-accounts-${engine.toLowerCase()}@clubhouse.test`, password: 'sales-accounts-passphrase' }),
        }),
      )
      expect(staffLogin.status, await staffLogin.clone().text()).toBe(200)
    })

    it('never lets a password or a link out through Payload’s API, nor a member’s account to anyone but staff', async () => {
      const { email } = await member()
      const account = (await payload.find({ collection: 'members', overrideAccess: true, depth: 0, where: { email: { equals: email } } })).docs[0]!
      const read = await rest('GET', `/api/members/${account.id}`, 'sales')
      expect(read.status).toBe(200)
      const body = (await read.json()) as Record<string, unknown>
      expect(body.email).toBe(email)
      for (const secret of ['passwordHash', 'linkHash', 'linkExpiresAt']) expect(body).not.toHaveProperty(secret)
      expect((await rest('GET', `/api/members/${account.id}`)).status).toBe(403)
      expect((await rest('GET', `/api/members/${account.id}`, 'content')).status).toBe(403)
      expect((await rest('GET', '/api/member-sessions', 'sales')).status).toBe(403)
      // Writing the hash through the API changes nothing.
      const hashes = async () => (await payload.db.drizzle.execute(`SELECT password_hash, link_hash FROM members WHERE id = ${account.id}`)).rows[0] as { password_hash: string; link_hash: string | null }
      const before = await hashes()
      expect(before.password_hash).toMatch(/^scrypt\$\d+\$8\$1\$/)
      const written = await rest('PATCH', `/api/members/${account.id}`, 'sales', { passwordHash: 'scrypt$1$1$1$AAAA$AAAA', linkHash: 'x' })
      expect(written.status).toBe(403)
      const row = await hashes()
      expect(row.password_hash).toBe(before.password_hash)
      expect(row.link_hash).toBeNull()
    })

    it('refuses a staff write of a member’s password with a clear error, whatever the role; the member still sets their own', async () => {
      const { email, password } = await member()
      const account = (await payload.find({ collection: 'members', overrideAccess: true, depth: 0, where: { email: { equals: email } } })).docs[0]!
      // The control: the same call without a password field is allowed.
      expect((await rest('PATCH', `/api/members/${account.id}`, 'sales', { lastName: 'Lovelace' })).status).toBe(200)
      for (const data of [{ password: 'staff chose this passphrase' }, { passwordHash: 'scrypt$1$1$1$AAAA$AAAA' }, { linkHash: 'a'.repeat(64), linkExpiresAt: '2099-01-01T00:00:00.000Z' }, { emailChangeHash: 'b'.repeat(64) }]) {
        const res = await rest('PATCH', `/api/members/${account.id}`, 'sales', { firstName: 'Changed', ...data })
        expect(res.status, JSON.stringify(data)).toBe(403)
        expect(JSON.stringify(await res.json())).toContain('Staff cannot set a member’s password')
      }
      expect((await rest('PATCH', `/api/members/${account.id}`, 'content', { password: 'staff chose this passphrase' })).status).toBe(403)
      // Nothing of the refused call was written.
      expect((await payload.findByID({ collection: 'members', id: account.id, overrideAccess: true, depth: 0 })).firstName).toBe('Ada')
      expect((await signIn(email, 'staff chose this passphrase')).response.status).toBe(401)
      expect((await signIn(email, password)).response.status).toBe(200)
      // The member's own reset still works.
      expect((await forgotPassword(email)).response.status).toBe(202)
      await (await import('@/features/members/accounts/sessions.server')).accountMailsSettled()
      const reset = (await mailTo(email)).find((m) => m.subject === 'Reset your Clubhouse password')!
      const { setPassword } = await import('@/features/members/accounts/sessions.server')
      expect((await setPassword(linkIn(reset.text), 'my own new passphrase')).ok).toBe(true)
      expect((await signIn(email, 'my own new passphrase')).response.status).toBe(200)
    })

    it('changes a member’s e-mail for staff only once the new address confirms it: the old address is told, and every sign-in ends', async () => {
      const { email, password } = await member()
      const tokens = (await signIn(email, password)).data!
      const account = (await payload.find({ collection: 'members', overrideAccess: true, depth: 0, where: { email: { equals: email } } })).docs[0]!
      const theirs = `sales-person-${++serial}@example.com`
      const patched = await rest('PATCH', `/api/members/${account.id}`, 'sales', { email: theirs.toUpperCase() })
      expect(patched.status, await patched.clone().text()).toBe(200)
      // The member keeps their address; staff see the new one waiting.
      expect(((await patched.json()) as { doc: Record<string, unknown> }).doc).toMatchObject({ email, pendingEmail: theirs })
      const read = (await (await rest('GET', `/api/members/${account.id}`, 'sales')).json()) as Record<string, unknown>
      expect(read).toMatchObject({ email, pendingEmail: theirs })
      expect(read).not.toHaveProperty('emailChangeHash')
      // The takeover: a reset asked for the staff member's own address sends nothing, and the member is still in.
      expect((await forgotPassword(theirs)).response.status).toBe(202)
      const sessions = await import('@/features/members/accounts/sessions.server')
      await sessions.accountMailsSettled()
      expect((await mailTo(theirs)).filter((m) => m.subject === 'Reset your Clubhouse password')).toHaveLength(0)
      expect((await signIn(theirs, password)).response.status).toBe(401)
      expect((await getUser(tokens.accessToken)).response.status).toBe(200)
      expect((await signIn(email, password)).response.status).toBe(200)

      // The worker sends the e-mails (here, the test runs its queue).
      await (await import('@/features/members/accounts/invitations.server')).drainMemberInvitations(payload)
      const notice = (await mailTo(email)).filter((m) => m.subject === 'Your Clubhouse e-mail address is being changed')
      expect(notice).toHaveLength(1)
      expect(notice[0]!.text).toContain('being changed by the club')
      expect(notice[0]!.text).toContain("If this wasn't expected, contact us")
      expect(notice[0]!.text).not.toContain(theirs)
      const confirmMail = (await mailTo(theirs)).filter((m) => m.subject === 'Confirm your new Clubhouse e-mail address')
      expect(confirmMail).toHaveLength(1)
      const token = /\/account\/confirm-email\?token=([\w-]{43})/.exec(confirmMail[0]!.text)![1]!

      // Opening the link changes nothing (a mail scanner opens links); the page's button posts.
      const { emailChangeHolder } = await import('@/features/members/accounts/email-change.server')
      expect(await emailChangeHolder(token)).toEqual({ newEmail: theirs })
      expect((await payload.findByID({ collection: 'members', id: account.id, overrideAccess: true, depth: 0 })).email).toBe(email)
      const confirmRoute = await import('@/app/(site)/account/confirm-email/confirm/route')
      const post = (value: string, origin = 'https://club.example') =>
        confirmRoute.POST(
          new Request('https://club.example/account/confirm-email/confirm', {
            method: 'POST',
            headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: origin, Host: 'club.example' },
            body: new URLSearchParams({ token: value }).toString(),
          }) as never,
        )
      expect((await post(token, 'https://elsewhere.example')).status).toBe(403)
      const confirmed = await post(token)
      expect(confirmed.status).toBe(303)
      expect(confirmed.headers.get('location')).toBe('/account/confirm-email?result=confirmed')
      expect(confirmed.headers.getSetCookie().some((c) => c.startsWith('ch_session=;'))).toBe(true)
      const after = await payload.findByID({ collection: 'members', id: account.id, overrideAccess: true, depth: 0 })
      expect(after).toMatchObject({ email: theirs, pendingEmail: null })
      // Every sign-in ended; the new address signs in, the old one no longer does.
      expect((await getUser(tokens.accessToken)).response.status).toBe(401)
      expect((await refresh(tokens.refreshToken)).response.status).toBe(401)
      expect((await signIn(email, password)).response.status).toBe(401)
      expect((await signIn(theirs, password)).response.status).toBe(200)
      // Once only.
      expect((await post(token)).headers.get('location')).toBe(`/account/confirm-email?token=${token}`)
      expect(await emailChangeHolder(token)).toBeNull()
    })

    it('refuses a staff change to another member’s address, and a confirmation link past its 48 hours', async () => {
      const first = await member()
      const second = await member()
      const account = (await payload.find({ collection: 'members', overrideAccess: true, depth: 0, where: { email: { equals: first.email } } })).docs[0]!
      const clash = await rest('PATCH', `/api/members/${account.id}`, 'sales', { email: second.email })
      expect(clash.status).toBe(400)
      expect(JSON.stringify(await clash.json())).toContain('Another member signs in with this e-mail address.')
      const later = `later-${++serial}@example.com`
      expect((await rest('PATCH', `/api/members/${account.id}`, 'sales', { email: later })).status).toBe(200)
      await (await import('@/features/members/accounts/invitations.server')).drainMemberInvitations(payload)
      const token = /\/account\/confirm-email\?token=([\w-]{43})/.exec((await mailTo(later))[0]!.text)![1]!
      const { confirmEmailChange, emailChangeHolder } = await import('@/features/members/accounts/email-change.server')
      const live = (await payload.db.drizzle.execute(`SELECT email_change_expires_at - now() > interval '47 hours' AND email_change_expires_at - now() <= interval '48 hours' AS ok FROM members WHERE id = ${account.id}`)).rows
      expect(live).toEqual([{ ok: true }])
      await payload.db.drizzle.execute(`UPDATE members SET email_change_expires_at = now() - interval '1 second' WHERE id = ${account.id}`)
      expect(await emailChangeHolder(token)).toBeNull()
      expect(await confirmEmailChange(token)).toEqual({ ok: false, reason: 'spent' })
      expect((await payload.findByID({ collection: 'members', id: account.id, overrideAccess: true, depth: 0 })).email).toBe(first.email)
    })

    it('invites a member the sales team adds by hand', async () => {
      const email = `by-hand-${++serial}@example.com`
      // Staff never choose the member's password: a hash in the new account is refused, not dropped.
      const withHash = await rest('POST', '/api/members', 'sales', { email: ` ${email.toUpperCase()} `, firstName: 'Hand', lastName: 'Made', passwordHash: 'nope' })
      expect(withHash.status).toBe(403)
      expect((await payload.count({ collection: 'members', overrideAccess: true, where: { email: { equals: email } } })).totalDocs).toBe(0)
      const res = await rest('POST', '/api/members', 'sales', { email: ` ${email.toUpperCase()} `, firstName: 'Hand', lastName: 'Made' })
      expect(res.status, await res.clone().text()).toBe(201)
      expect(((await res.json()) as { doc: { email: string; status: string } }).doc).toMatchObject({ email, status: 'Invited' })
      // The invitation is queued with the member; the worker sends it (here, the test runs its queue).
      await (await import('@/features/members/accounts/invitations.server')).drainMemberInvitations(payload)
      const mails = await mailTo(email)
      expect(mails.map((m) => m.subject)).toEqual(['Welcome to Clubhouse: set your password'])
      const { setPassword } = await import('@/features/members/accounts/sessions.server')
      expect((await setPassword(linkIn(mails[0]!.text), 'made by hand passphrase')).ok).toBe(true)
      expect((await signIn(email, 'made by hand passphrase')).response.status).toBe(200)
    })

    it('never shows in the directory a member who did not opt in, to anyone, over any call', async () => {
      const sharpPhoto = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#456' } }).jpeg().toBuffer()
      const photo = await payload.create({ collection: 'profile-pictures', overrideAccess: true, data: {}, file: { data: sharpPhoto, mimetype: 'image/jpeg', name: 'dir.jpg', size: sharpPhoto.length } })
      await payload.create({ collection: 'industries', overrideAccess: true, data: { label: 'Architecture', value: 'ARCHITECTURE', displayOrder: 1 } as never }).catch(() => null)
      const make = async (first: string, data: Record<string, unknown>) =>
        payload.create({
          collection: 'members',
          overrideAccess: true,
          context: { invited: true },
          data: { email: `${first.toLowerCase()}-${++serial}@example.com`, firstName: first, lastName: 'Directory', status: 'Active', photo: photo.id, ...data } as never,
        })
      const listed = await make('Listed', { industry: 'ARCHITECTURE', role: 'Partner', directory: { listed: true, showEmail: false } })
      const hidden = await make('Hidden', { industry: 'ARCHITECTURE', directory: { listed: false } })
      await make('Disabled', { status: 'Disabled', industry: 'ARCHITECTURE', directory: { listed: true } })
      await make('Quiet', { industry: 'ARCHITECTURE', directory: { listed: true, showIndustry: false, showPhoto: false } })
      const { email, password } = await member()
      const viewer = (await signIn(email, password)).data!
      const list = async (q?: string, token?: string) => {
        const { data, response } = await api.GET('/v1/api/members/directory', { params: { query: q === undefined ? undefined : { q } }, headers: bearer(token) })
        return { status: response.status, body: data! }
      }
      expect((await list()).status).toBe(401)
      const all = await list('Directory', viewer.accessToken)
      expect(all.status).toBe(200)
      expect(all.body.docs.map((d) => d.name).sort()).toEqual(['Listed Directory', 'Quiet Directory'])
      const shown = all.body.docs.find((d) => d.name === 'Listed Directory')!
      expect(shown).toMatchObject({ role: 'Partner', industry: 'Architecture', email: null, photoUrl: `/v1/api/members/${listed.id}/photo?v=${photo.id}` })
      // Searching by industry finds only those who show it.
      expect((await list('architecture', viewer.accessToken)).body.docs.map((d) => d.name)).toEqual(['Listed Directory'])
      expect((await list('Hidden', viewer.accessToken)).body.totalDocs).toBe(0)
      // The photo of a member who is not listed is not served, to anyone.
      const photoOf = async (id: number, token?: string) => (await api.GET('/v1/api/members/{id}/photo', { params: { path: { id } }, headers: bearer(token), parseAs: 'arrayBuffer' })).response
      expect((await photoOf(listed.id, viewer.accessToken)).status).toBe(200)
      expect((await photoOf(listed.id)).status).toBe(401)
      expect((await photoOf(hidden.id, viewer.accessToken)).status).toBe(404)
      // Nor through Payload's API: members are the sales team's to read.
      expect((await rest('GET', `/api/members?where[directory.listed][equals]=false`)).status).toBe(403)
      expect((await rest('GET', `/api/members/${hidden.id}`, 'content')).status).toBe(403)
    })

    it('answers the member’s own photo as base64 JPEG (the spec’s profile image call)', async () => {
      const { email, password, lead } = await member()
      const tokens = (await signIn(email, password)).data!
      const ask = (token?: string) => api.GET('/v1/api/Member/profile-image', { headers: bearer(token) })
      expect((await ask()).response.status).toBe(401)
      expect((await ask(tokens.accessToken)).response.status).toBe(404)
      const { saveProfilePhoto } = await import('@/features/members/profile.server')
      const account = (await payload.find({ collection: 'members', overrideAccess: true, where: { lead: { equals: lead.id } } })).docs[0]!
      const png = await sharp({ create: { width: 400, height: 500, channels: 3, background: '#a55' } }).png().toBuffer()
      expect(await saveProfilePhoto(account.id, png)).toEqual({ ok: true })
      expect((await saveProfilePhoto(account.id, Buffer.from('<html>not a photo</html>'))).ok).toBe(false)
      // A second photo replaces the first, which goes (nothing else shows it).
      const first = (await payload.findByID({ collection: 'members', id: account.id, overrideAccess: true, depth: 0 })).photo as number
      expect(await saveProfilePhoto(account.id, png)).toEqual({ ok: true })
      expect((await payload.count({ collection: 'profile-pictures', overrideAccess: true, where: { id: { equals: first } } })).totalDocs).toBe(0)
      const res = await ask(tokens.accessToken)
      expect(res.response.status).toBe(200)
      const { encodedImage } = res.data!
      const decoded = await sharp(Buffer.from(encodedImage, 'base64')).metadata()
      expect(decoded).toMatchObject({ format: 'jpeg', width: 400, height: 500 })
    })

    it('documents the session calls, with expiresIn in milliseconds', async () => {
      // The document itself is not one of its operations: read raw.
      const doc = (await (await dispatch(new Request(`${BASE_URL}/v1/api/openapi.json`))).json()) as {
        paths: Record<string, Record<string, unknown>>
        components: { schemas: Record<string, { properties: Record<string, { description?: string }> }> }
      }
      expect(Object.keys(doc.paths['/v1/api/Auth/token']!)).toEqual(['post'])
      expect(Object.keys(doc.paths['/v1/api/Auth/refreshtoken']!)).toEqual(['put'])
      expect(Object.keys(doc.paths['/v1/api/Auth/getuser']!)).toEqual(['get'])
      expect(doc.components.schemas.MemberTokens!.properties.expiresIn!.description).toMatch(/^Milliseconds/)
    })
  })
}
