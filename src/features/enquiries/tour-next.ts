import { LOCATIONS } from './constants'

/**
 * Where a visitor who has just asked for a tour can go next (issue 17: no dead ends): the club
 * they chose, what is on, and membership. The chosen club travels to the thank-you page in a
 * short-lived cookie holding its page's path ("fulham"), so the page's address stays the one
 * staff set.
 */
export type TourClub = { name: string; path: string }

export const TOUR_CLUB_COOKIE = 'tour-club'
/** Long enough to arrive on the thank-you page and look around; it means nothing after. */
export const TOUR_CLUB_MAX_AGE_S = 30 * 60

const CLUBS: readonly (TourClub & { locationId: number })[] = LOCATIONS.map((l) => ({ name: l.label, path: `/${l.label.toLowerCase()}`, locationId: l.value }))

/** The club of a form's location id (a number or its text); null when it is none of the four. */
export function clubOfLocation(locationId: unknown): TourClub | null {
  const id = Number(typeof locationId === 'string' ? locationId.trim() : locationId)
  const club = CLUBS.find((c) => c.locationId === id)
  return club ? { name: club.name, path: club.path } : null
}

/** The cookie's value for a club: its page's path without the slash. */
export const clubCookieValue = (club: TourClub): string => club.path.slice(1)

/** The club the cookie names (any case); null for anything else. */
export function clubOfCookie(value: string | undefined): TourClub | null {
  const slug = value?.trim().toLowerCase()
  const club = slug ? CLUBS.find((c) => c.path === `/${slug}`) : undefined
  return club ? { name: club.name, path: club.path } : null
}

export const TOUR_NEXT_TEXTS = {
  heading: 'While you wait',
  whatsOn: 'What’s on at the clubs',
  membership: 'Membership',
  clubs: 'Our clubs',
  discover: (club: string) => `Discover ${club}`,
  call: (club: TourClub | null) => `We’ll call you to arrange a day and time for your tour${club ? ` of ${club.name}` : ''}.`,
} as const

export const EVENTS_PATH = '/events'
export const MEMBERSHIP_PATH = '/membership'
export const CLUBS_PATH = '/the-club'

/** The links, the chosen club's page first; without a club, the page about all four. */
export function tourNextLinks(club: TourClub | null): { label: string; href: string }[] {
  return [
    club ? { label: TOUR_NEXT_TEXTS.discover(club.name), href: club.path } : { label: TOUR_NEXT_TEXTS.clubs, href: CLUBS_PATH },
    { label: TOUR_NEXT_TEXTS.whatsOn, href: EVENTS_PATH },
    { label: TOUR_NEXT_TEXTS.membership, href: MEMBERSHIP_PATH },
  ]
}
