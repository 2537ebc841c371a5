/**
 * What search engines may crawl, list and treat as the one address of a page (docs/decisions/027,
 * 056): one list each, read by /robots.txt, /sitemap.xml and every page's metadata alike.
 */

/** robots.txt's Disallow lines: the back office, the APIs, and pages that are one person's. `*` stands for any characters. */
export const DISALLOWED_PATHS = [
  '/admin',
  '/api/',
  '/v1/',
  '/preview',
  '/account/',
  '/application/',
  '/corporate/',
  '/payments/',
  '/direct-debit/',
  '/event-tickets/*/order/',
  '/reservation-confirmation',
  '/logout',
] as const

/**
 * robots.txt's Allow lines. Uploaded pictures are under /api/ but are what link previews and
 * structured data show: the longer Allow wins over Disallow: /api/ (RFC 9309 2.2.2).
 */
export const ALLOWED_PATHS = ['/', '/api/media/file/'] as const

/** Pages that end a visitor's errand (a thank-you page): nothing a search should land on. */
export const ERRAND_ENDS = ['/membership/book-a-tour/complete'] as const

/**
 * Pages that show what another page shows, and the page search engines should list instead: the
 * copy names the kept page as its canonical address and stays out of the sitemap (decision 056).
 */
export const COPIES: Readonly<Record<string, string>> = {
  '/knightsbridge/terrace-and-private-events': '/knightsbridge/terrace-private-events',
  '/book-a-tour': '/membership/book-a-tour',
  '/clubhouse-summit-25': '/event/clubhouse-summit-25',
}

const pattern = (rule: string) => new RegExp(`^${rule.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')}`)
const DISALLOWED = DISALLOWED_PATHS.map(pattern)

/** Whether robots.txt keeps crawlers off a path (the Allow for uploads is longer than any Disallow it meets). */
export function isDisallowed(path: string): boolean {
  if (path.startsWith('/api/media/file/')) return false
  return DISALLOWED.some((rule) => rule.test(path))
}

/** The address a page asks to be listed at: the kept page for a copy, else its own. */
export const canonicalPathOf = (path: string): string => COPIES[path] ?? path

/** Pages that ask not to be indexed whatever staff set: crawlers kept off, and errands' ends. */
export const isNoindexPath = (path: string): boolean => isDisallowed(path) || (ERRAND_ENDS as readonly string[]).includes(path)

/** Pages the sitemap leaves out: not indexed, or a copy of another. */
export const isUnlistedPath = (path: string): boolean => isNoindexPath(path) || path in COPIES
