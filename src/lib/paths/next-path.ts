/**
 * Where to go after signing in (`?next=`): a path on this site only, never another site
 * (`//evil.example`, `/\evil.example`, `https://…`), so a link cannot send a member elsewhere. The
 * checks run on the path as the URL parser leaves it too: `/.//evil.example` becomes
 * `//evil.example` once its dot segment is removed.
 */
const unsafe = (path: string) => !path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\') || /[\u0000-\u001f\\]/.test(path) || path.length > 512

export function safeNextPath(value: string | null | undefined, fallback = '/'): string {
  const path = (value ?? '').trim()
  if (unsafe(path)) return fallback
  try {
    const url = new URL(path, 'http://site.invalid')
    const normalised = `${url.pathname}${url.search}${url.hash}`
    return url.origin === 'http://site.invalid' && !unsafe(normalised) && !unsafe(decodeURIComponent(url.pathname)) ? normalised : fallback
  } catch {
    return fallback
  }
}
