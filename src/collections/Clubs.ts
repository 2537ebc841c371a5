import type { CollectionConfig } from 'payload'

import { anyone, denyByDefault, contentOnly, hiddenOutsideRole } from '@/lib/access'
import { revalidateShell } from '@/lib/revalidate'

export const Clubs: CollectionConfig = denyByDefault({
  slug: 'clubs',
  admin: { hidden: hiddenOutsideRole('content'), useAsTitle: 'name', group: 'Content', defaultColumns: ['name', 'locationId', 'phone'] },
  access: { read: anyone, create: contentOnly, update: contentOnly, delete: contentOnly },
  hooks: { afterChange: [revalidateShell], afterDelete: [revalidateShell] },
  fields: [
    { name: 'name', type: 'text', required: true, unique: true },
    { name: 'address', type: 'textarea', required: true },
    { name: 'addressLink', type: 'text', admin: { description: 'A map link for the address.' } },
    { name: 'phone', type: 'text' },
    {
      type: 'row',
      fields: [
        { name: 'latitude', type: 'number', min: -90, max: 90, admin: { description: 'Where the club is, for search engines and maps, e.g. 51.4749. Optional.' } },
        { name: 'longitude', type: 'number', min: -180, max: 180, admin: { description: 'e.g. -0.1830. Optional.' } },
      ],
    },
    {
      name: 'locationId',
      type: 'number',
      required: true,
      unique: true,
      admin: { description: 'The id the booking and membership systems use (Fulham 5, Knightsbridge 15, Kensington 14, City 8).' },
    },
  ],
})
