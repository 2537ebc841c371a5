import type { GlobalConfig } from 'payload'

import { adminOnly, denyByDefaultGlobal, nobody } from '@/lib/access'

/** Data protection settings, for administrators (docs/decisions/013). */
export const Privacy: GlobalConfig = denyByDefaultGlobal({
  slug: 'privacy',
  label: 'Data protection',
  admin: { group: 'Settings' },
  access: { read: adminOnly, update: adminOnly, readVersions: nobody },
  fields: [
    {
      name: 'retentionMonths',
      label: 'Keep leads and enquiries that never converted for (months)',
      type: 'number',
      min: 1,
      max: 240,
      admin: {
        description:
          'Empty: kept until erased by hand. Otherwise, every night, leads and enquiries older than this that never reached Applied or Won are anonymised: their status, club and dates stay for the figures; who the person was goes.',
      },
    },
  ],
})
