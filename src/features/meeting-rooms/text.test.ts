import { describe, expect, it } from 'vitest'

import { capacityText, pounds, priceLines } from './text'

describe('meeting room text', () => {
  it('says how many people a room holds', () => {
    expect(capacityText(12)).toBe('Up to 12 people')
    expect(capacityText(1)).toBe('Up to 1 person')
  })

  it('shows whole pounds without pence, other amounts with them, thousands grouped', () => {
    expect(pounds(95)).toBe('£95')
    expect(pounds(1200)).toBe('£1,200')
    expect(pounds(37.5)).toBe('£37.50')
  })

  it('lists the hourly then the daily price, leaving out one not set', () => {
    expect(priceLines({ pricePerHour: 95, pricePerDay: 650 })).toEqual(['£95 per hour', '£650 per day'])
    expect(priceLines({ pricePerHour: null, pricePerDay: 0 })).toEqual(['£0 per day'])
    expect(priceLines({})).toEqual([])
  })
})
