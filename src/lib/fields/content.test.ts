import { describe, expect, it } from 'vitest'

import { validateLink } from './content'

describe('validateLink', () => {
  it('accepts site paths, https addresses, mailto:, tel: and #anchors', () => {
    for (const link of ['/fulham', '/membership/book-a-tour?club=city', 'https://www.opentable.co.uk/r/1', 'mailto:events@clubhouse.london', 'tel:+44 20 7123 4567', '#enquiry']) {
      expect(validateLink(link), link).toBe(true)
    }
  })

  it('refuses anything else with a message staff can act on', () => {
    for (const link of ['javascript:alert(1)', 'fulham', 'ftp://files', 'https://has space']) {
      expect(validateLink(link), link).toMatch(/Use a site path/)
    }
  })

  it('lets an optional link stay empty and requires a required one', () => {
    expect(validateLink('')).toBe(true)
    expect(validateLink(undefined, { required: false })).toBe(true)
    expect(validateLink('', { required: true })).toBe('This field is required.')
  })
})
