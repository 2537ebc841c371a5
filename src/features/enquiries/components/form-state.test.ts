import { describe, expect, it } from 'vitest'

import { completePath, DEFAULT_COMPLETE_PATH, FIELD_ORDER, firstInvalid, stateFor } from './form-state'

describe('stateFor', () => {
  const values = { firstName: 'Jane' }

  it('is success for any stored (or replayed) submission', () => {
    expect(stateFor({ ok: true, status: 201, kind: 'lead', id: 1, replayed: false }, values, FIELD_ORDER)).toEqual({ status: 'success' })
    expect(stateFor({ ok: true, status: 202, kind: 'lead', id: null, replayed: true }, values, FIELD_ORDER)).toEqual({ status: 'success' })
  })

  it('puts the service’s field messages under the form’s fields', () => {
    const state = stateFor(
      { ok: false, status: 400, message: 'Please check the highlighted fields.', errors: { emailAddress: 'invalid email address', termsAccepted: 'Please tick', 'numberOfMembers': 'Please enter number of memberships' } },
      values,
      FIELD_ORDER,
    )
    expect(state).toEqual({
      status: 'error',
      errors: { emailAddress: 'invalid email address', termsAccepted: 'Please tick', numberOfMembers: 'Please enter number of memberships' },
      values,
    })
  })

  it('fails as a whole when no field can be corrected', () => {
    const state = stateFor({ ok: false, status: 400, message: 'bad key', errors: { idempotencyKey: 'bad key' } }, values, FIELD_ORDER)
    expect(state).toEqual({ status: 'error', errors: {}, values, failure: { status: 400 } })
  })

  it('passes on the polite message for too many requests, and leaves other failures to the block’s message', () => {
    expect(stateFor({ ok: false, status: 429, message: 'Please wait.', retryAfterSeconds: 60 }, values, FIELD_ORDER)).toEqual({
      status: 'error',
      errors: {},
      values,
      failure: { status: 429, message: 'Please wait.' },
    })
    expect(stateFor({ ok: false, status: 503, message: 'down' }, values, FIELD_ORDER)).toMatchObject({ failure: { status: 503, message: undefined } })
    expect(stateFor({ ok: false, status: 422, message: 'reused' }, values, FIELD_ORDER)).toMatchObject({ failure: { status: 422 } })
  })
})

describe('completePath', () => {
  it('allows only a path of this site', () => {
    expect(completePath('/membership/book-a-tour/complete/')).toBe('/membership/book-a-tour/complete/')
    expect(completePath('/thanks?from=tour')).toBe('/thanks?from=tour')
    for (const unsafe of [undefined, '', '//evil.example', '/\\evil.example', 'https://evil.example', 'javascript:alert(1)', '/a b', 'thanks']) {
      expect(completePath(unsafe), String(unsafe)).toBe(DEFAULT_COMPLETE_PATH)
    }
  })
})

describe('firstInvalid', () => {
  it('follows the page order of the fields', () => {
    expect(firstInvalid({ termsAccepted: 'x', dateOfBirth: 'y', lastName: 'z' })).toBe('lastName')
    expect(firstInvalid({ companyName: 'x', dateOfBirth: 'y' })).toBe('dateOfBirth')
    expect(firstInvalid({})).toBeUndefined()
  })
})
