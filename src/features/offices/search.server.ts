import 'server-only'

import type { Payload } from 'payload'

import { mediaFileUrl, sqlRows } from '@/lib/db/sql'

import { OFFICE_PAGE_SIZE } from './constants'
import { availabilityCutoff, isLastPage } from './rules'
import type { OfficeFilters, OfficeSearchResult, OfficeSummary } from './types'

export type OfficeSearchOptions = OfficeFilters & {
  page?: number
  /** "Today", for the availability cutoff; the real today unless a test fixes it. */
  today?: Date
}

/**
 * The office search index (spec 000 section 7) in one round trip: visible offices with each filter
 * as a boolean column, aggregated into a small cube by club and filter outcome, from which come
 * the location facets (counted without the location filter), the slider bounds (over the chosen
 * locations and availability but not the ranges themselves: a chosen range never shrinks its own
 * slider) and the total; and a page of 6 by price, then id so pages never overlap, walking the
 * (price_per_month, id) index. "Available now" compares instants with the start of the London day
 * after the cutoff, so the column's index serves it.
 *
 * $1 location ids (NULL: all); $2/$3 price; $4/$5 workstations; $6 the cutoff day (NULL: any); $7 limit; $8 offset.
 */
const SEARCH_SQL = `
WITH flagged AS NOT MATERIALIZED (
  SELECT o.id, o.price_per_month, o.workstations, o.location_id,
    ($1::int[] IS NULL OR o.location_id IN (SELECT c.id FROM clubs c WHERE c.location_id = ANY($1))) AS m_loc,
    (($2::numeric IS NULL OR o.price_per_month >= $2) AND ($3::numeric IS NULL OR o.price_per_month <= $3)) AS m_price,
    (($4::numeric IS NULL OR o.workstations >= $4) AND ($5::numeric IS NULL OR o.workstations <= $5)) AS m_people,
    ($6::date IS NULL OR o.available_from < (($6::date + 1)::timestamp AT TIME ZONE 'Europe/London')) AS m_now
  FROM offices o
  WHERE o.visible
),
cube AS (
  SELECT c.location_id::int AS loc_id, c.name AS loc_name, x.*
  FROM (
    SELECT location_id, m_loc, m_price, m_people, m_now, count(*) AS n,
           min(price_per_month) AS price_min, max(price_per_month) AS price_max, min(workstations) AS people_min, max(workstations) AS people_max
    FROM flagged
    GROUP BY 1, 2, 3, 4, 5
  ) x
  JOIN clubs c ON c.id = x.location_id
)
SELECT 'location' AS kind, loc_id AS id, loc_name AS name,
       sum(n) FILTER (WHERE m_price AND m_people AND m_now) AS n, NULL::float8 AS a, NULL::float8 AS b, NULL::float8 AS c, NULL::float8 AS d
FROM cube GROUP BY loc_id, loc_name
UNION ALL
SELECT 'summary', NULL, NULL,
       sum(n) FILTER (WHERE m_loc AND m_price AND m_people AND m_now),
       min(price_min) FILTER (WHERE m_loc AND m_now), max(price_max) FILTER (WHERE m_loc AND m_now),
       min(people_min) FILTER (WHERE m_loc AND m_now), max(people_max) FILTER (WHERE m_loc AND m_now)
FROM cube
UNION ALL
SELECT 'page', id, NULL, NULL, NULL, NULL, NULL, NULL FROM (
  SELECT id FROM flagged WHERE m_loc AND m_price AND m_people AND m_now ORDER BY price_per_month, id LIMIT $7 OFFSET $8
) page
`

type SearchRow = { kind: 'location' | 'summary' | 'page'; id: number | null; name: string | null; n: string | null; a: number | null; b: number | null; c: number | null; d: number | null }

type OfficeRow = {
  id: number
  office_group_id: string
  title: string
  description: string | null
  price_per_month: string
  workstations: string
  display_name: string | null
  club_name: string
  location_id: number
  /** The London day. */
  available_from: string
  image_file: string | null
  image_alt: string | null
  image_width: number | null
  image_height: number | null
  portrait_file: string | null
  portrait_alt: string | null
  portrait_width: number | null
  portrait_height: number | null
}

