import { unstable_cache } from 'next/cache'

import { getEnv } from '@/lib/env'

/** The tag of every page that carries the site's absolute address (docs/decisions/055). */
export const SITE_ORIGIN_TAG = 'site-origin'

/**
 * The site's origin (SERVER_URL, else http://localhost:PORT) for the absolute addresses a page
 * carries: canonical, og:url, og:image, schema.org data. Read through the page cache only so that
 * the pages reading it carry SITE_ORIGIN_TAG: a page pre-built by `next build` holds the origin of
 * the process that built it, and the serving process expires the tag as it starts
 * (src/app/internal/started/route.ts), so each pre-built page is rendered again, once, with the
 * origin it is served at. Build once, serve anywhere.
 */
export const siteOrigin: () => Promise<string> = unstable_cache(async () => getEnv().serverUrl, ['site-origin'], { tags: [SITE_ORIGIN_TAG] })
