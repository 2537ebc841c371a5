/**
 * The production topology of issue 35 §3 as processes on loopback (containers cannot run on these
 * machines; compose.yaml is the same shape): two web instances (`node scripts/server.mjs`, the
 * image's command) and a worker on one PostgreSQL, Next's cache in Redis, uploads in an
 * S3-compatible server, nginx in front with the production config (deploy/nginx/).
 *
 * The worker and the seed run compiled (`npm run build:runtime`), as the image runs them, with the
 * worker asking nginx's internal listener for the minute's jobs (JOBS_ORIGIN).
 *
 * PostgreSQL: the machine's server when it answers (a database of the run's own), else an embedded
 * one started here. Redis: 127.0.0.1:6379 when it answers (keys under a prefix of the run's own),
 * else Debian's redis-server started here. S3: s3rver. nginx: Debian's, installed if missing.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { cpSync, createWriteStream, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { createConnection } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'

import pg from 'pg'

import { freePort } from '../../scripts/fresh-app.mjs'
import { startEmbeddedServer } from '../../src/lib/db/embedded-server'
import { SERVER_URL, serverAvailable } from '../support/postgres-server'
import { startS3rver } from '../support/s3rver'
import { renderNginxConfig } from '../../deploy/nginx/render.mjs'

const root = path.resolve(import.meta.dirname, '../..')

export const STAFF = { email: 'cluster-admin@clubhouse.test', password: 'cluster-admin-password-1' }
export const RATE_LIMIT = 6

export type Instance = { name: string; port: number; baseURL: string; kill9: () => void; exited: Promise<number | null> }

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

/** Installs a Debian package for a program the topology needs, as `npm test` does for chromium. */
export function ensureProgram(program: string, pkg: string): string {
  const found = spawnSync('sh', ['-c', `command -v ${program} || ls /usr/sbin/${program} 2>/dev/null`], { encoding: 'utf8' }).stdout.trim().split('\n')[0]
  if (found) return found
  if (process.getuid?.() !== 0) throw new Error(`The cluster test needs ${program}: sudo apt-get install -y ${pkg}`)
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
  const args = ['install', '-y', '--no-install-recommends', pkg]
  if (spawnSync('apt-get', args, { stdio: 'inherit', env }).status !== 0) {
    spawnSync('apt-get', ['update'], { stdio: 'inherit', env })
    if (spawnSync('apt-get', args, { stdio: 'inherit', env }).status !== 0) throw new Error(`Could not install ${pkg} with apt-get`)
  }
  return ensureProgram(program, pkg)
}

const answers = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = createConnection({ host: '127.0.0.1', port })
    socket.once('connect', () => (socket.end(), resolve(true)))
    socket.once('error', () => resolve(false))
  })

async function waitFor(what: string, check: () => Promise<boolean>, timeoutMs: number, process?: ChildProcess) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (process && process.exitCode !== null) throw new Error(`${what}: the process exited with ${process.exitCode}`)
    if (await check().catch(() => false)) return
    await sleep(250)
  }
  throw new Error(`${what} did not come up within ${timeoutMs / 1000} s`)
}

export type Topology = {
  proxyURL: string
  a: Instance
  b: Instance
  databaseUrl: string
  /** The keys of every object in the bucket. */
  s3Keys: () => Promise<string[]>
  /** The instances' DATA_DIR (uploads would be there without S3). */
  dataDir: string
  logDir: string
  nginxLog: string
  /** The processes' ids by name (a, b, worker, nginx), for their memory. */
  pids: () => Record<string, number>
  query: <T = Record<string, unknown>>(text: string, values?: unknown[]) => Promise<T[]>
  stop: () => Promise<void>
}

