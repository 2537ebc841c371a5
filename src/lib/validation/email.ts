import tlds from 'tlds'

/** The one e-mail check every form, API and collection uses (spec 000 section 5, spec 001 section 5). */

const TLDS = new Set(tlds.map((t) => t.toLowerCase()))

// Local part, @, then a bracketed IPv4 literal or labels ending in a top-level part of 2+ letters.
const EMAIL_FORMAT =
  /^(([^<>()[\]\\.,;:\s@"]+(\.[^<>()[\]\\.,;:\s@"]+)*)|(".+"))@((\[(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})\])|(([a-zA-Z\-0-9]+\.)+([a-zA-Z]{2,})))$/

export function isValidEmail(value: string): boolean {
  const m = EMAIL_FORMAT.exec(value)
  if (!m) return false
  if (m[6]) return [m[7], m[8], m[9], m[10]].every((octet) => Number(octet) <= 255)
  return TLDS.has((m[13] ?? '').toLowerCase())
}
