/**
 * Where to go after signing in (`?next=`): a path on this site only, never another site
 * (`//evil.example`, `/\evil.example`, `https://…`), so a link cannot send a member elsewhere.
 */
export function safeNextPath(value: string | null | undefined, fallback = '/'): string {
  const path = (value ?? '').trim()
  if (!path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\') || /[\u0000-\u001f\\]/.test(path) || path.length > 512) return fallback
  try {
    const url = new URL(path, 'http://site.invalid')
    return url.origin === 'http://site.invalid' ? `${url.pathname}${url.search}${url.hash}` : fallback
  } catch {
    return fallback
  }
}
