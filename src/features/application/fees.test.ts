import { describe, expect, it } from 'vitest'

import { quoteFees } from '@/model/membership-fees'

import { countOf, countWarning, peopleText } from './corporate/count'
import { FEES_UNKNOWN, feeRows } from './fees'

const today = new Date('2026-11-28T12:00:00Z')

describe('what an applicant is told they will pay', () => {
  it('tells a person their monthly fee, joining fee and term', () => {
    const quote = quoteFees({ prices: [{ minimumAge: 18, monthlyFee: 150 }, { minimumAge: 30, monthlyFee: 225 }], joiningFee: 500, termMonths: 12 }, ['1990-03-09'], today)
    expect(feeRows(quote)).toEqual([
      ['Monthly fee', '£225 a month (the fee at your age)'],
      ['Joining fee', '£500, once, with the first month'],
      ['Minimum term', '12 months, then month to month'],
    ])
    expect(feeRows(quoteFees({ prices: [{ minimumAge: 18, monthlyFee: 95 }], joiningFee: 0, termMonths: 1 }, ['2000-01-01'], today))).toEqual([
      ['Monthly fee', '£95 a month (the fee at your age)'],
      ['Joining fee', 'None'],
      ['Minimum term', '1 month, then month to month'],
    ])
  })

  it('tells a company the fee per member, times the members, and the total', () => {
    const corporate = { prices: [{ minimumAge: 18, monthlyFee: 125 }], joiningFee: 250, termMonths: 12 }
    const tenPeople = Array.from({ length: 10 }, () => '1985-06-01')
    expect(feeRows(quoteFees(corporate, tenPeople, today), true)).toEqual([
      ['Monthly fee', '£125 a month for each member × 10 members = £1,250 a month'],
      ['Joining fee', '£250 for each member × 10 members = £2,500, once, with the first month'],
      ['Minimum term', '12 months, then month to month'],
    ])
    const byAge = { prices: [{ minimumAge: 18, monthlyFee: 125 }, { minimumAge: 30, monthlyFee: 150 }], joiningFee: 0, termMonths: 12 }
    expect(feeRows(quoteFees(byAge, ['2000-01-01', '1980-01-01', '1981-01-01'], today), true)[0]).toEqual(['Monthly fee', '1 member at £125, 2 members at £150 (by age) = £425 a month'])
  })

  it('says the team will confirm the fees when they cannot be worked out', () => {
    expect(feeRows(null)).toEqual([['Fees', FEES_UNKNOWN]])
    expect(feeRows(quoteFees({ prices: [{ minimumAge: 18, monthlyFee: 125 }] }, ['1980-01-01', null], today), true)).toEqual([['Fees', FEES_UNKNOWN]])
  })
})

describe('a company’s count', () => {
  it('counts the primary contact and each member', () => {
    expect(peopleText(countOf(4, 9))).toBe('10 people (you and 9 members)')
    expect(peopleText(countOf(3, 1))).toBe('2 people (you and 1 member)')
    expect(peopleText(countOf(3, 0))).toBe('1 person (you only)')
  })

  it('warns when the people named differ from the memberships asked for, and only then', () => {
    expect(countWarning(countOf(4, 9))).toBe(
      'You asked for 4 memberships, but this application names 10 people (you and 9 members). If it is accepted as it is, each of the 10 gets a membership and its monthly fee. Add or remove members to match, or send it as it is: the membership committee will confirm the number with you before anything is collected.',
    )
    expect(countWarning(countOf(4, 2))).toMatch(/^You asked for 4 memberships, but this application names 3 people/)
    expect(countWarning(countOf(4, 0))).toMatch(/names 1 person \(you only\)\. If it is accepted as it is, only you get a membership and its monthly fee\. /)
    expect(countWarning(countOf(4, 3))).toBeNull()
    expect(countWarning(countOf(null, 3))).toBeNull()
  })
})
