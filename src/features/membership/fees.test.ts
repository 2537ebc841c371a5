import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { fuzzParameters } from '@/lib/testing/fuzz'

import { adultMonthlyFee, feeText, formatPounds } from './fees'

const prices = [
  { minimumAge: 30, monthlyFee: 225 },
  { minimumAge: 18, monthlyFee: 150 },
  { minimumAge: 25, monthlyFee: 175 },
]

describe('fee line (spec 000 section 9)', () => {
  it('quotes the Club price for age 18, whatever the order of the prices', () => {
    expect(feeText('Club', prices)).toBe('Membership fee from £150 per month')
  })

  it('quotes the Corporate price per member', () => {
    expect(feeText('Corporate', [{ minimumAge: 18, monthlyFee: 125 }])).toBe('Membership fee £125 pcm per member')
  })

  it('shows pence only when there are some', () => {
    expect(feeText('Club', [{ minimumAge: 18, monthlyFee: 149.5 }])).toBe('Membership fee from £149.50 per month')
    expect(feeText('Corporate', [{ minimumAge: 18, monthlyFee: 99.99 }])).toBe('Membership fee £99.99 pcm per member')
    expect(formatPounds(150)).toBe('150')
    expect(formatPounds(0)).toBe('0')
    expect(formatPounds(149.999)).toBe('150')
    expect(formatPounds(12.3)).toBe('12.30')
  })

  it('says nothing without a price for age 18', () => {
    expect(feeText('Club', [{ minimumAge: 30, monthlyFee: 225 }])).toBeNull()
    expect(feeText('Club', [])).toBeNull()
    expect(feeText('Corporate', null)).toBeNull()
    expect(feeText('Club', undefined)).toBeNull()
  })

  it('says nothing for a fee that is not a usable amount', () => {
    expect(feeText('Club', [{ minimumAge: 18, monthlyFee: Number.NaN }])).toBeNull()
    expect(feeText('Club', [{ minimumAge: 18, monthlyFee: -5 }])).toBeNull()
    expect(adultMonthlyFee([{ minimumAge: 18, monthlyFee: Number.POSITIVE_INFINITY }])).toBeUndefined()
  })

  it('words Social as Club, from its age-18 price', () => {
    expect(feeText('Social', [{ minimumAge: 30, monthlyFee: 125 }, { minimumAge: 18, monthlyFee: 95 }])).toBe('Membership fee from £95 per month')
    expect(feeText('Social', [{ minimumAge: 30, monthlyFee: 125 }])).toBeNull()
  })

  it('has no wording for anything else', () => {
    for (const other of ['club', 'social', 'Networking', 'toString', 'constructor']) expect(feeText(other, prices)).toBeNull()
  })

  it('writes whole pounds without decimals and other amounts with exactly two', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000 }), (pounds) => formatPounds(pounds) === String(pounds)),
      fuzzParameters(),
    )
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), (pence) => {
        const text = formatPounds(pence / 100)
        const expected = pence % 100 === 0 ? String(pence / 100) : `${Math.floor(pence / 100)}.${String(pence % 100).padStart(2, '0')}`
        return text === expected
      }),
      fuzzParameters(),
    )
  })
})
