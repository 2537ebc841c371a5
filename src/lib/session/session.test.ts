import { describe, expect, it } from 'vitest'

import { parseSessionUser, readCookie, serializeSessionUser } from './session'

describe('session user cookie', () => {
  it('round-trips a member name', () => {
    const value = serializeSessionUser({ name: 'Ada Lovelace', email: 'ada@example.com' })
    expect(parseSessionUser(readCookie(`a=1; ch_user=${value}; b=2`, 'ch_user'))).toEqual({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
    })
  })
  it('treats a missing, empty or malformed cookie as signed out', () => {
    expect(parseSessionUser(undefined)).toBeNull()
    expect(parseSessionUser(encodeURIComponent('{"name":"  "}'))).toBeNull()
    expect(parseSessionUser('%7Bnot-json')).toBeNull()
  })
})
