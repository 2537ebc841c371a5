import { describe, expect, it, vi } from 'vitest'

vi.mock('server-only', () => ({}))

const { sitemapEntries } = await import('./sitemap.server')

const at = '2026-11-01T10:00:00.000Z'

describe('sitemapEntries', () => {
  const entries = sitemapEntries(
    'https://club.example',
    '/home',
    [
      { path: '/home', updatedAt: at },
      { path: '/events', updatedAt: at },
      { path: '/styleguide', updatedAt: at, hideFromSearch: true },
      { path: '/my-schedule', updatedAt: at, requiresAuthentication: true },
      { path: '/404', updatedAt: at },
      { path: '/office-detail', updatedAt: at },
      { path: '/reservation-confirmation', updatedAt: at },
      { path: '/membership/book-a-tour', updatedAt: at },
      { path: '/membership/book-a-tour/complete', updatedAt: at },
      { path: '/book-a-tour', updatedAt: at },
      { path: '/knightsbridge/terrace-private-events', updatedAt: at },
      { path: '/knightsbridge/terrace-and-private-events', updatedAt: at },
      { path: '/clubhouse-summit-25', updatedAt: at },
    ],
    [{ slug: 'summer-party-fulham', updatedAt: at }, { slug: 'clubhouse-summit-25', updatedAt: at }],
    [{ officeGroupId: 'FUL-01 A', updatedAt: at }],
  )
  const urls = entries.map((e) => e.url)

  it('lists the home page at the site address, once, first', () => {
    expect(urls[0]).toBe('https://club.example/')
    expect(urls).not.toContain('https://club.example/home')
  })

  it('lists public pages, upcoming events and offices, absolute', () => {
    expect(urls).toEqual([
      'https://club.example/',
      'https://club.example/events',
      'https://club.example/membership/book-a-tour',
      'https://club.example/knightsbridge/terrace-private-events',
      'https://club.example/event/summer-party-fulham',
      'https://club.example/event/clubhouse-summit-25',
      'https://club.example/office-detail?officeId=FUL-01%20A',
    ])
  })

  it('leaves out hidden, members-only and not-found pages, and the offices’ template without an office', () => {
    expect(urls.some((u) => /styleguide|my-schedule|404/.test(u))).toBe(false)
    expect(urls).not.toContain('https://club.example/office-detail')
  })

  it('leaves out pages crawlers may not read, the tour’s thank-you page, and copies of kept pages (decision 056)', () => {
    for (const path of ['/reservation-confirmation', '/membership/book-a-tour/complete', '/book-a-tour', '/knightsbridge/terrace-and-private-events', '/clubhouse-summit-25']) {
      expect(urls).not.toContain(`https://club.example${path}`)
    }
  })
})
