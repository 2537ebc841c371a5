import { TZDate } from '@date-fns/tz'
import { format } from 'date-fns'
import { describe, expect, it } from 'vitest'

import { MembershipTypes } from '@/collections/MembershipTypes'
import { adultMonthlyFee } from '@/features/membership/fees'
import { parseMembership } from '@/features/membership/params'
import { CLIENT_TYPES } from '@/model/people'

import { londonDayOf, SEASONS, type Season } from './calendar'
import { clubs, footer, menus, pages, seedSettings, type ClubName } from './content'
import { seedEvents, type SeedEvent } from './events'
import { clubEmail, CORPORATE_TEAM, count, EMAILS, FACILITIES, PHONES, pounds, range } from './facts'
import { roomCapacity, roomsIn, seedMeetingRooms } from './meeting-rooms'
import { membershipTypes } from './membership-types'
import { officeDesks, seedOffices } from './offices'
import { pageBlocks } from './page-blocks'
import { pageLayout } from './page-layout'
import { STYLEGUIDE_PATH, styleguideLayout } from './styleguide'

/**
 * Every string the seed writes, with where it sits, checked for facts that disagree with each
 * other: a team's phone or e-mail, a meeting room's size and price, the date of a named event,
 * how a time is written, and a range ("one to forty") that one page writes another way.
 */

type Obj = Record<string, unknown>
/** An object of the seed (a page, a block, a card…), with the chain of objects it sits in. */
type Node = { value: Obj; parent?: Node; where: string }
/** One string of copy and the object that holds it. */
type Copy = { text: string; key: string; node: Node }
type Source = { where: string; value: Obj; page?: boolean }

/** Keys whose strings are settings or identifiers, not words a visitor reads. */
const NOT_COPY = new Set(['blockType', '__seedImage', 'type', 'mode', 'direction', 'format', 'style', 'tag', 'colour', 'colourRight', 'background', 'pattern', 'variant', 'region', 'mediaType', 'size', 'platform', 'itemId', 'priceIdentifier', 'officeGroupId', 'spaceId', 'slug', 'icon', 'eventStatus', 'eventType', 'membershipType', 'defaultMembership', 'alignment', 'cardShape', 'buttonAction', 'selection', 'shareLink'])

const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v)

function sources(now: Date): Source[] {
  const blocks = pageBlocks(now)
  return [
    ...pages.map((p) => ({ where: p.path, value: { title: p.title, metaDescription: p.metaDescription, layout: pageLayout(p, blocks[p.path] ?? []) }, page: true })),
    ...membershipTypes.map((t) => ({ where: `/book-a-tour?membership=${t.title}`, value: { title: `${t.title} membership`, layout: [...t.hero, ...t.sections] }, page: true })),
    { where: STYLEGUIDE_PATH, value: { title: 'Styleguide', layout: styleguideLayout(now) } },
    { where: 'settings', value: seedSettings(now) },
    { where: 'menus', value: menus },
    { where: 'footer', value: footer },
    ...seedEvents(now).map((e) => ({ where: `/event/${e.slug}`, value: e as Obj })),
    ...seedOffices(now).map((o) => ({ where: `office ${o.officeGroupId}`, value: o as Obj })),
    ...seedMeetingRooms.map((r) => ({ where: `meeting room ${r.spaceId}`, value: r as Obj })),
  ]
}

/** Every object and every string of copy in the seed. */
function scan(now: Date) {
  const nodes: Node[] = []
  const copy: Copy[] = []
  const walk = (value: unknown, key: string, node: Node) => {
    if (typeof value === 'string') {
      if (!NOT_COPY.has(key) && !/^\d{4}-\d{2}-\d{2}T/.test(value)) copy.push({ text: value, key, node })
    } else if (Array.isArray(value)) {
      for (const item of value) walk(item, key, node)
    } else if (isObj(value)) {
      const child: Node = { value, parent: node, where: node.where }
      nodes.push(child)
      for (const [k, v] of Object.entries(value)) walk(v, k, child)
    }
  }
  for (const source of sources(now)) {
    const root: Node = { value: source.value, where: source.where }
    nodes.push(root)
    for (const [k, v] of Object.entries(source.value)) walk(v, k, root)
  }
  return { nodes, copy }
}

/** The strings an object holds itself (not those of the objects inside it). */
const ownStrings = (node: Node) =>
  Object.entries(node.value)
    .filter(([k, v]) => typeof v === 'string' && !NOT_COPY.has(k))
    .map(([, v]) => v as string)
const ownText = (node: Node) => ownStrings(node).join(' \n ')

const ancestry = (node: Node): Node[] => (node.parent ? [node, ...ancestry(node.parent)] : [node])
const sentences = (text: string) => text.split(/(?<=[.!?:;])\s+|\n+/)

const NAMES = clubs.map((c) => c.name)
const clubsNamed = (text: string) => NAMES.filter((name) => new RegExp(`\\b${name}\\b`).test(text))

/** The one club a sentence is about: named in it, or else in the nearest object around it that names one. */
function clubOf(sentence: string, node: Node): ClubName | undefined {
  for (const text of [sentence, ...ancestry(node).map(ownText)]) {
    const named = clubsNamed(text)
    if (named.length === 1) return named[0]
    if (named.length > 1) return undefined
  }
  return undefined
}

