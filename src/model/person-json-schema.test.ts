import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { DIAL_CODES, TITLES } from './people'
import { dateOfBirthPattern, isoDateOfBirthError, mobileError, nameError, PERSON_JSON_SCHEMA } from './person-rules'

/**
 * The OpenAPI document's person fields (issue 36) are never looser than the rules the server runs:
 * whatever a field's JSON Schema accepts, the rule accepts. Values are drawn from the pattern
 * itself, so each check is tried on what the document invites clients to send.
 */
const matching = (pattern: string) => fc.stringMatching(new RegExp(pattern, 'u'))

describe('the person fields as JSON Schema', () => {
  it('offers only names the name rule accepts', () => {
    fc.assert(
      fc.property(matching(PERSON_JSON_SCHEMA.firstName.pattern), (name) => {
        expect(nameError(name, 'first')).toBeUndefined()
        expect(nameError(name, 'last')).toBeUndefined()
      }),
      { numRuns: 500 },
    )
    for (const name of ['Jo', "O'Brien", 'D’Arcy', 'Anne-Marie', 'Mary Jane', '李小龙']) expect(new RegExp(PERSON_JSON_SCHEMA.firstName.pattern, 'u').test(name), name).toBe(true)
  })

  it('offers only mobile numbers the mobile rule accepts, within the length', () => {
    fc.assert(
      fc.property(matching(PERSON_JSON_SCHEMA.mobileNumber.pattern).filter((v) => v.length <= PERSON_JSON_SCHEMA.mobileNumber.maxLength), (mobile) => {
        expect(mobileError(mobile)).toBeUndefined()
      }),
      { numRuns: 500 },
    )
  })

  it('offers only dates of birth that pass on any day of the year the document is made', () => {
    for (const today of ['2026-01-01T00:30:00Z', '2026-06-15T12:00:00Z', '2026-12-31T23:30:00Z']) {
      const now = new Date(today)
      fc.assert(
        fc.property(matching(dateOfBirthPattern(now)), (date) => {
          expect(isoDateOfBirthError(date, now)).toBeUndefined()
        }),
        { numRuns: 300 },
      )
    }
  })

  it('lists the titles and dial codes the rules take', () => {
    expect(PERSON_JSON_SCHEMA.title.enum).toEqual([...TITLES])
    expect(PERSON_JSON_SCHEMA.dialCode.enum).toEqual([...DIAL_CODES])
  })
})
