import type { Block } from 'payload'

import { colourField, linkField } from '@/lib/fields/content'

export const Locations: Block = {
  slug: 'locations',
  interfaceName: 'LocationsBlock',
  labels: { singular: 'Locations', plural: 'Locations' },
  fields: [
    { name: 'mainTitle', type: 'text', label: 'Title', admin: { description: 'The heading of the section, e.g. "Our clubs". Optional.' } },
    {
      name: 'clubs',
      type: 'array',
      label: 'Clubs',
      labels: { singular: 'Club', plural: 'Clubs' },
      required: true,
      minRows: 1,
      maxRows: 12,
      fields: [
        { name: 'clubName', type: 'text', label: 'Club name', required: true, admin: { description: 'e.g. "Clubhouse Fulham".' } },
        {
          name: 'clubAddress',
          type: 'textarea',
          label: 'Address',
          required: true,
          admin: { description: 'One line per line of the address, e.g. the street on the first line and "London SW6 2AA" on the next.' },
        },
        linkField('clubAddressLink', {
          label: 'Map link',
          admin: { description: 'A Google or Apple Maps address for the club (https://…). Opens in a new tab. Optional.' },
        }),
        { name: 'clubPhoneNumber', type: 'text', label: 'Phone number', admin: { description: 'As it should be shown, e.g. "020 7123 4505". Optional.' } },
      ],
    },
    colourField('colour'),
  ],
}
