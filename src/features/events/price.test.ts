import { describe, expect, it } from 'vitest'

import { formatPrice, priceFrom } from './price'

describe('prices', () => {
  it('writes pounds, with pence only when there are some', () => {
    expect(formatPrice(45)).toBe('£45')
    expect(formatPrice(45.5)).toBe('£45.50')
    expect(formatPrice(45.25)).toBe('£45.25')
    expect(formatPrice(1200)).toBe('£1,200')
  })

  it('says "from £x" only when a price exists', () => {
    expect(priceFrom(30)).toBe('from £30')
    expect(priceFrom(null)).toBeNull()
    expect(priceFrom(undefined)).toBeNull()
  })
})
