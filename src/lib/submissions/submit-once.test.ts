import { describe, expect, it, vi } from 'vitest'

import { submitOnce, type SubmitOnceSteps } from './submit-once'

type Doc = { id: number }
const steps = (over: Partial<SubmitOnceSteps<Doc, string>>): SubmitOnceSteps<Doc, string> => ({
  limited: (s) => `limited ${s}`,
  store: async () => ({ doc: { id: 1 }, fresh: true }),
  replay: (d) => `replay ${d.id}`,
  stored: (d) => `stored ${d.id}`,
  ...over,
})

describe('submitOnce', () => {
  it('answers a stored key as a replay, before the limit and without storing', async () => {
    const limit = vi.fn(async () => ({ allowed: true as const }))
    const store = vi.fn(async () => ({ doc: { id: 2 }, fresh: true }))
    expect(await submitOnce(steps({ find: async () => ({ id: 7 }), limit, store }))).toBe('replay 7')
    expect(limit).not.toHaveBeenCalled()
    expect(store).not.toHaveBeenCalled()
  })

  it('refuses a new submission over the limit without storing it', async () => {
    const store = vi.fn(async () => ({ doc: { id: 2 }, fresh: true }))
    const result = await submitOnce(steps({ find: async () => undefined, limit: async () => ({ allowed: false, retryAfterSeconds: 60 }), store }))
    expect(result).toBe('limited 60')
    expect(store).not.toHaveBeenCalled()
  })

  it('stores a new submission, and answers a lost race for the key as a replay of the winner', async () => {
    expect(await submitOnce(steps({}))).toBe('stored 1')
    expect(await submitOnce(steps({ store: async () => ({ doc: { id: 9 }, fresh: false }) }))).toBe('replay 9')
  })

  it('lets the store answer instead (a check that needs the database)', async () => {
    const stored = vi.fn((d: Doc) => `stored ${d.id}`)
    expect(await submitOnce(steps({ store: async () => ({ answer: 'sold out' }), stored }))).toBe('sold out')
    expect(stored).not.toHaveBeenCalled()
  })
})
