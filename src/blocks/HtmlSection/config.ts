import type { Block } from 'payload'

import { colourField } from '@/lib/fields/content'

/** HTML staff paste in, shown after everything that could run in the browser has been removed. */
export const HtmlSection: Block = {
  slug: 'htmlSection',
  interfaceName: 'HtmlSectionBlock',
  labels: { singular: 'HTML section', plural: 'HTML section' },
  fields: [
    { name: 'title', type: 'text', admin: { description: 'A heading above the HTML. Optional.' } },
    {
      name: 'html',
      type: 'code',
      label: 'HTML',
      required: true,
      admin: {
        language: 'html',
        description:
          'Paste HTML for text, lists, tables, links and images. Scripts, styles, event handlers (onclick…), forms, iframes and javascript: links are removed before visitors see the page, so embeds will not work here. Use h2 to h6 for headings (h1 is turned into plain text).',
      },
    },
    colourField('colour'),
  ],
}
