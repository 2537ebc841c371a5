import { describe, expect, it } from 'vitest'

import { inUploadSlot, takeUploadSlot, uploadsInFlight } from './upload-gate'

describe('photo upload slots', () => {
  it('gives each owner its share and the process its total, and takes them back once released', () => {
    const limits = { perLead: 1, perProcess: 2 }
    const a = takeUploadSlot('lead:1', limits)
    expect(a).not.toBeNull()
    expect(takeUploadSlot('lead:1', limits)).toBeNull()
    const b = takeUploadSlot('lead:2', limits)
    expect(b).not.toBeNull()
    expect(takeUploadSlot('lead:3', limits)).toBeNull()
    a!()
    a!() // twice changes nothing
    expect(uploadsInFlight()).toBe(1)
    const c = takeUploadSlot('lead:1', limits)
    expect(c).not.toBeNull()
    b!()
    c!()
    expect(uploadsInFlight()).toBe(0)
  })

  it('releases the slot when the work fails', async () => {
    const limits = { perLead: 1, perProcess: 4 }
    await expect(inUploadSlot('lead:9', limits, async () => Promise.reject(new Error('boom')), () => 'busy')).rejects.toThrow('boom')
    expect(await inUploadSlot('lead:9', limits, async () => 'done', () => 'busy')).toBe('done')
  })
})
