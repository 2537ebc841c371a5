import type { ArrayField, Block } from 'payload'

import { linkField } from '@/lib/fields/content'

/** A list of choices for one of the form's drop-downs: each row is one option. */
const options = (name: string, label: string, description: string, maxRows = 30): ArrayField => ({
  name,
  type: 'array',
  label,
  maxRows,
  labels: { singular: 'Option', plural: 'Options' },
  admin: { description, initCollapsed: true },
  fields: [{ name: 'value', type: 'text', required: true }],
})

/** The spec's reservation form (issue 15): src/blocks/ReservationForm/Component.tsx. */
export const ReservationForm: Block = {
  slug: 'reservationForm',
  interfaceName: 'ReservationFormBlock',
  labels: { singular: 'Reservation form', plural: 'Reservation forms' },
  fields: [
    { name: 'title', type: 'text', required: true, defaultValue: 'Reserve a table', admin: { description: 'Heading of the reservation form.' } },
    { name: 'paragraph', type: 'textarea', maxLength: 750, admin: { description: 'A short introduction under the heading. Optional.' } },
    {
      type: 'row',
      fields: [
        { name: 'restaurantName', type: 'text', required: true, admin: { description: 'e.g. The Terrace, Knightsbridge' } },
        { name: 'phone', type: 'text', admin: { description: 'For bookings by phone, e.g. 020 7123 4515. Optional.' } },
      ],
    },
    options('reservationTypes', 'Reservation types', 'e.g. Lunch, Dinner, Afternoon tea.'),
    options('dates', 'Dates offered', 'e.g. Today, Tomorrow, Saturday 4 July.'),
    options('times', 'Times offered', 'e.g. 12:30, 13:00, 19:30.', 60),
    options('reservationSizes', 'Party sizes', 'e.g. 1 guest, 2 guests … 8 guests.'),
    options('occassionsItems', 'Occasions', 'e.g. Birthday, Anniversary, Business meal.'),
    options('timeSlots', 'Time slots to pick from', 'The times shown as buttons once a table is searched, e.g. 19:00, 19:15, 19:30. One can be chosen.', 60),
    {
      name: 'reservationInfo',
      type: 'group',
      label: 'Booking summary labels',
      admin: { description: 'The labels of the summary shown once a time is chosen.' },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'people', type: 'text', defaultValue: 'People' },
            { name: 'date', type: 'text', defaultValue: 'Date' },
            { name: 'time', type: 'text', defaultValue: 'Time' },
            { name: 'place', type: 'text', defaultValue: 'Place' },
          ],
        },
      ],
    },
    {
      name: 'counterStartTime',
      type: 'text',
      label: 'Hold countdown',
      defaultValue: '10:00',
      validate: (value: unknown) =>
        value === undefined || value === null || value === '' || (typeof value === 'string' && /^\d{1,2}:[0-5]\d$/.test(value.trim()))
          ? true
          : 'Write minutes and seconds, e.g. 10:00.',
      admin: { description: 'How long a chosen table is held while the guest completes the booking (minutes:seconds).' },
    },
    { name: 'findTableCtaLabel', type: 'text', label: 'Search button text', required: true, defaultValue: 'Find a table' },
    linkField('confirmationLink', {
      label: 'Page after booking',
      admin: { description: 'Where "Complete booking" leads. Left empty: /reservation-confirmation.' },
    }),
  ],
}
