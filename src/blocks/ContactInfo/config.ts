import type { Block } from 'payload'

import { colourField } from '@/lib/fields/content'

export const ContactInfo: Block = {
  slug: 'contactInfo',
  interfaceName: 'ContactInfoBlock',
  labels: { singular: 'Contact info', plural: 'Contact info' },
  fields: [
    { name: 'title', type: 'text', required: true, defaultValue: 'Contact us', admin: { description: 'The heading of the section.' } },
    { name: 'text', type: 'textarea', admin: { description: 'A few words above the details. Optional; cut at 750 characters.' } },
    {
      type: 'row',
      fields: [
        { name: 'phone', type: 'text', admin: { description: 'As it should be shown, e.g. "020 7123 4567". Visitors on phones can tap to call.' } },
        { name: 'email', type: 'email', admin: { description: 'e.g. hello@clubhouse.london. Opens the visitor’s e-mail app.' } },
      ],
    },
    {
      name: 'openingHours',
      type: 'array',
      label: 'Opening hours',
      labels: { singular: 'Row', plural: 'Rows' },
      maxRows: 10,
      admin: { description: 'One row per group of days. Optional.' },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'days', type: 'text', required: true, admin: { description: 'e.g. "Monday to Friday".' } },
            { name: 'hours', type: 'text', required: true, admin: { description: 'e.g. "7am to 11pm" or "Closed".' } },
          ],
        },
      ],
    },
    colourField('colour'),
  ],
}
