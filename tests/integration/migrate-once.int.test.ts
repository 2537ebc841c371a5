import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import pg from 'pg'
import { afterAll, describe, expect, it } from 'vitest'

import { migrations } from '@/migrations'

import { embeddedDatabase, type TestDatabase } from './engines'

const root = path.resolve(import.meta.dirname, '../..')

/** One process connecting as an app instance does; resolves with its exit code and what it printed. */
const instance = (url: string, dataDir: string) =>
  new Promise<{ code: number | null; output: string }>((resolve) => {
    const child = spawn(path.join(root, 'node_modules/.bin/tsx'), ['tests/support/connect-and-exit.ts'], {
      cwd: root,
      env: { ...process.env, DATABASE_URL: url, DATA_DIR: dataDir, PAYLOAD_SECRET: 'migrate-once-secret-0123456789abcdef' },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    child.stdout.on('data', (d) => (output += d))
    child.stderr.on('data', (d) => (output += d))
    child.on('exit', (code) => resolve({ code, output }))
  })

/**
 * Issue 35 §4, docs/decisions/064: instances of a new version started together on an empty (or
 * older) database apply each migration once, one at a time, and all of them start.
 */
describe('instances starting at once on an empty database', () => {
  const cleanup: (() => Promise<void> | void)[] = []
  afterAll(async () => {
    for (const step of cleanup.reverse()) await step()
  })

  it('apply every migration exactly once, and both start', { timeout: 180_000 }, async () => {
    const db: TestDatabase = await embeddedDatabase('empty')
    cleanup.push(() => db.drop())
    const dataDir = mkdtempSync(path.join(tmpdir(), 'clubhouse-migrate-once-'))
    cleanup.push(() => rmSync(dataDir, { recursive: true, force: true }))

    const runs = await Promise.all([1, 2].map(() => instance(db.url, dataDir)))
    for (const run of runs) expect(run.code, run.output.slice(-2000)).toBe(0)

    const client = new pg.Client({ connectionString: db.url })
    await client.connect()
    cleanup.push(() => client.end())
    const applied = (await client.query<{ name: string; times: number }>('SELECT name, count(*)::int AS times FROM payload_migrations GROUP BY name ORDER BY name')).rows
    expect(applied.map((r) => r.name)).toEqual(migrations.map((m) => m.name).sort())
    expect(applied.filter((r) => r.times !== 1)).toEqual([])
  })
})
