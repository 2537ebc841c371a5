import type { Block } from 'payload'

import { colourField, mediaField } from '@/lib/fields/content'

/** A personal welcome: a title, a few paragraphs, an optional photograph and a signature line. */
export const Welcome: Block = {
  slug: 'welcome',
  interfaceName: 'WelcomeBlock',
  labels: { singular: 'Welcome', plural: 'Welcome' },
  fields: [
    { name: 'title', type: 'text', required: true, admin: { description: 'e.g. "Welcome to the club".' } },
    { name: 'body', type: 'richText', admin: { description: 'The welcome text. Headings inside it should be "Heading 3" or smaller.' } },
    mediaField('image', { admin: { description: 'A photograph beside the text, e.g. of the host. Optional.' } }),
    {
      name: 'signature',
      type: 'text',
      label: 'Signature line',
      admin: { description: 'Who the welcome is from, e.g. "Sophie Laurent, General Manager". Optional.' },
    },
    colourField('colour'),
  ],
}
