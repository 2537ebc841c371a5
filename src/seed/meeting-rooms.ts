import type { MeetingRoom } from '@/payload-types'

import type { ClubName } from './content'
import { pounds, span } from './facts'
import { img, portrait, type SeedImage } from './styleguide/types'

/** A meeting room as the seed writes it: its club by name and its pictures by label. */
export type SeedMeetingRoom = Pick<MeetingRoom, 'spaceId' | 'meetingRoomName' | 'linenumber' | 'capacity' | 'pricePerHour' | 'pricePerDay' | 'longDescription'> & {
  clubLocation: ClubName
  info: { feature: string }[]
  featuredImage: SeedImage
  images?: SeedImage[]
  mobileImages?: SeedImage[]
}

const pictures = {
  boardroom: img('Meeting room, boardroom'),
  library: img('Meeting room, library'),
  studio: img('Meeting room, studio'),
  suite: img('Conferencing suite, Kensington'),
  tall: portrait('Meeting room, boardroom (portrait)'),
}

const features = (...list: string[]) => list.map((feature) => ({ feature }))

/**
 * Nine rooms in the four clubs, from a two-person booth to the 120-seat conferencing suite; within
 * a club they are listed by linenumber, which is not the order they are written in here.
 */
export const seedMeetingRooms: SeedMeetingRoom[] = [
  {
    spaceId: 'FUL-MR-02',
    meetingRoomName: 'The Library',
    clubLocation: 'Fulham',
    linenumber: 2,
    capacity: 6,
    pricePerHour: 45,
    pricePerDay: 300,
    longDescription: 'A quiet room lined with books, for small meetings and interviews.',
    info: features('Natural daylight', '55-inch screen', 'Tea and coffee'),
    featuredImage: pictures.library,
  },
  {
    spaceId: 'FUL-MR-01',
    meetingRoomName: 'The Garden Room',
    clubLocation: 'Fulham',
    linenumber: 1,
    capacity: 12,
    pricePerHour: 75,
    pricePerDay: 480,
    longDescription: 'Doors open onto the garden terrace: a room for workshops and away days.\n\nLunch can be served on the terrace.',
    info: features('Opens onto the garden', '75-inch screen', 'Whiteboard wall', 'Catering from the Garden Restaurant'),
    featuredImage: pictures.studio,
    images: [pictures.studio, pictures.library],
    mobileImages: [pictures.tall],
  },
  {
    spaceId: 'KNB-MR-01',
    meetingRoomName: 'The Boardroom',
    clubLocation: 'Knightsbridge',
    linenumber: 1,
    capacity: 14,
    pricePerHour: 120,
    pricePerDay: 850,
    longDescription: 'A panelled boardroom on the first floor, with a table for fourteen.',
    info: features('Video conferencing', '75-inch screen', 'Private cloakroom'),
    featuredImage: pictures.boardroom,
    images: [pictures.boardroom, pictures.studio],
    mobileImages: [pictures.tall],
  },
  {
    spaceId: 'KNB-MR-02',
    meetingRoomName: 'The Screening Room',
    clubLocation: 'Knightsbridge',
    linenumber: 2,
    capacity: 36,
    pricePerDay: 1400,
    longDescription: 'Thirty-six seats and a cinema screen for presentations, premieres and launches. Hired by the day.',
    info: features('Cinema projection and sound', 'Lectern and microphones', 'Bar service'),
    featuredImage: pictures.suite,
  },
  {
    spaceId: 'KEN-MR-02',
    meetingRoomName: 'The Conferencing Suite',
    clubLocation: 'Kensington',
    linenumber: 2,
    capacity: 120,
    pricePerDay: 2800,
    longDescription: 'Space for up to 120 guests, theatre style, with a dedicated events team.',
    info: features('Stage and lectern', 'Two 98-inch screens', 'Hearing loop', 'Breakout rooms'),
    featuredImage: pictures.suite,
    images: [pictures.suite, pictures.boardroom],
  },
  {
    spaceId: 'KEN-MR-01',
    meetingRoomName: 'The Studio',
    clubLocation: 'Kensington',
    linenumber: 1,
    capacity: 8,
    pricePerHour: 60,
    pricePerDay: 400,
    longDescription: 'A bright room on the work floors for team meetings and workshops.',
    info: features('Natural daylight', '65-inch screen', 'Video conferencing'),
    featuredImage: pictures.studio,
  },
  {
    spaceId: 'CITY-MR-01',
    meetingRoomName: 'The Vault',
    clubLocation: 'City',
    linenumber: 1,
    capacity: 10,
    pricePerHour: 95,
    pricePerDay: 650,
    longDescription: 'The old bank vault, below street level: no windows and no distractions.',
    info: features('75-inch screen', 'Video conferencing', 'Soundproofed'),
    featuredImage: pictures.boardroom,
    mobileImages: [pictures.tall],
  },
  {
    spaceId: 'CITY-MR-02',
    meetingRoomName: 'Threadneedle Boardroom',
    clubLocation: 'City',
    linenumber: 2,
    capacity: 20,
    pricePerHour: 150,
    pricePerDay: 1100,
    longDescription: 'A boardroom for twenty above Threadneedle Walk.',
    info: features('Natural daylight', 'Video conferencing', 'Catering from the Members’ Bar'),
    featuredImage: pictures.library,
  },
  {
    spaceId: 'CITY-MR-03',
    meetingRoomName: 'The Booth',
    clubLocation: 'City',
    linenumber: 3,
    capacity: 2,
    pricePerHour: 25,
    longDescription: 'A soundproofed booth for two: calls, interviews and one-to-ones. Hired by the hour.',
    info: features('Soundproofed', 'Screen for laptops'),
    featuredImage: pictures.studio,
  },
]

/** The rooms of one club, or of all four. */
export const roomsIn = (club?: ClubName) => seedMeetingRooms.filter((room) => !club || room.clubLocation === club)

/** The fewest and most people the rooms hold, in one club or in all four. */
export const roomCapacity = (club?: ClubName) => span(roomsIn(club).map((room) => room.capacity))

/** Members pay a fifth less ("save up to 20%"), rounded to £5. */
export const MEMBER_DISCOUNT = 0.2
const memberPrice = (price: number) => Math.round((price * (1 - MEMBER_DISCOUNT)) / 5) * 5

/** One room of a rate card, read from its listing: what it holds and costs by the hour and the day. */
export function rateCardRoom(name: string, club: ClubName) {
  const room = seedMeetingRooms.find((r) => r.meetingRoomName === name && r.clubLocation === club)
  if (!room) throw new Error(`No meeting room ${name} at ${club}`)
  const rate = (lengthOfHire: string, price: number) => ({ lengthOfHire, nonMemberPrice: `${pounds(price)} + VAT`, memberPrice: `${pounds(memberPrice(price))} + VAT` })
  return {
    title: `${name}, ${club}`,
    numOfPeople: room.capacity,
    items: [
      ...(room.pricePerHour ? [rate('Hourly', room.pricePerHour)] : []),
      ...(room.pricePerDay ? [rate('Full day', room.pricePerDay)] : []),
    ],
  }
}
