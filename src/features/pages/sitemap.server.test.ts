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
    ],
    [{ slug: 'summer-party-fulham', updatedAt: at }],
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
      'https://club.example/event/summer-party-fulham',
      'https://club.example/office-detail?officeId=FUL-01%20A',
    ])
  })

  it('leaves out hidden, members-only and not-found pages, and the offices’ template without an office', () => {
    expect(urls.some((u) => /styleguide|my-schedule|404/.test(u))).toBe(false)
    expect(urls).not.toContain('https://club.example/office-detail')
  })
})
