import { describe, expect, it } from 'vitest'

import { buildIcs, escapeText, foldLine, icsUtc } from './ics'

const event = {
  id: 42,
  title: 'Summer party',
  startsAt: '2026-07-01T18:00:00.000Z',
  endsAt: '2026-07-01T22:30:00.000Z',
  location: 'The Terrace, 1 Fulham Road, London',
  description: 'Drinks; music, and dancing',
  url: 'https://club.example/event/summer-party',
}
const now = new Date('2026-06-01T09:15:30.123Z')
const unfold = (text: string) => text.replace(/\r\n /g, '')

describe('buildIcs', () => {
  const ics = buildIcs(event, now)

  it('is one VEVENT inside a VCALENDAR, every line ending in CRLF', () => {
    expect(ics.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true)
    expect(ics.endsWith('END:VEVENT\r\nEND:VCALENDAR\r\n')).toBe(true)
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/)
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(1)
  })

  it('names the event uniquely and stamps it in UTC', () => {
    // The site's domain makes it unique across calendars (RFC 5545 3.8.4.7).
    expect(ics).toContain('\r\nUID:event-42@club.example\r\n')
    expect(ics).toContain('\r\nDTSTAMP:20260601T091530Z\r\n')
  })

  it('gives start and end as UTC instants (19:00 London summer time is 18:00Z)', () => {
    expect(ics).toContain('\r\nDTSTART:20260701T180000Z\r\n')
    expect(ics).toContain('\r\nDTEND:20260701T223000Z\r\n')
  })

  it('ends two hours after the start when the event has no end', () => {
    const out = buildIcs({ ...event, endsAt: null }, now)
    expect(out).toContain('\r\nDTEND:20260701T200000Z\r\n')
  })

  it('escapes the title, place and description, and keeps the address as a plain URI', () => {
    expect(ics).toContain('\r\nSUMMARY:Summer party\r\n')
    expect(unfold(ics)).toContain('\r\nLOCATION:The Terrace\\, 1 Fulham Road\\, London\r\n')
    expect(unfold(ics)).toContain('\r\nDESCRIPTION:Drinks\\; music\\, and dancing\r\n')
    expect(unfold(ics)).toContain('\r\nURL:https://club.example/event/summer-party\r\n')
  })

  it('leaves out an empty place or description', () => {
    const out = buildIcs({ ...event, location: ' ', description: null }, now)
    expect(out).not.toContain('LOCATION')
    expect(out).not.toContain('DESCRIPTION')
  })

  it('folds long lines to 75 octets, and unfolding gives the text back', () => {
    const description = 'A long evening of talks, '.repeat(12)
    const out = buildIcs({ ...event, description }, now)
    for (const line of out.split('\r\n')) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75)
    expect(unfold(out)).toContain(`DESCRIPTION:${escapeText(description.trim())}\r\n`)
  })
})

describe('escapeText', () => {
  it('escapes backslash, semicolon, comma and line breaks, in that order', () => {
    expect(escapeText('a\\b;c,d\ne\r\nf\rg')).toBe('a\\\\b\\;c\\,d\\ne\\nf\\ng')
  })

  it('drops control characters the format does not allow, keeping tabs', () => {
    expect(escapeText('a\u0000b\u0007c\td')).toBe('abc\td')
  })
})

describe('foldLine', () => {
  it('leaves a line of 75 octets alone', () => {
    const line = 'X'.repeat(75)
    expect(foldLine(line)).toBe(line)
  })

  it('breaks a longer line with CRLF and a space, the space counting on the next line', () => {
    const folded = foldLine('Y'.repeat(160))
    const parts = folded.split('\r\n')
    expect(parts.map((p) => p.length)).toEqual([75, 75, 12]) // 75 + 74 + 11 characters
    expect(parts.slice(1).every((p) => p.startsWith(' '))).toBe(true)
  })

  it('never splits a multi-byte character', () => {
    const line = `SUMMARY:${'£é€'.repeat(30)}`
    const parts = foldLine(line).split('\r\n')
    const encoder = new TextEncoder()
    for (const part of parts) expect(encoder.encode(part).length).toBeLessThanOrEqual(75)
    expect(parts.map((p, i) => (i === 0 ? p : p.slice(1))).join('')).toBe(line)
    expect(parts.join('')).not.toContain('\uFFFD')
  })
})

describe('icsUtc', () => {
  it('drops separators and milliseconds', () => {
    expect(icsUtc('2026-12-04T19:00:00.999Z')).toBe('20261204T190000Z')
  })
})
