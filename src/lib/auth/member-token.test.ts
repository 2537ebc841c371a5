import { describe, expect, it } from 'vitest'

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
})
