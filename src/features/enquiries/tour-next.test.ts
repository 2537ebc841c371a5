import { describe, expect, it } from 'vitest'

import { clubCookieValue, clubOfCookie, clubOfLocation, tourNextLinks, TOUR_NEXT_TEXTS } from './tour-next'

describe('after a tour request', () => {
  it('knows the chosen club from the form’s location id, and again from the cookie that carries it', () => {
    expect(clubOfLocation('5')).toEqual({ name: 'Fulham', path: '/fulham' })
    expect(clubOfLocation(15)).toEqual({ name: 'Knightsbridge', path: '/knightsbridge' })
    expect(clubOfLocation('8 ')).toEqual({ name: 'City', path: '/city' })
    expect(clubOfLocation('99')).toBeNull()
    expect(clubOfLocation(undefined)).toBeNull()
    expect(clubCookieValue(clubOfLocation('14')!)).toBe('kensington')
    expect(clubOfCookie('kensington')).toEqual({ name: 'Kensington', path: '/kensington' })
    expect(clubOfCookie('CITY')).toEqual({ name: 'City', path: '/city' })
    expect(clubOfCookie('mayfair')).toBeNull()
    expect(clubOfCookie('')).toBeNull()
    expect(clubOfCookie(undefined)).toBeNull()
  })

  it('links to the chosen club, what’s on and membership; to all the clubs when none was chosen', () => {
    expect(tourNextLinks({ name: 'Fulham', path: '/fulham' })).toEqual([
      { label: 'Discover Fulham', href: '/fulham' },
      { label: 'What’s on at the clubs', href: '/events' },
      { label: 'Membership', href: '/membership' },
    ])
    expect(tourNextLinks(null)[0]).toEqual({ label: 'Our clubs', href: '/the-club' })
  })

  it('says what happens next', () => {
    expect(TOUR_NEXT_TEXTS.call({ name: 'City', path: '/city' })).toBe('We’ll call you to arrange a day and time for your tour of City.')
    expect(TOUR_NEXT_TEXTS.call(null)).toBe('We’ll call you to arrange a day and time for your tour.')
  })
})
