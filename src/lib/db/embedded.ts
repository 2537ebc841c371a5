import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import { connectionUrl, databasePassword, isAlive, leaveSignalsToCaller, startEmbeddedServer } from './embedded-server'

/**
 * One embedded PostgreSQL server per data directory, shared by every process of the app (the
 * launcher, the seed, Next's build workers, `next start`). A lock file names the owning process
 * and its port; any other process connects to that port instead of starting a second server.
 */

type LockInfo = { pid: number; port: number }

const LOCK_NAME = 'embedded-postgres.lock'

function readLock(file: string): LockInfo | undefined {
  try {
    const parsed = JSON.parse(readFileSync(file, 'utf8')) as Partial<LockInfo>
    if (typeof parsed.pid === 'number') return { pid: parsed.pid, port: Number(parsed.port) || 0 }
  } catch {
    // missing, or caught half-written: treated as absent and retried
  }
  return undefined
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

const servers = new Map<string, Promise<string>>()
/** How to stop each server this process owns, waiting until PostgreSQL has shut down. */
const owned = new Map<string, () => Promise<void>>()

/**
 * Stops every embedded server this process started and waits for each to shut down (and clears
 * its lock), so a caller that then copies a data directory copies a stopped database.
 */
/**
 * The launcher (scripts/start.ts) stops its database itself, after the web server has finished the
 * requests in flight (docs/decisions/065); any other owner stops it on SIGINT or SIGTERM at once.
 */
let stopOnSignal = true
export function stopEmbeddedDatabasesMyself(): void {
  stopOnSignal = false
  leaveSignalsToCaller()
}

export async function stopEmbeddedDatabases(): Promise<void> {
  await Promise.all([...owned.values()].map((stop) => stop()))
}

/**
 * The connection URL of this data directory's embedded server: the running one if another
 * process of the app already serves it, otherwise one this process starts and owns.
 */
export function embeddedDatabaseUrl(dataDir: string): Promise<string> {
  const dir = path.resolve(dataDir)
  let url = servers.get(dir)
  if (!url) {
    url = acquire(dir).catch((error: unknown) => {
      servers.delete(dir)
      throw error
    })
    servers.set(dir, url)
  }
  return url
}

async function acquire(dataDir: string): Promise<string> {
  mkdirSync(dataDir, { recursive: true })
  const lockFile = path.join(dataDir, LOCK_NAME)
  const deadline = Date.now() + 120_000 // a first start initialises the cluster
  while (Date.now() < deadline) {
    let fd: number
    try {
      fd = openSync(lockFile, 'wx')
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
      const lock = readLock(lockFile)
      if (lock && lock.pid !== process.pid && !isAlive(lock.pid)) {
        rmSync(lockFile, { force: true }) // left by a killed process; its server is stopped by the next owner
        continue
      }
      if (lock && lock.port > 0) return connectionUrl(lock.port, databasePassword(dataDir))
      await sleep(200) // the owner is still starting
      continue
    }
    writeFileSync(fd, JSON.stringify({ pid: process.pid, port: 0 }))
    closeSync(fd)
    try {
      const server = await startEmbeddedServer(dataDir)
      writeFileSync(lockFile, JSON.stringify({ pid: process.pid, port: server.port }))
      const release = () => {
        const lock = readLock(lockFile)
        if (lock?.pid === process.pid) rmSync(lockFile, { force: true })
      }
      process.once('exit', release)
      owned.set(dataDir, async () => {
        owned.delete(dataDir)
        servers.delete(dataDir)
        await server.stop()
        release()
      })
      for (const signal of stopOnSignal ? (['SIGINT', 'SIGTERM'] as const) : []) {
        process.once(signal, () => {
          void server.stop().finally(() => {
            release()
            process.exit(0)
          })
        })
      }
      return server.url
    } catch (error) {
      rmSync(lockFile, { force: true })
      throw error
    }
  }
  throw new Error(`Timed out waiting for the embedded database in ${dataDir} (lock: ${lockFile})`)
}
