// @vitest-environment happy-dom
import { renderHook } from '@testing-library/react'
import { describe, expect, it } from 'vitest'

import { fingerprint, newKey, useIdempotencyKey } from './useIdempotencyKey'

const formData = (entries: Record<string, string>) => {
  const data = new FormData()
  for (const [k, v] of Object.entries(entries)) data.append(k, v)
  return data
}

describe('useIdempotencyKey', () => {
  it('keeps the key across retries of the same values, renews it when they change and after success', () => {
    const { result } = renderHook(() => useIdempotencyKey())
    const first = result.current.keyFor(formData({ firstName: 'Jane', email: 'jane@example.com' }))
    expect(first).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
    // A retry: same values, in any order, whatever key the last attempt carried.
    expect(result.current.keyFor(formData({ email: 'jane@example.com', firstName: 'Jane', idempotencyKey: first }))).toBe(first)
    const changed = result.current.keyFor(formData({ firstName: 'Janet', email: 'jane@example.com' }))
    expect(changed).not.toBe(first)
    result.current.renew()
    expect(result.current.keyFor(formData({ firstName: 'Janet', email: 'jane@example.com' }))).not.toBe(changed)
  })

  it('builds a version 4 UUID where randomUUID is missing (plain-http previews)', () => {
    const original = crypto.randomUUID
    try {
      Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true })
      expect(newKey()).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
    } finally {
      Object.defineProperty(crypto, 'randomUUID', { value: original, configurable: true })
    }
  })

  it('fingerprints values regardless of order and ignores the key', () => {
    expect(fingerprint({ a: '1', b: '2' })).toBe(fingerprint({ b: '2', a: '1', idempotencyKey: 'x' }))
    expect(fingerprint({ a: '1' })).not.toBe(fingerprint({ a: '2' }))
  })
})
