import { describe, expect, it } from 'vitest'

import { addCalendarMonths, membershipEnd, monthsAfter, nextMonthlyCollection } from './schedule'

describe('the monthly collection day', () => {
  it('is the first collection itself until it has passed', () => {
    expect(nextMonthlyCollection('2027-01-22', '2026-12-07')).toBe('2027-01-22')
    expect(nextMonthlyCollection('2026-12-07', '2026-12-07')).toBe('2026-12-07')
  })

  it('then the same day this month or next, across the year’s end', () => {
    expect(nextMonthlyCollection('2026-09-15', '2026-12-07')).toBe('2026-12-15')
    expect(nextMonthlyCollection('2026-09-15', '2026-12-15')).toBe('2026-12-15')
    expect(nextMonthlyCollection('2026-09-05', '2026-12-07')).toBe('2027-01-05')
  })

  it('is the month’s last day when the first was after the 28th, as the provider keeps it', () => {
    expect(nextMonthlyCollection('2026-10-30', '2027-02-01')).toBe('2027-02-28')
    expect(nextMonthlyCollection('2026-10-29', '2027-03-01')).toBe('2027-03-31')
    expect(monthsAfter('2026-08-31', 1)).toBe('2026-09-30')
    expect(monthsAfter('2026-10-12', 3)).toBe('2027-01-12')
  })
})

describe('when a membership ends after notice', () => {
  it('runs to the end of the minimum term when notice comes early in it: twelve whole months collected', () => {
    expect(membershipEnd({ today: '2026-12-20', noticeMonths: 1, termMonths: 12, firstCollection: '2026-12-14' })).toEqual({ endsOn: '2027-12-13', lastCollection: '2027-11-14' })
  })

  it('after the term, runs the notice and then to the day before the next collection day', () => {
    expect(membershipEnd({ today: '2026-12-07', noticeMonths: 1, termMonths: 12, firstCollection: '2025-01-10' })).toEqual({ endsOn: '2027-01-09', lastCollection: '2026-12-10' })
    // Notice ending on a collection day: that day is not collected.
    expect(membershipEnd({ today: '2026-12-10', noticeMonths: 1, termMonths: 12, firstCollection: '2025-01-10' })).toEqual({ endsOn: '2027-01-09', lastCollection: '2026-12-10' })
    expect(membershipEnd({ today: '2026-12-07', noticeMonths: 0, termMonths: 12, firstCollection: '2025-01-10' })).toEqual({ endsOn: '2026-12-09', lastCollection: '2026-11-10' })
  })

  it('before collection has started, ends when the notice does', () => {
    expect(membershipEnd({ today: '2026-12-07', noticeMonths: 1, termMonths: 12, firstCollection: null })).toEqual({ endsOn: '2027-01-06', lastCollection: null })
  })

  it('counts calendar months, cut to the month’s length', () => {
    expect(addCalendarMonths('2027-01-31', 1)).toBe('2027-02-28')
    expect(addCalendarMonths('2026-12-07', 2)).toBe('2027-02-07')
  })
})
