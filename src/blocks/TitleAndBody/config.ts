import type { Block } from 'payload'

export const TitleAndBody: Block = {
  slug: 'titleAndBody',
  interfaceName: 'TitleAndBodyBlock',
  labels: { singular: 'Title and body', plural: 'Title and body' },
  fields: [
    { name: 'title', type: 'text', admin: { description: 'A heading above the text. Optional.' } },
    { name: 'body', type: 'richText', admin: { description: 'The text of the section.' } },
    {
      name: 'background',
      type: 'select',
      defaultValue: 'white',
      options: [
        { label: 'White', value: 'white' },
        { label: 'Black', value: 'black' },
        { label: 'Pink', value: 'pink' },
      ],
    },
  ],
}
