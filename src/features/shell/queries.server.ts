import 'server-only'

import { unstable_cache } from 'next/cache'

import { getPayloadClient } from '@/model/payload-client'
import { tags } from '@/lib/revalidate'

import type { ShellData } from './types'

/** Settings, menus and footer: one cached read shared by every page, expired when staff edit any of them. */
export const getShellData = unstable_cache(
  async (): Promise<ShellData> => {
    const payload = await getPayloadClient()
    const [settings, menus, footer] = await Promise.all([
      payload.findGlobal({ slug: 'settings', depth: 1, overrideAccess: false }),
      payload.findGlobal({ slug: 'menus', depth: 0, overrideAccess: false }),
      payload.findGlobal({ slug: 'footer', depth: 1, overrideAccess: false }),
    ])
    return JSON.parse(JSON.stringify({ settings, menus, footer })) as ShellData
  },
  ['shell-data'],
  { tags: [tags.shell] },
)
