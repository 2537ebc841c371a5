import type { Block } from 'payload'

import { colourField } from '@/lib/fields/content'

/** A heading with a supporting line under it. */
export const HeadingAndSubheading: Block = {
  slug: 'headingAndSubheading',
  interfaceName: 'HeadingAndSubheadingBlock',
  labels: { singular: 'Heading and subheading', plural: 'Heading and subheading' },
  fields: [
    { name: 'heading', type: 'text', required: true, admin: { description: 'The heading of the section.' } },
    {
      name: 'subheading',
      type: 'textarea',
      admin: { description: 'Supporting words under the heading. Optional; text over 750 characters is cut with "...".' },
    },
    {
      name: 'alignment',
      type: 'select',
      required: true,
      defaultValue: 'left',
      options: [
        { label: 'Left', value: 'left' },
        { label: 'Centred', value: 'centre' },
      ],
      admin: { description: 'Where the text sits across the page.' },
    },
    colourField('colour'),
  ],
}
