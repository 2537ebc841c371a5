import type { MetadataRoute } from 'next'

import { getEnv } from '@/lib/env'
import { ALLOWED_PATHS, DISALLOWED_PATHS } from '@/lib/seo/listing'

export const dynamic = 'force-dynamic'

/**
 * /robots.txt: everything public may be crawled; the back office, the APIs, and the pages that are
 * one person's (an application, an order, a checkout, an account) may not; uploaded pictures may
 * (src/lib/seo/listing.ts).
 */
export default function robots(): MetadataRoute.Robots {
  const { serverUrl } = getEnv()
  return {
    rules: {
      userAgent: '*',
      allow: [...ALLOWED_PATHS],
      disallow: [...DISALLOWED_PATHS],
    },
    sitemap: `${serverUrl}/sitemap.xml`,
  }
}
