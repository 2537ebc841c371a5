import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { fuzzParameters } from '@/lib/testing/fuzz'

import { greetingName, misplacedApostrophe, NAME_CHARACTERS } from './names'

describe('greetingName', () => {
  it.each([
    ['Anna', 'Anna'],
    ['  Zoë  ', 'Zoë'],
    ['Anne-Marie Smith', 'Anne-Marie Smith'],
    ['Mary  Jane\tLee', 'Mary Jane Lee'],
    ['李小龙', '李小龙'],
    ["Siobhán O'Brien", "Siobhán O'Brien"],
    ['D’Arcy', 'D’Arcy'],
    ['Jo', 'Jo'],
  ])('greets %j as %j', (raw, name) => {
    expect(greetingName(raw)).toBe(name)
  })

  it.each([
    ['a sentence with a link', 'customer. URGENT: your booking failed, re-enter card details at http://evil.example/pay'],
    ['a long run of words', 'URGENT your booking failed call us'],
    ['markup', 'Sam <b>Lee</b>'],
    ['an address', 'pay@evil.example'],
    ['digits', 'Agent 007'],
    ['one letter, too short for the forms', 'A'],
    ['a quote, not a name', "'hello'"],
    ['nothing', '   '],
  ])('does not greet by %s', (_, raw) => {
    expect(greetingName(raw)).toBeUndefined()
  })

  it('only ever returns a short name of letters, spaces, hyphens and apostrophes between letters', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 120 }), (raw) => {
        const name = greetingName(raw)
        if (name === undefined) return
        expect(name).toMatch(NAME_CHARACTERS)
        expect(misplacedApostrophe(name)).toBe(false)
        expect(name.length).toBeLessThanOrEqual(30)
        expect(name.split(' ').length).toBeLessThanOrEqual(3)
      }),
      fuzzParameters(),
    )
  })
})
