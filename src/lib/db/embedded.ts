import { mkdirSync, openSync, readFileSync, rmSync, writeFileSync, closeSync } from 'node:fs'
import path from 'node:path'

/**
 * Embedded PostgreSQL: PGlite persisted on disk, served on a loopback port so that Payload's
 * ordinary Postgres adapter (and psql, and tests) talk to it like any server.
 *
 * PGlite is single-process: two processes opening one data directory corrupt it. A lock file
 * names the owning process and its port; any other process of the app connects to that port
 * instead of opening the directory itself.
 */

type LockInfo = { pid: number; port: number }

export type EmbeddedServer = { url: string; port: number; stop: () => Promise<void> }

const LOCK_NAME = 'embedded-postgres.lock'

export function connectionUrl(port: number): string {
  return `postgres://postgres:postgres@127.0.0.1:${port}/postgres?sslmode=disable`
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

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

/** Starts PGlite on `dataDir` and serves it on a free port of 127.0.0.1. */
async function serveEmbedded(dataDir: string): Promise<EmbeddedServer> {
  const [{ PGlite }, { PGLiteSocketServer }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('@electric-sql/pglite-socket'),
  ])
  mkdirSync(dataDir, { recursive: true })
  const db = await PGlite.create(dataDir)
  // Every process of the app (server, build workers, seed) shares this one server.
  const server = new PGLiteSocketServer({ db, host: '127.0.0.1', port: 0, maxConnections: 32 })
  await server.start()
  const port = Number(server.getServerConn().split(':').pop())
  return {
    url: connectionUrl(port),
    port,
    stop: async () => {
      await server.stop()
      await db.close()
    },
  }
}

const servers = new Map<string, Promise<string>>()

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
  const deadline = Date.now() + 60_000
  while (Date.now() < deadline) {
    let fd: number
    try {
      fd = openSync(lockFile, 'wx')
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
      const lock = readLock(lockFile)
      if (lock && lock.pid !== process.pid && !isAlive(lock.pid)) {
        rmSync(lockFile, { force: true }) // left by a killed process
        continue
      }
      if (lock && lock.port > 0) return connectionUrl(lock.port)
      await sleep(200) // the owner is still starting
      continue
    }
    writeFileSync(fd, JSON.stringify({ pid: process.pid, port: 0 }))
    closeSync(fd)
    try {
      const server = await serveEmbedded(path.join(dataDir, 'pgdata'))
      writeFileSync(lockFile, JSON.stringify({ pid: process.pid, port: server.port }))
      const release = () => {
        const lock = readLock(lockFile)
        if (lock?.pid === process.pid) rmSync(lockFile, { force: true })
      }
      process.once('exit', release)
      for (const signal of ['SIGINT', 'SIGTERM'] as const) {
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
