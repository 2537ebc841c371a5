import { describe, expect, it } from 'vitest'

import { listFilterFromQuery, monthOptions, UPCOMING, withListFilter } from './filter'

describe('event list filter in the URL', () => {
  it('reads ?month= and ?upcoming=1, defaulting to the current month', () => {
    expect(listFilterFromQuery(new URLSearchParams('month=2027-02'), '2026-12')).toBe('2027-02')
    expect(listFilterFromQuery({ upcoming: '1' }, '2026-12')).toBe(UPCOMING)
    expect(listFilterFromQuery({ month: ['2027-03', '2027-04'] }, '2026-12')).toBe('2027-03')
    expect(listFilterFromQuery(undefined, '2026-12')).toBe('2026-12')
  })

  it('ignores a malformed or past month', () => {
    expect(listFilterFromQuery({ month: '2027-13' }, '2026-12')).toBe('2026-12')
    expect(listFilterFromQuery({ month: '2026-11' }, '2026-12')).toBe('2026-12')
  })

  it('writes the filter and keeps the page’s other parameters', () => {
    expect(withListFilter('?utm_source=news&upcoming=1', '2027-01')).toBe('?utm_source=news&month=2027-01')
    expect(withListFilter('?month=2027-01', UPCOMING)).toBe('?upcoming=1')
  })
})

describe('month options', () => {
  const facet = [
    { value: '2026-12', count: 0 },
    { value: '2027-01', count: 3 },
    { value: '2027-03', count: 1 },
    { value: '2028-01', count: 2 },
  ]

  it('offers the current month and those of the next twelve with events', () => {
    expect(monthOptions('2026-12', facet, '2026-12')).toEqual(['2026-12', '2027-01', '2027-03'])
  })

  it('keeps a chosen month that has no events', () => {
    expect(monthOptions('2026-12', facet, '2027-02')).toEqual(['2026-12', '2027-01', '2027-02', '2027-03'])
    expect(monthOptions('2026-12', [], UPCOMING)).toEqual(['2026-12'])
  })
})
