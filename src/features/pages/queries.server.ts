import 'server-only'

import { unstable_cache } from 'next/cache'

import type { BlockData } from '@/blocks/RenderBlocks'
import { getPayloadClient } from '@/lib/payload'
import { tags } from '@/lib/revalidate'

export type PageData = {
  id: number | string
  title: string
  path: string
  headerForegroundColour?: 'light' | 'dark' | null
  requiresAuthentication?: boolean | null
  hideHeaderAndFooter?: boolean | null
  metaDescription?: string | null
  layout?: BlockData[] | null
}

async function findPublishedPage(path: string): Promise<PageData | null> {
  const payload = await getPayloadClient()
  const result = await payload.find({
    collection: 'pages',
    where: { path: { equals: path } },
    limit: 1,
    depth: 2,
    draft: false,
    overrideAccess: false,
    pagination: false,
  })
  return (result.docs[0] as unknown as PageData | undefined) ?? null
}

/** The published page at a normalised path, cached until staff change it. */
export function getPage(path: string): Promise<PageData | null> {
  return unstable_cache(() => findPublishedPage(path), ['page', path], { tags: [tags.page(path)] })()
}
