import type { Block } from 'payload'

import { colourField } from '@/lib/fields/content'

/** Registered now so staff can place it; its component arrives with the events capability. */
export const FeaturedEvent: Block = {
  slug: 'featuredEvent',
  interfaceName: 'FeaturedEventBlock',
  labels: { singular: 'Featured event', plural: 'Featured event' },
  fields: [
    {
      name: 'title',
      type: 'text',
      defaultValue: 'Featured',
      admin: {
        description:
          'The small heading above the event, e.g. "Featured". The event’s name, dates, price, description, picture and venue come from the events section.',
      },
    },
    {
      name: 'selection',
      type: 'select',
      label: 'Which event',
      required: true,
      defaultValue: 'next',
      options: [
        { label: 'The next upcoming event', value: 'next' },
        { label: 'A particular event', value: 'chosen' },
      ],
    },
    {
      name: 'eventSlug',
      type: 'text',
      label: 'Event web address',
      validate: (value: unknown, { siblingData }: { siblingData?: { selection?: string } }) =>
        siblingData?.selection !== 'chosen' || (typeof value === 'string' && /^[a-z0-9-]+$/.test(value.trim()))
          ? true
          : 'Enter the last part of the event’s address, e.g. summer-party-fulham.',
      admin: {
        condition: (_, s) => s?.selection === 'chosen',
        description: 'The last part of the event’s address (/event/summer-party-fulham → summer-party-fulham).',
      },
    },
    { name: 'buttonText', type: 'text', required: true, defaultValue: 'View full details', admin: { description: 'The button to the event page.' } },
    {
      name: 'showShareLink',
      type: 'checkbox',
      label: 'Show a share link',
      defaultValue: true,
      admin: { description: 'Lets visitors copy or share the event’s address.' },
    },
    colourField('colour'),
  ],
}
