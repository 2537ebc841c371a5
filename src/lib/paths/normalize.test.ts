import { describe, expect, it } from 'vitest'

import { normalizePath } from './normalize'

describe('normalizePath', () => {
  it('drops a trailing slash before lookup', () => {
    expect(normalizePath('/fulham/')).toBe('/fulham')
    expect(normalizePath('/membership/book-a-tour/complete/')).toBe('/membership/book-a-tour/complete')
  })
  it('treats an empty path as the home page', () => {
    expect(normalizePath('')).toBe('/')
    expect(normalizePath(undefined)).toBe('/')
    expect(normalizePath([])).toBe('/')
    expect(normalizePath('/')).toBe('/')
  })
  it('joins catch-all segments and ignores query and hash', () => {
    expect(normalizePath(['kensington', 'conferencing'])).toBe('/kensington/conferencing')
    expect(normalizePath('/meeting-rooms/?id=4#top')).toBe('/meeting-rooms')
  })
  it('collapses duplicate slashes and lower-cases', () => {
    expect(normalizePath('//The-Club//')).toBe('/the-club')
  })
})
