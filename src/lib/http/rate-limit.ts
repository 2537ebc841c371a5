import type { Payload } from 'payload'

import { sqlRows } from '@/lib/db/sql'

/**
 * Rate limits kept in PostgreSQL (the unlogged `rate_limits` table), so every app instance and
 * the worker count together and a restart forgives nothing it should not.
 *
 * A rule allows `limit` hits per `windowMs` for one subject (an address, an account + address).
 * With `backoffMaxSeconds`, going over the limit does not shut the subject out for the rest of
 * the window: each further attempt must wait twice as long as the one before (1 s, 2 s, 4 s...
 * up to the maximum) after the last one, and `clearRateLimit` (a successful sign-in) starts over.
 */
export type RateRule = { name: string; limit: number; windowMs: number; backoffMaxSeconds?: number }

export type RateVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number }

const keyOf = (rule: RateRule, subject: string) => `${rule.name}:${subject}`

/** One statement: a new window when the old one is over, else one more hit. */
const HIT = `INSERT INTO rate_limits (key, hits, reset_at, last_at) VALUES ($1, 1, now() + $2::float8 * interval '1 millisecond', now())
  ON CONFLICT (key) DO UPDATE SET
    hits = CASE WHEN rate_limits.reset_at <= now() THEN 1 ELSE rate_limits.hits + 1 END,
    reset_at = CASE WHEN rate_limits.reset_at <= now() THEN EXCLUDED.reset_at ELSE rate_limits.reset_at END,
    last_at = now()
  RETURNING hits, greatest(1, ceil(extract(epoch FROM reset_at - now())))::int AS retry_after`

/** Over the limit ($3) a hit counts only once the back-off since the last one ($4 cap) has passed. */
const HIT_WITH_BACKOFF = `INSERT INTO rate_limits (key, hits, reset_at, last_at) VALUES ($1, 1, now() + $2::float8 * interval '1 millisecond', now())
  ON CONFLICT (key) DO UPDATE SET
    hits = CASE WHEN rate_limits.reset_at <= now() THEN 1 ELSE rate_limits.hits + 1 END,
    reset_at = now() + $2::float8 * interval '1 millisecond',
    last_at = now()
  WHERE rate_limits.reset_at <= now() OR rate_limits.hits < $3::int
     OR rate_limits.last_at + least(power(2, rate_limits.hits - $3::int), $4::float8) * interval '1 second' <= now()
  RETURNING hits`

const BACKOFF_LEFT = `SELECT greatest(1, ceil(extract(epoch FROM last_at + least(power(2, hits - $2::int), $3::float8) * interval '1 second' - now())))::int AS retry_after
  FROM rate_limits WHERE key = $1`

let sweptAt = 0

/** Counts one attempt by `subject`; says how long to wait when it is over the rule's limit. A limit of 0 is off. */
export async function hitRateLimit(payload: Payload, rule: RateRule, subject: string): Promise<RateVerdict> {
  if (rule.limit <= 0) return { allowed: true }
  if (Date.now() - sweptAt > 60 * 60 * 1000) {
    sweptAt = Date.now()
    void sweepRateLimits(payload).catch(() => {})
  }
  const key = keyOf(rule, subject)
  if (rule.backoffMaxSeconds === undefined) {
    const [row] = await sqlRows<{ hits: number; retry_after: number }>(payload, HIT, [key, rule.windowMs], 'rate_limit_hit')
    return row!.hits <= rule.limit ? { allowed: true } : { allowed: false, retryAfterSeconds: row!.retry_after }
  }
  const counted = await sqlRows<{ hits: number }>(payload, HIT_WITH_BACKOFF, [key, rule.windowMs, rule.limit, rule.backoffMaxSeconds], 'rate_limit_backoff')
  if (counted.length) return { allowed: true }
  const [left] = await sqlRows<{ retry_after: number }>(payload, BACKOFF_LEFT, [key, rule.limit, rule.backoffMaxSeconds], 'rate_limit_backoff_left')
  return { allowed: false, retryAfterSeconds: left?.retry_after ?? 1 }
}

export async function clearRateLimit(payload: Payload, rule: RateRule, subject: string): Promise<void> {
  await sqlRows(payload, 'DELETE FROM rate_limits WHERE key = $1', [keyOf(rule, subject)], 'rate_limit_clear')
}

/** Forgets windows that ended a day ago (each process does it at most hourly, on a hit). */
export async function sweepRateLimits(payload: Payload): Promise<number> {
  const rows = await sqlRows(payload, `DELETE FROM rate_limits WHERE reset_at < now() - interval '1 day' RETURNING 1`)
  return rows.length
}

/**
 * Remembers a fact about a subject until `ms` from now (an address a sign-in succeeded from), in
 * the same table: a row with no hits, whose window is the memory's lifetime.
 */
export async function rememberSubject(payload: Payload, name: string, subject: string, ms: number): Promise<void> {
  await sqlRows(
    payload,
    `INSERT INTO rate_limits (key, hits, reset_at, last_at) VALUES ($1, 0, now() + $2::float8 * interval '1 millisecond', now())
      ON CONFLICT (key) DO UPDATE SET hits = 0, reset_at = EXCLUDED.reset_at, last_at = now()`,
    [`${name}:${subject}`, ms],
    'rate_limit_remember',
  )
}

export async function isRemembered(payload: Payload, name: string, subject: string): Promise<boolean> {
  const rows = await sqlRows(payload, 'SELECT 1 FROM rate_limits WHERE key = $1 AND reset_at > now()', [`${name}:${subject}`], 'rate_limit_remembered')
  return rows.length > 0
}
