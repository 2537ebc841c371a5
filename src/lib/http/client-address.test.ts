import { describe, expect, it } from 'vitest'

import { resolveClientAddress } from './client-address.mjs'
import { clientIp } from './client-ip'

describe('client address', () => {
  it('is the socket address when no proxy is trusted, whatever X-Forwarded-For says', () => {
    expect(resolveClientAddress(undefined, '203.0.113.9', 0)).toBe('203.0.113.9')
    expect(resolveClientAddress('6.6.6.6', '203.0.113.9', 0)).toBe('203.0.113.9')
    expect(resolveClientAddress('6.6.6.6, 7.7.7.7', '::ffff:203.0.113.9', 0)).toBe('203.0.113.9')
  })

  it('believes as many entries from the right as there are trusted proxies, never one the client wrote', () => {
    // Client 198.51.100.7 -> load balancer 10.0.0.2 -> app; the client also sent a made-up entry.
    expect(resolveClientAddress('6.6.6.6, 198.51.100.7', '10.0.0.2', 1)).toBe('198.51.100.7')
    expect(resolveClientAddress(['6.6.6.6', '198.51.100.7, 10.0.0.3'], '10.0.0.2', 2)).toBe('198.51.100.7')
    // More hops trusted than there are entries: the leftmost is all there is.
    expect(resolveClientAddress('198.51.100.7', '10.0.0.2', 5)).toBe('198.51.100.7')
    expect(resolveClientAddress(undefined, undefined, 0)).toBe('unknown')
  })

  it('is read from the header the server sets, which overrides X-Forwarded-For', () => {
    expect(clientIp(new Headers({ 'x-clubhouse-client-address': '203.0.113.9', 'x-forwarded-for': '6.6.6.6' }))).toBe('203.0.113.9')
  })
})
