import { afterEach, describe, expect, it, vi } from 'vitest'

import { featuredEvent } from './featured.server'

const data = vi.hoisted(() => ({ cachedEventBySlug: vi.fn(), cachedEventSearch: vi.fn() }))
vi.mock('./cached.server', () => data)

const NOW = new Date('2026-12-01T12:00:00Z')
const doc = (slug: string, startsAt: string) => ({ id: 1, slug, title: slug, startsAt })

afterEach(() => vi.resetAllMocks())

describe('featuredEvent', () => {
  it('shows the next upcoming event by default', async () => {
    data.cachedEventSearch.mockResolvedValue({ results: [{ slug: 'winter-supper' }] })
    data.cachedEventBySlug.mockImplementation(async (slug: string) => doc(slug, '2026-12-05T19:00:00Z'))
    const { event, note } = await featuredEvent('next', null, NOW)
    expect(event?.slug).toBe('winter-supper')
    expect(note).toBeNull()
    expect(data.cachedEventSearch).toHaveBeenCalledWith({ limit: 1 })
  })

  it('shows the chosen event while it is still to come', async () => {
    data.cachedEventBySlug.mockResolvedValue(doc('summer-party-fulham', '2027-07-10T18:00:00Z'))
    const { event, note } = await featuredEvent('chosen', ' summer-party-fulham ', NOW)
    expect(event?.slug).toBe('summer-party-fulham')
    expect(note).toBeNull()
    expect(data.cachedEventSearch).not.toHaveBeenCalled()
  })

  it('gives way to the next event, with a note, when the chosen one is over or missing', async () => {
    data.cachedEventSearch.mockResolvedValue({ results: [{ slug: 'winter-supper' }] })
    data.cachedEventBySlug.mockImplementation(async (slug: string) =>
      slug === 'old-party' ? doc(slug, '2026-11-01T19:00:00Z') : slug === 'winter-supper' ? doc(slug, '2026-12-05T19:00:00Z') : null,
    )
    const past = await featuredEvent('chosen', 'old-party', NOW)
    expect(past.event?.slug).toBe('winter-supper')
    expect(past.note).toContain('“old-party” has already started')
    const missing = await featuredEvent('chosen', 'no-such-event', NOW)
    expect(missing.event?.slug).toBe('winter-supper')
    expect(missing.note).toContain('no visible event has the address “no-such-event”')
  })

  it('has nothing when no event is coming up', async () => {
    data.cachedEventSearch.mockResolvedValue({ results: [] })
    expect(await featuredEvent('next', null, NOW)).toEqual({ event: null, note: null })
  })
})
