import { describe, expect, it } from 'vitest'

import { safeNextPath } from './next-path'

describe('the page after signing in', () => {
  it.each(['/', '/my-schedule', '/members?q=ada#top', '/reservation-confirmation?booking=4'])('keeps a path on this site: %s', (path) => expect(safeNextPath(path)).toBe(path))
  it.each([
    null,
    '',
    'my-schedule',
    '//evil.example/x',
    '/\\evil.example',
    'https://evil.example/',
    'javascript:alert(1)',
    '/a\nb',
    `/${'x'.repeat(600)}`,
    // Dot segments the URL parser removes, leaving a path that starts with //.
    '/.//evil.com',
    '/..//evil.com',
    '/a/..//evil.com',
    '/%2e//evil.com',
    '/%2e%2e//evil.com/x',
    '/%2F%2Fevil.com',
    '/%5Cevil.com',
  ])(
    'refuses anything else: %j',
    (path) => expect(safeNextPath(path, '/welcome')).toBe('/welcome'),
  )
})
