import tlds from 'tlds'
import { describe, expect, it } from 'vitest'

import { isValidEmail } from './email'
import { ASCII_TLDS } from './tlds-ascii'

describe('isValidEmail: one plain mailbox', () => {
  it.each(['"x"@evil.example,"y"@example.com', '"q"@example.com', 'a,b@example.com', '<a@example.com>', 'a b@example.com', 'a@example.com\n', 'a\u0001@example.com', `${'a'.repeat(250)}@example.com`])(
    'refuses %j (it could name more than one recipient or forge a header)',
    (v) => expect(isValidEmail(v)).toBe(false),
  )
  it.each(['anna@example.com', 'first.last+tag@mail.example.co.uk', 'x@[192.168.0.1]', 'o\'neil@example.ie'])('accepts %j', (v) => expect(isValidEmail(v)).toBe(true))
  it.each(['a@[300.1.1.1]', 'a@example.c0m', 'a@localhost'])('refuses %j (no such domain)', (v) => expect(isValidEmail(v)).toBe(false))
})

describe('the top-level domains', () => {
  it('are those of the installed tlds package that the pattern can match (run scripts/tlds-ascii.mjs after updating it)', () => {
    expect(ASCII_TLDS.split(' ')).toEqual(tlds.map((t) => t.toLowerCase()).filter((t) => /^[a-z]{2,}$/.test(t)))
  })

  it('accept every one of them, in any case, and refuse a made-up one', () => {
    for (const tld of tlds.filter((t) => /^[a-z]+$/i.test(t))) expect(isValidEmail(`someone@club.${tld.toUpperCase()}`)).toBe(true)
    expect(isValidEmail('someone@club.londonclubhouse')).toBe(false)
  })
})
