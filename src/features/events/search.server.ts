import 'server-only'

import type { Payload } from 'payload'

import { mediaFileUrl, sqlRows } from '@/lib/db/sql'

import { categoryMask } from '@/model/event-category-mask'
import { EVENT_CATEGORIES, EVENT_STATUSES, EVENT_TIME_ZONE, EVENT_TYPES, type EventCategory, type EventStatus, type EventType } from './constants'
import type { EventFacets, EventFilters, EventSearchResult, EventSummary, FacetValue } from './types'

export type EventSearchOptions = EventFilters & {
  /** Only events starting at or after this instant: now, for every public list. */
  from?: Date
  limit?: number
  offset?: number
  /** Read every upcoming event instead of the month counts: to check one against the other (tests, bench). */
  scan?: boolean
}

const list = (values: string[] | undefined): string[] => [...new Set((values ?? []).filter((v) => v !== ''))]

/**
 * A filter list for an enum column: null when nothing is chosen, else the chosen values the column
 * can hold (casting an unknown one would fail; it matches nothing, so it is dropped).
 */
const knownValues = (chosen: string[], options: readonly { value: string }[]): string[] | null =>
  chosen.length === 0 ? null : chosen.filter((v) => options.some((o) => o.value === v))

/**
 * The event search index (spec 000 section 7) in one round trip. Every facet is counted with the
 * filters of the other facets only (choosing Fulham does not zero the other clubs), from a small
 * cube of cells (see CELLS) keyed by club, type, status, London month and whether the category
 * filter matches; categories come from the bitmask on the row (events.category_mask, kept by the
 * collection's hook). The page walks the (starts_at, id) index. Months are London months
 * (docs/decisions/009).
 *
 * $1 from; $2 club names; $3 the chosen categories' bitmask; $4, $5 types, statuses as enum arrays;
 * $6 'YYYY-MM'; $7 limit; $8 offset; $9 (summary only) the chosen category's position. NULL means
 * no filter; an empty list or mask 0 matches nothing.
 */
// Per cell, how many of its events have each category: cats[i + 1] counts EVENT_CATEGORIES[i].
const CATEGORY_COUNTS = `ARRAY[${EVENT_CATEGORIES.map((_, i) => `count(*) FILTER (WHERE u.cat_mask & ${1 << i} <> 0)`).join(', ')}]::int[]`
const CATEGORY_CELLS = EVENT_CATEGORIES.map((c, i) => `('${c.value}', x.cats[${i + 1}])`).join(', ')
const TZ = EVENT_TIME_ZONE

/**
 * The cells the facets are summed from: visible upcoming events counted per club, type, status,
 * London month and whether the category filter matches, with a count per category.
 * - 'summary': the rest of the current London month is scanned; later months are read from
 *   event_search_months, which a trigger keeps (migration 20261123_175259). It answers when at most
 *   one category is chosen ($9: that category's position, 0 for one no event can have).
 * - 'scan': every upcoming event is read, for any number of categories.
 */
const CELLS = {
  summary: `
  SELECT s.club_id, s.event_type, s.event_status, to_char(s.month, 'YYYY-MM') AS month, true AS m_cat,
    CASE WHEN $3::int IS NULL THEN s.n ELSE coalesce(s.cats[$9::int], 0) END AS n, s.cats
  FROM event_search_months s, bounds b
  WHERE s.month > b.from_month
  UNION ALL
  SELECT u.club_id, u.event_type, u.event_status, b.labels[1], ($3::int IS NULL OR (u.cat_mask & $3::int) <> 0), count(*), ${CATEGORY_COUNTS}
  FROM upcoming u, bounds b
  WHERE u.starts_at < b.next_month_at
  GROUP BY 1, 2, 3, 4, 5`,
  scan: `
  SELECT x.club_id, x.event_type, x.event_status, b.labels[x.mb], x.m_cat, x.n, x.cats
  FROM (
    -- Grouped by the month's number, not its label: the planner then hashes instead of sorting.
    SELECT u.club_id, u.event_type, u.event_status, width_bucket(u.starts_at, b.starts) AS mb,
      ($3::int IS NULL OR (u.cat_mask & $3::int) <> 0) AS m_cat, count(*) AS n, ${CATEGORY_COUNTS} AS cats
    FROM upcoming u, bounds b
    GROUP BY 1, 2, 3, 4, 5
  ) x, bounds b`,
}

