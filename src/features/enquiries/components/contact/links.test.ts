import { describe, expect, it } from 'vitest'

import { whatsappHref } from './links'

describe('whatsappHref', () => {
  it('uses the international number, digits only', () => {
    expect(whatsappHref('+44 7700 900123')).toBe('https://wa.me/447700900123')
    expect(whatsappHref('+44 (0)7700 900-123')).toBe('https://wa.me/447700900123')
    expect(whatsappHref('0044 7700 900123')).toBe('https://wa.me/447700900123')
  })

  it('takes a number without a country code to be British', () => {
    expect(whatsappHref('07700 900123')).toBe('https://wa.me/447700900123')
  })

  it('leaves a number already written with its country code alone', () => {
    expect(whatsappHref('447700900123')).toBe('https://wa.me/447700900123')
  })
})
