import type { Block } from 'payload'

import { buttonsField, colourField, mediaField } from '@/lib/fields/content'

export const FeatureHeader: Block = {
  slug: 'featureHeader',
  interfaceName: 'FeatureHeaderBlock',
  labels: { singular: 'Feature header', plural: 'Feature header' },
  fields: [
    { name: 'title', type: 'text', required: true, label: 'Heading', admin: { description: 'The large heading, e.g. "Private hire in Kensington".' } },
    { name: 'text', type: 'textarea', label: 'Text', admin: { description: 'A short introduction. Leave an empty line between paragraphs.' } },
    mediaField('image', { label: 'Image', admin: { description: 'Shown beside the text on tablets and computers, below it on phones. Optional.' } }),
    // Spec 000 section 2: feature header call-to-action buttons are capped at 2 (the component caps them too).
    buttonsField('buttons', 2, {
      label: 'Buttons',
      admin: { description: `Call-to-action buttons under the text, at most 2. The first is filled, the second outlined.` },
    }),
    colourField('colour', { required: true }),
  ],
}
