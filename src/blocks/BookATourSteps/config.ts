import type { Block } from 'payload'

import { colourField, linkField } from '@/lib/fields/content'

export const BookATourSteps: Block = {
  slug: 'bookATourSteps',
  interfaceName: 'BookATourStepsBlock',
  labels: { singular: 'Book-a-tour steps', plural: 'Book-a-tour steps' },
  fields: [
    { name: 'title', type: 'text', required: true, defaultValue: 'How to book a tour', label: 'Heading' },
    { name: 'intro', type: 'textarea', label: 'Introduction', admin: { description: 'A short paragraph under the heading. Optional.' } },
    {
      name: 'steps',
      type: 'array',
      label: 'Steps',
      labels: { singular: 'Step', plural: 'Steps' },
      minRows: 1,
      maxRows: 8,
      required: true,
      admin: { description: 'In order; they are numbered automatically (at most 8).', initCollapsed: true },
      fields: [
        { name: 'title', type: 'text', required: true, label: 'Step title' },
        { name: 'text', type: 'textarea', label: 'Step text' },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'buttonText', type: 'text', defaultValue: 'Book a tour', label: 'Button text', admin: { description: 'Leave empty for no button.' } },
        linkField('buttonLink', { defaultValue: '/membership/book-a-tour', label: 'Button link', admin: { description: 'Normally /membership/book-a-tour.' } }),
      ],
    },
    colourField('colour', { required: true, defaultValue: 'white' }),
  ],
}
