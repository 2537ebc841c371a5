import 'server-only'

import { sql } from '@payloadcms/db-postgres'
import type { Payload, PayloadRequest } from 'payload'

import { sqlRows } from '@/lib/db/sql'
import { sqlInTransaction } from '@/lib/db/transaction'

/**
 * The submissions table (docs/decisions/012): what a visitor sent, stored in one small write with
 * its idempotency key before the reply, and the id its lead or enquiry will have. Processing
 * (creating the record, linking, e-mails) happens afterwards, once, in a transaction that holds
 * the row's lock, so a worker that dies half-way leaves the row to be processed again.
 */

export type SubmissionKind = 'lead' | 'enquiry'

export type StoredSubmission = {
  id: number
  kind: SubmissionKind
  recordId: number
  requestHash: string
  processed: boolean
  /** The record's link to an earlier submission, known once it is processed. */
  linkedTo?: number
}

export type ClaimedSubmission = { id: number; kind: SubmissionKind; recordId: number; data: Record<string, unknown> }

/** After this many failed attempts a submission waits for staff (it stays in the table, with its error). */
export const MAX_ATTEMPTS = 8

const tableOf = (kind: SubmissionKind) => (kind === 'lead' ? 'leads' : 'enquiries')

type Row = { id: string; kind: SubmissionKind; record_id: number; request_hash: string; processed: boolean; linked_to: number | null }

const toStored = (row: Row): StoredSubmission => ({
  id: Number(row.id),
  kind: row.kind,
  recordId: row.record_id,
  requestHash: row.request_hash,
  processed: row.processed,
  linkedTo: row.linked_to ?? undefined,
})

/**
 * jsonb refuses what text columns take silently: a lone UTF-16 surrogate (its \\u escape) and
 * U+0000. They become U+FFFD, as the UTF-8 encoding of a text column would make of a surrogate.
 */
const asJsonb = (data: Record<string, unknown>): string =>
  JSON.stringify(data, (_key, value: unknown) => (typeof value === 'string' ? value.toWellFormed().replaceAll('\u0000', '\uFFFD') : value))

/** The submission already stored under this key ($1), if any: a retry gets its first answer. */
const FIND_BY_KEY = `SELECT s.id, s.kind, s.record_id, s.request_hash, s.processed_at IS NOT NULL AS processed,
         coalesce(l.linked_to_id, e.linked_to_id) AS linked_to
    FROM submissions s
    LEFT JOIN leads l ON s.kind = 'lead' AND l.id = s.record_id
    LEFT JOIN enquiries e ON s.kind = 'enquiry' AND e.id = s.record_id
   WHERE s.idempotency_key = $1`

export async function findSubmission(payload: Payload, key: string): Promise<StoredSubmission | undefined> {
  const [row] = await sqlRows<Row>(payload, FIND_BY_KEY, [key], 'submissions-find')
  return row ? toStored(row) : undefined
}

/**
 * The submission stored under this key: the earlier one if there is one (fresh: false), otherwise
 * this one, stored now with its record's id reserved from that table's own sequence, and the
 * worker woken. One statement either way, since most requests under load are retries.
 */
export async function storeSubmission(
  payload: Payload,
  input: { kind: SubmissionKind; key: string; requestHash: string; data: Record<string, unknown>; wake: boolean },
): Promise<StoredSubmission & { fresh: boolean }> {
  for (let attempt = 0; attempt < 3; attempt++) {
    const [row] = await sqlRows<Row & { fresh: boolean }>(
      payload,
      `WITH earlier AS (${FIND_BY_KEY}),
       stored AS (
         INSERT INTO submissions (kind, idempotency_key, request_hash, record_id, data)
         SELECT $2, $1, $3, nextval(pg_get_serial_sequence($4, 'id')), $5::jsonb WHERE NOT EXISTS (SELECT 1 FROM earlier)
         ON CONFLICT (idempotency_key) DO NOTHING
         RETURNING id, kind, record_id, request_hash
       )
       SELECT s.id, s.kind, s.record_id, s.request_hash, false AS processed, NULL::int AS linked_to, true AS fresh
         FROM stored s, LATERAL (SELECT CASE WHEN $6::boolean THEN pg_notify('submissions', '') END) AS woken
       UNION ALL
       SELECT *, false AS fresh FROM earlier`,
      [input.key, input.kind, input.requestHash, tableOf(input.kind), asJsonb(input.data), input.wake],
      'submissions-store',
    )
    if (row) return { ...toStored(row), fresh: row.fresh }
    // Another copy stored it while this statement ran; its row is visible to the next statement.
  }
  throw new Error(`Submission ${input.key} neither stored nor found`)
}

/**
 * Locks the next submission to process (or the given one) inside `req`'s transaction. Other
 * workers skip locked rows; asking for one by id waits for whoever holds it.
 */
export async function claimSubmission(req: PayloadRequest, id?: number): Promise<ClaimedSubmission | undefined> {
  const [row] = await sqlInTransaction<{ id: string; kind: SubmissionKind; record_id: number; data: Record<string, unknown> }>(
    req,
    id === undefined
      ? sql`SELECT id, kind, record_id, data FROM submissions
             WHERE processed_at IS NULL AND attempts < ${MAX_ATTEMPTS} AND next_attempt_at <= now()
             ORDER BY id FOR UPDATE SKIP LOCKED LIMIT 1`
      : sql`SELECT id, kind, record_id, data FROM submissions WHERE id = ${id} AND processed_at IS NULL FOR UPDATE`,
  )
  return row ? { id: Number(row.id), kind: row.kind, recordId: row.record_id, data: row.data } : undefined
}

export async function markProcessed(req: PayloadRequest, id: number): Promise<void> {
  await sqlInTransaction(req, sql`UPDATE submissions SET processed_at = now(), last_error = NULL, data = '{}'::jsonb WHERE id = ${id}`)
}

/** Outside the failed transaction: the attempt is counted and the next one waits longer. */
export async function markFailed(payload: Payload, id: number, error: unknown): Promise<void> {
  await sqlRows(
    payload,
    `UPDATE submissions SET attempts = attempts + 1, last_error = left($2, 2000),
            next_attempt_at = now() + least(interval '1 hour', interval '2 seconds' * power(2, attempts))
      WHERE id = $1`,
    [id, error instanceof Error ? `${error.name}: ${error.message}` : String(error)],
  )
}

/** How many submissions are waiting: what the bench watches drain. */
export async function pendingSubmissions(payload: Payload): Promise<number> {
  const [row] = await sqlRows<{ n: string }>(payload, `SELECT count(*) AS n FROM submissions WHERE processed_at IS NULL AND attempts < ${MAX_ATTEMPTS}`)
  return Number(row?.n ?? 0)
}
