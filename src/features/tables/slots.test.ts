import { describe, expect, it } from 'vitest'

import { closedOn, londonToday, slotDateTime, slotsOn, slotTime, weekdayOf } from './slots'

const lunch = { days: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri'] as const, opens: '12:00', lastSeating: '13:00' }
const dinner = { days: ['Fri', 'Sat'] as const, opens: '18:30', lastSeating: '19:30' }

describe('a restaurant’s slots on a day', () => {
  it('gives a slot every slot length from opening to the last seating, in London time', () => {
    // 26 November 2026 is a Thursday, in GMT.
    expect(slotsOn('2026-11-26', { slotMinutes: 30, services: [lunch, dinner] }).map((d) => d.toISOString())).toEqual([
      '2026-11-26T12:00:00.000Z',
      '2026-11-26T12:30:00.000Z',
      '2026-11-26T13:00:00.000Z',
    ])
    // A Friday in July is in BST: 12:00 in London is 11:00 UTC.
    expect(slotsOn('2026-07-03', { slotMinutes: 30, services: [lunch, dinner] }).map((d) => d.toISOString())).toEqual([
      '2026-07-03T11:00:00.000Z',
      '2026-07-03T11:30:00.000Z',
      '2026-07-03T12:00:00.000Z',
      '2026-07-03T17:30:00.000Z',
      '2026-07-03T18:00:00.000Z',
      '2026-07-03T18:30:00.000Z',
    ])
  })

  it('offers nothing on a closed day, a day without a service, or a day that is not one', () => {
    const closures = [{ from: '2026-12-24', to: '2026-12-26' }]
    expect(slotsOn('2026-12-25', { slotMinutes: 30, services: [lunch], closures })).toEqual([])
    expect(slotsOn('2026-12-23', { slotMinutes: 30, services: [lunch], closures })).toHaveLength(3)
    expect(slotsOn('2026-11-29', { slotMinutes: 30, services: [lunch] })).toEqual([]) // a Sunday
    for (const day of ['2026-13-01', '26-11-2026', '', 'tomorrow']) expect(slotsOn(day, { slotMinutes: 30, services: [lunch] })).toEqual([])
  })

  it('counts a one-day closure and overlapping services once', () => {
    expect(closedOn('2026-11-26', [{ from: '2026-11-26', to: '' }])).toBe(true)
    expect(slotsOn('2026-11-27', { slotMinutes: 60, services: [lunch, { ...lunch, opens: '12:00', lastSeating: '14:00' }] })).toHaveLength(3)
  })

  it('knows the weekday of a day, and London’s today across midnight UTC in summer', () => {
    expect(weekdayOf('2026-11-26')).toBe('Thu')
    expect(weekdayOf('2026-11-29')).toBe('Sun')
    expect(londonToday(new Date('2026-07-03T23:30:00Z'))).toBe('2026-07-04')
    expect(londonToday(new Date('2026-11-26T23:30:00Z'))).toBe('2026-11-26')
  })

  it('shows times as the spec’s HH:mm and "HH:mm, Do MMMM YYYY", as a London guest reads them', () => {
    expect(slotTime('2026-07-03T11:00:00.000Z')).toBe('12:00')
    expect(slotDateTime('2026-07-03T11:00:00.000Z')).toBe('12:00, 3rd July 2026')
    expect(slotDateTime('2026-11-26T19:30:00.000Z')).toBe('19:30, 26th November 2026')
  })
})
