import { describe, expect, it } from 'vitest'

import { createHmac } from 'node:crypto'

import { SignJWT } from 'jose'

import { ACCESS_TOKEN_MS, signAccessToken, verifyAccessToken } from './member-token'

const secret = 'a'.repeat(64)

describe('members’ access tokens', () => {
  it('name the member and the sign-in, until they expire', async () => {
    const now = Date.UTC(2026, 10, 26, 12)
    const token = await signAccessToken({ memberId: 42, family: 'fam-1' }, secret, now)
    expect(await verifyAccessToken(token, secret, now + 1000)).toEqual({ memberId: 42, family: 'fam-1' })
    expect(await verifyAccessToken(token, secret, now + ACCESS_TOKEN_MS + 1000)).toBeNull()
  })

  it('are refused when altered, signed with another secret, or not ours at all', async () => {
    const token = await signAccessToken({ memberId: 42, family: 'fam-1' }, secret)
    const [head, body, sig] = token.split('.')
    const forged = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(body!, 'base64url').toString()), sub: '1' })).toString('base64url')
    expect(await verifyAccessToken(`${head}.${forged}.${sig}`, secret)).toBeNull()
    expect(await verifyAccessToken(token, 'b'.repeat(64))).toBeNull()
    const none = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${body}.`
    expect(await verifyAccessToken(none, secret)).toBeNull()
    for (const junk of [null, '', 'abc', 'x'.repeat(5000)]) expect(await verifyAccessToken(junk, secret)).toBeNull()
  })

  it('are refused without an expiry or an issue time, or with an expiry past their lifetime, even signed with our key', async () => {
    const now = Date.UTC(2026, 10, 26, 12)
    const key = new Uint8Array(createHmac('sha256', secret).update('clubhouse member access token v1').digest())
    const base = () => new SignJWT({ sid: 'fam-1' }).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).setSubject('42').setIssuer('clubhouse').setAudience('clubhouse-member')
    const iat = Math.floor(now / 1000)
    // The control: the same claims with an issue time and a 15-minute expiry are a token.
    expect(await verifyAccessToken(await base().setIssuedAt(iat).setExpirationTime(iat + 900).sign(key), secret, now + 1000)).toEqual({ memberId: 42, family: 'fam-1' })
    expect(await verifyAccessToken(await base().setIssuedAt(iat).sign(key), secret, now + 1000)).toBeNull()
    expect(await verifyAccessToken(await base().setExpirationTime(iat + 900).sign(key), secret, now + 1000)).toBeNull()
    // An expiry a year away: refused once the token is older than an access token lives.
    const forever = await base().setIssuedAt(iat).setExpirationTime(iat + 365 * 86_400).sign(key)
    expect(await verifyAccessToken(forever, secret, now + 1000)).toEqual({ memberId: 42, family: 'fam-1' })
    expect(await verifyAccessToken(forever, secret, now + ACCESS_TOKEN_MS + 1000)).toBeNull()
  })
})
