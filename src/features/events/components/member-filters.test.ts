import { describe, expect, it } from 'vitest'

import { ALL_FILTERS, isAllFilters, memberFiltersFromQuery, toEventFilters, withMemberFilters } from './member-filters'
import { groupByMonth } from './month-groups'
import { makeEvent } from './test-fixtures'

describe('member events filters', () => {
  it('read ?club=&category=&type=&month=, each All when absent or malformed', () => {
    expect(memberFiltersFromQuery(new URLSearchParams('club=Fulham&category=talks&type=members&month=2026-12'))).toEqual({
      club: 'Fulham',
      category: 'talks',
      type: 'members',
      month: '2026-12',
    })
    expect(memberFiltersFromQuery({ club: ['City', 'Fulham'], month: 'December', category: ' ' })).toEqual({ ...ALL_FILTERS, club: 'City' })
    expect(isAllFilters(memberFiltersFromQuery(undefined))).toBe(true)
  })

  it('write only the chosen filters, keeping other parameters', () => {
    expect(withMemberFilters('?utm_source=news&month=2026-12', { ...ALL_FILTERS, club: 'Fulham' })).toBe('?utm_source=news&club=Fulham')
    expect(withMemberFilters('?club=Fulham', ALL_FILTERS)).toBe('')
  })

  it('become the search filters', () => {
    expect(toEventFilters({ club: 'City', category: null, type: 'members', month: '2027-01' })).toEqual({
      clubs: ['City'],
      categories: [],
      types: ['members'],
      month: '2027-01',
    })
  })
})

describe('groupByMonth', () => {
  it('groups by London month, in start order', () => {
    const events = [
      makeEvent(3, { startsAt: '2027-01-02T10:00:00.000Z' }),
      makeEvent(1, { startsAt: '2026-06-30T23:30:00.000Z' }), // 00:30 on 1 July in London
      makeEvent(2, { startsAt: '2026-07-15T10:00:00.000Z' }),
    ]
    expect(groupByMonth(events).map((g) => [g.month, g.events.map((e) => e.id)])).toEqual([
      ['2026-07', [1, 2]],
      ['2027-01', [3]],
    ])
  })
})
