import { describe, expect, it } from 'vitest'

import { capabilityHash, newCapability, presentedCapability } from './capability'

describe('capabilities', () => {
  it('are 256 random bits, written in 43 URL-safe characters, never the same twice', () => {
    const seen = new Set<string>()
    for (let i = 0; i < 1000; i++) {
      const { token } = newCapability()
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/)
      seen.add(token)
    }
    expect(seen.size).toBe(1000)
  })

  it('are stored as a hash that the presented token reproduces, and nothing else does', () => {
    const { token, hash } = newCapability()
    expect(hash).toMatch(/^[0-9a-f]{64}$/)
    expect(hash).not.toContain(token)
    expect(capabilityHash(token)).toBe(hash)
    expect(capabilityHash(` ${token} `)).toBe(hash)
    expect(capabilityHash(token.slice(0, 42) + (token[42] === 'A' ? 'B' : 'A'))).not.toBe(hash)
  })

  it('refuses what cannot be a token, so nothing is looked up for it', () => {
    for (const bad of [null, undefined, '', 'abc', 'x'.repeat(44), `${'a'.repeat(42)}=`, "' or 1=1 --"]) expect(capabilityHash(bad)).toBeNull()
  })

  it('is read from a bearer header or the continue header', () => {
    expect(presentedCapability(new Headers({ authorization: 'Bearer abc' }))).toBe('abc')
    expect(presentedCapability(new Headers({ 'x-continue-url': ' def ' }))).toBe('def')
    expect(presentedCapability(new Headers({ authorization: 'Basic xyz' }))).toBeNull()
    expect(presentedCapability(new Headers())).toBeNull()
  })
})
