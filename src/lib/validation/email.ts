import { ASCII_TLDS } from './tlds-ascii'

/** The one e-mail check every form, API and collection uses (spec 000 section 5, spec 001 section 5). */

// The `tlds` package's list, less the names the pattern below cannot match (docs/decisions/034).
const TLDS = new Set(ASCII_TLDS.split(' '))

// One plain mailbox: a dot-atom local part (no quoted local part: `"x"@evil.example,"y"@example.com`
// passed as one address and became two recipients), @, then a bracketed IPv4 literal or labels
// ending in a top-level part of 2+ letters. No comma, angle bracket, quote, whitespace or control character.
const ATOM = String.raw`[^<>()[\]\\.,;:\s@"\u0000-\u001f\u007f]+`
const EMAIL_FORMAT = new RegExp(
  String.raw`^${ATOM}(?:\.${ATOM})*@(?:\[(?<ip>\d{1,3}(?:\.\d{1,3}){3})\]|(?:[a-zA-Z\-0-9]+\.)+(?<tld>[a-zA-Z]{2,}))$`,
)

export function isValidEmail(value: string): boolean {
  if (value.length > 254) return false
  const groups = EMAIL_FORMAT.exec(value)?.groups
  if (!groups) return false
  if (groups.ip) return groups.ip.split('.').every((octet) => Number(octet) <= 255)
  return TLDS.has((groups.tld ?? '').toLowerCase())
}
