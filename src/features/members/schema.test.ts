import { describe, expect, it } from 'vitest'

import { ACCOUNT_MESSAGES, forgotSchema, signInSchema } from './schema'

const messages = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]))

describe('the sign-in and forgotten-password forms', () => {
  it('ask for the address and the password, one message each', () => {
    expect(messages(signInSchema.safeParse({ email: '  ', password: '' }))).toEqual({ email: ACCOUNT_MESSAGES.emailMissing, password: ACCOUNT_MESSAGES.passwordMissing })
  })

  it('say when the address cannot be one, before it costs a sign-in attempt', () => {
    for (const email of ['someone@club', 'notanemail', 'someone@club.invalidtld'])
      expect(messages(signInSchema.safeParse({ email, password: 'x' })), email).toEqual({ email: ACCOUNT_MESSAGES.emailInvalid })
    expect(messages(forgotSchema.safeParse({ email: 'someone@club' }))).toEqual({ email: ACCOUNT_MESSAGES.emailInvalid })
  })

  it('take a whole address, trimmed', () => {
    expect(signInSchema.parse({ email: ' member@example.co.uk ', password: 'secret' })).toEqual({ email: 'member@example.co.uk', password: 'secret' })
  })
})
