import { describe, expect, it } from 'vitest'

import { MONITORING_SESSION_KEY, sampledSession } from './sampling'

const memory = () => {
  const kept = new Map<string, string>()
  return { kept, getItem: (k: string) => kept.get(k) ?? null, setItem: (k: string, v: string) => void kept.set(k, v) }
}

describe('monitoring session sampling', () => {
  it('samples about one session in twenty at the spec’s 5 percent', () => {
    let seed = 7
    const random = () => ((seed = (seed * 16807) % 2147483647) / 2147483647)
    const sampled = Array.from({ length: 20_000 }, () => sampledSession(0.05, memory(), random)).filter(Boolean).length
    expect(sampled / 20_000).toBeGreaterThan(0.04)
    expect(sampled / 20_000).toBeLessThan(0.06)
  })

  it('decides once per session: every page of a sampled session reports, none of an unsampled one', () => {
    const storage = memory()
    const first = sampledSession(0.05, storage, () => 0.01)
    expect(first).toMatch(/^[a-z0-9]{8,32}$/)
    expect(sampledSession(0.05, storage, () => 0.99)).toBe(first)

    const other = memory()
    expect(sampledSession(0.05, other, () => 0.99)).toBeNull()
    expect(other.kept.get(MONITORING_SESSION_KEY)).toBe('off')
    expect(sampledSession(0.05, other, () => 0)).toBeNull()
  })

  it('reports nothing when storage is turned off', () => {
    const broken = { getItem: () => { throw new Error('denied') }, setItem: () => {} }
    expect(sampledSession(1, broken)).toBeNull()
  })
})
