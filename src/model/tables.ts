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

/** The settings global of table booking's fair-use limits (issue 32 §2, decision 043). */
export const TABLE_SETTINGS_SLUG = 'table-settings'
export const TABLE_LIMIT_DEFAULTS = {
  /** Confirmed bookings one member may hold on one London calendar day, across restaurants. */
  bookingsPerDay: 2,
  /** Confirmed bookings one member may hold that have not started yet. */
  upcomingBookings: 8,
  /** Booking calls (website form and API) one member may make per window. */
  bookingCalls: 20,
  bookingCallsMinutes: 10,
} as const
export type TableLimits = { bookingsPerDay: number; upcomingBookings: number; bookingCalls: number; bookingCallsMinutes: number }
