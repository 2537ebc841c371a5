import { describe, expect, it } from 'vitest'

import { API_ERROR_MESSAGE } from '../../constants'
import { contactValues, stateFromOutcome } from './state'

const values = contactValues({ fullName: 'Ada Lovelace', email: 'ada@example.com', phone: '020 7123 4567', enquiry: 'Hello', website: 'x' })

describe('contact form outcome', () => {
  it('keeps only what the visitor typed', () => {
    expect(values).toEqual({ fullName: 'Ada Lovelace', email: 'ada@example.com', phone: '020 7123 4567', enquiry: 'Hello' })
    expect(contactValues({ fullName: 3 })).toEqual({ fullName: '', email: '', phone: '', enquiry: '' })
  })

  it('is sent when the service stored it (or pretended to, for a bot)', () => {
    expect(stateFromOutcome({ ok: true }, values)).toEqual({ status: 'sent' })
  })

  it('places field messages next to their fields, with what was typed', () => {
    expect(stateFromOutcome({ ok: false, status: 400, errors: { email: 'Invalid email address', idempotencyKey: 'bad' } }, values)).toEqual({
      status: 'invalid',
      errors: { email: 'Invalid email address' },
      values,
    })
  })

  it('apologises, in the spec’s words, for refusals no field explains', () => {
    for (const outcome of [
      { ok: false as const, status: 400 as const, errors: { idempotencyKey: 'Idempotency-Key must be…' } },
      { ok: false as const, status: 503, message: 'Service unavailable' },
      { ok: false as const, status: 422, message: 'This Idempotency-Key was already used…' },
    ]) {
      expect(stateFromOutcome(outcome, values)).toEqual({ status: 'failed', message: API_ERROR_MESSAGE, values })
    }
    expect(API_ERROR_MESSAGE).toBe("We're sorry. We're not able to process your request right now. Please try again.")
  })

  it('passes on the polite message when the visitor must wait', () => {
    expect(stateFromOutcome({ ok: false, status: 429, message: 'Please wait a few minutes.' }, values)).toEqual({
      status: 'failed',
      message: 'Please wait a few minutes.',
      values,
    })
  })
})
