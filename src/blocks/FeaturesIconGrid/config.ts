import type { Block } from 'payload'

import { mediaField } from '@/lib/fields/content'

export const FeaturesIconGrid: Block = {
  slug: 'featuresIconGrid',
  interfaceName: 'FeaturesIconGridBlock',
  labels: { singular: 'Features icon grid', plural: 'Features icon grid' },
  fields: [
    { name: 'title', type: 'text', label: 'Heading', admin: { description: 'Heading above the grid, e.g. "Inside the club". Optional.' } },
    { name: 'intro', type: 'textarea', label: 'Introduction', admin: { description: 'A short paragraph under the heading. Optional.' } },
    {
      name: 'variant',
      type: 'select',
      required: true,
      defaultValue: 'light',
      label: 'Style',
      options: [
        { label: 'Light icons on black', value: 'light' },
        { label: 'Dark icons on white', value: 'dark' },
      ],
      admin: { description: 'Icons are shown in one colour: white on a black background, or black on a white one.' },
    },
    {
      name: 'items',
      type: 'array',
      label: 'Features',
      labels: { singular: 'Feature', plural: 'Features' },
      minRows: 1,
      required: true,
      admin: { description: 'Each feature is an icon with a short title and an optional line of text.', initCollapsed: true },
      fields: [
        mediaField('icon', { label: 'Icon', admin: { description: 'A simple one-colour icon (SVG or PNG with a transparent background).' } }),
        { name: 'title', type: 'text', required: true, label: 'Title' },
        { name: 'text', type: 'textarea', label: 'Text' },
      ],
    },
  ],
}
