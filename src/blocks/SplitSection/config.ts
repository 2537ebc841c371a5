import type { Block, Field } from 'payload'

import { colourField, linkField } from '@/lib/fields/content'

/** One half of the split section; the right half uses the same names with a "Right" suffix (spec 000 section 3). */
const half = (side: 'left' | 'right'): Field[] => {
  const s = side === 'right' ? 'Right' : ''
  const where = side === 'right' ? 'right-hand' : 'left-hand'
  return [
    { name: `title${s}`, type: 'text', label: 'Title', admin: { description: `Heading of the ${where} half.` } },
    {
      name: `bodyText${s}`,
      type: 'textarea',
      label: 'Text',
      admin: { description: 'Leave an empty line between paragraphs.' },
    },
    {
      type: 'row',
      fields: [
        { name: `buttonText${s}`, type: 'text', label: 'Button text', admin: { description: 'e.g. "Book a tour". Leave empty for no button.' } },
        linkField(`buttonLink${s}`, { label: 'Button link' }),
      ],
    },
    colourField(`colour${s}`, { label: 'Colour', required: true, admin: { description: `Background colour of the ${where} half.` } }),
  ]
}

export const SplitSection: Block = {
  slug: 'splitSection',
  interfaceName: 'SplitSectionBlock',
  labels: { singular: 'Split section', plural: 'Split section' },
  fields: [
    {
      type: 'tabs',
      tabs: [
        { label: 'Left half', description: 'Shown on the left on tablets and computers, first on phones.', fields: half('left') },
        { label: 'Right half', description: 'Shown on the right on tablets and computers, second on phones.', fields: half('right') },
      ],
    },
  ],
}
