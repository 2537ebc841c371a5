import { describe, expect, it } from 'vitest'

import { seal, unseal } from './seal'

const secret = 'unit-test-secret-0123456789abcdef0123'
const body = { text: 'Reset: https://club.test/reset/abcdefghijklmnopqrstuvwxyz', html: '<a href="https://club.test/reset/abc">Reset</a>' }

describe('a withheld e-mail’s sealed body', () => {
  it('opens with the secret that sealed it, and shows nothing of the link', () => {
    const sealed = seal(body, secret)
    expect(sealed).not.toContain('club.test')
    expect(unseal(sealed, secret)).toEqual(body)
    expect(seal(body, secret)).not.toBe(sealed)
  })

  it('refuses another secret and an altered seal', () => {
    const sealed = seal(body, secret)
    expect(() => unseal(sealed, 'another-secret-0123456789abcdef01234567')).toThrow()
    const [v, iv, tag, data] = sealed.split('.')
    const flipped = Buffer.from(data!, 'base64')
    flipped[0] = flipped[0]! ^ 1
    expect(() => unseal([v, iv, tag, flipped.toString('base64')].join('.'), secret)).toThrow()
    expect(() => unseal('not sealed', secret)).toThrow()
  })
})
