/**
 * Whether a browser's request comes from a page of this site: its Origin names the host the
 * browser addressed (Next's own rule: the first forwarded host, else Host), or the configured
 * public origin. So http://127.0.0.1:3000 and http://localhost:3000 each count as themselves,
 * and behind a proxy the public name does.
 */
export function expectedHost(headers: Headers): string | null {
  const forwarded = headers.get('x-forwarded-host')?.split(',')[0]?.trim()
  return forwarded || headers.get('host')
}

export function originHost(origin: string): string | null {
  try {
    return new URL(origin).host || null
  } catch {
    return null
  }
}

/** A request without Origin is not a browser's cross-site post (browsers send it on every post). */
export function fromThisSite(headers: Headers, serverUrl: string): boolean {
  const origin = headers.get('origin')
  if (origin === null) return true
  const host = originHost(origin)
  return host !== null && (host === expectedHost(headers) || origin === serverUrl)
}