/** A number as copy writes it, in words below a hundred ("thirty-six") or in figures. */
const WORD_NUMBERS = new Map(Array.from({ length: 100 }, (_, n) => [count(n), n]))
const NUMBER = String.raw`(\d+|(?:twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)(?:-[a-z]+)?|[a-z]+teen|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)`
const toNumber = (word: string): number | undefined => (/^\d+$/.test(word) ? Number(word) : WORD_NUMBERS.get(word.toLowerCase()))

// Phones and e-mails ------------------------------------------------------------------------------

const CLUB_PHONES = clubs.map((c) => c.phone)
const KNOWN_PHONES: string[] = [...Object.values(PHONES), ...CLUB_PHONES]
const KNOWN_EMAILS: string[] = [...Object.values(EMAILS), ...NAMES.map(clubEmail)]
const digits = (phone: string) => {
  const d = phone.replace(/\D/g, '')
  return d.startsWith('44') ? `0${d.slice(2).replace(/^0/, '')}` : d
}
const PHONE = /(?:\+44|(?<![\w.,£:\-/])0)[\d\s()-]{8,}\d/g
const EMAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g
/** The numbers in a string; a tel: link is one number. */
const phonesIn = (text: string) => (text.startsWith('tel:') ? [text.slice(4)] : [...text.matchAll(PHONE)].map((m) => m[0].trim()))
const emailsIn = (text: string) => [...text.matchAll(EMAIL)].map((m) => m[0])

/** The teams copy names, and the only numbers and addresses that may stand beside their name. */
const TEAMS: { team: string; says: RegExp; phones: string[]; emails: string[] }[] = [
  { team: 'office sales', says: /office sales|office team/i, phones: [PHONES.officeSales], emails: [EMAILS.offices] },
  { team: 'events', says: /events team|private hire|event enquiry/i, phones: [PHONES.events, PHONES.eventsWhatsapp], emails: [EMAILS.events] },
  { team: 'membership', says: /membership team/i, phones: [PHONES.main], emails: [EMAILS.membership] },
]
/** The fields that say which club an object is: "Clubhouse Fulham", "Reception, Knightsbridge". */
const clubIdentity = (value: Obj): ClubName | undefined => {
  const ids = ['clubName', 'name', 'restaurantName', 'title', 'buttonText']
    .map((k) => value[k])
    .filter((v): v is string => typeof v === 'string')
    .flatMap((v) => {
      const m = /^(?:Clubhouse (\w+)|.*, (\w+)|Call the (\w+) team)$/.exec(v)
      return m ? [m[1] ?? m[2] ?? m[3]] : v === value.clubName ? [v] : []
    })
    .filter((n): n is ClubName => NAMES.includes(n as ClubName))
  return ids.length === 1 ? ids[0] : undefined
}

// Times -----------------------------------------------------------------------------------------

/**
 * The spec's time formats: "HH:mm" (tables, offices) and "h:mm A" (the events list's "LT").
 * Anything else that reads as a time ("7pm", "6.30am", "8.20", "7:30") is a third way.
 */
const HH_MM = /(?<![\d:])([01]\d|2[0-3]):[0-5]\d(?![\d:])/g
const H_MM_A = /(?<![\d:])(1[0-2]|[1-9]):[0-5]\d (?:AM|PM)\b/g
const OTHER_TIMES = [/(?<![\w£.,:])\d{1,2}(?:[.:]\d{2})?\s?(?:am|pm|a\.m\.|p\.m\.)(?![a-z])/gi, /(?<![\w£.,:])\d{1,2}\.\d{2}(?![\d%])/g, /(?<![\d:])\d:\d{2}(?![\d:]| ?[AP]M)/g]

// Dates -----------------------------------------------------------------------------------------

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December']
const DATE = new RegExp(String.raw`\b(?:(Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday),?\s+)?(\d{1,2})(?:st|nd|rd|th)?\s+(${MONTHS.join('|')})\b`, 'g')
const londonDay = (iso: string) => new TZDate(new Date(iso).getTime(), 'Europe/London')
const eventsNamed = (text: string, events: SeedEvent[]) => events.filter((e) => new RegExp(`\\b${e.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`, 'i').test(text))

// Ranges ----------------------------------------------------------------------------------------

/** What a range is about, found in its sentence or the object around it, and the range the listings give. */
const TOPICS: { about: RegExp; expected: (club?: ClubName) => { min: number; max: number } }[] = [
  { about: /office|desk/i, expected: (club) => officeDesks(club) },
  { about: /meeting rooms?|\brooms?\b/i, expected: (club) => roomCapacity(club) },
  { about: /corporate|\bteams?\b|colleagues|memberships/i, expected: () => CORPORATE_TEAM },
]
const RANGE = new RegExp(String.raw`(?<![\d:.,£])\b(?:(between)\s+)?${NUMBER}\s+(to|and)\s+${NUMBER}\b(?![\d:.,])`, 'gi')

function rangeFindings(now: Date) {
  const found: { where: string; written: string; sentence: string; expected: string }[] = []
  for (const { text, node } of scan(now).copy) {
    for (const sentence of sentences(text)) {
      for (const m of sentence.matchAll(RANGE)) {
        const [written, between, low, joiner, high] = m
        if ((joiner!.toLowerCase() === 'and') !== Boolean(between)) continue
        if (toNumber(low!) === undefined || toNumber(high!) === undefined) continue
        const context = [sentence, ...ancestry(node).map(ownText)]
        const topic = context.map((t) => TOPICS.find((candidate) => candidate.about.test(t))).find(Boolean)
        if (!topic) continue
        const span = topic.expected(clubOf(sentence, node))
        const words = between ? `between ${count(span.min)} and ${count(span.max)}` : range(span)
        found.push({ where: node.where, written: written.toLowerCase(), sentence, expected: words })
      }
    }
  }
  return found
}

