import type { Block } from 'payload'

import { linkField, mediaField } from '@/lib/fields/content'

export const PrivateHireCta: Block = {
  slug: 'privateHireCta',
  interfaceName: 'PrivateHireCtaBlock',
  labels: { singular: 'Private hire call to action', plural: 'Private hire call to action' },
  fields: [
    { name: 'title', type: 'text', required: true, label: 'Heading', admin: { description: 'e.g. "Host your next event with us".' } },
    { name: 'text', type: 'textarea', label: 'Text', admin: { description: 'A few lines about the spaces. Leave an empty line between paragraphs.' } },
    mediaField('image', { label: 'Image', admin: { description: 'A picture of a space set up for an event. Optional.' } }),
    {
      type: 'row',
      fields: [
        {
          name: 'buttonText',
          type: 'text',
          label: 'Button text',
          defaultValue: 'Enquire about private hire',
          admin: { description: 'Leave empty for no button.' },
        },
        linkField('buttonLink', { label: 'Button link', admin: { description: 'Where the button goes, e.g. /private-hire. The button shows once this is set.' } }),
      ],
    },
    {
      name: 'phoneNumber',
      type: 'text',
      label: 'Phone number',
      admin: { description: 'Shown as "Or call …" under the button, e.g. "020 7123 4567". Optional.' },
    },
  ],
}
