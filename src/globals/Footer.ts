import type { GlobalConfig } from 'payload'

import { anyone, denyByDefaultGlobal, staffOnly } from '@/lib/access'
import { revalidateShell } from '@/lib/revalidate'

export const Footer: GlobalConfig = denyByDefaultGlobal({
  slug: 'footer',
  label: 'Footer',
  admin: { group: 'Settings' },
  access: { read: anyone, update: staffOnly, readVersions: staffOnly },
  hooks: { afterChange: [revalidateShell] },
  fields: [
    {
      name: 'socialLinks',
      type: 'array',
      fields: [
        { name: 'platform', type: 'select', required: true, options: ['Instagram', 'Facebook', 'LinkedIn', 'TikTok', 'X', 'YouTube'].map((p) => ({ label: p, value: p.toLowerCase() })) },
        { name: 'url', type: 'text', required: true },
      ],
    },
    {
      name: 'enquiry',
      type: 'group',
      fields: [
        { name: 'title', type: 'text', defaultValue: 'Enquiries' },
        { name: 'phone', type: 'text' },
        { name: 'emails', type: 'array', fields: [{ name: 'label', type: 'text' }, { name: 'email', type: 'email', required: true }] },
        { name: 'contactLinkLabel', type: 'text', defaultValue: 'Contact us' },
        { name: 'contactLinkPath', type: 'text', defaultValue: '/contact' },
      ],
    },
    {
      name: 'locations',
      type: 'relationship',
      relationTo: 'clubs',
      hasMany: true,
      admin: { description: 'Clubs listed in the footer, in this order.' },
    },
    { name: 'promoText', type: 'textarea' },
  ],
})
