import type { Block } from 'payload'

import { colourField, linkField } from '@/lib/fields/content'

export const LocationContact: Block = {
  slug: 'locationContact',
  interfaceName: 'LocationContactBlock',
  labels: { singular: 'Location contact', plural: 'Location contact' },
  fields: [
    { name: 'title', type: 'text', required: true, defaultValue: 'Find us', admin: { description: 'The heading of the section.' } },
    { name: 'text', type: 'textarea', admin: { description: 'A few words, e.g. how to get there. Optional; cut at 750 characters.' } },
    {
      name: 'club',
      type: 'relationship',
      relationTo: 'clubs',
      admin: { description: 'Pick a club to show its name, address, phone number and map link. Anything typed in the fields below replaces the club’s own.' },
    },
    {
      type: 'collapsible',
      label: 'Contact details (instead of, or as well as, the club’s)',
      admin: { initCollapsed: false },
      fields: [
        { name: 'name', type: 'text', admin: { description: 'e.g. "Clubhouse Kensington". Leave empty to use the club’s name.' } },
        { name: 'address', type: 'textarea', admin: { description: 'One line per line of the address. Leave empty to use the club’s address.' } },
        {
          type: 'row',
          fields: [
            { name: 'phone', type: 'text', admin: { description: 'e.g. "020 7123 4514". Leave empty to use the club’s number.' } },
            { name: 'email', type: 'email', admin: { description: 'e.g. kensington@clubhouse.london. Optional.' } },
          ],
        },
        linkField('mapLink', { label: 'Map link', admin: { description: 'A Google or Apple Maps address (https://…). Leave empty to use the club’s.' } }),
      ],
    },
    colourField('colour'),
  ],
}
