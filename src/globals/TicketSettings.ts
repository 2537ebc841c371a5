import type { GlobalConfig } from 'payload'

import { denyByDefaultGlobal, hiddenOutsideRole, nobody, salesOnly } from '@/lib/access'
import { DEFAULT_LAST_FEW, lastFewRule } from '@/model/event-stock'
import { restoreUpcomingStatuses } from '@/model/event-stock.server'
import { contentTags, expire } from '@/lib/revalidate'
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
  hooks: {
    // A new "last few" rule restates every upcoming event's status (docs/decisions/048).
    afterChange: [
      async ({ doc, previousDoc, req }) => {
        const rule = lastFewRule(doc)
        const before = lastFewRule(previousDoc)
        if (rule.lastFewAtMost === before.lastFewAtMost && rule.lastFewPercent === before.lastFewPercent) return doc
        try {
          if ((await restoreUpcomingStatuses(req.payload, rule)) > 0) expire(contentTags.events)
        } catch (error) {
          console.error('Could not restate the events’ statuses:', error)
        }
        return doc
      },
    ],
  },
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
        {
          name: 'lastFewAtMost',
          label: 'Last few tickets: at most this many left',
          type: 'number',
          required: true,
          min: 0,
          max: 10000,
          defaultValue: DEFAULT_LAST_FEW.lastFewAtMost,
          admin: { step: 1, description: 'An event shows LAST FEW TICKETS when at most this many seats are left …' },
        },
        {
          name: 'lastFewPercent',
          label: '… or at most this percentage of its seats',
          type: 'number',
          required: true,
          min: 0,
          max: 100,
          defaultValue: DEFAULT_LAST_FEW.lastFewPercent,
          admin: { step: 1, description: 'Events with unlimited places never do; SOLD OUT shows when none are left. 0 and 0: never.' },
        },
      ],
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
