import type { Block } from 'payload'

import { colourField } from '@/lib/fields/content'

export const RateCard: Block = {
  slug: 'rateCard',
  interfaceName: 'RateCardBlock',
  labels: { singular: 'Rate card', plural: 'Rate cards' },
  fields: [
    { name: 'title', type: 'text', required: true, defaultValue: 'Rate card', admin: { description: 'The heading of the section, e.g. "Meeting room rates".' } },
    {
      name: 'rooms',
      type: 'array',
      labels: { singular: 'Room', plural: 'Rooms' },
      required: true,
      minRows: 1,
      maxRows: 20,
      admin: { description: 'One price table per room.' },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'title', type: 'text', label: 'Room name', required: true, admin: { description: 'e.g. "The Library".' } },
            { name: 'numOfPeople', type: 'number', label: 'Number of people', min: 1, admin: { description: 'How many people the room holds. Optional.' } },
          ],
        },
        {
          name: 'items',
          type: 'array',
          label: 'Prices',
          labels: { singular: 'Length of hire', plural: 'Lengths of hire' },
          required: true,
          minRows: 1,
          maxRows: 12,
          admin: { description: 'One row per length of hire. Prices are shown exactly as typed, e.g. "£450 + VAT".' },
          fields: [
            {
              type: 'row',
              fields: [
                { name: 'lengthOfHire', type: 'text', label: 'Length of hire', required: true, admin: { description: 'e.g. "Half day (4 hours)".' } },
                { name: 'nonMemberPrice', type: 'text', label: 'Non-member price', admin: { description: 'e.g. "£450 + VAT".' } },
                { name: 'memberPrice', type: 'text', label: 'Member price', admin: { description: 'e.g. "£360 + VAT".' } },
              ],
            },
          ],
        },
      ],
    },
    { name: 'footerText', type: 'textarea', label: 'Footer text', admin: { description: 'A note under the tables, e.g. "Catering and AV on request." Optional; cut at 750 characters.' } },
    colourField('colour'),
  ],
}
