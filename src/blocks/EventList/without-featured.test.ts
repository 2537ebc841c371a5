import { describe, expect, it } from 'vitest'

import type { EventSummary } from '@/features/events/types'

import { requestFor, withoutFeatured } from './without-featured'

const event = (id: number) => ({ id, slug: `e-${id}`, title: `Event ${id}` }) as EventSummary
const ids = (events: EventSummary[]) => events.map((e) => e.id)

describe('the event list without the featured event', () => {
  it('drops the hero’s event from the list, still showing a full page, and counts it out', () => {
    const page = withoutFeatured({ results: [event(1), event(2), event(3), event(4), event(5)], count: 9 }, 1, 4)
    expect(ids(page.results)).toEqual([2, 3, 4, 5])
    expect(page.count).toBe(8)
    expect(page.dropped).toBe(true)
  })

  it('shows the page as it is when the featured event is not in it (another month)', () => {
    const page = withoutFeatured({ results: [event(7), event(8), event(9), event(10), event(11)], count: 9 }, 1, 4)
    expect(ids(page.results)).toEqual([7, 8, 9, 10])
    expect(page.count).toBe(9)
    expect(page.dropped).toBe(false)
  })

  it('without a featured event (the block hides it), nothing is dropped', () => {
    const page = withoutFeatured({ results: [event(1), event(2)], count: 2 }, null, 4)
    expect(ids(page.results)).toEqual([1, 2])
    expect(page.count).toBe(2)
  })

  it('a list holding only the featured event is empty', () => {
    expect(withoutFeatured({ results: [event(1)], count: 1 }, 1, 4)).toEqual({ results: [], count: 0, dropped: true })
  })

  it('asks one more while the featured event may turn up, and steps past it once left out', () => {
    expect(requestFor(0, 4, 1, false)).toEqual({ offset: 0, limit: 5 })
    expect(requestFor(4, 8, 1, true)).toEqual({ offset: 5, limit: 8 })
    expect(requestFor(4, 8, 1, false)).toEqual({ offset: 4, limit: 9 })
    expect(requestFor(4, 8, null, false)).toEqual({ offset: 4, limit: 8 })
  })
})