const searchSql = (cells: string) => `
WITH bounds AS (
  SELECT coalesce(array_agg((m AT TIME ZONE '${TZ}') ORDER BY m), ARRAY[$1::timestamptz]) AS starts,
         coalesce(array_agg(to_char(m, 'YYYY-MM') ORDER BY m), ARRAY[to_char($1::timestamptz AT TIME ZONE '${TZ}', 'YYYY-MM')]) AS labels,
         date_trunc('month', $1::timestamptz AT TIME ZONE '${TZ}') AS from_month,
         ((date_trunc('month', $1::timestamptz AT TIME ZONE '${TZ}') + interval '1 month') AT TIME ZONE '${TZ}') AS next_month_at,
         (($6::text || '-01')::timestamp AT TIME ZONE '${TZ}') AS month_from,
         ((($6::text || '-01')::timestamp + interval '1 month') AT TIME ZONE '${TZ}') AS month_to
  FROM generate_series(
    date_trunc('month', $1::timestamptz AT TIME ZONE '${TZ}'),
    greatest(date_trunc('month', $1::timestamptz AT TIME ZONE '${TZ}'),
      (SELECT date_trunc('month', max(starts_at) AT TIME ZONE '${TZ}') FROM events WHERE visible)),
    interval '1 month') m
),
upcoming AS NOT MATERIALIZED (
  SELECT e.id, e.starts_at, e.club_id, e.event_type, e.event_status,
    coalesce(e.category_mask, 0)::int AS cat_mask
  FROM events e
  WHERE e.visible AND e.starts_at >= $1
),
filtered AS NOT MATERIALIZED (
  SELECT u.* FROM upcoming u, bounds b
  WHERE ($3::int IS NULL OR (u.cat_mask & $3::int) <> 0)
    AND ($2::text[] IS NULL OR u.club_id IN (SELECT c.id FROM clubs c WHERE c.name = ANY($2)))
    AND ($4::enum_events_event_type[] IS NULL OR u.event_type = ANY($4))
    AND ($5::enum_events_event_status[] IS NULL OR u.event_status = ANY($5))
    AND ($6::text IS NULL OR (u.starts_at >= b.month_from AND u.starts_at < b.month_to))
),
cells (club_id, event_type, event_status, month, m_cat, n, cats) AS (${cells}
),
cube AS (
  SELECT c.name AS club, x.event_type::text AS event_type, x.event_status::text AS event_status, x.month, x.m_cat, x.n, x.cats,
    ($2::text[] IS NULL OR c.name = ANY($2)) AS m_club,
    ($4::enum_events_event_type[] IS NULL OR x.event_type = ANY($4)) AS m_type,
    ($5::enum_events_event_status[] IS NULL OR x.event_status = ANY($5)) AS m_status,
    ($6::text IS NULL OR x.month = $6) AS m_month
  FROM cells x JOIN clubs c ON c.id = x.club_id
),
facets AS (
  SELECT
    CASE WHEN grouping(club) = 0 THEN 'club' WHEN grouping(event_type) = 0 THEN 'eventType'
         WHEN grouping(event_status) = 0 THEN 'eventStatus' WHEN grouping(month) = 0 THEN 'month' ELSE 'total' END AS facet,
    coalesce(club, event_type, event_status, month) AS value,
    CASE WHEN grouping(club) = 0 THEN sum(n) FILTER (WHERE m_cat AND m_type AND m_status AND m_month)
         WHEN grouping(event_type) = 0 THEN sum(n) FILTER (WHERE m_club AND m_cat AND m_status AND m_month)
         WHEN grouping(event_status) = 0 THEN sum(n) FILTER (WHERE m_club AND m_cat AND m_type AND m_month)
         WHEN grouping(month) = 0 THEN sum(n) FILTER (WHERE m_club AND m_cat AND m_type AND m_status)
         ELSE sum(n) FILTER (WHERE m_club AND m_cat AND m_type AND m_status AND m_month) END AS n
  FROM cube
  GROUP BY GROUPING SETS ((club), (event_type), (event_status), (month), ())
  UNION ALL
  SELECT 'eventCategories', cat.value, sum(cat.n)
  FROM cube x CROSS JOIN LATERAL (VALUES ${CATEGORY_CELLS}) cat(value, n)
  WHERE x.m_club AND x.m_type AND x.m_status AND x.m_month
  GROUP BY cat.value
),
page AS (
  SELECT id FROM filtered ORDER BY starts_at, id LIMIT $7 OFFSET $8
)
SELECT 'facet' AS kind, facet, value, n, NULL::int AS id FROM facets
UNION ALL
SELECT 'page', NULL, NULL, NULL, id FROM page
`

const FROM_MONTHS_SQL = searchSql(CELLS.summary)
const SCAN_SQL = searchSql(CELLS.scan)

type SearchRow = { kind: 'facet' | 'page'; facet: keyof EventFacets | 'total' | null; value: string | null; n: string | null; id: number | null }

type EventRow = {
  id: number
  slug: string
  title: string
  description: string | null
  starts_at: Date
  ends_at: Date | null
  event_status: EventStatus
  event_type: EventType
  event_price: string | null
  club_name: string
  club_location_id: number
  categories: EventCategory[] | null
  image_file: string | null
  image_alt: string | null
  image_width: number | null
  image_height: number | null
}

