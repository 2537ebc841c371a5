import { NextResponse, type NextRequest, type ProxyConfig } from 'next/server'

import { isContentStaff } from '@/lib/access'
import { formControlCharacterField } from '@/lib/forms/control-characters'
import { sitePolicy } from '@/lib/http/csp.mjs'
import { expectedHost, originHost } from '@/lib/http/same-origin'
import { PREBUILT_PATHS } from '@/lib/paths/normalize'
import { controlCharacterParameter, controlCharactersMessage, hasLineControlCharacters } from '@/lib/validation/control-characters'

// /404 is pre-built too (src/app/global-not-found.tsx): its scripts carry no nonce, so it keeps the
// build's policy (decision 057).
const PREBUILT = new Set<string>(['/', '/404', ...PREBUILT_PATHS])

/**
 * Every page request passes here.
 *
 * Posts: Next refuses a server action posted from another site by throwing, which answers 500
 * (issue 11, finding 9). This refuses the same requests first, with 403: a page only takes a post
 * (a server action, with or without JavaScript) from its own origin. Posts without an Origin
 * header are not from a browser's cross-site form and go through, as Next lets them.
 *
 * Scripts: a page rendered on request (the back office, every page but the pre-built ones) gets a
 * fresh nonce in its Content-Security-Policy, which Next reads from the request header and puts on
 * its own scripts, so no 'unsafe-inline' is needed (issue 11, finding 12; src/lib/http/csp.mjs).
 *
 * Drafts: draft mode is only a cookie, which outlives a sign-out and can be copied. It counts only
 * on a request that also carries a valid content or admin session; otherwise it is taken off the
 * request, so the page renders published content, and cleared in the browser (issue 11, finding 7).
 *
 * Control characters: a NUL in a search parameter, a page's address or a posted form's field
 * reached the database, which refused it (503, and the query's values in the log). They are refused
 * here with 400 (issue 32 §5; src/lib/validation/control-characters.ts). The spec's API (/v1/) gets
 * only this check on its address; its bodies are checked where they are read (src/lib/http/json-endpoint.ts).
 */
export async function proxy(request: NextRequest) {
  const badField = addressControlCharacterField(request)
  if (request.nextUrl.pathname.startsWith('/v1/')) {
    if (!badField) return NextResponse.next()
    const message = controlCharactersMessage(badField)
    return NextResponse.json({ message, errors: { [badField]: message } }, { status: 400 })
  }
  if (badField) return refused(badField)
  const origin = request.headers.get('origin')
  if (request.method !== 'GET' && request.method !== 'HEAD' && request.method !== 'OPTIONS' && origin !== null) {
    const host = expectedHost(request.headers)
    if (!host || originHost(origin) !== host) {
      return new NextResponse('Cross-site request refused', { status: 403, headers: { 'content-type': 'text/plain; charset=utf-8' } })
    }
  }
  // The back office's own server functions carry Payload's form state (rich text pasted from a
  // word processor may hold a vertical tab); what staff save goes through /api, checked there.
  if (request.method === 'POST' && !isBackOffice(request)) {
    const field = await formControlCharacterField(request)
    if (field) return refused(field)
  }
  const headers = new Headers(request.headers)
  const endPreview = request.cookies.has(DRAFT_MODE_COOKIE) && !(await signedInContentStaff(request))
  if (endPreview) headers.set('cookie', withoutCookie(request, DRAFT_MODE_COOKIE))

  const path = request.nextUrl.pathname.replace(/\/+$/, '').toLowerCase() || '/'
  let policy: string | undefined
  if (!PREBUILT.has(path)) {
    policy = sitePolicy({ nonce: btoa(crypto.randomUUID()) })
    headers.set('content-security-policy', policy)
  }
  const response = policy || endPreview ? NextResponse.next({ request: { headers } }) : NextResponse.next()
  if (policy) response.headers.set('content-security-policy', policy)
  if (endPreview) response.cookies.delete(DRAFT_MODE_COOKIE)
  return response
}

/** The search parameter, or the address itself, that holds a control character. */
function addressControlCharacterField(request: NextRequest): string | undefined {
  let path = request.nextUrl.pathname
  try {
    path = decodeURIComponent(path)
  } catch {
    // a malformed escape is Next's to answer
  }
  if (hasLineControlCharacters(path)) return 'the address'
  return controlCharacterParameter(request.nextUrl.searchParams)
}

const isBackOffice = (request: NextRequest) => /^\/admin(\/|$)/.test(request.nextUrl.pathname)

const refused = (field: string) =>
  new NextResponse(controlCharactersMessage(field), { status: 400, headers: { 'content-type': 'text/plain; charset=utf-8' } })

/** Next's draft-mode cookie. */
const DRAFT_MODE_COOKIE = '__prerender_bypass'

const withoutCookie = (request: NextRequest, name: string) =>
  request.cookies
    .getAll()
    .filter((c) => c.name !== name)
    .map((c) => `${c.name}=${encodeURIComponent(c.value)}`)
    .join('; ')

/**
 * Asks this app's own back office who the session belongs to, as Payload checks it (signature,
 * expiry, the session not ended by a logout, the request's Origin). Always on loopback: an address
 * taken from the request's Host would let a visitor choose who answers.
 */
async function signedInContentStaff(request: NextRequest): Promise<boolean> {
  if (!request.cookies.has('payload-token')) return false
  const forwarded: Record<string, string> = { cookie: request.headers.get('cookie') ?? '' }
  for (const name of ['origin', 'sec-fetch-site']) {
    const value = request.headers.get(name)
    if (value) forwarded[name] = value
  }
  try {
    const res = await fetch(`http://127.0.0.1:${process.env.PORT || 3000}/api/users/me`, { headers: forwarded, cache: 'no-store', signal: AbortSignal.timeout(3000) })
    const { user } = (await res.json()) as { user: (Record<string, unknown> & { collection?: string }) | null }
    return Boolean(user) && isContentStaff({ user: { ...user, collection: user!.collection ?? 'users' } } as never)
  } catch {
    return false
  }
}

export const config: ProxyConfig = {
  // Pages and the back office; not Payload's API (a route handler with its own rules, checked by
  // src/lib/payload-api, whose uploads may be larger than the proxy's buffer), Next's assets or
  // public files. The spec's API (/v1/) only for its address (see proxy above).
  matcher: ['/((?!api/|_next/|seed/|icon\\.svg|favicon\\.ico|robots\\.txt|sitemap\\.xml).*)'],
}
