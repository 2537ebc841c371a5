import type { GlobalConfig } from 'payload'

import { anyone, denyByDefaultGlobal, staffOnly } from '@/lib/access'
import { revalidateShell } from '@/lib/revalidate'

/** A global the page shell renders: public to read, staff to edit, and every page re-renders on change. */
export const shellGlobal = (config: Omit<GlobalConfig, 'access' | 'hooks'>): GlobalConfig =>
  denyByDefaultGlobal({
    ...config,
    admin: { group: 'Settings', ...config.admin },
    access: { read: anyone, update: staffOnly, readVersions: staffOnly },
    hooks: { afterChange: [revalidateShell] },
  })
