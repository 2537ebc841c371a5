import { describe, expect, it } from 'vitest'

import { enquiryVariantOf, parseMembership, tourPathOf } from './params'

describe('/book-a-tour membership parameter (spec 000 section 2)', () => {
  it('accepts Club, Social and Corporate exactly', () => {
    expect(parseMembership('Club')).toBe('Club')
    expect(parseMembership('Social')).toBe('Social')
    expect(parseMembership('Corporate')).toBe('Corporate')
  })

  it('means Club for anything else or nothing', () => {
    for (const value of [undefined, '', 'corporate', 'CORPORATE', ' Corporate', 'social', 'SOCIAL', 'Social ', 'club', 'Corporate ', 'Networking']) {
      expect(parseMembership(value)).toBe('Club')
    }
  })

  it('reads the first of repeated parameters', () => {
    expect(parseMembership(['Corporate', 'Club'])).toBe('Corporate')
    expect(parseMembership(['Social', 'Corporate'])).toBe('Social')
    expect(parseMembership(['social', 'Corporate'])).toBe('Club')
    expect(parseMembership([])).toBe('Club')
  })

  it('draws each membership’s own variant of the enquiry form, at its own address', () => {
    expect(enquiryVariantOf('Club')).toBe('club')
    expect(enquiryVariantOf('Social')).toBe('social')
    expect(enquiryVariantOf('Corporate')).toBe('corporate')
    expect(tourPathOf('Social')).toBe('/book-a-tour?membership=Social')
  })
})
