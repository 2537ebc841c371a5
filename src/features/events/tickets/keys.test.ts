import { describe, expect, it } from 'vitest'

import { derivedKey, isClientKey, newReference, REFERENCE, WINDOW_MS } from './keys'

describe('newReference', () => {
  it('is T- and 8 base32 characters, never I, L, O or U', () => {
    for (let i = 0; i < 200; i++) expect(newReference()).toMatch(REFERENCE)
    expect(newReference(new Uint8Array([0, 1, 31, 32, 18, 21, 24, 27]))).toBe('T-01Z0JNRV')
  })
})

describe('isClientKey', () => {
  it('takes printable keys of 8 to 200 characters, not our own derived ones', () => {
    expect(isClientKey('6f1c1c4e-6a57-4f55-9d2a-3f9f3f0e2a11')).toBe(true)
    expect(isClientKey('short')).toBe(false)
    expect(isClientKey('with space 123')).toBe(false)
    expect(isClientKey('x'.repeat(201))).toBe(false)
    expect(isClientKey('auto:abcdefgh')).toBe(false)
  })
})

describe('derivedKey', () => {
  const now = new Date('2026-06-01T12:00:00Z')
  it('is the same for the same request within ten minutes, whatever the key order', () => {
    const a = derivedKey('summit', { email: 'a@b.co', items: [{ index: 0, quantity: 2 }] }, now)
    const b = derivedKey('summit', { items: [{ quantity: 2, index: 0 }], email: 'a@b.co' }, new Date(now.getTime() + 1000))
    expect(a).toBe(b)
    expect(a).toMatch(/^auto:[0-9a-f]{64}$/)
  })

  it('differs for another event, another request or a later window', () => {
    const a = derivedKey('summit', { items: [1] }, now)
    expect(derivedKey('party', { items: [1] }, now)).not.toBe(a)
    expect(derivedKey('summit', { items: [2] }, now)).not.toBe(a)
    expect(derivedKey('summit', { items: [1] }, new Date(now.getTime() + WINDOW_MS))).not.toBe(a)
  })
})
