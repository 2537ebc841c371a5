import { describe, expect, it } from 'vitest'

import { controlCharacterParameter, controlCharacterPath, controlCharactersMessage, hasControlCharacters } from './control-characters'

describe('control characters', () => {
  it.each(['a\u0000b', '\u0001', 'x\u001b[31m', 'del\u007f', 'form\u000cfeed', 'v\u000btab'])('refuses %j in a body', (value) => {
    expect(hasControlCharacters(value)).toBe(true)
  })

  it.each(['O’Brien', 'line one\nline two', 'tab\there', 'crlf\r\n', 'Zoë 日本 🎉', 'lone \ud800 surrogate', ''])('accepts %j in a body', (value) => {
    expect(hasControlCharacters(value)).toBe(false)
  })

  it('names the first field that holds one, deep in a body, keys included', () => {
    expect(controlCharacterPath({ input: { fullName: 'Ann', notes: 'hi\u0000' } })).toBe('input.notes')
    expect(controlCharacterPath({ items: [{ name: 'ok' }, { name: 'b\u0000d' }] })).toBe('items.1.name')
    expect(controlCharacterPath({ 'no\u0000te': 'x' })).toBe('note')
    expect(controlCharacterPath({ '\u0000': 'x' })).toBe('the request')
    expect(controlCharacterPath('\u0000')).toBe('the request')
    expect(controlCharacterPath({ title: 'x\u0000' }, 'where')).toBe('where.title')
    expect(controlCharacterPath({ notes: 'two\nlines', count: 3, ok: true, none: null })).toBeUndefined()
  })

  it('takes no line break or tab in a URL parameter', () => {
    expect(controlCharacterParameter(new URLSearchParams('q=a%00b&club=x'))).toBe('q')
    expect(controlCharacterParameter(new URLSearchParams('club=x&q=a%0Ab'))).toBe('q')
    expect(controlCharacterParameter(new URLSearchParams('where[title][like]=a%09'))).toBe('where[title][like]')
    expect(controlCharacterParameter(new URLSearchParams('%00=1'))).toBe('the address')
    expect(controlCharacterParameter(new URLSearchParams('q=caf%C3%A9&club=Fulham+Road'))).toBeUndefined()
  })

  it('says what to do', () => {
    expect(controlCharactersMessage('notes')).toBe('Remove the control characters from notes.')
  })
})
