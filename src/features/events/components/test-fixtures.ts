import { vi } from 'vitest'

import { londonMonth } from '../format'
import type { EventFacets, EventSearchResult, EventSummary, FacetValue } from '../types'

/** Events and a stand-in for GET /v1/api/events/search, for the event lists' component tests. */

export function makeEvent(n: number, overrides: Partial<EventSummary> = {}): EventSummary {
  const day = String(1 + ((n - 1) % 28)).padStart(2, '0')
  return {
    id: n,
    slug: `event-${n}`,
    title: `Event ${n}`,
    description: `About event ${n}`,
    startsAt: `2026-12-${day}T19:00:00.000Z`,
    endsAt: `2026-12-${day}T22:00:00.000Z`,
    eventStatus: 'on-sale',
    eventType: 'members',
    eventCategories: ['social'],
    club: { name: 'Fulham', locationId: 5 },
    eventPrice: null,
    headerImage: { url: `/api/media/file/event-${n}.jpg`, alt: `Picture of event ${n}`, width: 800, height: 600 },
    ...overrides,
  }
}

const tally = (values: string[]): FacetValue[] => {
  const counts = new Map<string, number>()
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1)
  return [...counts].map(([value, count]) => ({ value, count })).sort((a, b) => a.value.localeCompare(b.value))
}

/** The search over `events`, with facets counted without their own filter, like the server's. */
export function searchFixture(events: EventSummary[], query: URLSearchParams): EventSearchResult {
  const clubs = query.getAll('club')
  const categories = query.getAll('category')
  const types = query.getAll('type')
  const month = query.get('month')
  const tests = {
    club: (e: EventSummary) => clubs.length === 0 || clubs.includes(e.club.name),
    category: (e: EventSummary) => categories.length === 0 || e.eventCategories.some((c) => categories.includes(c)),
    type: (e: EventSummary) => types.length === 0 || types.includes(e.eventType),
    month: (e: EventSummary) => !month || londonMonth(e.startsAt) === month,
  }
  const except = (skip: keyof typeof tests) => events.filter((e) => Object.entries(tests).every(([k, t]) => k === skip || t(e)))
  const matching = events.filter((e) => Object.values(tests).every((t) => t(e)))
  const offset = Number(query.get('offset') ?? 0)
  const limit = Number(query.get('limit') ?? 12)
  const facets: EventFacets = {
    club: tally(except('club').map((e) => e.club.name)),
    eventType: tally(except('type').map((e) => e.eventType)),
    eventStatus: tally(matching.map((e) => e.eventStatus)),
    month: tally(except('month').map((e) => londonMonth(e.startsAt))),
    eventCategories: tally(except('category').flatMap((e) => e.eventCategories)),
  }
  return { count: matching.length, results: matching.slice(offset, offset + limit), facets }
}

/** Replaces fetch with the fixture search; `fail` makes the next calls answer 503. */
export function mockEventApi(events: EventSummary[]) {
  const control = { fail: false, calls: [] as URLSearchParams[] }
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost')
    control.calls.push(url.searchParams)
    if (control.fail) return new Response(JSON.stringify({ message: 'Event search is not available right now.' }), { status: 503 })
    return new Response(JSON.stringify(searchFixture(events, url.searchParams)), { status: 200, headers: { 'Content-Type': 'application/json' } })
  })
  vi.stubGlobal('fetch', fetchMock)
  return control
}
