import { z } from 'zod'

import { BOOKING_NOTES_MAX } from '@/model/tables'

import { DAY } from './slots'

/** Table booking's requests and messages (spec 001 sections 3, 5 and 7: Tables). The spec shows no texts: decision 025. */
export const TABLE_MESSAGES = {
  full: 'Sorry, that time has just been taken. Please choose another.',
  notOffered: 'That time is not offered. Please choose one of the times shown.',
  tooMany: (max: number) => `Parties of more than ${max} are booked by the club: please call them.`,
  tooFarAhead: (days: number) => `Tables can be booked up to ${days} days ahead.`,
  past: 'That time has passed. Please choose a later one.',
  notFound: 'No such booking.',
  notYours: 'This booking is not yours.',
  signIn: 'Please log in to book a table.',
  unavailable: "We're sorry. We're not able to process your request right now. Please try again.",
  cancelled: 'This booking was already cancelled.',
  started: 'This booking can no longer be cancelled online: please call the club.',
  // Fair use (issue 32 §2, decision 043).
  perDay: (max: number) => (max === 1 ? 'You already have a booking on this day. To book another, please call the club.' : `You already have ${max} bookings on this day. To book another, please call the club.`),
  upcoming: (max: number) => `You already have ${max} upcoming bookings. To book another, please cancel one or call the club.`,
  tooManyRequests: 'You have sent several booking requests in a short time. Please wait a few minutes and try again.',
  // Issue 34 §3, decision 061.
  arrears: 'Your membership dues are in arrears, so tables cannot be booked online until they are settled. See My membership, or call the club.',
} as const

/** The largest party booked online; larger ones call the club. */
export const PARTY_SIZE_MAX = 50

export const availabilityQuerySchema = z.object({
  date: z.string().regex(DAY, 'Give the date as YYYY-MM-DD.'),
  partySize: z.coerce.number().int('Give the party size as a whole number.').min(1, 'A party is at least 1.').max(PARTY_SIZE_MAX, `Parties of more than ${PARTY_SIZE_MAX} are booked by the club.`),
  club: z.coerce.number().int().positive().optional(),
})
export type AvailabilityQuery = z.infer<typeof availabilityQuerySchema>

export const bookingRequestSchema = z.object({
  startDateTime: z.string().min(1, 'Choose a time.').refine((v) => !Number.isNaN(Date.parse(v)), 'Give the time as an ISO date and time.'),
  requiredCapacity: z.coerce.number().int().min(1, 'A party is at least 1.').max(PARTY_SIZE_MAX),
  productGroupId: z.coerce.number().int().positive('Choose a restaurant.'),
  notes: z.string().max(BOOKING_NOTES_MAX, `Notes are at most ${BOOKING_NOTES_MAX} characters.`).optional().default(''),
})
export type BookingRequest = z.infer<typeof bookingRequestSchema>