// ------------------------------------------------------------------------------------------------

const NOWS = [new Date('2026-11-23T15:00:00Z'), new Date('2027-05-10T09:00:00Z')]

describe.each(NOWS.map((now) => [now.toISOString().slice(0, 10), now] as const))('seeded content, seeded on %s', (_, now) => {
  const { nodes, copy } = scan(now)
  const events = seedEvents(now)

  it('announces each banner in one line a phone shows whole (32 px high, 390 px wide)', () => {
    // About 44 capitals fit at 390 px in the banner's 12 px, lightly spaced type.
    for (const { bannerText } of seedSettings(now).banners) expect(bannerText.length, bannerText).toBeLessThanOrEqual(44)
  })

  it('is scanned whole: every page, the styleguide, the globals and the listings', () => {
    expect(copy.length).toBeGreaterThan(1000)
    expect(new Set(nodes.map((n) => n.where))).toEqual(new Set(sources(now).map((s) => s.where)))
  })

  it('writes only the club’s own phone numbers and e-mail addresses, each the one way it is registered', () => {
    const wrong: string[] = []
    for (const { text, node } of copy) {
      const link = text.startsWith('tel:')
      for (const phone of phonesIn(text)) {
        const known = KNOWN_PHONES.find((k) => digits(k) === digits(phone))
        if (!known) wrong.push(`${node.where}: unknown number ${phone}`)
        else if (!link && phone !== known) wrong.push(`${node.where}: ${phone} written another way than ${known}`)
      }
      for (const email of emailsIn(text)) if (!KNOWN_EMAILS.includes(email)) wrong.push(`${node.where}: unknown e-mail ${email}`)
    }
    expect(wrong).toEqual([])
  })

  it('gives each person, team and club the same phone number and e-mail on every page', () => {
    const wrong: string[] = []
    const byPerson = new Map<string, Set<string>>()
    for (const node of nodes) {
      const own = ownText(node)
      const phones = ownStrings(node).flatMap(phonesIn).map(digits)
      const emails = emailsIn(own)
      if (!phones.length && !emails.length) continue
      const person = node.value.contactPerson
      if (typeof person === 'string') {
        const seen = byPerson.get(person) ?? new Set()
        seen.add(`${phones.join(',')} ${emails.join(',')}`)
        byPerson.set(person, seen)
      }
      const teams = TEAMS.filter((t) => t.says.test(own))
      if (teams.length === 1) {
        const [team] = teams
        for (const p of phones) if (!team!.phones.map(digits).includes(p)) wrong.push(`${node.where}: ${team!.team} with the number ${p}`)
        for (const e of emails) if (!team!.emails.includes(e)) wrong.push(`${node.where}: ${team!.team} with the e-mail ${e}`)
        continue
      }
      const club = clubIdentity(node.value)
      if (teams.length === 0 && club) {
        const own = clubs.find((c) => c.name === club)!
        for (const p of phones) if (p !== digits(own.phone)) wrong.push(`${node.where}: ${club} with the number ${p}`)
        for (const e of emails) if (e !== clubEmail(club)) wrong.push(`${node.where}: ${club} with the e-mail ${e}`)
      }
    }
    for (const [person, seen] of byPerson) if (seen.size > 1) wrong.push(`${person}: ${[...seen].join(' / ')}`)
    expect(wrong).toEqual([])
  })

  it('quotes each meeting room at the size and price of its listing, and each club with the rooms it has', () => {
    const wrong: string[] = []
    const pounds = (text: unknown) => (typeof text === 'string' ? Number(/£([\d,]+)/.exec(text)?.[1]?.replace(/,/g, '')) : NaN)
    const SIZE = new RegExp(String.raw`(?:\bfor|up to)\s+${NUMBER}\b(?!-)|\b${NUMBER}\s+(?:seats|guests|people)\b`, 'gi')
    for (const node of nodes) {
      const v = node.value
      const name = typeof v.title === 'string' ? v.title : typeof v.meetingRoomName === 'string' ? v.meetingRoomName : undefined
      const room = name && seedMeetingRooms.find((r) => name === r.meetingRoomName || name === `${r.meetingRoomName}, ${r.clubLocation}`)
      if (!room) continue
      if ('numOfPeople' in v && v.numOfPeople !== room.capacity) wrong.push(`${node.where}: ${name} for ${String(v.numOfPeople)}, listed for ${room.capacity}`)
      for (const item of Array.isArray(v.items) ? (v.items as Obj[]) : []) {
        const hire = String(item.lengthOfHire)
        const listed = /hour/i.test(hire) ? room.pricePerHour : /day/i.test(hire) && !/half/i.test(hire) ? room.pricePerDay : undefined
        if (listed === undefined || listed === null || pounds(item.nonMemberPrice) !== listed) wrong.push(`${node.where}: ${name} ${hire} at ${String(item.nonMemberPrice)}, listed at £${String(listed)}`)
      }
      for (const text of [v.description, v.longDescription, v.text].filter((t): t is string => typeof t === 'string')) {
        for (const m of text.matchAll(SIZE)) {
          const n = toNumber(m[1] ?? m[2]!)
          if (n !== undefined && n !== room.capacity) wrong.push(`${node.where}: ${name} "${m[0]}", listed for ${room.capacity}`)
        }
      }
    }
    // A club's count of rooms; an office's own meeting rooms are not the club's.
    for (const { text, node } of copy.filter((c) => !c.node.where.startsWith('office '))) {
      for (const sentence of sentences(text)) {
        for (const m of sentence.matchAll(new RegExp(String.raw`\b${NUMBER}\s+(?:meeting\s+)?rooms\b`, 'gi'))) {
          const club = clubOf(sentence, node)
          const n = toNumber(m[1]!)
          if (club && n !== undefined && /meeting rooms|rooms for/i.test(sentence + ownText(node)) && n !== roomsIn(club).length) wrong.push(`${node.where}: "${sentence}" (${club} has ${roomsIn(club).length})`)
        }
      }
    }
    expect(wrong).toEqual([])
  })

  it('quotes each membership at a monthly fee its type charges', () => {
    const wrong: string[] = []
    const TYPES = membershipTypes.map((t) => t.title)
    const typeOf = (text: string) => {
      const named = TYPES.filter((t) => new RegExp(`\\b${t}\\b`).test(text))
      return named.length === 1 ? named[0] : named.length > 1 ? null : undefined
    }
    for (const { text, node } of copy) {
      for (const sentence of sentences(text)) {
        if (!/per month|a month|pcm|monthly/i.test(sentence)) continue
        const type = [sentence, ...ancestry(node).map(ownText)].map(typeOf).find((t) => t !== undefined)
        if (!type) continue
        const fees = membershipTypes.find((t) => t.title === type)!.prices.map((p) => p.monthlyFee)
        for (const m of sentence.matchAll(/£([\d,]+)(?![\d,])/g)) {
          const fee = Number(m[1]!.replace(/,/g, ''))
          if (/joining/i.test(sentence.slice(Math.max(0, m.index - 20), m.index))) continue
          if (!fees.includes(fee)) wrong.push(`${node.where}: "${sentence}" (${type} costs ${fees.map((f) => `£${f}`).join(' or ')} a month)`)
        }
      }
    }
    expect(wrong).toEqual([])
  })

  it('dates a named event on the day the calendar gives it, in copy and in schedules', () => {
    const wrong: string[] = []
    for (const { text, node } of copy) {
      const named = eventsNamed(text, events)
      if (named.length !== 1) continue
      const day = londonDay(named[0]!.startsAt)
      for (const [written, weekday, date, month] of text.matchAll(DATE)) {
        const agrees = Number(date) === day.getDate() && month === MONTHS[day.getMonth()] && (!weekday || weekday === format(day, 'EEEE'))
        if (!agrees) wrong.push(`${node.where}: "${text}" says ${written}; ${named[0]!.title} is on ${format(day, 'EEEE d MMMM')}`)
      }
    }
    for (const node of nodes) {
      if (typeof node.value.date !== 'string') continue
      const named = ancestry(node)
        .map((n) => eventsNamed(ownText(n), events))
        .find((list) => list.length > 0)
      if (named?.length !== 1) continue
      const want = format(londonDay(named[0]!.startsAt), 'yyyy-MM-dd')
      if (format(londonDay(node.value.date), 'yyyy-MM-dd') !== want) wrong.push(`${node.where}: ${String(node.value.title)} on ${node.value.date}; ${named[0]!.title} is on ${want}`)
    }
    expect(wrong).toEqual([])
  })

  it('writes times the spec’s way, and one way throughout', () => {
    const wrong: string[] = []
    const ways = new Set<string>()
    for (const { text, node } of copy) {
      if (/^(?:https?:|mailto:|tel:|\/)/.test(text)) continue
      for (const pattern of OTHER_TIMES) for (const m of text.matchAll(pattern)) wrong.push(`${node.where}: "${m[0]}" in "${text}"`)
      if (text.match(HH_MM)) ways.add('HH:mm')
      if (text.match(H_MM_A)) ways.add('h:mm A')
    }
    expect(wrong).toEqual([])
    expect([...ways]).toHaveLength(1)
  })

  it('writes each range (desks, room sizes, corporate teams) as the listings give it, and the same way', () => {
    const wrong = rangeFindings(now).filter((f) => f.written.replace(/^from\s+/, '') !== f.expected)
    expect(wrong).toEqual([])
    expect(rangeFindings(now).length).toBeGreaterThan(10)
  })
})

