/**
 * The visitor's address for rate limiting. Next sets x-forwarded-for to the socket address only when
 * the request has none, and a proxy in front appends the address it saw, so the last entry is the one
 * our side of the connection vouches for; a client-supplied first entry is ignored.
 */
export function clientIp(headers: Headers): string {
  const forwarded = headers.get('x-forwarded-for')
  const last = forwarded?.split(',').map((s) => s.trim()).filter(Boolean).at(-1)
  return last || headers.get('x-real-ip') || 'unknown'
}
