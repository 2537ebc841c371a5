import type { Block } from 'payload'

import { linkField, mediaField } from '@/lib/fields/content'

/** One membership and how to apply: for Club, the application's first step (src/features/application). */
export const MembershipAndApplication: Block = {
  slug: 'membershipAndApplication',
  interfaceName: 'MembershipAndApplicationBlock',
  labels: { singular: 'Membership and application', plural: 'Membership and application' },
  fields: [
    {
      name: 'membershipType',
      type: 'select',
      required: true,
      defaultValue: 'Club',
      options: [
        { label: 'Club', value: 'Club' },
        { label: 'Social', value: 'Social' },
        { label: 'Corporate', value: 'Corporate' },
      ],
      admin: { description: 'Which membership this describes. Its monthly fee comes from the membership prices.' },
    },
    { name: 'title', type: 'text', required: true, admin: { description: 'e.g. Club membership' } },
    { name: 'description', type: 'textarea', maxLength: 750 },
    {
      name: 'details',
      type: 'array',
      label: 'What is included',
      maxRows: 12,
      labels: { singular: 'Detail', plural: 'Details' },
      fields: [{ name: 'text', type: 'text', required: true }],
    },
    mediaField('image', { admin: { description: 'A picture beside the details. Optional.' } }),
    { name: 'applyHeading', type: 'text', required: true, defaultValue: 'Apply for membership' },
    { name: 'applyDescription', type: 'textarea', maxLength: 500 },
    {
      type: 'row',
      fields: [
        { name: 'applyButtonText', type: 'text', required: true, defaultValue: 'APPLY NOW' },
        linkField('applyLink', { required: true, defaultValue: '/membership-application' }),
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'tourButtonText', type: 'text', defaultValue: 'BOOK A TOUR', admin: { description: 'A second button. Leave empty to hide it.' } },
        linkField('tourLink', { defaultValue: '/membership/book-a-tour' }),
      ],
    },
  ],
}
