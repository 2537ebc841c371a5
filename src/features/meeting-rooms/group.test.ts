import { describe, expect, it } from 'vitest'

import type { Club, MeetingRoom } from '@/payload-types'

import { groupAnchor, groupByClubLocation, visitorClubFirst } from './group'

const club = (id: number, name: string) => ({ id, name }) as Club
const room = (id: number, name: string, clubLocation: Club | number, linenumber?: number | null) =>
  ({ id, meetingRoomName: name, clubLocation, linenumber, capacity: 8, featuredImage: 1 }) as MeetingRoom

const names = (groups: { rooms: MeetingRoom[] }[]) => groups.map((g) => g.rooms.map((r) => r.meetingRoomName))

describe('groupByClubLocation', () => {
  it('groups rooms by their club’s lowercased name, clubs in name order', () => {
    const groups = groupByClubLocation([
      room(1, 'Boardroom', club(4, 'City')),
      room(2, 'Garden Room', club(1, 'Fulham')),
      room(3, 'Vault', club(9, ' CITY ')),
    ])
    expect(groups.map((g) => [g.key, g.clubName])).toEqual([
      ['city', 'City'],
      ['fulham', 'Fulham'],
    ])
    expect(names(groups)).toEqual([['Boardroom', 'Vault'], ['Garden Room']])
  })

  it('orders rooms by line number, then name, an empty line number counting as 0', () => {
    const city = club(4, 'City')
    const groups = groupByClubLocation([
      room(1, 'Third', city, 3),
      room(2, 'First', city, 1),
      room(3, 'Zero B', city, null),
      room(4, 'Zero A', city, 0),
      room(5, 'Second', city, 2),
    ])
    expect(names(groups)).toEqual([['Zero A', 'Zero B', 'First', 'Second', 'Third']])
  })

  it('leaves out a room whose club was not read', () => {
    expect(groupByClubLocation([room(1, 'Orphan', 7)])).toEqual([])
  })
})

describe('visitorClubFirst', () => {
  const groups = groupByClubLocation([
    room(1, 'Vault', club(4, 'City')),
    room(2, 'Garden Room', club(1, 'Fulham')),
    room(3, 'Library', club(2, 'Kensington')),
  ])
  const keys = (list: { key: string }[]) => list.map((g) => g.key)

  it('puts the club the visitor came from first and keeps the others in order', () => {
    expect(keys(visitorClubFirst(groups, 'kensington'))).toEqual(['kensington', 'city', 'fulham'])
    expect(keys(visitorClubFirst(groups, 'Fulham'))).toEqual(['fulham', 'city', 'kensington'])
  })

  it('changes nothing for no club, the first club or an unknown one', () => {
    expect(keys(visitorClubFirst(groups, null))).toEqual(['city', 'fulham', 'kensington'])
    expect(keys(visitorClubFirst(groups, 'city'))).toEqual(['city', 'fulham', 'kensington'])
    expect(keys(visitorClubFirst(groups, 'mayfair'))).toEqual(['city', 'fulham', 'kensington'])
  })
})

describe('groupAnchor', () => {
  it('makes a club key safe as an element id', () => {
    expect(groupAnchor('city')).toBe('city')
    expect(groupAnchor(' St James’s ')).toBe('st-james-s')
  })
})
