/**
 * A path taken from a request and put in a redirect must stay on this site. Browsers read a
 * backslash as a slash and "//host" as another host, and a value may arrive encoded more than once
 * (`%252F%252F`), so it is checked as it is and as it decodes: one leading "/", then no "/" or "\",
 * no backslash anywhere, no scheme, no whitespace or control characters. Anything else is `fallback`.
 */
export function sameOriginPath(path: string, fallback = '/'): string {
  const safe = (p: string) => /^\/(?![/\\])/.test(p) && !/[\\\s\u0000-\u001f\u007f]/.test(p) && !/^\/*[a-z][a-z0-9+.-]*:/i.test(p)
  let decoded = path
  for (let round = 0; round < 4; round++) {
    if (!safe(decoded)) return fallback
    let next: string
    try {
      next = decodeURIComponent(decoded)
    } catch {
      return fallback
    }
    if (next === decoded) return path
    decoded = next
  }
  return fallback
}
