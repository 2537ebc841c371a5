/**
 * The shell's view of who is signed in. Sign-in itself (tokens, refresh, profile) belongs to the
 * member-accounts capability; it sets these cookies and the shell only reads them.
 *
 * SESSION_TOKEN_COOKIE holds the access token (HttpOnly), and lives as long as it does (15 minutes).
 * SESSION_USER_COOKIE is the only one a script reads: it says that a sign-in exists and when to renew
 * it, and holds no personal data (issue 32); the header asks the server for the name (SESSION_ME_PATH).
 */
export const SESSION_TOKEN_COOKIE = 'ch_session'
export const SESSION_USER_COOKIE = 'ch_user'
/**
 * The refresh token (HttpOnly), sent only to the paths that renew or end a sign-in (its Path).
 * Renamed from `ch_refresh`, which was sent everywhere (Path=/): a browser holding both would send
 * both to the renewal, and the old one would be taken for a stolen copy. The old one is deleted.
 */
export const SESSION_REFRESH_COOKIE = 'ch_renew'
export const LEGACY_REFRESH_COOKIE = 'ch_refresh'
/** Where the browser renews its sign-in (POST, same origin) or is sent to renew it (GET ?next=). */
export const SESSION_REFRESH_PATH = '/account/refresh'
/** Where a form ends the sign-in: under the refresh path, so the refresh cookie goes there too. */
export const SESSION_END_PATH = `${SESSION_REFRESH_PATH}/end`
/** The refresh cookie's Path: the renewal and the sign-out, nowhere else. */
export const SESSION_REFRESH_COOKIE_PATH = SESSION_REFRESH_PATH
/** The signed-in member's name for the header (GET, same origin, never cached). */
export const SESSION_ME_PATH = '/account/me'
/** The spec's onboarding-complete flag, which logging out removes (spec 001 section 4, Session). */
export const ONBOARDING_KEY = 'onboarding-complete'

/** Each session cookie's Path, for setting and for clearing (a cookie is cleared only on its own path). */
export const SESSION_COOKIE_PATHS: Record<string, string> = {
  [SESSION_TOKEN_COOKIE]: '/',
  [SESSION_USER_COOKIE]: '/',
  [SESSION_REFRESH_COOKIE]: SESSION_REFRESH_COOKIE_PATH,
  [LEGACY_REFRESH_COOKIE]: '/',
}

/**
 * refreshAt: when the browser renews the sign-in, by the spec's rule (now + expiresIn - 100000,
 * in milliseconds since 1970), worked out by the server when it sets the cookie. The name is not in
 * the cookie: the header fetches it (useSessionUser).
 */
export type SessionHint = { refreshAt?: number }
export type SessionUser = { name: string; refreshAt?: number }

/** The display cookie: a sign-in exists (an object), and when to renew it. Anything else: signed out. */
export function parseSessionHint(value: string | null | undefined): SessionHint | null {
  if (!value) return null
  try {
    const parsed = JSON.parse(decodeURIComponent(value)) as unknown
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return null
    const refreshAt = (parsed as { refreshAt?: unknown }).refreshAt
    return typeof refreshAt === 'number' && Number.isFinite(refreshAt) ? { refreshAt } : {}
  } catch {
    return null
  }
}

/** The spec's expiry rule (spec 001 section 9): renew 100 seconds before the access token ends. */
export const refreshAtFor = (expiresInMs: number, now = Date.now()) => now + expiresInMs - 100_000

export const serializeSessionHint = (hint: SessionHint): string => encodeURIComponent(JSON.stringify(hint))

export function readCookie(cookieHeader: string, name: string): string | undefined {
  for (const part of cookieHeader.split(';')) {
    const eq = part.indexOf('=')
    if (eq > -1 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim()
  }
  return undefined
}
