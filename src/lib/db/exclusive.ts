import type { Payload } from 'payload'

type Client = { query: (text: string, values?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>; release: (error?: Error) => void }
/** What holds a pg pool: Payload's database adapter (`payload.db`, or the adapter itself while it connects). */
export type PoolHolder = { pool: { connect: () => Promise<Client> } }

/**
 * A session advisory lock on a connection of its own around `run`: it ends with that connection,
 * so a process killed mid-run frees it at once. `wait`: queue for the lock (migrations, decision
 * 064); else a lock already taken skips the run at once (jobs, decision 066).
 */
export async function withAdvisoryLock<T>(db: PoolHolder, name: string, wait: boolean, run: () => Promise<T>): Promise<{ ran: true; value: T } | { ran: false }> {
  const client = await db.pool.connect()
  let broken: Error | undefined
  try {
    const [row] = (await client.query(`SELECT ${wait ? 'pg_advisory_lock' : 'pg_try_advisory_lock'}(hashtext('clubhouse'), hashtext($1)) AS locked`, [name])).rows
    if (!wait && !row?.locked) return { ran: false }
    try {
      return { ran: true, value: await run() }
    } finally {
      await client.query("SELECT pg_advisory_unlock(hashtext('clubhouse'), hashtext($1))", [name]).catch((error: Error) => (broken = error))
    }
  } finally {
    client.release(broken)
  }
}

/**
 * Runs `run` unless another process (another instance's worker, another launcher) is running the
 * job of the same name on this database; then it answers `{ ran: false }` at once, and the next
 * wake-up or sweep tries again (docs/decisions/066).
 */
export function exclusively<T>(payload: Payload, name: string, run: () => Promise<T>): Promise<{ ran: true; value: T } | { ran: false }> {
  return withAdvisoryLock(payload.db as unknown as PoolHolder, `job:${name}`, false, run)
}
