import type { GlobalConfig } from 'payload'

import { denyByDefaultGlobal, hiddenOutsideRole, nobody, salesOnly } from '@/lib/access'
import { DEFAULT_HOLD_MINUTES, DEFAULT_UNPAID_SEATS, TICKET_SETTINGS_SLUG } from '@/model/ticket-orders'

const priceId = (value: unknown) =>
  value === undefined || value === null || value === '' || (typeof value === 'string' && /^price_[A-Za-z0-9]+$/.test(value.trim()))
    ? true
    : 'Enter a Stripe price identifier, e.g. price_1PqR2sT3uV4wX5yZ.'

/**
 * How ticket sales run (docs/decisions/026): how long a buyer's seats are held while they pay, how
 * many one buyer may hold unpaid (decision 043), and the two catalogue prices the spec names
 * (summit ticket and transfer), which ticket items can use.
 */
export const TicketSettings: GlobalConfig = denyByDefaultGlobal({
  slug: TICKET_SETTINGS_SLUG,
  label: 'Tickets',
  admin: { group: 'Settings', hidden: hiddenOutsideRole('sales'), description: 'Ticket sales on /event-tickets/{event}.' },
  access: { read: salesOnly, update: salesOnly, readVersions: nobody },
  fields: [
    {
      name: 'holdMinutes',
      label: 'Hold seats while paying (minutes)',
      type: 'number',
      required: true,
      min: 5,
      max: 60,
      defaultValue: DEFAULT_HOLD_MINUTES,
      admin: { description: 'A buyer’s seats are kept for them this long while they pay; then they go back on sale.' },
    },
    {
      name: 'unpaidSeatsPerBuyer',
      label: 'Unpaid seats per buyer and event',
      type: 'number',
      required: true,
      min: 0,
      max: 1000,
      defaultValue: DEFAULT_UNPAID_SEATS,
      admin: {
        step: 1,
        description: 'Seats one e-mail address, and one internet address, may hold for an event while not yet paid for: so nobody can hold a whole event without paying. 0: no limit.',
      },
    },
    {
      type: 'row',
      fields: [
        { name: 'summitTicketPriceId', label: 'Summit ticket price (Stripe)', type: 'text', validate: priceId, admin: { description: 'Used by ticket items marked “Summit ticket” when Stripe is on.' } },
        { name: 'summitTransferPriceId', label: 'Summit transfer price (Stripe)', type: 'text', validate: priceId, admin: { description: 'Used by ticket items marked “Summit transfer” when Stripe is on.' } },
      ],
    },
  ],
})
