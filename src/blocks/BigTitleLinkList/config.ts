import type { Block } from 'payload'

import { colourField, linkField } from '@/lib/fields/content'

/** Very large words, each one a link: e.g. the four clubs. */
export const BigTitleLinkList: Block = {
  slug: 'bigTitleLinkList',
  interfaceName: 'BigTitleLinkListBlock',
  labels: { singular: 'Big-title link list', plural: 'Big-title link list' },
  fields: [
    {
      name: 'title',
      type: 'text',
      admin: { description: 'A small heading above the list, e.g. "Our clubs". Optional.' },
    },
    {
      name: 'links',
      type: 'array',
      required: true,
      minRows: 1,
      maxRows: 10,
      labels: { singular: 'Link', plural: 'Links' },
      admin: { description: 'Each row is shown in very large letters and opens its page. Between 1 and 10.' },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'label', type: 'text', required: true, admin: { description: 'The large words, e.g. "Fulham".' } },
            linkField('link', { required: true }),
          ],
        },
      ],
    },
    colourField('colour'),
  ],
}
