import { execFileSync, spawn, spawnSync } from 'node:child_process'
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import pg from 'pg'
import { afterAll, describe, expect, it } from 'vitest'

import { embeddedDatabaseUrl } from '@/lib/db/embedded'

const root = path.resolve(import.meta.dirname, '../..')
const tsx = path.join(root, 'node_modules/.bin/tsx')
const dirs: string[] = []
const tempDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'clubhouse-embedded-'))
  dirs.push(dir)
  return dir
}
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })))

async function query(url: string, sql: string) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 })
  await client.connect()
  try {
    return (await client.query(sql)).rows
  } finally {
    await client.end()
  }
}

const lockOf = (dir: string) => JSON.parse(readFileSync(path.join(dir, 'embedded-postgres.lock'), 'utf8')) as { pid: number; port: number }
const postmasterPid = (dir: string) => Number(readFileSync(path.join(dir, 'postgres/postmaster.pid'), 'utf8').split('\n')[0])
const alive = (pid: number) => {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))
async function until(check: () => boolean, ms = 20_000) {
  const deadline = Date.now() + ms
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out')
    await sleep(100)
  }
}

/** What another process of the app gets for the same data directory. */
function urlFromAnotherProcess(dataDir: string): string {
  return execFileSync(tsx, ['-e', `import('./src/lib/db/embedded.ts').then(async (m) => { console.log(await m.embeddedDatabaseUrl(${JSON.stringify(dataDir)})); process.exit(0) })`], {
    cwd: root,
    encoding: 'utf8',
  }).trim()
}

/** A process of the app that owns the data directory's server until it is signalled or killed. */
function owner(dataDir: string) {
  const child = spawn(process.execPath, ['--import', 'tsx', '-e', `import('./src/lib/db/embedded.ts').then(async (m) => { console.log(await m.embeddedDatabaseUrl(${JSON.stringify(dataDir)})); setInterval(() => {}, 1000) })`], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  const url = new Promise<string>((resolve, reject) => {
    let out = ''
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk
      if (out.includes('\n')) resolve(out.trim())
    })
    child.on('exit', (code) => reject(new Error(`owner exited with ${code}`)))
  })
  return { child, url }
}

describe('embedded PostgreSQL', () => {
  it('is a real PostgreSQL server on loopback, with a password of its own, and records its owner', async () => {
    const dir = tempDir()
    const url = await embeddedDatabaseUrl(dir)
    const parsed = new URL(url)
    expect(parsed.hostname).toBe('127.0.0.1')
    expect(parsed.password.length).toBeGreaterThanOrEqual(32)
    expect(parsed.password).toBe(readFileSync(path.join(dir, 'postgres-password'), 'utf8').trim())
    expect(statSync(path.join(dir, 'postgres-password')).mode & 0o077).toBe(0)
    const [row] = await query(url, `select version() as v, current_setting('listen_addresses') as listen, current_setting('unix_socket_directories') as sockets`)
    expect(row.v).toMatch(/^PostgreSQL 18\./)
    expect(row.listen).toBe('127.0.0.1')
    expect(row.sockets).toBe('')
    await query(url, 'create table note(body text); insert into note values ($$kept$$)')
    expect(await query(url, 'select body from note')).toEqual([{ body: 'kept' }])
    expect(lockOf(dir)).toEqual({ pid: process.pid, port: Number(parsed.port) })

    const withDefaultPassword = new URL(url)
    withDefaultPassword.password = 'postgres'
    await expect(query(withDefaultPassword.toString(), 'select 1')).rejects.toThrow(/password authentication failed/)
  })

  it('gives a transaction its own session: a second connection does not see uncommitted rows and is not blocked', async () => {
    const url = await embeddedDatabaseUrl(tempDir())
    await query(url, 'create table t(n int)')
    const a = new pg.Client({ connectionString: url })
    await a.connect()
    try {
      await a.query('begin')
      await a.query('insert into t values (1)')
      expect(await query(url, 'select count(*)::int as n from t')).toEqual([{ n: 0 }])
      await a.query('rollback')
    } finally {
      await a.end()
    }
  })

  it('lets a second process of the app use the running server instead of starting another', async () => {
    const dir = tempDir()
    const url = await embeddedDatabaseUrl(dir)
    expect(urlFromAnotherProcess(dir)).toBe(url)
  })

  it('clears a lock left by a process that died', async () => {
    const dir = tempDir()
    const dead = spawnSync(process.execPath, ['-e', 'process.pid']).pid!
    writeFileSync(path.join(dir, 'embedded-postgres.lock'), JSON.stringify({ pid: dead, port: 1 }))
    const url = await embeddedDatabaseUrl(dir)
    expect(new URL(url).port).not.toBe('1')
    expect(await query(url, 'select 1 as one')).toEqual([{ one: 1 }])
  })

  it('lets a process that started the server end with its own exit code (a test run with failures ends with 1)', () => {
    const dataDir = tempDir()
    chmodSync(dataDir, 0o711) // as root, the server runs as the postgres user, who must reach its cluster below
    const ending = (code: number) => {
      const run = spawnSync(process.execPath, ['--import', 'tsx', '-e', `import('./src/lib/db/embedded-server.ts').then(async (m) => { const s = await m.startEmbeddedServer(${JSON.stringify(path.join(dataDir, 'pg'))}); await s.stop(); process.exitCode = ${code} })`], {
        cwd: root,
        encoding: 'utf8',
      })
      // Its own code, and nothing thrown on the way out.
      return `${run.status}${run.status === code && !/Error/.test(run.stderr) ? '' : `: ${run.stderr.slice(-500)}`}`
    }
    expect(ending(0)).toBe('0')
    expect(ending(1)).toBe('1')
  })

  it('stops the server cleanly when its owner gets SIGTERM', async () => {
    const dir = tempDir()
    const app = owner(dir)
    const url = await app.url
    await query(url, 'create table kept(n int); insert into kept values (7)')
    const server = postmasterPid(dir)
    app.child.kill('SIGTERM')
    await until(() => !alive(server) && app.child.exitCode !== null)
    expect(app.child.exitCode).toBe(0)
    expect(existsSync(path.join(dir, 'embedded-postgres.lock'))).toBe(false)
    expect(existsSync(path.join(dir, 'postgres/postmaster.pid'))).toBe(false) // a clean shutdown
    expect(await query(await embeddedDatabaseUrl(dir), 'select n from kept')).toEqual([{ n: 7 }])
  })

  it('recovers after its owner is killed with SIGKILL, and after the server itself is', async () => {
    const dir = tempDir()
    const first = owner(dir)
    const url = await first.url
    await query(url, 'create table orders(n int); insert into orders values (1)')
    const orphan = postmasterPid(dir)
    first.child.kill('SIGKILL')
    await until(() => first.child.exitCode !== null || first.child.signalCode !== null)
    expect(alive(orphan)).toBe(true) // nothing could stop it: the next start must

    const second = owner(dir)
    const url2 = await second.url
    expect(alive(orphan)).toBe(false)
    await query(url2, 'insert into orders values (2)')
    // A crash of the server itself: the next start replays the write-ahead log.
    process.kill(postmasterPid(dir), 'SIGKILL')
    second.child.kill('SIGKILL')
    await until(() => second.child.signalCode !== null)
    await sleep(500)

    const third = owner(dir)
    try {
      expect(await query(await third.url, 'select n from orders order by n')).toEqual([{ n: 1 }, { n: 2 }])
    } finally {
      third.child.kill('SIGTERM')
      await until(() => third.child.exitCode !== null)
    }
  })
})
