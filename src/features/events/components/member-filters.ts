import { isMonth } from '../format'
import type { EventFilters } from '../types'

/**
 * The member events filters (spec 000 section 4): location, category, membership type and month,
 * one value each, null meaning All. In the page URL they use the API's names, so a filtered view
 * can be shared: ?club=Fulham&category=talks&type=members&month=2026-12.
 */
export type MemberFilters = { club: string | null; category: string | null; type: string | null; month: string | null }

export const ALL_FILTERS: MemberFilters = { club: null, category: null, type: null, month: null }

const KEYS = ['club', 'category', 'type', 'month'] as const

export const isAllFilters = (f: MemberFilters): boolean => KEYS.every((key) => f[key] === null)

export const sameFilters = (a: MemberFilters, b: MemberFilters): boolean => KEYS.every((key) => a[key] === b[key])

type Query = URLSearchParams | Record<string, string | string[] | undefined> | undefined

function first(query: Query, key: string): string | null {
  const raw = query instanceof URLSearchParams ? query.get(key) : query?.[key]
  const value = (Array.isArray(raw) ? raw[0] : raw)?.trim()
  return value ? value.slice(0, 100) : null
}

export function memberFiltersFromQuery(query: Query): MemberFilters {
  const month = first(query, 'month')
  return { club: first(query, 'club'), category: first(query, 'category'), type: first(query, 'type'), month: isMonth(month) ? month : null }
}

/** The page's query string with the filters in place of any earlier ones; other parameters stay. */
export function withMemberFilters(search: string, f: MemberFilters): string {
  const q = new URLSearchParams(search)
  for (const key of KEYS) {
    const value = f[key]
    if (value === null) q.delete(key)
    else q.set(key, value)
  }
  const text = q.toString()
  return text ? `?${text}` : ''
}

export function toEventFilters(f: MemberFilters): EventFilters {
  const one = (v: string | null) => (v === null ? [] : [v])
  return { clubs: one(f.club), categories: one(f.category), types: one(f.type), month: f.month }
}
