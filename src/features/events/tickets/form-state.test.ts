import { describe, expect, it } from 'vitest'

import { formValuesOf, stateForResult, type TicketFormValues } from './form-state'
import { API_ERROR_MESSAGE } from './messages'

const values: TicketFormValues = {
  slug: 'summit',
  fullName: 'Ada',
  email: 'ada@example.com',
  phone: '0207',
  message: '',
  quantities: ['0', '2', '0', '1'],
  titles: [],
  idempotencyKey: 'k-12345678',
}
const request = {
  fullName: 'Ada',
  email: 'ada@example.com',
  phone: '0207',
  message: undefined,
  items: [
    { index: 1, quantity: 2 },
    { index: 3, quantity: 1 },
  ],
}

describe('formValuesOf', () => {
  it('reads the fields and the quantities and titles by item index', () => {
    const data = new FormData()
    data.set('slug', 'summit')
    data.set('fullName', 'Ada')
    data.set('quantities.2', '3')
    data.set('quantities.0', '1')
    data.set('titles.0', 'Day')
    data.set('quantities.x', '9')
    data.set('quantities.1000', '9')
    data.set('$ACTION_ID_abc', '')
    const v = formValuesOf(data)
    expect(v.slug).toBe('summit')
    expect(v.fullName).toBe('Ada')
    expect(v.email).toBe('')
    expect(v.quantities).toEqual(['1', '', '3'])
    expect(v.titles).toEqual(['Day'])
  })
})

describe('stateForResult', () => {
  it('puts item errors back on the items they are about', () => {
    const state = stateForResult(
      { ok: false, status: 400, message: 'x', errors: { 'items.1': 'Dinner is sold out.', email: 'Invalid email address' } },
      values,
      request,
    )
    expect(state).toEqual({ status: 'invalid', errors: { 'quantities.3': 'Dinner is sold out.', email: 'Invalid email address' }, values })
  })

  it('shows "Choose at least one ticket." by the tickets', () => {
    const state = stateForResult({ ok: false, status: 400, message: 'x', errors: { items: 'Choose at least one ticket.' } }, values, request)
    expect(state).toEqual({ status: 'invalid', errors: { tickets: 'Choose at least one ticket.' }, values })
  })

  it('says why an event takes no requests, and apologises for anything else', () => {
    expect(stateForResult({ ok: false, status: 409, message: 'This event is sold out.' }, values, request)).toEqual({
      status: 'failed',
      message: 'This event is sold out.',
      values,
    })
    expect(stateForResult({ ok: false, status: 503, message: 'boom' }, values, request)).toEqual({ status: 'failed', message: API_ERROR_MESSAGE, values })
    expect(stateForResult({ ok: false, status: 400, message: 'x', errors: { idempotencyKey: 'bad' } }, values, request)).toEqual({
      status: 'failed',
      message: API_ERROR_MESSAGE,
      values,
    })
  })
})
