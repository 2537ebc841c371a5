import type { Block } from 'payload'

import { linkField } from '@/lib/fields/content'

/** A row of the cheapest offices, with a button to the office search. */
export const OfficeDiscovery: Block = {
  slug: 'officeDiscovery',
  interfaceName: 'OfficeDiscoveryBlock',
  labels: { singular: 'Office discovery', plural: 'Office discovery' },
  fields: [
    {
      name: 'title',
      type: 'text',
      required: true,
      defaultValue: 'Discover our offices',
      admin: { description: 'Heading above a row of offices. The offices shown come from the offices section.' },
    },
    { name: 'description', type: 'textarea', maxLength: 750, admin: { description: 'A short introduction. Optional.' } },
    {
      name: 'count',
      type: 'number',
      label: 'How many offices',
      required: true,
      defaultValue: 3,
      min: 1,
      max: 12,
    },
    {
      name: 'clubs',
      type: 'relationship',
      relationTo: 'clubs',
      hasMany: true,
      label: 'Only offices at these clubs',
      admin: { description: 'Leave empty for offices at every club.' },
    },
    {
      type: 'row',
      fields: [
        { name: 'buttonText', type: 'text', defaultValue: 'Search all offices' },
        linkField('buttonLink', { defaultValue: '/discover-offices' }),
      ],
    },
  ],
}
