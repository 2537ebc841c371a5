import { describe, expect, it } from 'vitest'

import {
  clockTime,
  clockTimeAndDay,
  clockTimeRange,
  currentLondonMonth,
  eventCardDate,
  eventDay,
  eventPath,
  eventTimeRange,
  isMonth,
  londonMonth,
  monthLabel,
  monthsFrom,
  statusBadge,
} from './format'

// 5 December 2026 is in GMT, so London and UTC agree; 19:00Z is 7 PM in London.
const WINTER_START = '2026-12-05T19:00:00.000Z'
const WINTER_END = '2026-12-05T22:00:00.000Z'

describe('eventCardDate: "Do MMM YY / LT - LT" with "from £{price}"', () => {
  it('shows the day, then the start and end times', () => {
    expect(eventCardDate(WINTER_START, WINTER_END, null)).toBe('5th Dec 26 / 7:00 PM - 10:00 PM')
  })

  it('shows the start time alone when there is no end', () => {
    expect(eventCardDate(WINTER_START, null, null)).toBe('5th Dec 26 / 7:00 PM')
    expect(eventCardDate(WINTER_START)).toBe('5th Dec 26 / 7:00 PM')
  })

  it('adds the price after another " / " whenever one exists', () => {
    expect(eventCardDate(WINTER_START, WINTER_END, 45)).toBe('5th Dec 26 / 7:00 PM - 10:00 PM / from £45')
    expect(eventCardDate(WINTER_START, null, 45.5)).toBe('5th Dec 26 / 7:00 PM / from £45.50')
    expect(eventCardDate(WINTER_START, null, 0)).toBe('5th Dec 26 / 7:00 PM / from £0')
  })

  it('uses ordinal days and 12-hour times around noon and midnight', () => {
    expect(eventCardDate('2026-11-01T12:00:00Z', '2026-11-02T00:15:00Z')).toBe('1st Nov 26 / 12:00 PM - 12:15 AM')
    expect(eventCardDate('2026-11-22T09:05:00Z')).toBe('22nd Nov 26 / 9:05 AM')
    expect(eventCardDate('2026-11-23T09:05:00Z')).toBe('23rd Nov 26 / 9:05 AM')
  })

  it('writes every day of a month with its English ordinal, the teens with th', () => {
    const days = Array.from({ length: 31 }, (_, i) => eventCardDate(`2026-12-${String(i + 1).padStart(2, '0')}T12:00:00Z`).split(' ')[0])
    expect(days).toEqual([
      '1st', '2nd', '3rd', '4th', '5th', '6th', '7th', '8th', '9th', '10th', '11th', '12th', '13th', '14th', '15th', '16th',
      '17th', '18th', '19th', '20th', '21st', '22nd', '23rd', '24th', '25th', '26th', '27th', '28th', '29th', '30th', '31st',
    ])
  })

  it('shows London time in summer, an hour ahead of UTC, across the month boundary', () => {
    expect(eventCardDate('2026-06-30T23:30:00Z')).toBe('1st Jul 26 / 12:30 AM')
    expect(londonMonth('2026-06-30T23:30:00Z')).toBe('2026-07')
    expect(eventCardDate('2026-07-10T18:00:00Z', '2026-07-10T21:30:00Z')).toBe('10th Jul 26 / 7:00 PM - 10:30 PM')
  })

  it('shows GMT in winter: London equals UTC', () => {
    expect(eventCardDate('2026-12-31T23:30:00Z')).toBe('31st Dec 26 / 11:30 PM')
    expect(londonMonth('2026-12-31T23:30:00Z')).toBe('2026-12')
  })
})

describe('times and days', () => {
  it('"HH:mm" and "HH:mm, Do MMMM YYYY" in London', () => {
    expect(clockTime(WINTER_START)).toBe('19:00')
    expect(clockTimeAndDay(WINTER_START)).toBe('19:00, 5th December 2026')
    expect(clockTime('2026-07-10T18:00:00Z')).toBe('19:00')
    expect(clockTimeAndDay('2026-06-30T23:30:00Z')).toBe('00:30, 1st July 2026')
  })

  it('the time ranges and the day of the featured event', () => {
    expect(eventTimeRange(WINTER_START, WINTER_END)).toBe('7:00 PM - 10:00 PM')
    expect(eventTimeRange(WINTER_START, null)).toBe('7:00 PM')
    expect(clockTimeRange(WINTER_START, WINTER_END)).toBe('19:00 - 22:00')
    expect(clockTimeRange(WINTER_START, null)).toBe('19:00')
    expect(eventDay(WINTER_START)).toBe('Saturday 5th December 2026')
    expect(eventDay('2026-06-30T23:30:00Z')).toBe('Wednesday 1st July 2026')
    expect(eventDay('2026-12-06T10:00:00Z')).toBe('Sunday 6th December 2026')
    expect(eventDay('2026-12-07T10:00:00Z')).toBe('Monday 7th December 2026')
  })
})

describe('months', () => {
  it('labels a month "December 2026"', () => {
    expect(monthLabel('2026-12')).toBe('December 2026')
    expect(monthLabel('2027-01')).toBe('January 2027')
  })

  it('knows the London month it is now, which turns an hour early in summer', () => {
    expect(currentLondonMonth(new Date('2026-06-30T23:30:00Z'))).toBe('2026-07')
    expect(currentLondonMonth(new Date('2026-06-30T22:30:00Z'))).toBe('2026-06')
    expect(currentLondonMonth(new Date('2026-12-31T23:30:00Z'))).toBe('2026-12')
  })

  it('lists consecutive months across a year end', () => {
    expect(monthsFrom('2026-11', 4)).toEqual(['2026-11', '2026-12', '2027-01', '2027-02'])
    expect(monthsFrom('2026-12', 12)).toHaveLength(12)
    expect(monthsFrom('2026-12', 12).at(-1)).toBe('2027-11')
  })

  it('accepts only YYYY-MM months', () => {
    expect(isMonth('2026-12')).toBe(true)
    expect(isMonth('2026-13')).toBe(false)
    expect(isMonth('2026-1')).toBe(false)
    expect(isMonth(undefined)).toBe(false)
  })
})

describe('statusBadge', () => {
  it('shows SOLD OUT and LAST FEW TICKETS, nothing for events on sale', () => {
    expect(statusBadge('sold-out')).toBe('SOLD OUT')
    expect(statusBadge('last-few-tickets')).toBe('LAST FEW TICKETS')
    expect(statusBadge('on-sale')).toBeNull()
    expect(statusBadge(undefined)).toBeNull()
  })
})

describe('eventPath', () => {
  it('is /event/{slug}/', () => {
    expect(eventPath('summer-party-fulham')).toBe('/event/summer-party-fulham/')
  })
})