describe('seeded pages', () => {
  const now = NOWS[0]!
  const real = sources(now).filter((s) => s.page)
  const layout = (s: Source) => s.value.layout as Obj[]
  const headings = (block: Obj): string[] => [
    ...['title', 'mainTitle', 'heading', 'titleRight'].map((k) => block[k]).filter((t): t is string => typeof t === 'string' && t.trim() !== ''),
    ...(Array.isArray(block.groups) ? (block.groups as Obj[]).map((g) => g.title).filter((t): t is string => typeof t === 'string') : []),
  ]

  it('repeat no heading, and follow no heading with a shorter copy of it ("Work at the clubs", then "Work")', () => {
    const wrong: string[] = []
    for (const source of real) {
      const list = layout(source).flatMap(headings)
      const seen = new Set<string>()
      list.forEach((heading, i) => {
        const key = heading.trim().toLowerCase()
        if (seen.has(key)) wrong.push(`${source.where}: "${heading}" twice`)
        seen.add(key)
        const next = list[i + 1]?.trim().toLowerCase()
        if (next && (key.startsWith(`${next} `) || next.startsWith(`${key} `))) wrong.push(`${source.where}: "${heading}" then "${list[i + 1]}"`)
      })
    }
    expect(wrong).toEqual([])
  })

  it('give every coloured band a call to action', () => {
    const leads = (value: unknown, key = ''): boolean => {
      if (typeof value === 'string') return value.trim() !== '' && /link|action|phone/i.test(key) && !/map/i.test(key)
      if (Array.isArray(value)) return value.some((v) => leads(v, key))
      return isObj(value) && Object.entries(value).some(([k, v]) => leads(v, k))
    }
    const coloured = (c: unknown) => c === 'black' || c === 'pink'
    const wrong: string[] = []
    for (const source of real) {
      for (const block of layout(source)) {
        const name = `${source.where}: ${String(block.blockType)} "${String(block.title ?? block.heading ?? '')}"`
        if (block.blockType === 'splitSection') {
          if (coloured(block.colour) && !block.buttonLink) wrong.push(`${name} (left)`)
          if (coloured(block.colourRight) && !block.buttonLinkRight) wrong.push(`${name} (right)`)
        } else if ((coloured(block.colour) || coloured(block.background)) && !leads(block)) wrong.push(name)
      }
    }
    expect(wrong).toEqual([])
  })

  it('hold no text longer than its module shows, so nothing seeded is cut off (spec 000 section 5)', () => {
    const LIMITS: [parent: string, key: string, max: number][] = [
      ['places', 'description', 145],
      ['gallery', 'caption', 30],
      ['cards', 'body', 347],
    ]
    const wrong: string[] = []
    const walk = (value: unknown, where: string, parent = '') => {
      if (Array.isArray(value)) return value.forEach((v) => walk(v, where, parent))
      if (!isObj(value)) return
      for (const [k, v] of Object.entries(value)) {
        const limit = LIMITS.find(([p, key]) => p === parent && key === k)
        if (limit && typeof v === 'string' && Array.from(v).length > limit[2]) wrong.push(`${where}: ${k} "${v.slice(0, 40)}…" is ${v.length} > ${limit[2]}`)
        walk(v, where, Array.isArray(v) ? k : parent)
      }
    }
    for (const source of sources(now)) walk(source.value, source.where)
    expect(wrong).toEqual([])
  })
})

