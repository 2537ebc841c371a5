import { NextResponse, type NextRequest, type ProxyConfig } from 'next/server'

import { expectedHost, originHost } from '@/lib/http/same-origin'

/**
 * Next refuses a server action posted from another site by throwing, which answers 500 (issue 11,
 * finding 9). This refuses the same requests first, with 403: a page only takes a post (a server
 * action, with or without JavaScript) from its own origin. Posts without an Origin header are not
 * from a browser's cross-site form and go through, as Next lets them. The APIs under /api and
 * /v1/api are route handlers with their own rules and are not matched.
 */
export function proxy(request: NextRequest) {
  if (request.method === 'GET' || request.method === 'HEAD' || request.method === 'OPTIONS') return NextResponse.next()
  const origin = request.headers.get('origin')
  if (origin === null) return NextResponse.next()
  const host = expectedHost(request.headers)
  if (host && originHost(origin) === host) return NextResponse.next()
  return new NextResponse('Cross-site request refused', { status: 403, headers: { 'content-type': 'text/plain; charset=utf-8' } })
}

export const config: ProxyConfig = {
  // Only requests that carry an Origin (browsers send it on posts): page reads never run this.
  matcher: [{ source: '/((?!api/|v1/|_next/).*)', has: [{ type: 'header', key: 'origin' }] }],
}
