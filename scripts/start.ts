/**
 * npm start: everything a fresh machine needs to serve the site.
 * Starts the embedded database (unless DATABASE_URL is set), applies migrations and seeds an empty
 * database, builds when there is no build yet, then serves on PORT (default 3000).
 * --prepare-only: stops after the build, with the database seeded and the site built (what the
 * test run does once before starting the app for the end-to-end tests).
 */
import { spawn } from 'node:child_process'
import { existsSync, readdirSync, rmSync, statSync } from 'node:fs'
import path from 'node:path'
import { setPriority } from 'node:os'

import { EnvError, parseEnv } from '../src/lib/env'
import { embeddedDatabaseUrl, stopEmbeddedDatabases, stopEmbeddedDatabasesMyself } from '../src/lib/db/embedded'
import { JOBS_RUN_INTERVAL_MS, jobsRunToken } from '../src/lib/jobs'
import { resolvePayloadSecret } from '../src/lib/secret'
import { pathWithProjectBin, requireSupportedNode } from './node-version.mjs'

requireSupportedNode()

const root = path.resolve(import.meta.dirname, '..')

let env
try {
  env = parseEnv({ ...process.env, NODE_ENV: 'production' })
} catch (error) {
  if (error instanceof EnvError) {
    console.error(error.message)
    process.exit(1)
  }
  throw error
}

const childEnv: NodeJS.ProcessEnv = {
  ...process.env,
  NODE_ENV: 'production',
  NEXT_TELEMETRY_DISABLED: '1',
  PATH: pathWithProjectBin(root),
  NODE_OPTIONS: [process.env.NODE_OPTIONS, `--require=${path.join(root, 'scripts/exit-with-parent.cjs')}`].filter(Boolean).join(' '),
}

function run(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, env: childEnv, stdio: 'inherit' })
    child.on('error', reject)
    child.on('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited with ${signal ?? code}`)),
    )
  })
}

/** The latest modification among the files a build is made from. */
function newestSourceChange(): number {
  let newest = 0
  const visit = (entry: string) => {
    const stat = statSync(entry)
    if (stat.isDirectory()) for (const child of readdirSync(entry)) visit(path.join(entry, child))
    else newest = Math.max(newest, stat.mtimeMs)
  }
  for (const entry of ['src', 'public', 'next.config.mjs', 'package-lock.json', 'postcss.config.mjs', 'tsconfig.json']) {
    if (existsSync(path.join(root, entry))) visit(path.join(root, entry))
  }
  return newest
}

/** Publishes what staff scheduled: asks the server to run due jobs (src/lib/jobs.ts explains why over HTTP). */
function runDueJobsEveryMinute(origin: string, token: string) {
  const tick = async () => {
    try {
      const res = await fetch(`${origin}/internal/jobs`, { method: 'POST', headers: { authorization: `Bearer ${token}` } })
      // 409: another instance was running them this minute.
      if (!res.ok && res.status !== 409) console.warn(`Scheduled publishing: the job run answered ${res.status}`)
    } catch {
      // The server is still starting, or stopping; the next tick tries again.
    }
  }
  setInterval(tick, JOBS_RUN_INTERVAL_MS).unref()
}

const bin = (name: string) => path.join(root, 'node_modules', '.bin', name)

/** The process that makes leads and enquiries from stored submissions (scripts/worker.ts), restarted if it dies. */
function startSubmissionsWorker() {
  let stopping = false
  let worker: ReturnType<typeof spawn>
  const launch = () => {
    worker = spawn(bin('tsx'), ['scripts/worker.ts'], { cwd: root, env: childEnv, stdio: 'inherit' })
    // At once, so tsx's own start and the process it runs inherit the low priority too.
    try {
      setPriority(worker.pid!, 19)
    } catch {
      // not allowed here: the worker lowers its own priority as it starts
    }
    worker.on('exit', (code, signal) => {
      if (stopping) return
      console.warn(`The submissions worker stopped (${signal ?? code}); starting it again.`)
      setTimeout(launch, 1000)
    })
  }
  launch()
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      stopping = true
      worker.kill(signal)
    })
  }
}

// Stopping (docs/decisions/065): once serving, the web server finishes the requests in flight first
// and the database they need stops after it; before that, the database stops at once.
let server: ReturnType<typeof spawn> | undefined
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.on(signal, () => {
    if (server) server.kill(signal)
    else void stopEmbeddedDatabases().finally(() => process.exit(1))
  })
}

try {
  if (!env.DATABASE_URL) {
    // This process owns the embedded database; every child finds it through the lock file. It stops
    // it last, once the web server has finished what it was doing.
    stopEmbeddedDatabasesMyself()
    const url = await embeddedDatabaseUrl(env.DATA_DIR)
    console.log(`Database: embedded PostgreSQL in ${path.resolve(env.DATA_DIR)}, serving ${url.replace(/:\/\/[^@]+@/, '://')}`)
    if (existsSync(path.join(env.DATA_DIR, 'pgdata'))) {
      console.log(`Note: ${path.join(env.DATA_DIR, 'pgdata')} holds the former PGlite database, which is no longer read (docs/decisions/002); the new one is seeded afresh.`)
    }
  } else {
    console.log('Database: DATABASE_URL')
  }
  await run(bin('tsx'), ['scripts/seed.ts', '--if-empty'])
  const buildId = path.join(root, process.env.NEXT_DIST_DIR || '.next', 'BUILD_ID')
  // CLUBHOUSE_KEEP_BUILD: a second app started from a build another just made (the tests) must not rebuild it under that one.
  const keepBuild = process.env.CLUBHOUSE_KEEP_BUILD === '1' && existsSync(buildId)
  if (!keepBuild && (!existsSync(buildId) || newestSourceChange() > statSync(buildId).mtimeMs)) {
    console.log(existsSync(buildId) ? 'The code changed since the last build: rebuilding...' : 'No build found: building the site (a few minutes on a small machine)...')
    // The pages a build pre-renders read this database, not the data an earlier server cached from
    // another (a data directory made afresh, a test run's edits): Next's data cache goes first; its
    // compiler cache stays.
    rmSync(path.join(root, process.env.NEXT_DIST_DIR || '.next', 'cache', 'fetch-cache'), { recursive: true, force: true })
    await run(bin('next'), ['build'])
  }
  if (process.argv.includes('--prepare-only')) {
    // The caller copies the data directory next: the database is stopped whole first.
    await stopEmbeddedDatabases()
    process.exit(0)
  }
  startSubmissionsWorker()
  server = spawn(process.execPath, ['scripts/server.mjs'], {
    cwd: root,
    env: {
      ...childEnv,
      PORT: String(env.PORT),
      TRUST_PROXY_HOPS: String(env.TRUST_PROXY_HOPS),
      SHUTDOWN_DRAIN_SECONDS: String(env.SHUTDOWN_DRAIN_SECONDS),
      SHUTDOWN_TIMEOUT_SECONDS: String(env.SHUTDOWN_TIMEOUT_SECONDS),
      SUBMISSIONS_WORKER: 'separate',
    },
    stdio: 'inherit',
  })
  server.on('exit', (code) => {
    void stopEmbeddedDatabases().finally(() => process.exit(code ?? 0))
  })
  runDueJobsEveryMinute(`http://127.0.0.1:${env.PORT}`, jobsRunToken(resolvePayloadSecret(env)))
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  await stopEmbeddedDatabases().catch(() => {})
  process.exit(1)
}
