import { describe, expect, it } from 'vitest'

import { bannerHref, bannerVisible, chatAllowed, drawerEntries, stickyButtonFor } from './rules'

describe('drawer entries', () => {
  const menu = [
    { itemId: 'a', label: 'Clubs', path: '/the-club', children: [{ itemId: 'a1', label: 'Fulham', path: '/fulham' }] },
    { itemId: 'cG9zdDoxNzUz', label: 'Membership', path: '/membership', children: [] },
    { itemId: 'b', label: 'Offices', path: '/discover-offices', children: [{ itemId: 'b1', label: 'City', path: '/city/offices' }] },
    { itemId: 'c', label: 'Member Events', path: '/member-events', children: [{ itemId: 'c1', label: 'June', path: '/x' }] },
    { itemId: 'd', label: '  ', path: '/nowhere' },
  ]

  it('hides the cG9zdDoxNzUz entry only when logged in', () => {
    expect(drawerEntries(menu, false).map((e) => e.key)).toContain('cG9zdDoxNzUz')
    expect(drawerEntries(menu, true).map((e) => e.key)).not.toContain('cG9zdDoxNzUz')
  })
  it('sends Offices and Member Events straight to their path', () => {
    const entries = drawerEntries(menu, false)
    expect(entries.find((e) => e.label === 'Offices')).toMatchObject({ path: '/discover-offices', children: [] })
    expect(entries.find((e) => e.label === 'Member Events')?.children).toEqual([])
    expect(entries.find((e) => e.label === 'Clubs')?.children).toHaveLength(1)
  })
  it('labels an item without a label "error"', () => {
    expect(drawerEntries(menu, false).at(-1)?.label).toBe('error')
  })
})

describe('banner', () => {
  const banners = [{ bannerText: 'Summer party', bannerLink: 'summer-party' }]
  it('links a slug to /{slug}/', () => {
    expect(bannerHref('summer-party')).toBe('/summer-party/')
    expect(bannerHref('/summer-party/')).toBe('/summer-party/')
    expect(bannerHref('')).toBeNull()
  })
  it('hides on listed pages and when there are no banners', () => {
    expect(bannerVisible('/fulham', banners, ['/membership/book-a-tour'])).toBe(true)
    expect(bannerVisible('/membership/book-a-tour/', banners, ['/membership/book-a-tour'])).toBe(false)
    expect(bannerVisible('/fulham', [], [])).toBe(false)
  })
})

describe('mobile sticky button', () => {
  it('follows the path rules', () => {
    expect(stickyButtonFor('/corporate/')).toEqual({ kind: 'open-form' })
    expect(stickyButtonFor('/fulham-green/')).toEqual({ kind: 'call' })
    expect(stickyButtonFor('/knightsbridge/terrace-private-events/')).toEqual({ kind: 'scroll-to-form' })
    expect(stickyButtonFor('/kensington/conferencing/')).toEqual({ kind: 'scroll-to-form' })
    expect(stickyButtonFor('/city/terrace-and-private-events/')).toEqual({ kind: 'scroll-to-form' })
    expect(stickyButtonFor('/office-detail')).toEqual({ kind: 'office-contacts' })
    expect(stickyButtonFor('/fulham')).toBeNull()
  })
})

describe('chat widget', () => {
  it('stays off the terrace pages and any URL containing id=', () => {
    expect(chatAllowed('/city/terrace-and-private-events/')).toBe(false)
    expect(chatAllowed('/knightsbridge/terrace-and-private-events/')).toBe(false)
    expect(chatAllowed('/knightsbridge/terrace-private-events/')).toBe(false)
    expect(chatAllowed('/office-detail?id=42')).toBe(false)
    expect(chatAllowed('/fulham')).toBe(true)
  })
})
