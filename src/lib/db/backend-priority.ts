import { setPriority } from 'node:os'

import type pg from 'pg'

/**
 * Gives the database backends that serve a pool a lower CPU priority, as the worker's own (the
 * submissions worker runs at 19, so a launch's records never slow the site's pages). Only for a
 * server on this machine (the embedded one): another machine's process ids are not ours.
 *
 * The backend's process id comes with the connection (pg's `processID`), so no query runs on a
 * client the pool is handing to its caller: a query there would run beside the caller's, which pg
 * deprecates ("Calling client.query() when the client is already executing a query") and pg 9 refuses.
 */
export function lowerBackendPriority(pool: pg.Pool, priority = 19): void {
  const done = new WeakSet<pg.PoolClient>()
  // On acquire, not connect: the pool may already hold connections made before this was called.
  pool.on('acquire', (client) => {
    if (done.has(client)) return
    done.add(client)
    const pid = (client as unknown as { processID: number | null }).processID
    if (!pid) return
    try {
      setPriority(pid, priority)
    } catch {
      // not allowed here: the backend keeps the server's priority
    }
  })
}
