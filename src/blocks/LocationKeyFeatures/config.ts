import type { Block } from 'payload'

import { colourField, mediaField } from '@/lib/fields/content'

export const LocationKeyFeatures: Block = {
  slug: 'locationKeyFeatures',
  interfaceName: 'LocationKeyFeaturesBlock',
  labels: { singular: 'Location key features', plural: 'Location key features' },
  fields: [
    { name: 'title', type: 'text', required: true, defaultValue: 'Key features', admin: { description: 'The heading of the section.' } },
    {
      name: 'features',
      type: 'array',
      labels: { singular: 'Feature', plural: 'Features' },
      required: true,
      minRows: 1,
      maxRows: 16,
      admin: { description: 'Short points, e.g. "Rooftop terrace" or "Showers and bike storage". At most 16.' },
      fields: [
        {
          type: 'row',
          fields: [
            mediaField('icon', { admin: { description: 'A small square icon (SVG or PNG). Optional: a gold mark is shown without one.' } }),
            { name: 'text', type: 'text', required: true, maxLength: 120, admin: { description: 'The feature, in a few words.' } },
          ],
        },
      ],
    },
    colourField('colour'),
  ],
}
