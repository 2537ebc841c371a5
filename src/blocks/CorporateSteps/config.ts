import type { Block } from 'payload'

import { colourField, linkField } from '@/lib/fields/content'

export const CorporateSteps: Block = {
  slug: 'corporateSteps',
  interfaceName: 'CorporateStepsBlock',
  labels: { singular: 'Corporate steps', plural: 'Corporate steps' },
  fields: [
    { name: 'title', type: 'text', required: true, defaultValue: 'How corporate membership works', label: 'Heading' },
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
        { name: 'buttonText', type: 'text', defaultValue: 'Start your application', label: 'Button text', admin: { description: 'Leave empty for no button.' } },
        linkField('buttonLink', { defaultValue: '/corporate/contact-details', label: 'Button link', admin: { description: 'Normally /corporate/contact-details.' } }),
      ],
    },
    colourField('colour', { required: true, defaultValue: 'black' }),
  ],
}
