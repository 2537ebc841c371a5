import type { GlobalConfig, NumberField } from 'payload'

import { denyByDefaultGlobal, hiddenOutsideRole, nobody, salesOnly } from '@/lib/access'
import { TABLE_LIMIT_DEFAULTS, TABLE_SETTINGS_SLUG } from '@/model/tables'

const limit = (name: keyof typeof TABLE_LIMIT_DEFAULTS, label: string, description: string, min = 0): NumberField => ({
  name,
  label,
  type: 'number',
  required: true,
  min,
  max: 1000,
  defaultValue: TABLE_LIMIT_DEFAULTS[name],
  admin: { description, step: 1 },
})

/**
 * Fair use of table booking (issue 32 §2, decision 043): how many tables one member may hold, and
 * how often they may ask. Bookings staff make for a member in the back office are not limited.
 */
export const TableSettings: GlobalConfig = denyByDefaultGlobal({
  slug: TABLE_SETTINGS_SLUG,
  label: 'Tables',
  admin: { group: 'Settings', hidden: hiddenOutsideRole('sales'), description: 'Limits on members’ own table bookings (website and app). Bookings made here in the back office are not limited.' },
  access: { read: salesOnly, update: salesOnly, readVersions: nobody },
  fields: [
    {
      type: 'row',
      fields: [
        limit('bookingsPerDay', 'Bookings per member per day', 'Confirmed bookings one member may hold on one day, across restaurants. 0: no limit.'),
        limit('upcomingBookings', 'Upcoming bookings per member', 'Confirmed bookings one member may hold that are still to come. 0: no limit.'),
      ],
    },
    {
      type: 'row',
      fields: [
        limit('bookingCalls', 'Booking requests per member', 'Booking requests (made or refused) one member may send in the window below. 0: no limit.'),
        limit('bookingCallsMinutes', 'Window (minutes)', 'The window of the limit on booking requests.', 1),
      ],
    },
  ],
})
