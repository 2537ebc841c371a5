import { CLIENT_ADDRESS_HEADER } from './client-address.mjs'

/**
 * The visitor's address as the launcher's server (scripts/server.mjs) resolved it from the socket
 * and TRUST_PROXY_HOPS, overwriting whatever the client sent in that header. Without that server
 * (`next dev`, route handlers called in tests) the last X-Forwarded-For entry stands in; in
 * production without it every visitor shares one address rather than choosing their own.
 */
export function clientIp(headers: Headers): string {
  const resolved = headers.get(CLIENT_ADDRESS_HEADER)
  if (resolved) return resolved
  if (process.env.NODE_ENV === 'production') return 'unknown'
  return headers.get('x-forwarded-for')?.split(',').map((s) => s.trim()).filter(Boolean).at(-1) || 'unknown'
}
