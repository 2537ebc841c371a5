import { describe, expect, it } from 'vitest'

import { eventBasics, MalformedWebhookEvent } from './payment'

describe('eventBasics', () => {
  it('reads an event’s id and creation time', () => {
    expect(eventBasics({ id: 'evt_1', created: 1_765_000_000 })).toEqual({ id: 'evt_1', createdAt: '2025-12-06T05:46:40.000Z' })
  })

  it('refuses a signed event without an id or a readable time (it was a 503 when the time was missing)', () => {
    for (const event of [{ created: 1 }, { id: '', created: 1 }, { id: 'evt_1' }, { id: 'evt_1', created: 'yesterday' }, { id: 'evt_1', created: 1e20 }]) {
      expect(() => eventBasics(event), JSON.stringify(event)).toThrow(MalformedWebhookEvent)
    }
  })
})
