import type { Block } from 'payload'
import { number, type NumberFieldValidation } from 'payload/shared'

import { mediaField } from '@/lib/fields/content'

/** The maximum per order may not be below the minimum; otherwise Payload's own number checks apply. */
const atLeastTheMinimum: NumberFieldValidation = (value, options) => {
  const minimum = (options.siblingData as { itemMinimumPurchase?: number | null } | undefined)?.itemMinimumPurchase ?? 1
  if (typeof value === 'number' && value < minimum) return 'The maximum must be at least the minimum.'
  return number(value, options)
}

/** The last part of an event's address; empty leaves the module without a booking button. */
const eventSlugOrEmpty = (value: unknown) =>
  value === undefined || value === null || value === '' || (typeof value === 'string' && /^[a-z0-9-]+$/.test(value.trim()))
    ? true
    : 'Enter the last part of the event’s address, e.g. clubhouse-summit-25.'

/**
 * The items of an event's itinerary (tickets, transfers, extras) with their prices and limits, and
 * a button to the event's ticket page when staff link the event (spec 000 section 3).
 */
export const ItineraryBooking: Block = {
  slug: 'itineraryBooking',
  interfaceName: 'ItineraryBookingBlock',
  labels: { singular: 'Itinerary booking', plural: 'Itinerary bookings' },
  fields: [
    { name: 'title', type: 'text', admin: { description: 'Heading above the items, e.g. "Build your summit itinerary". Optional.' } },
    {
      name: 'eventSlug',
      type: 'text',
      label: 'Event web address',
      validate: eventSlugOrEmpty,
      admin: {
        description:
          'The last part of the event’s address (/event/clubhouse-summit-25 → clubhouse-summit-25). Adds a "Book tickets" button to /event-tickets/{address}. Optional.',
      },
    },
    {
      name: 'eventSoldOut',
      type: 'checkbox',
      label: 'The whole event is sold out',
      defaultValue: false,
      admin: { description: 'Marks every item as sold out and stops purchases.' },
    },
    {
      name: 'items',
      type: 'array',
      label: 'Items to buy',
      required: true,
      minRows: 1,
      maxRows: 20,
      labels: { singular: 'Item', plural: 'Items' },
      admin: { description: 'Tickets, transfers or extras guests can add to their booking.' },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'itemTitle', type: 'text', label: 'Title', required: true },
            { name: 'itemSubtitle', type: 'text', label: 'Subtitle', admin: { description: 'e.g. Thursday 10:00 - 18:00. Optional.' } },
          ],
        },
        {
          type: 'row',
          fields: [
            { name: 'itemPrice', type: 'number', label: 'Price (£)', required: true, min: 0 },
            { name: 'itemMinimumPurchase', type: 'number', label: 'Minimum per order', required: true, defaultValue: 1, min: 1, max: 100 },
            {
              name: 'itemMaximumPurchase',
              type: 'number',
              label: 'Maximum per order',
              required: true,
              defaultValue: 10,
              min: 1,
              max: 100,
              validate: atLeastTheMinimum,
            },
          ],
        },
        { name: 'soldOut', type: 'checkbox', label: 'Sold out', defaultValue: false },
        mediaField('image', { admin: { description: 'A picture of the item. Optional.' } }),
      ],
    },
  ],
}
