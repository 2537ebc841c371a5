import { describe, expect, it } from 'vitest'

import { confirmCountMessage, corporateCount } from './corporate-count'

describe('a company’s people against the memberships it asked for', () => {
  it('counts the primary contact with the members added', () => {
    expect(corporateCount(4, 3)).toEqual({ asked: 4, people: 4, differs: false })
    expect(corporateCount(4, 9)).toEqual({ asked: 4, people: 10, differs: true })
    expect(corporateCount(5, 2)).toEqual({ asked: 5, people: 3, differs: true })
    expect(corporateCount(null, 2)).toEqual({ asked: null, people: 3, differs: false })
  })

  it('says what approving makes and what to confirm', () => {
    expect(confirmCountMessage(corporateCount(4, 9))).toBe(
      'The company asked for 4 memberships but names 10 people (the primary contact and 9 members): approving it makes 10 member accounts. Confirm the count of 10 to approve it.',
    )
  })
})
