import type { Block } from 'payload'

import { colourField } from '@/lib/fields/content'

/** The top of a page that has no hero: a small title, the page title and a short introduction. */
export const ContentHeader: Block = {
  slug: 'contentHeader',
  interfaceName: 'ContentHeaderBlock',
  labels: { singular: 'Content header', plural: 'Content header' },
  fields: [
    {
      name: 'eyebrow',
      type: 'text',
      label: 'Small title',
      admin: { description: 'A few words shown small above the title, e.g. "Private hire". Optional.' },
    },
    {
      name: 'title',
      type: 'text',
      required: true,
      admin: { description: 'The large title. As the first module of a page it is the page’s main heading.' },
    },
    {
      name: 'intro',
      type: 'textarea',
      label: 'Introduction',
      admin: { description: 'A short paragraph under the title. Optional; text over 750 characters is cut with "...".' },
    },
    colourField('colour'),
  ],
}