/** The card fields of the given offices, in the order given; the first portrait picture for portrait cards. */
const SUMMARY_SQL = `
SELECT o.id, o.office_group_id, o.title, o.description, o.price_per_month, o.workstations, o.display_name,
       c.name AS club_name, c.location_id::int AS location_id, to_char(o.available_from AT TIME ZONE 'Europe/London', 'YYYY-MM-DD') AS available_from,
       coalesce(m.sizes_card_filename, m.filename) AS image_file, m.alt AS image_alt,
       coalesce(m.sizes_card_width, m.width)::int AS image_width, coalesce(m.sizes_card_height, m.height)::int AS image_height,
       coalesce(p.sizes_card_filename, p.filename) AS portrait_file, p.alt AS portrait_alt,
       coalesce(p.sizes_card_width, p.width)::int AS portrait_width, coalesce(p.sizes_card_height, p.height)::int AS portrait_height
FROM unnest($1::int[]) WITH ORDINALITY AS wanted(id, position)
JOIN offices o ON o.id = wanted.id
JOIN clubs c ON c.id = o.location_id
LEFT JOIN media m ON m.id = o.image_id
LEFT JOIN LATERAL (
  SELECT r.media_id FROM offices_rels r WHERE r.parent_id = o.id AND r.path = 'portraitImages' ORDER BY r."order" LIMIT 1
) pr ON true
LEFT JOIN media p ON p.id = pr.media_id
ORDER BY wanted.position
`

const image = (file: string | null, alt: string | null, width: number | null, height: number | null) =>
  file ? { url: mediaFileUrl(file), alt: alt ?? '', width, height } : null

function toSummary(row: OfficeRow): OfficeSummary {
  return {
    id: row.id,
    officeGroupId: row.office_group_id,
    title: row.title,
    description: row.description,
    price: { value: Number(row.price_per_month) },
    workStations: { capacity: Number(row.workstations) },
    location: { id: row.location_id, displayName: row.display_name || row.club_name, clubName: row.club_name },
    availableFrom: row.available_from,
    image: image(row.image_file, row.image_alt, row.image_width, row.image_height),
    portraitImage: image(row.portrait_file, row.portrait_alt, row.portrait_width, row.portrait_height),
  }
}

export async function officeSummaries(payload: Payload, ids: number[]): Promise<OfficeSummary[]> {
  if (ids.length === 0) return []
  return (await sqlRows<OfficeRow>(payload, SUMMARY_SQL, [ids])).map(toSummary)
}

const finite = (n: number | undefined): number | null => (typeof n === 'number' && Number.isFinite(n) ? n : null)

export async function searchOffices(payload: Payload, options: OfficeSearchOptions = {}): Promise<OfficeSearchResult> {
  const page = Math.max(1, Math.floor(options.page ?? 1))
  const locations = [...new Set((options.locations ?? []).filter((n) => Number.isInteger(n)))]
  const rows = await sqlRows<SearchRow>(payload, SEARCH_SQL, [
    locations.length ? locations : null,
    finite(options.price?.min),
    finite(options.price?.max),
    // Not rounded: "at least 2.4 people" must not admit a 2-desk office (the ranges are inclusive).
    finite(options.people?.min),
    finite(options.people?.max),
    options.availableNow ? availabilityCutoff(options.today ?? new Date()) : null,
    OFFICE_PAGE_SIZE,
    OFFICE_PAGE_SIZE * (page - 1),
  ])

  const result: OfficeSearchResult = {
    count: 0,
    page,
    pageSize: OFFICE_PAGE_SIZE,
    end: true,
    results: [],
    facets: { location: [] },
    ranges: { price: { min: 0, max: 0 }, workStations: { min: 0, max: 0 } },
  }
  const ids: number[] = []
  for (const row of rows) {
    if (row.kind === 'page') ids.push(row.id!)
    else if (row.kind === 'location') {
      const count = Number(row.n)
      if (count > 0 || locations.includes(row.id!)) result.facets.location.push({ id: row.id!, displayName: row.name!, count })
    } else {
      result.count = Number(row.n)
      if (row.a !== null) {
        result.ranges = { price: { min: Number(row.a), max: Number(row.b) }, workStations: { min: Number(row.c), max: Number(row.d) } }
      }
    }
  }
  result.facets.location.sort((a, b) => a.displayName.localeCompare(b.displayName))
  result.end = isLastPage(page, result.count)
  result.results = await officeSummaries(payload, ids)
  return result
}
