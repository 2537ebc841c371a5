import type { Field, GlobalConfig } from 'payload'

import { shellGlobal } from './shellGlobal'

const itemFields: Field[] = [
  { name: 'itemId', type: 'text', admin: { description: 'A stable id; some behaviour keys on it (e.g. cG9zdDoxNzUz is hidden from signed-in members).' } },
  { name: 'label', type: 'text' },
  { name: 'path', type: 'text', admin: { description: 'e.g. /fulham' } },
]

export const Menus: GlobalConfig = shellGlobal({
  slug: 'menus',
  label: 'Menus',
  fields: [
    {
      name: 'menus',
      type: 'array',
      admin: { description: 'Named menus. The header and drawer read "Top Menu"; the footer reads "Footer Menu".' },
      fields: [
        { name: 'name', type: 'text', required: true },
        {
          name: 'items',
          type: 'array',
          fields: [...itemFields, { name: 'children', type: 'array', fields: itemFields }],
        },
      ],
    },
  ],
})
