import type { Block } from 'payload'

import { buttonsField, colourField, mediaField } from '@/lib/fields/content'

export const CardsGrid: Block = {
  slug: 'cardsGrid',
  interfaceName: 'CardsGridBlock',
  labels: { singular: 'Cards grid', plural: 'Cards grid' },
  fields: [
    { name: 'title', type: 'text', label: 'Heading', admin: { description: 'Heading above the cards, e.g. "Ways to join". Optional.' } },
    {
      name: 'cards',
      type: 'array',
      label: 'Cards',
      labels: { singular: 'Card', plural: 'Cards' },
      minRows: 1,
      required: true,
      admin: { description: 'Cards are shown three to a row on computers, two on tablets, one on phones.', initCollapsed: true },
      fields: [
        mediaField('image', { label: 'Image' }),
        { name: 'subHeading', type: 'text', required: true, label: 'Card title' },
        {
          name: 'body',
          type: 'textarea',
          label: 'Text',
          admin: { description: 'Text over 347 characters is cut to 347 followed by "...".' },
        },
        buttonsField('buttons', 2, { label: 'Buttons', admin: { description: 'Links under the card text, at most 2.' } }),
      ],
    },
    colourField('colour', { required: true }),
  ],
}