/** Starts the whole topology from the build in `distDir` (the end-to-end build); `overrides` change the processes' environment (the benchmark's). */
export async function startTopology(distDir: string, overrides: Record<string, string> = {}): Promise<Topology> {
  const work = mkdtempSync(path.join(tmpdir(), 'clubhouse-cluster-'))
  // Kept after the run (.tmp is ignored by git), for reading when a test fails.
  const logDir = path.join(root, '.tmp', 'cluster-logs')
  rmSync(logDir, { recursive: true, force: true })
  mkdirSync(logDir, { recursive: true })
  const cleanup: (() => Promise<void> | void)[] = [() => rmSync(work, { recursive: true, force: true })]
  const named: [string, ChildProcess][] = []
  const stop = async () => {
    // nginx on SIGTERM (its fast stop): killed outright, its master would leave its workers running.
    const exits = named.map(([name, child]) => {
      if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve()
      const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
      child.kill(name === 'nginx' ? 'SIGTERM' : 'SIGKILL')
      return Promise.race([exited, sleep(5000).then(() => void child.kill('SIGKILL'))])
    })
    await Promise.all(exits)
    for (const step of cleanup.reverse()) await Promise.resolve(step()).catch((error: unknown) => console.warn('cluster cleanup:', error))
  }
  try {
    const nginx = ensureProgram('nginx', 'nginx')
    const run = (name: string, command: string, args: string[], env: NodeJS.ProcessEnv) => {
      const log = createWriteStream(path.join(logDir, `${name}.log`))
      const child = spawn(command, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] })
      child.stdout!.pipe(log)
      child.stderr!.pipe(log)
      named.push([name, child])
      return child
    }

    // PostgreSQL
    const dbName = `cl_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`
    let adminUrl = SERVER_URL
    if (!(await serverAvailable())) {
      const dir = path.join(work, 'embedded')
      const server = await startEmbeddedServer(dir)
      cleanup.push(() => server.stop())
      adminUrl = server.url
    }
    const admin = async (sql: string) => {
      const client = new pg.Client({ connectionString: adminUrl })
      await client.connect()
      try {
        await client.query(sql)
      } finally {
        await client.end()
      }
    }
    await admin(`create database ${dbName}`)
    cleanup.push(() => admin(`drop database if exists ${dbName} with (force)`))
    const dbUrl = new URL(adminUrl)
    dbUrl.pathname = `/${dbName}`
    const databaseUrl = dbUrl.toString()

    // Redis: the machine's, under a prefix of this run's own; else one of our own.
    let redisUrl = 'redis://127.0.0.1:6379'
    if (!(await answers(6379))) {
      const redisServer = ensureProgram('redis-server', 'redis-server')
      const port = await freePort()
      const redis = run('redis', redisServer, ['--port', String(port), '--save', '', '--appendonly', 'no'], process.env)
      await waitFor('redis-server', () => answers(port), 10_000, redis)
      redisUrl = `redis://127.0.0.1:${port}`
    }

    // S3
    const s3 = await startS3rver(path.join(work, 's3'))
    cleanup.push(() => s3.stop())

    const proxyPort = await freePort()
    const internalPort = await freePort()
    const proxyURL = `http://127.0.0.1:${proxyPort}`
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      NODE_ENV: 'production',
      NEXT_TELEMETRY_DISABLED: '1',
      DATABASE_URL: databaseUrl,
      DATA_DIR: path.join(work, 'data'),
      PAYLOAD_SECRET: `cluster-${randomBytes(16).toString('hex')}`,
      SERVER_URL: proxyURL,
      REDIS_URL: redisUrl,
      REDIS_KEY_PREFIX: `clubhouse-cluster-${dbName}:`,
      ...s3.env,
      ADMIN_EMAIL: STAFF.email,
      ADMIN_PASSWORD: STAFF.password,
      ENQUIRY_RATE_LIMIT: String(RATE_LIMIT),
      // nginx, and a CDN in front of it that names the visitor: the test plays the CDN.
      TRUST_PROXY_HOPS: '2',
      SUBMISSIONS_WORKER: 'separate',
      NEXT_DIST_DIR: distDir,
      JOBS_ORIGIN: `http://127.0.0.1:${internalPort}`,
      BACKUP_KEEP: '0',
      // The seed's pictures drawn once (npm test shares its run's folder).
      SEED_PICTURE_CACHE: process.env.SEED_PICTURE_CACHE ?? path.join(root, '.tmp', 'seed-pictures'),
      // The providers' local twins, chosen on purpose as a production server must (src/lib/env.ts).
      DIRECT_DEBIT_SANDBOX: 'true',
      PAYMENT_SANDBOX: 'true',
      ...overrides,
    }

    // The image's scripts, compiled (docs/decisions/071).
    const compiled = spawnSync(process.execPath, ['scripts/build-runtime.mjs'], { cwd: root, encoding: 'utf8' })
    if (compiled.status !== 0) throw new Error(`Compiling the runtime scripts failed:\n${compiled.stdout}\n${compiled.stderr}`)
    const script = (name: string) => path.join(root, 'dist/scripts', `${name}.mjs`)

    // First install: migrations and the seed, once (the image's `seed` command).
    // Not spawnSync: s3rver answers the seed's uploads from this process's event loop.
    const seed = run('seed', process.execPath, [script('seed'), '--if-empty'], env)
    const seedCode = await new Promise<number | null>((resolve) => seed.once('exit', resolve))
    if (seedCode !== 0) throw new Error(`Seeding the cluster's database failed (${seedCode}): see ${logDir}/seed.log`)

    run('worker', process.execPath, [script('worker')], env)

    // Two instances, each from a copy of the build, as two containers of one image.
    const instance = async (name: string): Promise<Instance> => {
      const port = await freePort()
      const dist = `${distDir}-cluster-${name}`
      rmSync(path.join(root, dist), { recursive: true, force: true })
      cpSync(path.join(root, distDir), path.join(root, dist), { recursive: true, filter: (src) => src !== path.join(root, distDir, 'cache') })
      cleanup.push(() => rmSync(path.join(root, dist), { recursive: true, force: true }))
      const child = run(name, process.execPath, ['scripts/server.mjs'], { ...env, PORT: String(port), NEXT_DIST_DIR: dist })
      const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
      return { name, port, baseURL: `http://127.0.0.1:${port}`, kill9: () => child.kill('SIGKILL'), exited }
    }
    const [a, b] = await Promise.all([instance('a'), instance('b')])
    for (const app of [a, b]) {
      await waitFor(`instance ${app.name}`, async () => (await fetch(`${app.baseURL}/readyz`)).status === 200, 180_000, named.find(([name]) => name === app.name)?.[1])
    }

    // nginx in front, with the production config rendered for loopback.
    const nginxDir = path.join(work, 'nginx')
    mkdirSync(nginxDir, { recursive: true })
    const nginxLog = path.join(logDir, 'nginx-access.log')
    const conf = renderNginxConfig({ dir: nginxDir, listen: `127.0.0.1:${proxyPort}`, internalListen: `127.0.0.1:${internalPort}`, upstreams: [`127.0.0.1:${a.port}`, `127.0.0.1:${b.port}`], accessLog: nginxLog, foreground: true })
    const proxy = run('nginx', nginx, ['-p', nginxDir, '-c', conf], process.env)
    await waitFor('nginx', async () => (await fetch(`${proxyURL}/healthz`)).status === 200, 20_000, proxy)

    const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 })
    cleanup.push(() => pool.end())
    return {
      proxyURL,
      a,
      b,
      databaseUrl,
      s3Keys: async () => s3.keys(),
      dataDir: env.DATA_DIR!,
      logDir,
      nginxLog,
      pids: () => Object.fromEntries(named.filter(([, c]) => c.exitCode === null && c.pid).map(([name, c]) => [name, c.pid!])),
      query: async <T,>(text: string, values?: unknown[]) => (await pool.query(text, values)).rows as T[],
      stop,
    }
  } catch (error) {
    await stop()
    throw error
  }
}

export const existsBuild = (distDir: string) => existsSync(path.join(root, distDir, 'BUILD_ID'))