// Content true on the day it is read (docs/decisions/047) -----------------------------------------

/**
 * Words that hold only at some time of year, with the London days they are true on. A word in a
 * dated object (an event, a schedule row) or in a text that writes a date must fit that date;
 * undated copy may say "this summer" or "Summer 2027" only when it is true on the day the seed ran.
 */
type Day = { year: number; month: number; day: number }
const inMonths = (...months: number[]) => (d: Day) => months.includes(d.month)
const SEASON_WORDS: { word: RegExp; name: string; fits: (d: Day) => boolean; season?: Season }[] = [
  ...(Object.keys(SEASONS) as Season[]).map((season) => ({ word: new RegExp(String.raw`\b(?:mid)?${season}\b`, 'i'), name: season, fits: inMonths(...SEASONS[season]), season })),
  { word: /\b(?:christmas|festive|mince pies?|mulled wine|carol)/i, name: 'Christmas', fits: (d) => d.month === 11 || (d.month === 10 && d.day >= 15) },
  { word: /\bnew year/i, name: 'New Year', fits: (d) => (d.month === 11 && d.day >= 20) || (d.month === 0 && d.day <= 15) },
  { word: /\beaster\b/i, name: 'Easter', fits: inMonths(2, 3) },
  { word: /\bhalloween\b/i, name: 'Halloween', fits: inMonths(9) },
  { word: /\bbonfire night|fireworks night/i, name: 'Bonfire Night', fits: (d) => d.month === 10 && d.day <= 10 },
  { word: /\bsix nations\b/i, name: 'the Six Nations', fits: (d) => d.month === 1 || (d.month === 2 && d.day <= 20) },
]
const MONTH_INDEX = new Map(MONTHS.map((m, i) => [m, i]))
const dayNumber = (d: Day) => Date.UTC(d.year, d.month, d.day) / 86_400_000
const dayOfIso = (iso: string): Day => londonDayOf(new Date(iso))
const written = (d: Day) => `${d.day} ${MONTHS[d.month]} ${d.year}`

/** A written date ("Saturday 3 July", "31 August 2027") as a reader takes it: its year, or the occurrence nearest today. */
function readDate(today: Day, date: number, month: number, year?: number): Day {
  if (year) return { year, month, day: date }
  const candidates = [today.year - 1, today.year, today.year + 1].map((y) => ({ year: y, month, day: date }))
  return candidates.sort((a, b) => Math.abs(dayNumber(a) - dayNumber(today)) - Math.abs(dayNumber(b) - dayNumber(today)))[0]!
}
const DATE_WITH_YEAR = new RegExp(String.raw`\b(?:(Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday),?\s+)?(\d{1,2})(?:st|nd|rd|th)?\s+(${MONTHS.join('|')})\b(?:\s+(\d{4})\b)?`, 'g')
/** "this summer", "Summer 2027": undated copy's claims about when it is read. */
const THIS_SEASON = new RegExp(String.raw`\b(?:this|next)\s+(${Object.keys(SEASONS).join('|')}|christmas)\b|\b(${Object.keys(SEASONS).join('|')})\s+(\d{4})\b`, 'gi')

