import { describe, expect, it } from 'vitest'

import { typedValues } from './form-values'

describe('typedValues', () => {
  it('keeps what the visitor typed, not Next’s action fields nor the trap field', () => {
    const data = new FormData()
    data.append('firstName', 'Jane')
    data.append('$ACTION_ID_abc', '')
    data.append('website', 'http://spam.example')
    data.append('terms', 'on')
    expect(typedValues(data)).toEqual({ firstName: 'Jane', terms: 'on' })
  })
})
