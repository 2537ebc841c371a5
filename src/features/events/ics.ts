/**
 * An event as an iCalendar file (RFC 5545) for "Add to calendar": one VEVENT in UTC, so every
 * calendar places it at the right London time without a VTIMEZONE block.
 */

export type IcsEvent = {
  id: number | string
  title: string
  /** ISO instants. */
  startsAt: string
  endsAt?: string | null
  location?: string | null
  description?: string | null
  /** The event page, absolute. */
  url: string
}

/** Events without an end are given two hours, so calendars show a block rather than a point. */
export const DEFAULT_DURATION_MS = 2 * 60 * 60 * 1000

const CRLF = '\r\n'
const MAX_OCTETS = 75

/** 20261204T190000Z */
export function icsUtc(instant: string | Date): string {
  return new Date(instant).toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '')
}

/**
 * TEXT values (RFC 5545 3.3.11): backslash, semicolon and comma escaped, line breaks as \n, and
 * other control characters, which the format does not allow, dropped.
 */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n')
    .replace(/[\u0000-\u0008\u000a-\u001f\u007f]/g, '')
}

const encoder = new TextEncoder()
const octets = (text: string) => encoder.encode(text).length

/**
 * Lines longer than 75 octets are folded (RFC 5545 3.1): CRLF plus one space, never inside a
 * multi-byte character. The space counts towards the continuation line's 75.
 */
export function foldLine(line: string): string {
  if (octets(line) <= MAX_OCTETS) return line
  const parts: string[] = []
  let current = ''
  let size = 0
  for (const char of line) {
    const n = octets(char)
    const limit = parts.length === 0 ? MAX_OCTETS : MAX_OCTETS - 1
    if (size + n > limit) {
      parts.push(current)
      current = ''
      size = 0
    }
    current += char
    size += n
  }
  parts.push(current)
  return parts.join(`${CRLF} `)
}

/** A URI value is not TEXT: no escaping, but nothing that would break the line either. */
const uri = (value: string) => value.replace(/[\u0000-\u001f\u007f\s]/g, (c) => encodeURIComponent(c))

export function buildIcs(event: IcsEvent, now: Date = new Date()): string {
  const start = new Date(event.startsAt)
  const end = event.endsAt ? new Date(event.endsAt) : new Date(start.getTime() + DEFAULT_DURATION_MS)
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Clubhouse//Events//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    // RFC 5545 3.8.4.7: a UID made unique by the site's domain.
    `UID:event-${event.id}@${new URL(event.url).hostname}`,
    `DTSTAMP:${icsUtc(now)}`,
    `DTSTART:${icsUtc(start)}`,
    `DTEND:${icsUtc(end)}`,
    `SUMMARY:${escapeText(event.title)}`,
    ...(event.location?.trim() ? [`LOCATION:${escapeText(event.location.trim())}`] : []),
    ...(event.description?.trim() ? [`DESCRIPTION:${escapeText(event.description.trim())}`] : []),
    `URL:${uri(event.url)}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ]
  return lines.map(foldLine).join(CRLF) + CRLF
}
