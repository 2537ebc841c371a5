import 'server-only'

import { unstable_cache } from 'next/cache'

import { getPayloadClient } from '@/model/payload-client'
import { tags } from '@/lib/revalidate'
import type { Page } from '@/payload-types'

/** A page as Payload stores it: its layout typed by the generated block types. */
export type PageData = Page

async function findPage(path: string, draft: boolean): Promise<PageData | null> {
  const payload = await getPayloadClient()
  const result = await payload.find({
    collection: 'pages',
    where: { path: { equals: path } },
    limit: 1,
    depth: 2,
    draft,
    // Drafts are read only in draft mode, which only the staff-checked /preview route turns on.
    overrideAccess: draft,
    pagination: false,
  })
  return result.docs[0] ?? null
}

/** The published page at a normalised path, cached until staff change it. */
export function getPage(path: string): Promise<PageData | null> {
  return unstable_cache(() => findPage(path, false), ['page', path], { tags: [tags.page(path)] })()
}

/** The newest version of a page, draft or not, never cached: what staff preview. */
export const getDraftPage = (path: string): Promise<PageData | null> => findPage(path, true)
