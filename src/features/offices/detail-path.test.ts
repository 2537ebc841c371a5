import { describe, expect, it } from 'vitest'

import { officeSearchRedirect } from './detail-path'

describe('officeSearchRedirect', () => {
  it('sends a visitor without an office to the office search', () => {
    expect(officeSearchRedirect({})).toBe('/discover-offices')
    expect(officeSearchRedirect({ officeId: '' })).toBe('/discover-offices')
    expect(officeSearchRedirect({ officeId: '  ' })).toBe('/discover-offices')
    expect(officeSearchRedirect({ officeId: [] })).toBe('/discover-offices')
  })

  it('keeps the rest of the query (campaign parameters)', () => {
    expect(officeSearchRedirect({ utm_source: 'newsletter', id: '42', officeId: '' })).toBe('/discover-offices?utm_source=newsletter&id=42')
    expect(officeSearchRedirect({ tag: ['a', 'b'] })).toBe('/discover-offices?tag=a&tag=b')
  })

  it('leaves a page with an office reference alone, known or not', () => {
    expect(officeSearchRedirect({ officeId: 'CITY-3F-12' })).toBeNull()
    expect(officeSearchRedirect({ officeId: ['NOPE-0', 'x'] })).toBeNull()
  })
})
