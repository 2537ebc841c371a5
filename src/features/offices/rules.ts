import { daysInMonth } from '@/lib/forms/dates'

import { AVAILABLE_NOW_MONTHS, DEFAULT_OFFICE_HEADING, OFFICE_PAGE_SIZE, ROW_LENGTH, type CardShape } from './constants'
import type { OfficeFilters, Range } from './types'

/*
 * Dates here are read with the browser's own Intl, not date-fns: the offices page's grid and filter
 * run in the browser, and date-fns's format with its locale was 8 kB of that page's first-load
 * JavaScript (issue 33 §7).
 */
const LONDON_DAY = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', year: 'numeric', month: '2-digit', day: '2-digit' })
const LONG_DATE = new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', day: 'numeric', month: 'long', year: 'numeric' })
const twoDigits = (n: number): string => String(n).padStart(2, '0')

/**
 * The last London day an office may become available on and still count as "available now": three
 * calendar months on, the month's last day where the month is shorter (as date-fns's addMonths).
 */
export function availabilityCutoff(today: Date): string {
  const [year, month, day] = londonDay(today).split('-').map(Number) as [number, number, number]
  const months = month - 1 + AVAILABLE_NOW_MONTHS
  const toYear = year + Math.floor(months / 12)
  const toMonth = (months % 12) + 1
  return `${toYear}-${twoDigits(toMonth)}-${twoDigits(Math.min(day, daysInMonth(toMonth, toYear)))}`
}

/** Spec 000 section 4: the end is reached when page*6 >= total or total <= 6. */
export function isLastPage(page: number, total: number): boolean {
  return page * OFFICE_PAGE_SIZE >= total || total <= OFFICE_PAGE_SIZE
}

/** Empty cards that complete the last row: rows of 3 (landscape) or 4 (portrait). */
export function placeholderCount(cards: number, shape: CardShape): number {
  const row = ROW_LENGTH[shape]
  return cards === 0 ? 0 : (row - (cards % row)) % row
}

const pounds = (n: number) => `£${Math.round(n).toLocaleString('en-GB')}`

/** "X", "X and Y", "X, Y and Z". */
function joinNames(names: string[]): string {
  return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`
}

/**
 * The office list heading (spec 000 section 9): "Offices to rent in London" until filtered, then
 * "Office to rent in X" or "Offices to rent in X, Y and Z", then ", N - M people" and
 * ", £min - £max pcm" for the ranges chosen.
 */
export function officeHeading(
  filters: { locationNames: string[]; people?: Partial<Range> | null; price?: Partial<Range> | null },
  defaultHeading: string = DEFAULT_OFFICE_HEADING,
): string {
  const { locationNames, people, price } = filters
  const hasPeople = people?.min !== undefined && people?.max !== undefined
  const hasPrice = price?.min !== undefined && price?.max !== undefined
  if (locationNames.length === 0 && !hasPeople && !hasPrice) return defaultHeading
  let heading =
    locationNames.length === 0
      ? 'Offices to rent in London'
      : locationNames.length === 1
        ? `Office to rent in ${locationNames[0]}`
        : `Offices to rent in ${joinNames(locationNames)}`
  if (hasPeople) heading += `, ${people!.min} - ${people!.max} people`
  if (hasPrice) heading += `, ${pounds(price!.min!)} - ${pounds(price!.max!)} pcm`
  return heading
}

/**
 * Price slider labels (spec 000 section 9): the low end rounded down and the high end up to the
 * nearest 1000, except that a value at or below 1000 is shown as it is.
 */
export function priceLabel(value: number, end: 'min' | 'max'): string {
  if (value <= 1000) return pounds(value)
  return pounds(end === 'min' ? Math.floor(value / 1000) * 1000 : Math.ceil(value / 1000) * 1000)
}

/** True when the visitor has chosen anything the search can filter on. */
export function hasOfficeFilters(filters: OfficeFilters, bounds?: { price: Range; workStations: Range }): boolean {
  if ((filters.locations?.length ?? 0) > 0 || filters.availableNow) return true
  const moved = (r: Partial<Range> | undefined, b: Range | undefined) =>
    r !== undefined && (r.min !== undefined || r.max !== undefined) && (!b || r.min !== b.min || r.max !== b.max)
  return moved(filters.price, bounds?.price) || moved(filters.people, bounds?.workStations)
}

/** The London day of an instant, 'YYYY-MM-DD' (offices become available on London days). */
export function londonDay(instant: Date | string): string {
  const parts = LONDON_DAY.formatToParts(new Date(instant))
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value
  return `${part('year')}-${part('month')}-${part('day')}`
}

export const londonToday = (now: Date): string => londonDay(now)

/** "Available now" once the London day has come, else "Available from 1 March 2027". */
export function availabilityText(availableFrom: string, today: string): string {
  if (availableFrom <= today) return 'Available now'
  const [y, m, d] = availableFrom.split('-').map(Number)
  return `Available from ${LONG_DATE.format(Date.UTC(y!, m! - 1, d!))}`
}

export const workstationsText = (n: number): string => `${n} ${n === 1 ? 'workstation' : 'workstations'}`

export const pcmText = (price: number): string => `${pounds(price)} pcm`

export const officeDetailHref = (officeGroupId: string): string => `/office-detail?officeId=${encodeURIComponent(officeGroupId)}`

/**
 * A chosen slider range kept inside new bounds; undefined when it covers them all, since a range
 * that excludes nothing is no filter (and must not name itself in the heading).
 */
export function clampRange(range: Range | undefined, bounds: Range): Range | undefined {
  if (!range) return undefined
  const clamp = (n: number) => Math.min(bounds.max, Math.max(bounds.min, n))
  const min = clamp(Math.min(range.min, range.max))
  const max = clamp(Math.max(range.min, range.max))
  return min <= bounds.min && max >= bounds.max ? undefined : { min, max }
}

/** A WhatsApp link for a number as staff type it: digits only, a UK trunk 0 becoming 44. */
export function whatsappHref(phone: string | null | undefined): string | null {
  const trimmed = (phone ?? '').trim()
  let digits = trimmed.replace(/\(0\)/g, '').replace(/\D/g, '')
  if (!trimmed.startsWith('+')) {
    if (digits.startsWith('00')) digits = digits.slice(2)
    else if (digits.startsWith('0')) digits = `44${digits.slice(1)}`
  }
  return digits.length >= 8 ? `https://wa.me/${digits}` : null
}

type ContactGroups = { contacts?: { email?: string | null; phoneNumber?: string | null }[] | null }[] | null | undefined

/** The first e-mail address and the first phone number of an office's contact list. */
export function firstContacts(groups: ContactGroups): { email: string | null; phone: string | null } {
  const contacts = (groups ?? []).flatMap((g) => g?.contacts ?? [])
  return {
    email: contacts.map((c) => c?.email?.trim()).find(Boolean) ?? null,
    phone: contacts.map((c) => c?.phoneNumber?.trim()).find(Boolean) ?? null,
  }
}

/** The filter's apply button (spec 000 Modals): "show {n} office types" ("show 1 office type"), "show office types" at 0. */
export const showOfficesText = (count: number): string => (count === 1 ? 'show 1 office type' : count > 0 ? `show ${count} office types` : 'show office types')
