import { describe, expect, it } from 'vitest'

import { categoryMask } from './event-category-mask'

describe('categoryMask', () => {
  it('keeps each category on its stored bit (the order is in the database: never reorder)', () => {
    expect(categoryMask(['social'])).toBe(1)
    expect(categoryMask(['food-and-drink'])).toBe(2)
    expect(categoryMask(['sport'])).toBe(128)
    expect(categoryMask(['talks', 'music', 'talks'])).toBe(8 | 32)
  })

  it('is 0 for no categories and ignores values that are not categories', () => {
    expect(categoryMask(null)).toBe(0)
    expect(categoryMask([])).toBe(0)
    expect(categoryMask(['not-a-category', 'family'])).toBe(64)
  })
})