/** Where the seed's copy says something untrue on `now`: a season or feast off its date, a date or deadline already past. */
function timeFindings(copy: Copy[], now: Date): string[] {
  const today = londonDayOf(now)
  const wrong: string[] = []
  for (const { text, node } of copy) {
    if (/^(?:https?:|mailto:|tel:|\/)/.test(text)) continue
    const datedBy = ancestry(node).find((n) => typeof n.value.startsAt === 'string' || (typeof n.value.date === 'string' && /^\d{4}-\d{2}-\d{2}T/.test(n.value.date)))
    const own = datedBy ? dayOfIso((datedBy.value.startsAt ?? datedBy.value.date) as string) : undefined
    // Dates written in the text: each today or later, on the weekday it is given.
    const dates: Day[] = []
    for (const m of text.matchAll(DATE_WITH_YEAR)) {
      const [phrase, weekday, date, month, year] = m
      const day = readDate(today, Number(date), MONTH_INDEX.get(month!)!, year ? Number(year) : undefined)
      dates.push(day)
      if (dayNumber(day) < dayNumber(today)) wrong.push(`${node.where}: "${phrase}" is past on ${written(today)} ("${text}")`)
      if (weekday && format(new Date(Date.UTC(day.year, day.month, day.day, 12)), 'EEEE') !== weekday) wrong.push(`${node.where}: "${phrase}": ${written(day)} is not a ${weekday}`)
    }
    // A season's word fits the date it is attached to: the object's own, or the dates the text writes.
    const attached = own ? [own] : dates
    for (const { word, name, fits } of SEASON_WORDS) {
      if (!word.test(text)) continue
      for (const day of attached) if (!fits(day)) wrong.push(`${node.where}: "${text}" says ${name} on ${written(day)}`)
    }
    // Undated copy's "this summer" is about the day it is read.
    if (!own && !dates.length) {
      for (const m of text.matchAll(THIS_SEASON)) {
        const [phrase, thisOne, named, year] = m
        const word = SEASON_WORDS.find((w) => w.word.test(thisOne ?? named!))!
        if (thisOne && /^this/i.test(phrase) && !word.fits(today)) wrong.push(`${node.where}: "${phrase}" on ${written(today)} ("${text}")`)
        if (year && word.season) {
          // "Summer 2027": begun by today, and no later one over by today (a gallery of the summer just gone).
          const starts = { year: Number(year), month: (SEASONS[word.season] as readonly number[])[0]!, day: 1 }
          const begun = dayNumber(starts) <= dayNumber(today)
          const stale = dayNumber({ year: starts.year + 1, month: starts.month + 3, day: 1 }) <= dayNumber(today)
          if (!begun || stale) wrong.push(`${node.where}: "${phrase}" on ${written(today)} ("${text}")`)
        }
      }
    }
  }
  return wrong
}

/** Seed days across the year, and the hours around midnight where a London day and a UTC day differ. */
const SEED_DAYS = ['2027-01-01T00:30:00Z', '2027-02-28T12:00:00Z', '2027-06-15T12:00:00Z', '2027-08-31T22:30:00Z', '2026-11-28T15:00:00Z', '2026-12-31T23:30:00Z', '2028-02-29T09:00:00Z']

describe('content true on the day it is read', () => {
  it('finds the copy that was untrue on 28 November: a summer party in December, an autumn offer closing in August', () => {
    const now = new Date('2026-11-28T15:00:00Z')
    const node = (where: string, value: Obj): Node => ({ where, value })
    const copy: Copy[] = [
      { text: 'Summer Party, Fulham: Sunday 6 December', key: 'bannerText', node: node('settings', {}) },
      { text: 'Join the network this autumn', key: 'title', node: node('/networking-membership', {}) },
      { text: 'Offer open to new members who apply by 31 August. Twelve-month minimum term.', key: 'bottomText', node: node('/networking-membership', {}) },
      { text: 'Summer Party', key: 'title', node: node('/event/summer-party-fulham', { startsAt: '2026-12-06T18:00:00.000Z' }) },
      { text: 'Summer 2025', key: 'title', node: node('/styleguide', {}) },
      { text: 'What’s on this summer', key: 'title', node: node('/styleguide', {}) },
    ]
    const found = timeFindings(copy, now)
    expect(found).toEqual([
      'settings: "Summer Party, Fulham: Sunday 6 December" says summer on 6 December 2026',
      // Autumn is true on 28 November, its deadline is not.
      '/networking-membership: "31 August" is past on 28 November 2026 ("Offer open to new members who apply by 31 August. Twelve-month minimum term.")',
      '/event/summer-party-fulham: "Summer Party" says summer on 6 December 2026',
      '/styleguide: "Summer 2025" on 28 November 2026 ("Summer 2025")',
      '/styleguide: "this summer" on 28 November 2026 ("What’s on this summer")',
    ])
    // The same words on days they are true.
    expect(timeFindings(copy.slice(1, 3), new Date('2027-08-01T12:00:00Z'))).toEqual(['/networking-membership: "this autumn" on 1 August 2027 ("Join the network this autumn")'])
  })

  it.each(SEED_DAYS)('says no season, feast or date that is untrue when seeded on %s', (iso) => {
    const now = new Date(iso)
    expect(timeFindings(scan(now).copy, now)).toEqual([])
  })

  it.each(SEED_DAYS)('dates every seeded event after the day it is seeded on %s', (iso) => {
    const now = new Date(iso)
    for (const event of seedEvents(now)) expect(new Date(event.startsAt).getTime(), event.slug).toBeGreaterThan(now.getTime())
  })
})

