/**
 * The site's Content-Security-Policy, in one place for next.config.mjs (headers of pre-built pages)
 * and src/proxy.ts (a fresh nonce for every page rendered on request). Plain JavaScript so
 * next.config.mjs can import it.
 *
 * Scripts: a page rendered on request gets `'nonce-…'` and no 'unsafe-inline': Next puts the nonce
 * on its own inline bootstrap scripts, and only those run. A pre-built page is the same bytes for
 * everyone, so it cannot carry a per-request nonce: there 'unsafe-inline' stays (docs/decisions/011).
 */

/** Third-party embeds, injected only by their own modules (src/blocks/TableBookingWidget, src/blocks/MarketingForm). */
const OPENTABLE = 'https://www.opentable.co.uk'
const HUBSPOT = 'https://*.hsforms.net https://*.hsforms.com'

/**
 * The hashes of our own inline scripts, in the head of every page: the cookie notice's consent
 * check (src/features/shell/consent-script.ts) and the chunk-load recovery
 * (src/lib/ui/chunk-recovery.ts); their tests keep each in step. Only pages with a nonce list
 * them: beside 'unsafe-inline' a hash would switch 'unsafe-inline' off.
 */
export const CONSENT_SCRIPT_SHA256 = "'sha256-2iKTJM30COOfzMy6PgY137mVXNEGsRZliV+QaT5vjso='"
export const CHUNK_RECOVERY_SCRIPT_SHA256 = "'sha256-b/n7Zgmw7LPfbLeP+fbJ6TcY1fJPZigooXtgu0maOPE='"
export const INLINE_SCRIPT_HASHES = [CONSENT_SCRIPT_SHA256, CHUNK_RECOVERY_SCRIPT_SHA256]

/** @param {string | undefined} src */
const originOf = (src) => {
  try {
    return src ? new URL(src).origin : ''
  } catch {
    return '' // src/lib/env.ts reports the bad value when the app starts
  }
}

/**
 * @param {{ nonce?: string, env?: Record<string, string | undefined> }} [options]
 * @returns {string}
 */
export function sitePolicy({ nonce, env = process.env } = {}) {
  const production = env.NODE_ENV === 'production'
  const https = production && (env.SERVER_URL ?? '').startsWith('https://')
  const chat = originOf(env.CHAT_WIDGET_SRC)
  const script = ["'self'", ...(nonce ? [`'nonce-${nonce}'`, ...INLINE_SCRIPT_HASHES] : ["'unsafe-inline'"]), production ? '' : "'unsafe-eval'", chat, OPENTABLE, HUBSPOT]
  return [
    "default-src 'self'",
    `script-src ${script.filter(Boolean).join(' ')}`,
    "style-src 'self' 'unsafe-inline' https://*.hsforms.net",
    `img-src 'self' data: blob: ${HUBSPOT}`,
    "font-src 'self' data:",
    `connect-src 'self'${chat ? ` ${chat}` : ''} ${HUBSPOT}${production ? '' : ' ws: wss:'}`,
    `frame-src 'self'${chat ? ` ${chat}` : ''} ${OPENTABLE} ${HUBSPOT}`,
    "media-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    // The back office previews the site in a frame of its own origin; nothing else may frame us.
    "frame-ancestors 'self'",
    https ? 'upgrade-insecure-requests' : '',
  ]
    .filter(Boolean)
    .join('; ')
}

/** JSON, CSV and GraphQL answers: nothing in them may run or load anything. */
export const API_POLICY = "default-src 'none'; frame-ancestors 'none'"

/**
 * The API reference for people (/v1/api/docs, docs/decisions/074): Scalar's renderer, served from
 * our origin, reads /v1/api/openapi.json and draws the page. It injects its own styles (style
 * elements and attributes), and nothing it needs comes from elsewhere.
 */
export const DOCS_POLICY =
  "default-src 'none'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; font-src 'self' data:; connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'"

/** Uploaded files are what staff (or an intruder) put there: an SVG opened on its own runs nothing and reaches nothing. */
export const UPLOADS_POLICY = "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; sandbox"
