/**
 * The shell's view of who is signed in. Sign-in itself (tokens, refresh, profile) belongs to the
 * member-accounts capability; it sets these cookies and the shell only reads them.
 *
 * SESSION_TOKEN_COOKIE holds the credential (HttpOnly). SESSION_USER_COOKIE carries only what the
 * header displays, so statically generated pages can show the member's name without a request.
 */
export const SESSION_TOKEN_COOKIE = 'ch_session'
export const SESSION_USER_COOKIE = 'ch_user'

export type SessionUser = { name: string; email?: string }

export function parseSessionUser(value: string | null | undefined): SessionUser | null {
  if (!value) return null
  try {
    const parsed = JSON.parse(decodeURIComponent(value)) as Partial<SessionUser>
    if (typeof parsed.name !== 'string' || !parsed.name.trim()) return null
    return { name: parsed.name.trim().slice(0, 80), ...(typeof parsed.email === 'string' ? { email: parsed.email } : {}) }
  } catch {
    return null
  }
}

export const serializeSessionUser = (user: SessionUser): string => encodeURIComponent(JSON.stringify(user))

export function readCookie(cookieHeader: string, name: string): string | undefined {
  for (const part of cookieHeader.split(';')) {
    const eq = part.indexOf('=')
    if (eq > -1 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim()
  }
  return undefined
}
