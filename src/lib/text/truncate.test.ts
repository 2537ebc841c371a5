import { describe, expect, it } from 'vitest'

import { TRUNCATE, truncate } from './truncate'

describe('truncate', () => {
  it('keeps text at or under the limit as it is', () => {
    expect(truncate('a'.repeat(750), TRUNCATE.description)).toBe('a'.repeat(750))
    expect(truncate('', 10)).toBe('')
    expect(truncate(null, 10)).toBe('')
  })

  it('cuts text over the limit to the limit plus "..."', () => {
    expect(truncate('a'.repeat(751), TRUNCATE.description)).toBe(`${'a'.repeat(750)}...`)
    expect(truncate('b'.repeat(200), TRUNCATE.place)).toBe(`${'b'.repeat(145)}...`)
    expect(truncate('c'.repeat(348), TRUNCATE.cardBody)).toBe(`${'c'.repeat(347)}...`)
    expect(truncate('A caption that is far too long to fit', TRUNCATE.caption)).toBe('A caption that is far too long...')
  })

  it('never splits a character made of two code units', () => {
    expect(truncate('😀'.repeat(31), 30)).toBe(`${'😀'.repeat(30)}...`)
  })
})
