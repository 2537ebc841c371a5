import type { Payload } from 'payload'

import { hashPassword } from '@/lib/auth/password-hash'

import type { ClubName } from './content'

const EVERY_DAY = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']
const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri']

/** Where members book tables at each club (issue 15): the same places the club pages describe. */
const RESTAURANTS: { club: ClubName; name: string; coversPerSlot: number; maxPartySize: number; services: { label: string; opens: string; lastSeating: string; days: string[] }[] }[] = [
  {
    club: 'Fulham',
    name: 'The Garden Restaurant',
    coversPerSlot: 20,
    maxPartySize: 8,
    services: [
      { label: 'Lunch', opens: '12:00', lastSeating: '14:30', days: EVERY_DAY },
      { label: 'Dinner', opens: '18:30', lastSeating: '21:30', days: EVERY_DAY },
    ],
  },
  {
    club: 'Knightsbridge',
    name: 'The Brasserie',
    coversPerSlot: 16,
    maxPartySize: 6,
    services: [
      { label: 'Lunch', opens: '12:00', lastSeating: '14:00', days: WEEKDAYS },
      { label: 'Dinner', opens: '18:00', lastSeating: '21:30', days: EVERY_DAY },
    ],
  },
  { club: 'Kensington', name: 'The Café', coversPerSlot: 12, maxPartySize: 6, services: [{ label: 'Breakfast and lunch', opens: '08:00', lastSeating: '15:00', days: EVERY_DAY }] },
  { club: 'City', name: 'The Members’ Bar', coversPerSlot: 10, maxPartySize: 6, services: [{ label: 'Lunch', opens: '12:00', lastSeating: '14:00', days: WEEKDAYS }] },
]

export async function seedRestaurants(payload: Payload, clubs: Map<ClubName, number | string>): Promise<number> {
  let made = 0
  for (const r of RESTAURANTS) {
    const club = clubs.get(r.club)
    if (club === undefined) continue
    const found = await payload.find({ collection: 'restaurants', overrideAccess: true, limit: 1, where: { name: { equals: r.name } } })
    if (found.totalDocs) continue
    await payload.create({ collection: 'restaurants', overrideAccess: true, data: { ...r, club, slotMinutes: 30, daysAhead: 60, active: true } as never })
    made++
  }
  return made
}

/** A member to try the members' area with on a local machine (never on a shared server). */
export const LOCAL_MEMBER = { email: 'member@clubhouse.london', password: 'clubhouse-local-member', firstName: 'Ada', lastName: 'Lovelace' } as const

export async function seedLocalMember(payload: Payload): Promise<boolean> {
  const found = await payload.find({ collection: 'members', overrideAccess: true, limit: 1, where: { email: { equals: LOCAL_MEMBER.email } } })
  if (found.totalDocs) return false
  await payload.create({
    collection: 'members',
    overrideAccess: true,
    context: { invited: true },
    data: { email: LOCAL_MEMBER.email, firstName: LOCAL_MEMBER.firstName, lastName: LOCAL_MEMBER.lastName, title: 'Ms', status: 'Active', passwordHash: await hashPassword(LOCAL_MEMBER.password), passwordSetAt: new Date().toISOString() } as never,
  })
  return true
}
