import type { Block } from 'payload'

/** Registered now so staff can place it; its component arrives with the events capability. */
export const EventList: Block = {
  slug: 'eventList',
  interfaceName: 'EventListBlock',
  labels: { singular: 'Event list', plural: 'Event lists' },
  fields: [
    {
      name: 'title',
      type: 'text',
      defaultValue: 'EXPLORE EVENTS',
      admin: {
        description:
          'Heading above the grid of events. The events themselves come from the events section, so there is nothing to list here: upcoming events appear on their own.',
      },
    },
    {
      name: 'showFeaturedEvent',
      type: 'checkbox',
      label: 'Open with the next upcoming event',
      defaultValue: true,
      admin: { description: 'A large picture of the first upcoming event, with its date, time, description and "View full details".' },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'initialCount',
          type: 'number',
          label: 'Events shown at first',
          required: true,
          defaultValue: 4,
          min: 1,
          max: 24,
          admin: { description: 'How many events show before "Load more events".' },
        },
        {
          name: 'loadMoreCount',
          type: 'number',
          label: 'Events added per "Load more events"',
          required: true,
          defaultValue: 8,
          min: 1,
          max: 24,
        },
      ],
    },
    {
      name: 'clubs',
      type: 'relationship',
      relationTo: 'clubs',
      hasMany: true,
      label: 'Only events at these clubs',
      admin: { description: 'Leave empty to list events at every club.' },
    },
  ],
}
