import type { Block } from 'payload'

import { colourField, linkField } from '@/lib/fields/content'

export const LocationOffices: Block = {
  slug: 'locationOffices',
  interfaceName: 'LocationOfficesBlock',
  labels: { singular: 'Location offices', plural: 'Location offices' },
  fields: [
    { name: 'title', type: 'text', required: true, defaultValue: 'Offices available', admin: { description: 'The heading of the section.' } },
    { name: 'intro', type: 'textarea', admin: { description: 'A few words about working at this club. Optional; cut at 750 characters.' } },
    {
      name: 'offices',
      type: 'array',
      labels: { singular: 'Office', plural: 'Offices' },
      maxRows: 20,
      admin: { description: 'The offices available at this club, in the order to show them.' },
      fields: [
        { name: 'name', type: 'text', label: 'Office name', required: true, admin: { description: 'e.g. "The Courtyard Suite".' } },
        {
          type: 'row',
          fields: [
            { name: 'desks', type: 'number', min: 1, admin: { description: 'How many desks it holds. Optional.' } },
            {
              name: 'pricePerMonth',
              type: 'text',
              label: 'Price per month',
              admin: { description: 'As it should be shown, e.g. "£2,600 per month + VAT". Optional.' },
            },
          ],
        },
        {
          type: 'row',
          fields: [
            linkField('link', { admin: { description: 'The office’s page (/office-detail?…) or an enquiry link. Optional.' } }),
            { name: 'linkText', type: 'text', label: 'Link text', defaultValue: 'View office', admin: { description: 'The words of the link.' } },
          ],
        },
      ],
    },
    colourField('colour'),
  ],
}
