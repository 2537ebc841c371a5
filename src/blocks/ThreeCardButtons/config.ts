import type { Block } from 'payload'

import { linkField, mediaField } from '@/lib/fields/content'

export const ThreeCardButtons: Block = {
  slug: 'threeCardButtons',
  interfaceName: 'ThreeCardButtonsBlock',
  labels: { singular: 'Three card buttons', plural: 'Three card buttons' },
  fields: [
    { name: 'title', type: 'text', label: 'Heading', admin: { description: 'Heading above the cards. Optional.' } },
    {
      name: 'cards',
      type: 'array',
      label: 'Cards',
      labels: { singular: 'Card', plural: 'Cards' },
      minRows: 1,
      maxRows: 3,
      required: true,
      admin: { description: 'Up to 3 large picture cards; the whole card is a link.', initCollapsed: true },
      fields: [
        mediaField('image', { label: 'Image', required: true }),
        {
          type: 'row',
          fields: [
            { name: 'label', type: 'text', required: true, label: 'Label', admin: { description: 'e.g. "Private dining".' } },
            linkField('link', { label: 'Link', required: true }),
          ],
        },
      ],
    },
  ],
}