// Facilities and membership types -----------------------------------------------------------------

const FACILITY_WORDS: [keyof typeof FACILITIES, RegExp][] = [
  ['pool', /\b(?:pools?|swim(?:s|ming)?)\b/i],
  ['gym', /\bgyms?\b/i],
  ['spa', /\bspas?\b/i],
  ['screening room', /\bscreening rooms?\b/i],
]
/** A sentence that puts something at every club: "all four clubs", "every club", "wherever your day takes you". */
const EVERY_CLUB = /\b(?:all four|every|each)\s+(?:of\s+(?:our|the)\s+)?(?:clubs?|houses?)\b|\ball of them\b|\bwherever\b/i

/** Copy that puts a facility at a club without it, at every club, or anywhere when no club has it. */
function facilityFindings(copy: Copy[]): string[] {
  const wrong: string[] = []
  for (const { text, node } of copy) {
    for (const sentence of sentences(text)) {
      for (const [facility, word] of FACILITY_WORDS) {
        const m = word.exec(sentence)
        if (!m) continue
        const has = FACILITIES[facility] as readonly string[]
        // The clubs it is put at: named after it ("pool … at Fulham"), else before it, else every club, else the object's club.
        const after = clubsNamed(sentence.slice(m.index))
        const before = clubsNamed(sentence.slice(0, m.index))
        const club = clubOf('', node)
        const at = after.length ? after : before.length ? before : EVERY_CLUB.test(sentence) || /s$/i.test(m[0]) ? NAMES : club ? [club] : []
        const missing = at.filter((c) => !has.includes(c))
        if (missing.length || has.length === 0) wrong.push(`${node.where}: "${sentence}" (${facility}: ${has.length ? `only at ${has.join(', ')}` : 'at no club'})`)
      }
    }
  }
  return wrong
}

const MEMBERSHIP_TYPES = ((MembershipTypes.fields.find((f) => 'name' in f && f.name === 'title') as { options: { value: string }[] }).options).map((o) => o.value)

/**
 * Membership types the copy announces ("Social membership", "Club, Social and Corporate
 * memberships") without a seeded price for age 18, or whose price no copy quotes.
 */
function membershipFindings(copy: Copy[], types: { title: string; prices: { minimumAge: number; monthlyFee: number }[] }[]): string[] {
  const wrong: string[] = []
  const announced = new Map<string, string>()
  const quoted = new Set<string>()
  const typeOf = (text: string) => {
    const named = MEMBERSHIP_TYPES.filter((t) => new RegExp(`\\b${t}\\b`).test(text))
    return named.length === 1 ? named[0] : named.length > 1 ? null : undefined
  }
  for (const { text, node } of copy) {
    for (const sentence of sentences(text)) {
      for (const m of sentence.matchAll(/\b((?:[A-Z]\w+(?:, | and | or ))*[A-Z]\w+) memberships?\b/g)) {
        for (const t of m[1]!.split(/, | and | or /)) if (MEMBERSHIP_TYPES.includes(t) && !announced.has(t)) announced.set(t, `${node.where}: "${sentence}"`)
      }
      if (!/per month|a month|pcm|monthly/i.test(sentence)) continue
      const type = [sentence, ...ancestry(node).map(ownText)].map(typeOf).find((t) => t !== undefined)
      const fee = adultMonthlyFee(types.find((t) => t.title === type)?.prices)
      if (type && fee !== undefined && sentence.includes(pounds(fee))) quoted.add(type)
    }
  }
  for (const [type, where] of announced) {
    if (adultMonthlyFee(types.find((t) => t.title === type)?.prices) === undefined) wrong.push(`${where} announces ${type} membership, which has no price for age 18`)
    else if (!quoted.has(type)) wrong.push(`${where} announces ${type} membership; no copy says what it costs`)
  }
  return wrong
}

/**
 * The memberships a link's page lets a visitor enquire about or book a tour for: the query variant
 * /book-a-tour?membership=… draws one (spec 000 section 2), the tour form of
 * /membership/book-a-tour switches between its client types (spec 001 section 2).
 */
function membershipsAt(link: string, types: { title: string }[]): string[] {
  let url: URL
  try {
    url = new URL(link, 'https://clubhouse.test')
  } catch {
    return []
  }
  const path = url.pathname.replace(/\/+$/, '')
  if (url.origin !== 'https://clubhouse.test') return []
  // The query variant shows a type only with its content (hero, prices, form title) seeded.
  if (path === '/book-a-tour') return [parseMembership(url.searchParams.get('membership') ?? undefined)].filter((t) => types.some((x) => x.title === t))
  if (path === '/membership/book-a-tour') return [...CLIENT_TYPES]
  return []
}

const LINK_KEY = /link|path|action/i

