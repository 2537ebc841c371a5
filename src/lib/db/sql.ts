import type { Payload } from 'payload'
import type { Pool, QueryResultRow } from 'pg'

/**
 * Parameterised SQL on Payload's own connection pool, for the reads Payload's query language
 * cannot express in one statement (faceted search). Values always travel as parameters.
 */
export async function sqlRows<T extends QueryResultRow>(payload: Payload, text: string, params: unknown[] = []): Promise<T[]> {
  const pool = (payload.db as unknown as { pool?: Pool }).pool
  if (!pool) throw new Error('The database adapter has no SQL pool (is it Postgres?)')
  const result = await pool.query<T>(text, params)
  return result.rows
}

/** Where Payload serves an uploaded file (relative: docs/decisions/001, no serverURL). */
export const mediaFileUrl = (filename: string): string => `/api/media/file/${encodeURIComponent(filename)}`
