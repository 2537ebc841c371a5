import { randomUUID } from 'node:crypto'

import type { Pool } from 'pg'

import type { EmailAttachment } from './email'
import { afterFailure, CLAIM_LEASE_MS, RETRY_WINDOW_MS, SEND_DEADLINE_MS } from './retry'
import { unseal } from './seal'

/**
 * The outbox relay (docs/decisions/042): every queued SMTP e-mail whose next attempt is due is
 * claimed, sent and settled, until none is due. At least once:
 *
 * - Claim: one statement (its own short transaction) picks a due row `FOR UPDATE SKIP LOCKED`,
 *   counts the attempt and moves `next_attempt_at` a lease ahead with this run's claim token, and
 *   commits. Other relays skip the row while it is locked and then find it not due; a relay that
 *   is killed leaves the lease, which lapses, and the row is claimed again: sent at least once.
 * - Send: within SEND_DEADLINE_MS of the claim (the connection is closed past it), which is far
 *   inside the lease, so two live relays never send one row.
 * - Settle: only by the claim's holder (its token): sent; or failed for good (a 5xx refusal, or the
 *   retry window over); or queued again after an exponential back-off with jitter.
 *
 * A duplicate is possible only where the SMTP server took the message but its answer never reached
 * a relay that could record it (a crash or a dropped connection right after DATA).
 */

/** The pool's query, which is all the relay needs: Payload's pool in the app, a pool of its own in a test's child process. */
export type Db = Pick<Pool, 'query'>

/** What goes over SMTP; `signal` ends the attempt (closes the connection) at the claim's deadline. */
export type OutgoingEmail = { to: string; replyTo?: string; subject: string; text: string; html?: string; attachments?: EmailAttachment[] }
export type SendOnce = (message: OutgoingEmail, signal: AbortSignal) => Promise<{ messageId: string }>

export type RelayOptions = {
  /** PAYLOAD_SECRET, which sealed the real body of a withheld e-mail. */
  secret: string
  /** Decides what is due, the lease and the back-off; tests move it on instead of waiting. */
  now?: () => Date
  /** Only these rows (the request path's own, just committed); otherwise every due row. */
  ids?: number[]
  /** At most this many rows a run; the worker's next wake-up takes the rest. */
  limit?: number
  /** Waits between quick further attempts within one claim, for transient failures (the request path's). */
  quickRetriesMs?: readonly number[]
  /** Called between the claim's commit and the send (the fault tests stop a worker there). */
  afterClaim?: (id: number) => Promise<void>
  /** Called with the server's answer before the row is settled (the fault tests stop a worker there too). */
  afterSend?: (id: number) => Promise<void>
  random?: () => number
  isTransient: (error: unknown) => boolean
  describe: (error: unknown) => string
}

/** Where the erasure (src/collections/privacy/erase.ts) sends a person's e-mails: never relayed. */
const ERASED = '%@erased.invalid'

type Claimed = {
  id: number
  to: string
  reply_to: string | null
  subject: string
  text: string
  html: string | null
  sealed: string | null
  withheld: boolean | null
  attempts: number
  retry_until: Date | null
}

/** Claims the next due row (of `ids`, when given), or none. */
async function claim(db: Db, token: string, now: Date, ids?: number[]): Promise<Claimed | undefined> {
  const { rows } = await db.query<Claimed>(
    `UPDATE outbox o SET attempts = coalesce(o.attempts, 0) + 1, next_attempt_at = $2, claim = $3, updated_at = $1
      WHERE o.id = (
        SELECT id FROM outbox
         WHERE status = 'queued' AND transport = 'smtp' AND next_attempt_at <= $1 AND ($4::int[] IS NULL OR id = ANY($4::int[]))
         ORDER BY next_attempt_at, id
         LIMIT 1
         FOR UPDATE SKIP LOCKED)
      RETURNING o.id, o."to", o.reply_to, o.subject, o.text, o.html, o.sealed, o.withheld, o.attempts::int AS attempts, o.retry_until`,
    [now, new Date(now.getTime() + CLAIM_LEASE_MS), token, ids ? `{${ids.map((id) => Math.trunc(id)).join(',')}}` : null],
  )
  return rows[0]
}

async function attachmentsOf(db: Db, id: number): Promise<EmailAttachment[]> {
  const { rows } = await db.query<{ filename: string; content_type: string; content: string }>(
    'SELECT filename, content_type, content FROM outbox_attachments WHERE _parent_id = $1 ORDER BY _order',
    [id],
  )
  return rows.map((r) => ({ filename: r.filename, contentType: r.content_type, content: r.content }))
}

type Outcome = { sent: string } | { retryAt: Date; error: string } | { failed: string }

/** Writes the outcome, if this claim still holds the row; false when it has lapsed and another relay took it. */
async function settle(db: Db, id: number, token: string, now: Date, extraAttempts: number, outcome: Outcome): Promise<boolean> {
  const [set, values] =
    'sent' in outcome
      ? [`status = 'sent', sent_at = $4, message_id = $5, error = NULL, next_attempt_at = NULL, sealed = NULL`, [now, outcome.sent]]
      : 'retryAt' in outcome
        ? [`next_attempt_at = $4, error = $5`, [outcome.retryAt, outcome.error]]
        : [`status = 'failed', error = $4, next_attempt_at = NULL, sealed = NULL`, [outcome.failed]]
  const { rowCount } = await db.query(`UPDATE outbox SET ${set}, attempts = attempts + $3, claim = NULL, updated_at = now() WHERE id = $1 AND claim = $2`, [
    id,
    token,
    extraAttempts,
    ...values,
  ])
  return rowCount === 1
}

