import type { Block } from 'payload'

/** The signed-in member's bookings and tickets (issue 15): src/blocks/MySchedule/Component.tsx. */
export const MySchedule: Block = {
  slug: 'mySchedule',
  interfaceName: 'MyScheduleBlock',
  labels: { singular: 'My schedule', plural: 'My schedule' },
  fields: [
    {
      name: 'title',
      type: 'text',
      required: true,
      defaultValue: 'My schedule',
      admin: { description: 'Heading of the signed-in member’s bookings (tables, events, rooms). The bookings come from the booking system.' },
    },
    { name: 'emptyText', type: 'text', label: 'Text when nothing is booked', required: true, defaultValue: 'You have nothing booked yet.' },
    {
      name: 'signedOutText',
      type: 'text',
      label: 'Text for visitors who are not signed in',
      required: true,
      defaultValue: 'Please log in to see your schedule.',
    },
  ],
}
