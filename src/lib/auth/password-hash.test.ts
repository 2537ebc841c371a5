import { describe, expect, it } from 'vitest'

import { hashPassword, needsRehash, SCRYPT, verifyPassword } from './password-hash'

// Each hash at the real cost takes 128 MiB and a few hundred milliseconds; four in a row outlast
// Vitest's 5 s on a machine busy with the rest of the run.
describe('members’ password hashes', { timeout: 30_000 }, () => {
  it('verify the password they were made from, and nothing else', async () => {
    const stored = await hashPassword('correct horse battery staple')
    expect(stored).toMatch(/^scrypt\$131072\$8\$1\$[\w-]{22}\$[\w-]{43}$/)
    expect(await verifyPassword('correct horse battery staple', stored)).toBe(true)
    expect(await verifyPassword('correct horse battery stapl', stored)).toBe(false)
    expect(await verifyPassword('', stored)).toBe(false)
  })

  it('salt every hash, so one password never hashes twice the same', async () => {
    expect(await hashPassword('same password here')).not.toBe(await hashPassword('same password here'))
  })

  it('treat the same text written two ways in Unicode as one password', async () => {
    const stored = await hashPassword('Caf\u00e9 au lait please')
    expect(await verifyPassword('Cafe\u0301 au lait please', stored)).toBe(true)
  })

  it('refuse a missing or malformed hash', async () => {
    for (const stored of [null, undefined, '', 'plain', 'scrypt$x$8$1$a$b', 'bcrypt$1$2$3$a$b']) expect(await verifyPassword('anything long', stored)).toBe(false)
  })

  it('verify a hash made with weaker parameters, and ask for it to be made again', async () => {
    const old = await hashPassword('an older member password', { N: 2 ** 14, r: 8, p: 1 })
    expect(await verifyPassword('an older member password', old)).toBe(true)
    expect(needsRehash(old)).toBe(true)
    expect(needsRehash(await hashPassword('a current one', SCRYPT))).toBe(false)
  })
})
