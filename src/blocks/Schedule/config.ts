import type { Block } from 'payload'

import { colourField, mediaField } from '@/lib/fields/content'

export const Schedule: Block = {
  slug: 'schedule',
  interfaceName: 'ScheduleBlock',
  labels: { singular: 'Schedule', plural: 'Schedule' },
  fields: [
    { name: 'title', type: 'text', required: true, defaultValue: "What's on", label: 'Heading', admin: { description: 'Heading above the month tabs.' } },
    { name: 'intro', type: 'textarea', label: 'Introduction', admin: { description: 'A short paragraph under the heading. Optional.' } },
    {
      name: 'items',
      type: 'array',
      label: 'Schedule items',
      labels: { singular: 'Item', plural: 'Items' },
      minRows: 1,
      required: true,
      admin: {
        description: 'Items are grouped into month tabs by their date and listed by date. June opens first when it has items.',
        initCollapsed: true,
      },
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'date',
              type: 'date',
              required: true,
              label: 'Date',
              admin: { date: { pickerAppearance: 'dayOnly', displayFormat: 'd MMMM yyyy' } },
            },
            { name: 'time', type: 'text', label: 'Time', admin: { description: 'e.g. "7pm – 10pm".' } },
          ],
        },
        { name: 'title', type: 'text', required: true, label: 'Title' },
        { name: 'about', type: 'textarea', label: 'About', admin: { description: 'What happens, shown when the row is opened.' } },
        {
          type: 'row',
          fields: [
            { name: 'price', type: 'text', label: 'Price', admin: { description: 'e.g. "£45" or "Free for members".' } },
            { name: 'location', type: 'text', label: 'Location', admin: { description: 'e.g. "Knightsbridge, The Library".' } },
          ],
        },
        mediaField('roomImage', { label: 'Room image', admin: { description: 'A photograph of the room. Optional.' } }),
      ],
    },
    colourField('colour', { required: true }),
  ],
}
