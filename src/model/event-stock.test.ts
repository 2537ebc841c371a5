import { describe, expect, it } from 'vitest'

import { DEFAULT_LAST_FEW, lastFewRule, stockStatus } from './event-stock'

const none = new Map<string, number>()
const item = (quantityAvailable: number | null, extra: { id?: string; soldOut?: boolean; itemMinimumPurchase?: number } = {}) => ({ quantityAvailable, soldOut: false, itemMinimumPurchase: 1, ...extra })

describe('an event’s status from its stock (docs/decisions/048)', () => {
  it('is LAST FEW TICKETS at 10 seats left or 10% of them, and not at 11 of 150', () => {
    expect(stockStatus([item(10)], none, DEFAULT_LAST_FEW)).toBe('last-few-tickets')
    expect(stockStatus([item(11)], none, DEFAULT_LAST_FEW)).toBe('on-sale')
    expect(stockStatus([item(150)], none, DEFAULT_LAST_FEW)).toBe('on-sale')
    // 15 of 150 left is 10%.
    expect(stockStatus([item(150, { id: 'a' })], new Map([['a', 135]]), DEFAULT_LAST_FEW)).toBe('last-few-tickets')
    expect(stockStatus([item(150, { id: 'a' })], new Map([['a', 134]]), DEFAULT_LAST_FEW)).toBe('on-sale')
  })

  it('never calls unlimited places, or an event without tickets online, the last few', () => {
    expect(stockStatus([item(null)], none, DEFAULT_LAST_FEW)).toBe('on-sale')
    expect(stockStatus([item(2), item(null)], none, DEFAULT_LAST_FEW)).toBe('on-sale')
    expect(stockStatus([], none, DEFAULT_LAST_FEW)).toBe('on-sale')
    expect(stockStatus(null, none, DEFAULT_LAST_FEW)).toBe('on-sale')
  })

  it('is SOLD OUT when no item has enough left for an order, counting only the open items', () => {
    expect(stockStatus([item(4, { id: 'a' })], new Map([['a', 4]]), DEFAULT_LAST_FEW)).toBe('sold-out')
    // One seat left of an item sold in pairs.
    expect(stockStatus([item(4, { id: 'a', itemMinimumPurchase: 2 })], new Map([['a', 3]]), DEFAULT_LAST_FEW)).toBe('sold-out')
    expect(stockStatus([item(null, { soldOut: true }), item(0)], none, DEFAULT_LAST_FEW)).toBe('sold-out')
    // A closed unlimited item leaves the counted ones: 160 open seats are not the last few.
    expect(stockStatus([item(120), item(40), item(null, { soldOut: true })], none, DEFAULT_LAST_FEW)).toBe('on-sale')
    expect(stockStatus([item(120, { id: 'a' }), item(40, { id: 'b' })], new Map([['a', 118], ['b', 40]]), DEFAULT_LAST_FEW)).toBe('last-few-tickets')
  })

  it('follows the setting, and reads a missing or broken one as the default', () => {
    expect(stockStatus([item(10)], none, { lastFewAtMost: 0, lastFewPercent: 0 })).toBe('on-sale')
    expect(stockStatus([item(100, { id: 'a' })], new Map([['a', 75]]), { lastFewAtMost: 0, lastFewPercent: 25 })).toBe('last-few-tickets')
    expect(lastFewRule(null)).toEqual(DEFAULT_LAST_FEW)
    expect(lastFewRule({ lastFewAtMost: -1, lastFewPercent: 250 })).toEqual({ lastFewAtMost: 10, lastFewPercent: 100 })
    expect(lastFewRule({ lastFewAtMost: 5.7, lastFewPercent: null })).toEqual({ lastFewAtMost: 5, lastFewPercent: 10 })
  })
})
