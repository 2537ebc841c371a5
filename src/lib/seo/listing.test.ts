import { describe, expect, it } from 'vitest'

import { canonicalPathOf, isDisallowed, isNoindexPath, isUnlistedPath } from './listing'

describe('what search engines may crawl, list and treat as canonical', () => {
  it('keeps crawlers off the APIs and private pages, but not off uploaded pictures', () => {
    for (const path of ['/api/users', '/api/', '/admin/collections', '/reservation-confirmation', '/event-tickets/summit/order/12', '/account/profile']) expect(isDisallowed(path), path).toBe(true)
    for (const path of ['/api/media/file/hero-1200x630.webp', '/', '/corporate', '/event-tickets/summit', '/events']) expect(isDisallowed(path), path).toBe(false)
  })

  it('asks for no index on disallowed pages and the tour’s thank-you page', () => {
    expect(isNoindexPath('/reservation-confirmation')).toBe(true)
    expect(isNoindexPath('/membership/book-a-tour/complete')).toBe(true)
    expect(isNoindexPath('/membership/book-a-tour')).toBe(false)
  })

  it('gives each copy the kept page as its canonical address, and leaves copies out of the sitemap', () => {
    expect(canonicalPathOf('/book-a-tour')).toBe('/membership/book-a-tour')
    expect(canonicalPathOf('/knightsbridge/terrace-and-private-events')).toBe('/knightsbridge/terrace-private-events')
    expect(canonicalPathOf('/clubhouse-summit-25')).toBe('/event/clubhouse-summit-25')
    expect(canonicalPathOf('/knightsbridge/terrace-private-events')).toBe('/knightsbridge/terrace-private-events')
    expect(isUnlistedPath('/book-a-tour')).toBe(true)
    expect(isUnlistedPath('/membership/book-a-tour')).toBe(false)
    expect(isNoindexPath('/book-a-tour')).toBe(false)
  })
})
