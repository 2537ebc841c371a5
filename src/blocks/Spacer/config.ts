import type { Block } from 'payload'

export const Spacer: Block = {
  slug: 'spacer',
  interfaceName: 'SpacerBlock',
  labels: { singular: 'Spacer', plural: 'Spacers' },
  fields: [
    {
      name: 'size',
      type: 'select',
      required: true,
      defaultValue: 'medium',
      options: [
        { label: 'Small (24 px)', value: 'small' },
        { label: 'Medium (48 px)', value: 'medium' },
        { label: 'Large (96 px)', value: 'large' },
      ],
      admin: { description: 'Empty space between two modules.' },
    },
  ],
}
