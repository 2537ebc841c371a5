import { describe, expect, it } from 'vitest'

import { parseSessionHint, readCookie, serializeSessionHint } from './session'

describe('session display cookie', () => {
  it('round-trips when to renew, and nothing else', () => {
    const value = serializeSessionHint({ refreshAt: 1_800_000_000_000 })
    expect(parseSessionHint(readCookie(`a=1; ch_user=${value}; b=2`, 'ch_user'))).toEqual({ refreshAt: 1_800_000_000_000 })
  })
  it('drops the personal data an older cookie carried (it still says a sign-in exists)', () => {
    const old = encodeURIComponent(JSON.stringify({ name: 'Ada Lovelace', email: 'ada@example.com', refreshAt: 5 }))
    expect(parseSessionHint(old)).toEqual({ refreshAt: 5 })
  })
  it('treats a missing, empty or malformed cookie as signed out', () => {
    expect(parseSessionHint(undefined)).toBeNull()
    expect(parseSessionHint('')).toBeNull()
    expect(parseSessionHint('%7Bnot-json')).toBeNull()
    expect(parseSessionHint(encodeURIComponent('"just a string"'))).toBeNull()
  })
})
