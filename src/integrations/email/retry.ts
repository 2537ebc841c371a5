/**
 * When the outbox relay tries an e-mail again (docs/decisions/042). Constants, not settings: they
 * are about keeping a promise (at least once, for at least a day), not a club's preference.
 */

/** An e-mail is tried for at least this long after it was queued (or sent again by an administrator), then marked failed. */
export const RETRY_WINDOW_MS = 24 * 60 * 60_000
/** The wait after the first failed attempt; it doubles with each failure up to RETRY_CAP_MS. */
export const RETRY_BASE_MS = 60_000
export const RETRY_CAP_MS = 60 * 60_000

/**
 * One send may take at most this long (connection, greeting, DATA): past it the connection is
 * closed (nodemailer's AbortSignal), so a worker never sends after its claim has lapsed.
 */
export const SEND_DEADLINE_MS = 60_000
/**
 * How long a claim keeps other workers off a row. Longer than three sends (the request path's
 * attempts) with their waits, so two live workers never send one row; a killed worker's claim
 * lapses after it and the row is picked up again.
 */
export const CLAIM_LEASE_MS = 5 * 60_000

/**
 * The wait before the next attempt after `failures` failed ones: exponential, capped, with "equal
 * jitter" (half fixed, half random), so e-mails that failed together do not all come back at once.
 */
export function retryDelayMs(failures: number, random: () => number = Math.random): number {
  const ceiling = Math.min(RETRY_CAP_MS, RETRY_BASE_MS * 2 ** Math.max(0, failures - 1))
  return Math.round(ceiling / 2 + (random() * ceiling) / 2)
}

export type Retry = { nextAttemptAt: Date } | { giveUp: true }

/**
 * After a failed attempt at `now`: try again later while the window lasts; once an attempt at or
 * after `retryUntil` has failed, give up. The last retry is scheduled no earlier than `retryUntil`,
 * so an e-mail is tried for the whole window, not just until the back-off would pass its end.
 */
export function afterFailure(failures: number, now: Date, retryUntil: Date | null, random?: () => number): Retry {
  if (retryUntil && now.getTime() >= retryUntil.getTime()) return { giveUp: true }
  const next = now.getTime() + retryDelayMs(failures, random)
  return { nextAttemptAt: new Date(retryUntil ? Math.min(next, retryUntil.getTime()) : next) }
}
