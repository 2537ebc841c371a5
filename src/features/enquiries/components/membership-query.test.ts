import { describe, expect, it } from 'vitest'

import { LOCATIONS } from '../constants'
import { locationFromQuery, membershipFromQuery } from './membership-query'

describe('membershipFromQuery', () => {
  it('reads ?club=club|corporate first, then the older ?membership=Club|Corporate', () => {
    expect(membershipFromQuery('?club=corporate')).toBe('Corporate')
    expect(membershipFromQuery('?club=Club&membership=Corporate')).toBe('Club')
    expect(membershipFromQuery('?membership=Corporate')).toBe('Corporate')
    expect(membershipFromQuery('?membership=Club')).toBe('Club')
  })

  it('leaves the block’s default for anything else', () => {
    for (const search of ['', '?membership=corporate', '?membership=Social', '?club=fulham', '?club=']) {
      expect(membershipFromQuery(search), search).toBeUndefined()
    }
  })
})

describe('locationFromQuery', () => {
  it('preselects the club named in ?club= (the club pages’ tour links)', () => {
    expect(locationFromQuery('?club=fulham', LOCATIONS)).toBe(5)
    expect(locationFromQuery('?club=City', LOCATIONS)).toBe(8)
    expect(locationFromQuery('?club=corporate', LOCATIONS)).toBeUndefined()
  })
})
