import type { Block } from 'payload'

import { colourField } from '@/lib/fields/content'

export const ContactList: Block = {
  slug: 'contactList',
  interfaceName: 'ContactListBlock',
  labels: { singular: 'Contact list', plural: 'Contact list' },
  fields: [
    { name: 'title', type: 'text', label: 'Section title', admin: { description: 'A heading above the groups, e.g. "Who to contact". Optional.' } },
    {
      name: 'groups',
      type: 'array',
      labels: { singular: 'Group', plural: 'Groups' },
      required: true,
      minRows: 1,
      admin: { description: 'Contacts grouped by subject, e.g. "Membership", "Offices", "Events".' },
      fields: [
        { name: 'title', type: 'text', required: true, admin: { description: 'The group heading, e.g. "Offices".' } },
        {
          name: 'contacts',
          type: 'array',
          labels: { singular: 'Contact', plural: 'Contacts' },
          minRows: 1,
          fields: [
            { name: 'title', type: 'text', required: true, admin: { description: 'What to contact them about, e.g. "Office sales".' } },
            { name: 'contactPerson', type: 'text', label: 'Contact person', admin: { description: 'A name, e.g. "Sophie Turner". Optional.' } },
            {
              type: 'row',
              fields: [
                { name: 'phoneNumber', type: 'text', label: 'Phone number', admin: { description: 'e.g. "020 7123 4567". Optional.' } },
                { name: 'email', type: 'email', admin: { description: 'Optional.' } },
              ],
            },
          ],
        },
      ],
    },
    colourField('colour'),
  ],
}