/**
 * Membership types the copy announces without a way to enquire about them: no link on the site
 * (the styleguide is not the site) leads to a form that offers the type.
 */
function enquiryFindings(copy: Copy[], types: { title: string }[]): string[] {
  const announced = new Map<string, string>()
  const offered = new Set<string>()
  for (const { text, key, node } of copy) {
    for (const sentence of sentences(text)) {
      for (const m of sentence.matchAll(/\b((?:[A-Z]\w+(?:, | and | or ))*[A-Z]\w+) memberships?\b/g)) {
        for (const t of m[1]!.split(/, | and | or /)) if (MEMBERSHIP_TYPES.includes(t) && !announced.has(t)) announced.set(t, `${node.where}: "${sentence}"`)
      }
    }
    if (node.where !== STYLEGUIDE_PATH && LINK_KEY.test(key) && text.startsWith('/')) for (const t of membershipsAt(text, types)) offered.add(t)
  }
  return [...announced].filter(([type]) => !offered.has(type)).map(([type, where]) => `${where} announces ${type} membership; no link leads to a form for it`)
}

describe('facilities and membership types', () => {
  const now = NOWS[0]!
  const { copy } = scan(now)
  const node = (where: string, value: Obj): Node => ({ where, value })

  it('find the facility and the membership the copy got wrong: a spa nowhere, a pool at Kensington, Social without a price', () => {
    const wrong: Copy[] = [{ text: 'Pool, gym and spa at Fulham and Kensington', key: 'text', node: node('/membership', {}) }]
    expect(facilityFindings(wrong)).toEqual([
      '/membership: "Pool, gym and spa at Fulham and Kensington" (pool: only at Fulham)',
      '/membership: "Pool, gym and spa at Fulham and Kensington" (gym: only at Fulham)',
      '/membership: "Pool, gym and spa at Fulham and Kensington" (spa: at no club)',
    ])
    const announced: Copy[] = [
      { text: 'Club, Social and Corporate memberships, each with access to all four clubs.', key: 'subTitle', node: node('/membership', {}) },
      { text: 'From £150 per month', key: 'priceLine', node: node('/membership', { title: 'Club membership' }) },
      { text: '£125 pcm per member', key: 'priceLine', node: node('/membership', { title: 'Corporate membership' }) },
    ]
    const social = membershipTypes.find((t) => t.title === 'Social')!
    expect(membershipFindings(announced, membershipTypes.map((t) => (t === social ? { ...t, prices: [] } : t)))).toEqual([
      '/membership: "Club, Social and Corporate memberships, each with access to all four clubs." announces Social membership, which has no price for age 18',
    ])
    expect(membershipFindings(announced, membershipTypes)).toEqual([
      '/membership: "Club, Social and Corporate memberships, each with access to all four clubs." announces Social membership; no copy says what it costs',
    ])
  })

  it('find the membership no link lets a visitor enquire about', () => {
    const announced: Copy[] = [
      { text: 'Club, Social and Corporate memberships, each with access to all four clubs.', key: 'subTitle', node: node('/membership', {}) },
      { text: '/membership/book-a-tour', key: 'buttonLink', node: node('/membership', { title: 'Social membership' }) },
    ]
    expect(enquiryFindings(announced, membershipTypes)).toEqual([
      '/membership: "Club, Social and Corporate memberships, each with access to all four clubs." announces Social membership; no link leads to a form for it',
    ])
    // Only the site counts: a link on the styleguide is no way in for a visitor.
    const styleguide: Copy = { text: '/book-a-tour?membership=Social', key: 'buttonLink', node: node(STYLEGUIDE_PATH, {}) }
    expect(enquiryFindings([...announced, styleguide], membershipTypes)).toHaveLength(1)
    // Nor a variant page whose type is not seeded: it would draw Club.
    const social: Copy = { text: '/book-a-tour?membership=Social', key: 'buttonLink', node: node('/membership', {}) }
    expect(enquiryFindings([...announced, social], membershipTypes.filter((t) => t.title !== 'Social'))).toHaveLength(1)
    expect(enquiryFindings([...announced, social], membershipTypes)).toEqual([])
    expect(membershipsAt('/book-a-tour?membership=social', membershipTypes)).toEqual(['Club'])
    expect(membershipsAt('https://elsewhere.test/book-a-tour?membership=Social', membershipTypes)).toEqual([])
  })

  it('put each facility only at the clubs that have it', () => {
    expect(facilityFindings(copy)).toEqual([])
    // The copy does name them: the check has something to check.
    expect(copy.filter((c) => FACILITY_WORDS.some(([, w]) => w.test(c.text))).length).toBeGreaterThan(10)
  })

  it('announce only membership types with a price, each quoted somewhere', () => {
    expect(membershipFindings(copy, membershipTypes)).toEqual([])
    expect(MEMBERSHIP_TYPES).toEqual(['Club', 'Social', 'Corporate'])
  })

  it('announce only membership types a visitor can enquire about, through a link on the site', () => {
    expect(enquiryFindings(copy, membershipTypes)).toEqual([])
    // Every type is announced somewhere, so each was checked.
    expect(enquiryFindings(copy, [])).toHaveLength(MEMBERSHIP_TYPES.length - CLIENT_TYPES.length)
    expect(new Set(MEMBERSHIP_TYPES)).toEqual(new Set(membershipTypes.map((t) => t.title)))
  })
})
