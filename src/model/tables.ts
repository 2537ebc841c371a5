/**
 * Table booking's shared values (issue 15): the schema (restaurants and rooms, bookings) and the
 * booking feature both read them.
 */
export const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const
export type Weekday = (typeof WEEKDAYS)[number]

/** The time zone a London club's slots are kept and shown in (decision 025). */
export const CLUB_TIME_ZONE = 'Europe/London'

/** Spec 001 section 9: "Table booking location id is 1": here, every club's restaurants and rooms. */
export const TABLE_BOOKING_LOCATION_ID = 1

export const BOOKING_STATUSES = ['confirmed', 'cancelled'] as const
export type BookingStatus = (typeof BOOKING_STATUSES)[number]

/** Spec 001 section 5: the booking's notes. */
export const BOOKING_NOTES_MAX = 4000

export const HH_MM = /^([01]\d|2[0-3]):[0-5]\d$/
export const validTime = (value: unknown) => (typeof value === 'string' && HH_MM.test(value)) || 'A time of day as HH:mm, e.g. 12:30.'
