import { describe, expect, it } from 'vitest'

import { clientIp } from './client-ip'
import { createRateLimiter } from './rate-limit'

describe('rate limiter', () => {
  it('allows the limit per window, then says how long to wait, then forgets', () => {
    const limiter = createRateLimiter({ limit: 2, windowMs: 60_000 })
    expect(limiter.take('a', 0)).toEqual({ allowed: true })
    expect(limiter.take('a', 1_000)).toEqual({ allowed: true })
    expect(limiter.take('a', 2_000)).toEqual({ allowed: false, retryAfterSeconds: 58 })
    expect(limiter.take('b', 2_000)).toEqual({ allowed: true })
    expect(limiter.take('a', 60_000)).toEqual({ allowed: true })
  })

  it('is off at a limit of 0', () => {
    const limiter = createRateLimiter({ limit: 0, windowMs: 1 })
    for (let i = 0; i < 100; i++) expect(limiter.take('a').allowed).toBe(true)
  })
})

describe('client address', () => {
  it('trusts the last forwarded entry, not what the client put first', () => {
    expect(clientIp(new Headers({ 'x-forwarded-for': '6.6.6.6, 203.0.113.9' }))).toBe('203.0.113.9')
    expect(clientIp(new Headers({ 'x-forwarded-for': '::1' }))).toBe('::1')
    expect(clientIp(new Headers())).toBe('unknown')
  })
})
