import 'server-only'

import { sqlRows } from '@/lib/db/sql'
import { getPayloadClient } from '@/model/payload-client'

/**
 * The members directory (issue 15): only members who chose to be listed, and of each only what
 * they chose to show. Every read goes through here (the page and the API), and the SQL itself
 * asks for `directory_listed`, so nobody else can appear by a mistake in a screen.
 */
export type DirectoryEntry = {
  id: number
  name: string
  photoUrl: string | null
  role: string | null
  industry: string | null
  company: string | null
  email: string | null
}

export const DIRECTORY_PHOTO_PATH = (id: number, photoId: number) => `/v1/api/members/${id}/photo?v=${photoId}`

type Row = {
  id: number
  title: string | null
  first_name: string
  last_name: string
  email: string
  role: string | null
  industry_label: string | null
  company_name: string | null
  photo_id: number | null
  show_photo: boolean | null
  show_role: boolean | null
  show_industry: boolean | null
  show_company: boolean | null
  show_email: boolean | null
  total: string
}

const LISTED = `m.status = 'Active' AND m.directory_listed IS TRUE`

/** A page of the directory, by name, matching the search in names, industry, role or company. */
export async function directoryPage(search: string, page: number, pageSize: number): Promise<{ entries: DirectoryEntry[]; page: number; totalPages: number; total: number }> {
  const payload = await getPayloadClient()
  // Control characters match no one's name, and PostgreSQL refuses a NUL outright (it was a 503): spaces instead.
  const q = search.replace(/[\u0000-\u001f\u007f]/g, ' ').trim().slice(0, 100)
  const like = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
  const offset = (Math.max(1, page) - 1) * pageSize
  const rows = await sqlRows<Row>(
    payload,
    `SELECT m.id, m.title, m.first_name, m.last_name, m.email, m.role, i.label AS industry_label, m.company_name, m.photo_id,
            m.directory_show_photo AS show_photo, m.directory_show_role AS show_role, m.directory_show_industry AS show_industry,
            m.directory_show_company AS show_company, m.directory_show_email AS show_email, count(*) OVER () AS total
       FROM members m LEFT JOIN industries i ON i.value = m.industry
      WHERE ${LISTED}
        AND ($1 = '' OR (m.first_name || ' ' || m.last_name) ILIKE $2
             OR (m.directory_show_industry IS TRUE AND (i.label ILIKE $2 OR m.industry ILIKE $2))
             OR (m.directory_show_role IS TRUE AND m.role ILIKE $2)
             OR (m.directory_show_company IS TRUE AND m.company_name ILIKE $2))
      ORDER BY lower(m.last_name), lower(m.first_name), m.id
      LIMIT $3 OFFSET $4`,
    [q, like, pageSize, offset],
    'members_directory',
  )
  const total = Number(rows[0]?.total ?? 0)
  return {
    entries: rows.map((r) => ({
      id: r.id,
      name: `${r.first_name} ${r.last_name}`.trim(),
      photoUrl: r.show_photo && r.photo_id ? DIRECTORY_PHOTO_PATH(r.id, r.photo_id) : null,
      role: r.show_role ? r.role : null,
      industry: r.show_industry ? r.industry_label : null,
      company: r.show_company ? r.company_name : null,
      email: r.show_email ? r.email : null,
    })),
    page: Math.max(1, page),
    totalPages: Math.max(1, Math.ceil(total / pageSize)),
    total,
  }
}

/** A listed member's photo id, when they show it; null for anyone else. */
export async function directoryPhotoOf(id: number): Promise<number | null> {
  const payload = await getPayloadClient()
  const [row] = await sqlRows<{ photo_id: number | null }>(payload, `SELECT m.photo_id FROM members m WHERE m.id = $1 AND ${LISTED} AND m.directory_show_photo IS TRUE`, [id])
  return row?.photo_id ?? null
}
