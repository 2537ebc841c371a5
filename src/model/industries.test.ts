import { describe, expect, it } from 'vitest'

import { INDUSTRIES, industryLabel, industryValue } from './industries'

describe('the industry list (spec 001 section 3)', () => {
  it('has 148 entries ordered 0 to 147, Accounting first and Concierge last', () => {
    expect(INDUSTRIES).toHaveLength(148)
    expect(INDUSTRIES.map((i) => i.displayOrder)).toEqual([...Array(148).keys()])
    expect(INDUSTRIES[0]).toEqual({ label: 'Accounting', value: 'ACCOUNTING', displayOrder: 0, hidden: false })
    expect(INDUSTRIES.at(-1)).toMatchObject({ label: 'Concierge', value: 'CONCIERGE', displayOrder: 147 })
  })

  it('gives every entry a distinct upper snake case value', () => {
    for (const { value } of INDUSTRIES) expect(value).toMatch(/^[A-Z0-9]+(_[A-Z0-9]+)*$/)
    expect(new Set(INDUSTRIES.map((i) => i.value)).size).toBe(148)
    expect(industryValue('Glass, Ceramics & Concrete')).toBe('GLASS_CERAMICS_AND_CONCRETE')
    expect(industryValue('Airlines/Aviation')).toBe('AIRLINES_AVIATION')
  })

  it('looks a label up from its value, and keeps an unknown value as it is', () => {
    expect(industryLabel('VENTURE_CAPITAL_AND_PRIVATE_EQUITY')).toBe('Venture Capital & Private Equity')
    expect(industryLabel('SOMETHING_ELSE')).toBe('SOMETHING_ELSE')
  })
})
