import type { Block } from 'payload'

import { colourField, linkField, mediaField } from '@/lib/fields/content'

export const MembershipKeyInformation: Block = {
  slug: 'membershipKeyInformation',
  interfaceName: 'MembershipKeyInformationBlock',
  labels: { singular: 'Membership key information', plural: 'Membership key information' },
  fields: [
    { name: 'title', type: 'text', required: true, label: 'Title', admin: { description: 'Shown on the page and as the title of the window, e.g. "Key information".' } },
    { name: 'subtitle', type: 'textarea', label: 'Subtitle', admin: { description: 'A sentence under the title, on the page and in the window. Optional.' } },
    { name: 'buttonText', type: 'text', required: true, defaultValue: 'View key information', label: 'Button text', admin: { description: 'The button that opens the window.' } },
    {
      name: 'details',
      type: 'array',
      label: 'Details',
      labels: { singular: 'Detail', plural: 'Details' },
      minRows: 1,
      maxRows: 12,
      required: true,
      admin: { description: 'The key facts, one short line each, e.g. "Minimum age 18" (at most 12).', initCollapsed: true },
      fields: [{ name: 'text', type: 'text', required: true, label: 'Detail' }],
    },
    mediaField('images', {
      hasMany: true,
      maxRows: 4,
      label: 'Images',
      admin: { description: 'Up to four photographs shown in the window. Optional.' },
    }),
    {
      type: 'row',
      fields: [
        { name: 'linkText', type: 'text', label: 'Window button text', admin: { description: 'e.g. "Apply now". Leave empty for no button.' } },
        linkField('link', { label: 'Window button link', defaultValue: '/membership-application' }),
      ],
    },
    colourField('colour', { required: true }),
  ],
}
