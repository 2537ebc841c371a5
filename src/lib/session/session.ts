/**
 * The shell's view of who is signed in. Sign-in itself (tokens, refresh, profile) belongs to the
 * member-accounts capability; it sets these cookies and the shell only reads them.
 *
 * SESSION_TOKEN_COOKIE holds the credential (HttpOnly). SESSION_USER_COOKIE carries only what the
 * header displays, so statically generated pages can show the member's name without a request.
 */
export const SESSION_TOKEN_COOKIE = 'ch_session'
export const SESSION_USER_COOKIE = 'ch_user'
/** The refresh token (HttpOnly), sent only to the paths that renew or end a sign-in. */
export const SESSION_REFRESH_COOKIE = 'ch_refresh'
/** Where the browser renews its sign-in (POST, same origin) or is sent to renew it (GET ?next=). */
export const SESSION_REFRESH_PATH = '/account/refresh'
/** The spec's onboarding-complete flag, which logging out removes (spec 001 section 4, Session). */
export const ONBOARDING_KEY = 'onboarding-complete'

/**
 * refreshAt: when the browser renews the sign-in, by the spec's rule (now + expiresIn - 100000,
 * in milliseconds since 1970), worked out by the server when it sets the cookie.
 */
export type SessionUser = { name: string; email?: string; refreshAt?: number }

export function parseSessionUser(value: string | null | undefined): SessionUser | null {
  if (!value) return null
  try {
    const parsed = JSON.parse(decodeURIComponent(value)) as Partial<SessionUser>
    if (typeof parsed.name !== 'string' || !parsed.name.trim()) return null
    return {
      name: parsed.name.trim().slice(0, 80),
      ...(typeof parsed.email === 'string' ? { email: parsed.email } : {}),
      ...(typeof parsed.refreshAt === 'number' && Number.isFinite(parsed.refreshAt) ? { refreshAt: parsed.refreshAt } : {}),
    }
  } catch {
    return null
  }
}

/** The spec's expiry rule (spec 001 section 9): renew 100 seconds before the access token ends. */
export const refreshAtFor = (expiresInMs: number, now = Date.now()) => now + expiresInMs - 100_000

export const serializeSessionUser = (user: SessionUser): string => encodeURIComponent(JSON.stringify(user))

export function readCookie(cookieHeader: string, name: string): string | undefined {
  for (const part of cookieHeader.split(';')) {
    const eq = part.indexOf('=')
    if (eq > -1 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim()
  }
  return undefined
}