/** The card fields of the given events, in the order given. */
const SUMMARY_SQL = `
SELECT e.id, e.slug, e.title, e.description, e.starts_at, e.ends_at,
       CASE WHEN e.stock_sold_out THEN 'sold-out'::enum_events_event_status ELSE e.event_status END AS event_status, e.event_type, e.event_price,
       c.name AS club_name, c.location_id::int AS club_location_id,
       (SELECT array_agg(ec.value::text ORDER BY ec."order") FROM events_event_categories ec WHERE ec.parent_id = e.id) AS categories,
       coalesce(m.sizes_card_filename, m.filename) AS image_file, m.alt AS image_alt,
       coalesce(m.sizes_card_width, m.width)::int AS image_width, coalesce(m.sizes_card_height, m.height)::int AS image_height
FROM unnest($1::int[]) WITH ORDINALITY AS wanted(id, position)
JOIN events e ON e.id = wanted.id
JOIN clubs c ON c.id = e.club_id
LEFT JOIN media m ON m.id = e.header_image_id
ORDER BY wanted.position
`

export function toSummary(row: EventRow): EventSummary {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    description: row.description,
    startsAt: row.starts_at.toISOString(),
    endsAt: row.ends_at ? row.ends_at.toISOString() : null,
    eventStatus: row.event_status,
    eventType: row.event_type,
    eventCategories: row.categories ?? [],
    club: { name: row.club_name, locationId: row.club_location_id },
    eventPrice: row.event_price === null ? null : Number(row.event_price),
    headerImage: row.image_file ? { url: mediaFileUrl(row.image_file), alt: row.image_alt ?? '', width: row.image_width, height: row.image_height } : null,
  }
}

export async function eventSummaries(payload: Payload, ids: number[]): Promise<EventSummary[]> {
  if (ids.length === 0) return []
  return (await sqlRows<EventRow>(payload, SUMMARY_SQL, [ids])).map(toSummary)
}

function emptyFacets(): EventFacets {
  return { club: [], eventType: [], eventStatus: [], month: [], eventCategories: [] }
}

/** Facet values matching nothing are dropped, except chosen ones: a chosen chip never vanishes. */
function keep(facet: keyof EventFacets, value: string, count: number, chosen: Record<keyof EventFacets, string[]>): boolean {
  return count > 0 || chosen[facet].includes(value)
}

export async function searchEvents(payload: Payload, options: EventSearchOptions = {}): Promise<EventSearchResult> {
  const clubs = list(options.clubs)
  const categories = list(options.categories)
  const types = list(options.types)
  const statuses = list(options.statuses)
  const month = options.month && /^\d{4}-(0[1-9]|1[0-2])$/.test(options.month) ? options.month : null
  const limit = Math.max(0, Math.min(options.limit ?? 12, 200))
  const offset = Math.max(0, options.offset ?? 0)
  const mask = categories.length ? categoryMask(categories) : null
  const known = EVENT_CATEGORIES.filter((c) => categories.includes(c.value))
  // The summary answers for one category at a time; several (ORed) need the events themselves.
  const summary = known.length <= 1 && !options.scan
  const position = known.length === 1 ? EVENT_CATEGORIES.indexOf(known[0]!) + 1 : 0
  const rows = await sqlRows<SearchRow>(payload, summary ? FROM_MONTHS_SQL : SCAN_SQL, [
    (options.from ?? new Date()).toISOString(),
    clubs.length ? clubs : null,
    mask,
    knownValues(types, EVENT_TYPES),
    knownValues(statuses, EVENT_STATUSES),
    month,
    limit,
    offset,
    ...(summary ? [position] : []),
  ])

  const chosen = { club: clubs, eventType: types, eventStatus: statuses, month: month ? [month] : [], eventCategories: categories }
  const facets = emptyFacets()
  let count = 0
  const ids: number[] = []
  for (const row of rows) {
    if (row.kind === 'page') {
      ids.push(row.id!)
      continue
    }
    const n = Number(row.n)
    if (row.facet === 'total') count = n
    else if (row.facet && row.value !== null && keep(row.facet, row.value, n, chosen)) facets[row.facet].push({ value: row.value, count: n })
  }
  const byValue = (a: FacetValue, b: FacetValue) => a.value.localeCompare(b.value)
  for (const key of Object.keys(facets) as (keyof EventFacets)[]) facets[key].sort(byValue)
  // A chosen value nothing matches still shows, with 0.
  for (const key of Object.keys(chosen) as (keyof EventFacets)[]) {
    for (const value of chosen[key]) if (!facets[key].some((f) => f.value === value)) facets[key].push({ value, count: 0 })
    facets[key].sort(byValue)
  }
  return { count, results: await eventSummaries(payload, ids), facets }
}
