import type { Block } from 'payload'

import { colourField, linkField, mediaField } from '@/lib/fields/content'

export const MembershipSummary: Block = {
  slug: 'membershipSummary',
  interfaceName: 'MembershipSummaryBlock',
  labels: { singular: 'Membership summary', plural: 'Membership summary' },
  fields: [
    { name: 'title', type: 'text', required: true, label: 'Membership name', admin: { description: 'e.g. "Club membership".' } },
    { name: 'subTitle', type: 'textarea', label: 'Introduction', admin: { description: 'A sentence or two under the name. Optional.' } },
    {
      name: 'priceLine',
      type: 'text',
      label: 'Price line',
      admin: { description: 'How the price reads, e.g. "From £195 per month". Optional.' },
    },
    { name: 'priceNote', type: 'text', label: 'Small print under the price', admin: { description: 'e.g. "Joining fee £500". Optional.' } },
    {
      name: 'benefits',
      type: 'array',
      label: 'Benefits',
      labels: { singular: 'Benefit', plural: 'Benefits' },
      maxRows: 12,
      admin: { description: 'What this membership includes, one short line each (at most 12).', initCollapsed: true },
      fields: [{ name: 'text', type: 'text', required: true, label: 'Benefit' }],
    },
    {
      type: 'row',
      fields: [
        { name: 'buttonText', type: 'text', label: 'Button text', defaultValue: 'Apply now', admin: { description: 'Leave empty for no button.' } },
        linkField('buttonLink', { label: 'Button link', defaultValue: '/membership-application' }),
      ],
    },
    mediaField('image', { label: 'Image', admin: { description: 'A photograph beside the summary. Optional.' } }),
    colourField('colour', { required: true }),
  ],
}
