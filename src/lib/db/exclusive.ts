import type { Payload } from 'payload'

type Client = { query: (text: string, values?: unknown[]) => Promise<{ rows: { locked: boolean }[] }>; release: (error?: Error) => void }

/**
 * Runs `run` unless another process (another instance's worker, another launcher) is running the
 * job of the same name on this database; then it answers `skipped` at once, and the next wake-up
 * or sweep tries again (docs/decisions/066). A session advisory lock on a connection of its own:
 * it ends with that connection, so a process killed mid-run frees it at once.
 */
export async function exclusively<T>(payload: Payload, name: string, run: () => Promise<T>): Promise<{ ran: true; value: T } | { ran: false }> {
  const pool = (payload.db as unknown as { pool: { connect: () => Promise<Client> } }).pool
  const client = await pool.connect()
  let broken: Error | undefined
  try {
    const [row] = (await client.query("SELECT pg_try_advisory_lock(hashtext('clubhouse-job'), hashtext($1)) AS locked", [name])).rows
    if (!row?.locked) return { ran: false }
    try {
      return { ran: true, value: await run() }
    } finally {
      await client.query("SELECT pg_advisory_unlock(hashtext('clubhouse-job'), hashtext($1))", [name]).catch((error: Error) => (broken = error))
    }
  } finally {
    client.release(broken)
  }
}
