import { describe, expect, it } from 'vitest'

import { parseMembership } from './params'

describe('/book-a-tour membership parameter (spec 000 section 2)', () => {
  it('accepts Club and Corporate exactly', () => {
    expect(parseMembership('Club')).toBe('Club')
    expect(parseMembership('Corporate')).toBe('Corporate')
  })

  it('means Club for anything else or nothing', () => {
    for (const value of [undefined, '', 'corporate', 'CORPORATE', ' Corporate', 'Social', 'club', 'Corporate ']) {
      expect(parseMembership(value)).toBe('Club')
    }
  })

  it('reads the first of repeated parameters', () => {
    expect(parseMembership(['Corporate', 'Club'])).toBe('Corporate')
    expect(parseMembership(['Social', 'Corporate'])).toBe('Club')
    expect(parseMembership([])).toBe('Club')
  })
})
