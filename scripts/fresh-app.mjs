/**
 * The app as `npm start` runs it, on a fresh embedded database and a build folder of its own:
 * what the end-to-end tests and the benchmark run against.
 */
import { spawn, spawnSync } from 'node:child_process'
import { createWriteStream, mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import path from 'node:path'

import { pathWithProjectBin } from './node-version.mjs'

const root = path.resolve(import.meta.dirname, '..')

export const freePort = () =>
  new Promise((resolve, reject) => {
    const server = createServer()
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address()
      server.close(() => resolve(port))
    })
    server.on('error', reject)
  })

/**
 * A whole copy of a stopped app's data directory, owners and modes kept: as root the database's
 * files belong to the postgres user, who must still be able to read its copy.
 * @param {string} from
 * @param {string} to
 */
export function copyDataDir(from, to) {
  rmSync(to, { recursive: true, force: true })
  const copied = spawnSync('cp', ['-a', from, to], { encoding: 'utf8' })
  if (copied.status !== 0) throw new Error(`Could not copy ${from} to ${to}: ${copied.stderr}`)
}

/**
 * `dataDir` starts it on an existing data directory (a restart); `kill()` ends every process of it
 * at once with SIGKILL, the database server included, and keeps the data directory. `logFile`: the
 * server's stdout and stderr are also written there (the end-to-end run reads its log afterwards).
 * @param {{ distDir: string, reuseBuild?: boolean, env?: Record<string, string>, quiet?: boolean, dataDir?: string, logFile?: string }} options
 * `terminate()` sends SIGTERM to the launcher alone, as an orchestrator stopping it would, and
 * resolves with its exit code once it has stopped by itself (the data directory is kept).
 * @returns {Promise<{ baseURL: string, dataDir: string, stop: () => Promise<void>, kill: () => void, terminate: () => Promise<number | null> }>}
 */
export async function startFreshApp({ distDir, reuseBuild = false, env = {}, quiet = false, dataDir = mkdtempSync(path.join(root, '.tmp-e2e-')), logFile }) {
  const port = await freePort()
  if (!reuseBuild) rmSync(path.join(root, distDir), { recursive: true, force: true })
  const child = spawn(path.join(root, 'node_modules/.bin/tsx'), ['scripts/start.ts'], {
    cwd: root,
    env: { ...process.env, PATH: pathWithProjectBin(root), ...env, DATA_DIR: dataDir, PORT: String(port), NEXT_DIST_DIR: distDir, CLUBHOUSE_KEEP_BUILD: reuseBuild ? '1' : '' },
    stdio: ['ignore', logFile ? 'pipe' : quiet ? 'ignore' : 'inherit', logFile ? 'pipe' : 'inherit'],
    detached: true, // its own process group, so stop() ends the server it spawns too
  })
  const log = logFile ? createWriteStream(logFile, { flags: 'a' }) : undefined
  if (log) {
    child.stdout.on('data', (chunk) => {
      log.write(chunk)
      if (!quiet) process.stdout.write(chunk)
    })
    child.stderr.on('data', (chunk) => {
      log.write(chunk)
      process.stderr.write(chunk)
    })
  }
  const exited = new Promise((resolve) => child.once('close', resolve))
  const closeLog = async () => {
    if (!log) return
    // Whatever the server wrote before it ended is in the file before stop() returns.
    await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))])
    await new Promise((r) => log.end(r))
  }
  const stop = async () => {
    try {
      process.kill(-child.pid, 'SIGTERM')
    } catch {
      // already gone
    }
    await new Promise((r) => setTimeout(r, 1500))
    await closeLog()
    rmSync(dataDir, { recursive: true, force: true })
  }
  const kill = () => {
    try {
      process.kill(-child.pid, 'SIGKILL')
    } catch {
      // already gone
    }
  }
  const terminate = async () => {
    const code = new Promise((resolve) => child.once('exit', (exitCode) => resolve(exitCode)))
    child.kill('SIGTERM')
    return child.exitCode ?? (await code)
  }
  const baseURL = `http://localhost:${port}`
  const deadline = Date.now() + 15 * 60_000 // a first start builds the site
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      await stop()
      throw new Error(`The app exited with ${child.exitCode} before it was ready`)
    }
    try {
      if ((await fetch(`${baseURL}/`)).ok) return { baseURL, dataDir, stop, kill, terminate }
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 1000))
  }
  await stop()
  throw new Error(`The app did not answer at ${baseURL} in time`)
}
