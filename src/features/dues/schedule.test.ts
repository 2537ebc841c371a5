import { describe, expect, it } from 'vitest'

import { monthsAfter, nextMonthlyCollection } from './schedule'

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
