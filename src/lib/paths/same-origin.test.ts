import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { fuzzParameters } from '@/lib/testing/fuzz'

import { normalizePath } from './normalize'
import { sameOriginPath } from './same-origin'

const BASE = 'http://localhost:3000/preview/exit'
/** Where a browser would go for a redirect to this path, as the preview routes build it. */
const target = (query: string) => new URL(sameOriginPath(normalizePath(new URLSearchParams(`path=${query}`).get('path'))), BASE)

describe('sameOriginPath', () => {
  it.each([
    '%5Cevil.example',
    '%252F%252Fevil.example',
    '%5C%5Cevil.example%2Fphish',
    '//evil.example',
    '%2F%2Fevil.example',
    'http://evil.example/',
    'javascript:alert(1)',
    '/%09/evil.example',
    '%25255C%25255Cevil.example',
  ])('keeps a redirect to path=%s on this site', (query) => {
    const url = target(query)
    expect(url.origin).toBe('http://localhost:3000')
  })

  it('keeps ordinary paths as they are', () => {
    expect(sameOriginPath('/fulham')).toBe('/fulham')
    expect(sameOriginPath('/membership/book-a-tour/complete')).toBe('/membership/book-a-tour/complete')
    expect(sameOriginPath('/caf%C3%A9')).toBe('/caf%C3%A9')
    expect(sameOriginPath('//evil.example', '/membership')).toBe('/membership')
  })

  it('never leads off the site, whatever the query', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom('/', '\\', '%', '2', '5', 'F', 'C', 'e', '.', ':', 'h', ' ', '\t', '@') }), (s) => {
        expect(target(encodeURIComponent(s)).origin).toBe('http://localhost:3000')
        expect(target(s.replaceAll('&', '').replaceAll('#', '')).origin).toBe('http://localhost:3000')
      }),
      fuzzParameters(),
    )
  })
})
