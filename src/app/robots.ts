import type { MetadataRoute } from 'next'

import { getEnv } from '@/lib/env'

export const dynamic = 'force-dynamic'

/**
 * /robots.txt: everything public may be crawled; the back office, the APIs, and the pages that are
 * one person's (an application, an order, a checkout, an account) may not.
 */
export default function robots(): MetadataRoute.Robots {
  const { serverUrl } = getEnv()
  return {
    rules: {
      userAgent: '*',
      allow: '/',
      disallow: ['/admin', '/api/', '/v1/', '/preview', '/account/', '/application/', '/corporate/', '/payments/', '/direct-debit/', '/event-tickets/*/order/', '/reservation-confirmation', '/logout'],
    },
    sitemap: `${serverUrl}/sitemap.xml`,
  }
}
