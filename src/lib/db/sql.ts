import type { Payload } from 'payload'
import type { QueryResultRow } from 'pg'

/**
 * Parameterised SQL on Payload's own connection pool, for the reads Payload's query language
 * cannot express in one statement (faceted search). Values always travel as parameters.
 */
export async function sqlRows<T extends QueryResultRow>(payload: Payload, text: string, params: unknown[] = [], name?: string): Promise<T[]> {
  // Typed by @payloadcms/db-postgres's augmentation of Payload's DatabaseAdapter; absent on other adapters.
  const pool = (payload.db as Partial<typeof payload.db>).pool
  if (!pool) throw new Error('The database adapter has no SQL pool (is it Postgres?)')
  // A name makes it a prepared statement, parsed and planned once per connection: for hot paths.
  const result = await pool.query<T>(name ? { name, text, values: params } : { text, values: params })
  return result.rows
}

/** Where Payload serves an uploaded file (relative: docs/decisions/001, no serverURL). */
export const mediaFileUrl = (filename: string): string => `/api/media/file/${encodeURIComponent(filename)}`
