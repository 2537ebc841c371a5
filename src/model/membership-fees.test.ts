import { describe, expect, it } from 'vitest'

import { formatPounds, monthlyFeeFor, quoteFees } from './membership-fees'

const club = { prices: [{ minimumAge: 30, monthlyFee: 225 }, { minimumAge: 18, monthlyFee: 150 }], joiningFee: 500, termMonths: 12 }
const today = new Date('2026-11-28T12:00:00Z')

describe('membership fees', () => {
  it('charges the price for the highest minimum age reached', () => {
    expect(monthlyFeeFor(club.prices, 18)).toBe(150)
    expect(monthlyFeeFor(club.prices, 29)).toBe(150)
    expect(monthlyFeeFor(club.prices, 30)).toBe(225)
    expect(monthlyFeeFor(club.prices, 17)).toBeNull()
    expect(monthlyFeeFor(club.prices, null)).toBeNull()
  })

  it('counts the age from the date of birth on the day: 30 today pays the 30 price, 30 tomorrow the 18 one', () => {
    expect(quoteFees(club, ['1996-11-28'], today)).toMatchObject({ lines: [{ monthlyFee: 225, people: 1 }], monthlyTotal: 225, joiningFee: 500, joiningTotal: 500, termMonths: 12, unpriced: 0 })
    expect(quoteFees(club, ['1996-11-29'], today).monthlyTotal).toBe(150)
  })

  it('adds up a company: each member by their age, the joining fee for each, and says who cannot be priced', () => {
    const corporate = { prices: [{ minimumAge: 18, monthlyFee: 125 }], joiningFee: 250, termMonths: 12 }
    const quote = quoteFees(corporate, ['1980-01-01', '1990-05-05', '2000-02-02', '1975-07-07'], today)
    expect(quote).toMatchObject({ lines: [{ monthlyFee: 125, people: 4 }], monthlyTotal: 500, joiningTotal: 1000, unpriced: 0 })
    expect(quoteFees(club, ['1980-01-01', '2000-01-01'], today).lines).toEqual([
      { monthlyFee: 150, people: 1 },
      { monthlyFee: 225, people: 1 },
    ])
    expect(quoteFees(corporate, ['1980-01-01', null], today).unpriced).toBe(1)
  })

  it('reads a missing joining fee as none and a missing term as 12 months', () => {
    expect(quoteFees({ prices: club.prices }, ['1980-01-01'], today)).toMatchObject({ joiningFee: 0, joiningTotal: 0, termMonths: 12 })
  })

  it('writes pounds as the site does', () => {
    expect(formatPounds(150)).toBe('£150')
    expect(formatPounds(1250)).toBe('£1,250')
    expect(formatPounds(62.5)).toBe('£62.50')
  })
})
