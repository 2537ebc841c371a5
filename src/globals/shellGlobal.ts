import type { GlobalConfig } from 'payload'

import { anyone, contentOnly, denyByDefaultGlobal, hiddenOutsideRole } from '@/lib/access'
import { revalidateShell } from '@/lib/revalidate'

/**
 * A global the page shell renders: public to read, staff to edit, and every page re-renders on change.
 * It keeps no versions, so its /versions routes are refused to everyone (granting them made Payload
 * look for a versions table that does not exist: 500).
 */
export const shellGlobal = (config: Omit<GlobalConfig, 'access' | 'hooks'>): GlobalConfig =>
  denyByDefaultGlobal({
    ...config,
    admin: { group: 'Settings', hidden: hiddenOutsideRole('content'), ...config.admin },
    access: { read: anyone, update: contentOnly },
    hooks: { afterChange: [revalidateShell] },
  })
