import type { MetadataRoute } from 'next'

import { sitemapEntries, sitemapSources } from '@/features/pages/sitemap.server'
import { getShellData } from '@/features/shell/queries.server'
import { getEnv } from '@/lib/env'
import { getPayloadClient } from '@/model/payload-client'

// Read when asked: events come and go.
export const dynamic = 'force-dynamic'

/** /sitemap.xml: the public pages, upcoming events and offices (src/features/pages/sitemap.server.ts). */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const [shell, sources] = await Promise.all([getShellData(), getPayloadClient().then((payload) => sitemapSources(payload))])
  return sitemapEntries(getEnv().serverUrl, shell.settings.homePage, sources.pages, sources.events, sources.offices)
}
