import type { Block } from 'payload'

import { linkField, mediaField } from '@/lib/fields/content'

export const Places: Block = {
  slug: 'places',
  interfaceName: 'PlacesBlock',
  labels: { singular: 'Places cards', plural: 'Places cards' },
  fields: [
    { name: 'title', type: 'text', label: 'Heading', admin: { description: 'Heading above the cards, e.g. "Our clubs". Optional.' } },
    {
      name: 'places',
      type: 'array',
      label: 'Places',
      labels: { singular: 'Place', plural: 'Places' },
      minRows: 1,
      // Spec 000 section 9: the places block shows at most four places (the component caps them too).
      maxRows: 4,
      required: true,
      admin: { description: 'At most 4 places, shown as cards side by side.', initCollapsed: true },
      fields: [
        { name: 'title', type: 'text', required: true, label: 'Title', admin: { description: 'e.g. "Fulham".' } },
        {
          name: 'description',
          type: 'textarea',
          label: 'Description',
          admin: { description: 'Text over 145 characters is cut to 145 followed by "...".' },
        },
        mediaField('image', { label: 'Image' }),
        {
          type: 'row',
          fields: [
            { name: 'ctaTitle', type: 'text', label: 'Link text', admin: { description: 'e.g. "Discover Fulham". Defaults to "Find out more".' } },
            linkField('ctaLink', { label: 'Link' }),
          ],
        },
      ],
    },
  ],
}
