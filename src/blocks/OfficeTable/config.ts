import type { Block } from 'payload'

/**
 * The searchable list of offices (spec 000 "Office search"): the first page is rendered with the
 * page, then visitors filter in the side modal and load more.
 */
export const OfficeTable: Block = {
  slug: 'officeTable',
  interfaceName: 'OfficeTableBlock',
  labels: { singular: 'Office search', plural: 'Office search' },
  fields: [
    {
      name: 'title',
      type: 'text',
      required: true,
      defaultValue: 'Offices to rent in London',
      admin: {
        description:
          'Heading of the searchable list of offices, before any filter is chosen (filters then name the clubs, people and prices). The offices, prices and availability come from the offices section.',
      },
    },
    {
      name: 'cardShape',
      type: 'select',
      label: 'Office pictures',
      required: true,
      defaultValue: 'landscape',
      options: [
        { label: 'Landscape, three to a row', value: 'landscape' },
        { label: 'Portrait, four to a row', value: 'portrait' },
      ],
    },
    {
      name: 'clubs',
      type: 'relationship',
      relationTo: 'clubs',
      hasMany: true,
      label: 'Clubs selected at first',
      admin: { description: 'Leave empty to show offices at every club. Visitors can change this in the search filter.' },
    },
    {
      name: 'availableNowOnly',
      type: 'checkbox',
      label: 'Show offices available now only, at first',
      defaultValue: false,
      admin: { description: 'Available now means free within the next three months. Visitors can change this in the search filter.' },
    },
  ],
}