/** The message as it must go out: a withheld e-mail's real body from its seal. */
async function outgoing(db: Db, row: Claimed, secret: string): Promise<OutgoingEmail | string> {
  if (row.to.toLowerCase().endsWith(ERASED.slice(1))) return 'Not sent: the recipient’s data was erased.'
  const attachments = await attachmentsOf(db, row.id)
  const message: OutgoingEmail = { to: row.to, replyTo: row.reply_to ?? undefined, subject: row.subject, text: row.text, html: row.html ?? undefined, attachments }
  if (!row.withheld) return message
  if (!row.sealed) return 'Not sent: the private link it held is no longer kept. Ask the recipient to request a new one.'
  try {
    const body = unseal(row.sealed, secret)
    return { ...message, text: body.text, html: body.html, attachments: body.attachments ?? attachments }
  } catch {
    return 'Not sent: its sealed body cannot be read (has PAYLOAD_SECRET changed?).'
  }
}

/** Relays due rows until none is due or `limit` were handled; the number handled (sent, failed or put back). */
export async function relayOutbox(db: Db, sendOnce: SendOnce, options: RelayOptions): Promise<number> {
  const now = options.now ?? (() => new Date())
  const limit = options.limit ?? 100
  let handled = 0
  while (handled < limit) {
    const token = randomUUID()
    // The deadline counts from before the claim, so the send ends inside the lease whatever the claim took.
    const deadline = Date.now() + SEND_DEADLINE_MS
    const row = await claim(db, token, now(), options.ids)
    if (!row) break
    handled++
    await options.afterClaim?.(row.id)
    const message = await outgoing(db, row, options.secret)
    if (typeof message === 'string') {
      await settle(db, row.id, token, now(), 0, { failed: message })
      continue
    }
    let extra = 0
    let outcome: Outcome
    for (;;) {
      try {
        const { messageId } = await sendOnce(message, AbortSignal.timeout(Math.max(1, deadline - Date.now())))
        await options.afterSend?.(row.id)
        outcome = { sent: messageId }
        break
      } catch (error) {
        const reason = options.describe(error)
        const wait = options.quickRetriesMs?.[extra]
        if (options.isTransient(error) && wait !== undefined && Date.now() + wait < deadline - SEND_DEADLINE_MS / 2) {
          extra++
          await new Promise((resolve) => setTimeout(resolve, wait))
          continue
        }
        if (!options.isTransient(error)) outcome = { failed: reason }
        else {
          const retry = afterFailure(row.attempts + extra, now(), row.retry_until ? new Date(row.retry_until) : null, options.random)
          outcome = 'giveUp' in retry ? { failed: `${reason} (tried for a day)` } : { retryAt: retry.nextAttemptAt, error: reason }
        }
        console.error(`E-mail "${row.subject}" (outbox ${row.id}) not sent, attempt ${row.attempts + extra}: ${reason}`)
        break
      }
    }
    if (!(await settle(db, row.id, token, now(), extra, outcome))) console.error(`Outbox ${row.id}: the claim lapsed before the outcome was recorded`)
  }
  return handled
}

export type Requeued = { ok: true } | { ok: false; status: 404 | 409; message: string }

/**
 * An administrator's "Send again" on a failed e-mail: queued for the relay now, tried for another
 * day, and the worker's relay woken (NOTIFY). Refused for an e-mail that is not failed, whose
 * private link is no longer kept, or whose recipient was erased, and without a mail server.
 */
export async function requeueEmail(db: Db, id: number, options: { smtp: boolean; now?: Date }): Promise<Requeued> {
  const now = options.now ?? new Date()
  const { rows } = await db.query<{ status: string; to: string; withheld: boolean | null; sealed: boolean }>(
    'SELECT status, "to", withheld, sealed IS NOT NULL AS sealed FROM outbox WHERE id = $1',
    [id],
  )
  const row = rows[0]
  if (!row) return { ok: false, status: 404, message: 'Not found.' }
  if (row.status !== 'failed') return { ok: false, status: 409, message: 'Only a failed e-mail can be sent again.' }
  if (!options.smtp) return { ok: false, status: 409, message: 'No mail server is set up (SMTP_URL), so e-mails stay in the outbox.' }
  if (row.to.toLowerCase().endsWith(ERASED.slice(1))) return { ok: false, status: 409, message: 'The recipient’s data was erased: this e-mail cannot be sent.' }
  if (row.withheld && !row.sealed) {
    return { ok: false, status: 409, message: 'This e-mail held a private link that is no longer kept: ask the recipient to request a new one.' }
  }
  const { rowCount } = await db.query(
    `UPDATE outbox SET status = 'queued', transport = 'smtp', attempts = 0, error = NULL, claim = NULL, next_attempt_at = $2, retry_until = $3, updated_at = now()
      WHERE id = $1 AND status = 'failed'`,
    [id, now, new Date(now.getTime() + RETRY_WINDOW_MS)],
  )
  if (rowCount !== 1) return { ok: false, status: 409, message: 'Only a failed e-mail can be sent again.' }
  // After the update has committed (each statement is its own transaction here), so the woken relay finds the row.
  await db.query('SELECT pg_notify($1, $2)', [OUTBOX_CHANNEL, String(id)])
  return { ok: true }
}

/** The worker LISTENs here; a resend wakes it. */
export const OUTBOX_CHANNEL = 'outbox_relay'
