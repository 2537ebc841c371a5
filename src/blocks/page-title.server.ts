import 'server-only'

import { getDraftPage, getPage } from '@/features/pages/queries.server'

/**
 * The title of the page a panel sits on, sent as the enquiry's query origin. Blocks are given the
 * page's path only; the page itself is already in the cache, so reading it again costs nothing.
 */
export async function pageTitleFor(pagePath: string | undefined, preview = false): Promise<string> {
  if (!pagePath) return ''
  try {
    return (await (preview ? getDraftPage : getPage)(pagePath))?.title ?? ''
  } catch (error) {
    // The enquiry matters more than knowing where it came from.
    console.error(`Could not read the title of ${pagePath}:`, error)
    return ''
  }
}
