import type { Block } from 'payload'

import { colourField, mediaField } from '@/lib/fields/content'

export const FeatureList: Block = {
  slug: 'featureList',
  interfaceName: 'FeatureListBlock',
  labels: { singular: 'Feature list', plural: 'Feature list' },
  fields: [
    { name: 'title', type: 'text', label: 'Heading', admin: { description: 'Heading above the list, e.g. "What membership includes". Optional.' } },
    { name: 'intro', type: 'textarea', label: 'Introduction', admin: { description: 'A short paragraph under the heading. Optional.' } },
    {
      name: 'features',
      type: 'array',
      label: 'Features',
      labels: { singular: 'Feature', plural: 'Features' },
      minRows: 1,
      required: true,
      admin: { description: 'Each feature is a short title with a sentence or two.', initCollapsed: true },
      fields: [
        { name: 'title', type: 'text', required: true, label: 'Title' },
        { name: 'text', type: 'textarea', label: 'Text' },
        mediaField('icon', { label: 'Icon', admin: { description: 'A small square icon (SVG or PNG). Optional.' } }),
      ],
    },
    colourField('colour', { required: true }),
  ],
}
