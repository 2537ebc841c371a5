import type { CollectionConfig } from 'payload'

import { anyone, contentOnly, denyByDefault, hiddenOutsideRole } from '@/lib/access'

/**
 * The industries an applicant chooses from (spec 001 section 3: 148 entries, label, upper snake
 * case value, display order, hidden flag), seeded from src/model/industries.ts. Content staff may
 * rename, reorder or hide entries; a value is what leads store, so it does not change.
 */
export const Industries: CollectionConfig = denyByDefault({
  slug: 'industries',
  labels: { singular: 'Industry', plural: 'Industries' },
  defaultSort: 'displayOrder',
  admin: {
    hidden: hiddenOutsideRole('content'),
    group: 'Membership',
    useAsTitle: 'label',
    defaultColumns: ['label', 'value', 'displayOrder', 'hidden'],
    pagination: { defaultLimit: 200 },
    description: 'The list the application’s industry question offers, in display order. Hide an entry rather than deleting it.',
  },
  access: { read: anyone, create: contentOnly, update: contentOnly, delete: contentOnly },
  fields: [
    { name: 'label', type: 'text', required: true },
    {
      name: 'value',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      validate: (v: unknown) => (typeof v === 'string' && /^[A-Z0-9]+(_[A-Z0-9]+)*$/.test(v)) || 'Upper snake case, e.g. FINANCIAL_SERVICES',
      hooks: { beforeChange: [({ value, originalDoc }) => (originalDoc?.value as string | undefined) ?? value] },
      admin: { description: 'Stored on applications; cannot change once saved.' },
    },
    { name: 'displayOrder', type: 'number', required: true, index: true, min: 0 },
    { name: 'hidden', type: 'checkbox', defaultValue: false, admin: { description: 'Hidden entries are not offered; applications that chose one keep it.' } },
  ],
})
