/**
 * Page paths are stored and looked up in one form: a leading slash, no trailing slash, no query,
 * lower case. An empty path is the home page, which the caller resolves through site settings.
 */
export function normalizePath(input: string | string[] | undefined | null): string {
  const raw = Array.isArray(input) ? input.join('/') : (input ?? '')
  const withoutQuery = raw.split(/[?#]/)[0] ?? ''
  const segments = withoutQuery
    .split('/')
    .map((s) => s.trim())
    .filter(Boolean)
    .map((s) => {
      try {
        return decodeURIComponent(s)
      } catch {
        return s
      }
    })
  return `/${segments.join('/')}`.toLowerCase()
}

/** The paths the spec serves from a pre-built copy, each with its own static route file (and the home page). */
export const PREBUILT_PATHS = [
  '/knightsbridge',
  '/city',
  '/fulham',
  '/kensington',
  '/the-club',
  '/discover-offices',
  '/membership/book-a-tour',
] as const
