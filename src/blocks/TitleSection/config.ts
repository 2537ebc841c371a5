import type { Block } from 'payload'

import { colourField } from '@/lib/fields/content'

/** A centred title that opens the section below it. */
export const TitleSection: Block = {
  slug: 'titleSection',
  interfaceName: 'TitleSectionBlock',
  labels: { singular: 'Title section', plural: 'Title section' },
  fields: [
    { name: 'title', type: 'text', required: true, admin: { description: 'The centred section title.' } },
    {
      name: 'subTitle',
      type: 'textarea',
      label: 'Subtitle',
      admin: { description: 'A line or two under the title. Optional; text over 750 characters is cut with "...".' },
    },
    colourField('colour'),
  ],
}
