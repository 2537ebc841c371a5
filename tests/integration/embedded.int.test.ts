import { execFileSync, spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import pg from 'pg'
import { afterAll, describe, expect, it } from 'vitest'

import { embeddedDatabaseUrl } from '@/lib/db/embedded'

const root = path.resolve(import.meta.dirname, '../..')
const dirs: string[] = []
const tempDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'clubhouse-embedded-'))
  dirs.push(dir)
  return dir
}
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })))

async function query(url: string, sql: string) {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return (await client.query(sql)).rows
  } finally {
    await client.end()
  }
}

/** What another process of the app gets for the same data directory. */
function urlFromAnotherProcess(dataDir: string): string {
  return execFileSync(
    path.join(root, 'node_modules/.bin/tsx'),
    ['-e', `import('./src/lib/db/embedded.ts').then(async (m) => { console.log(await m.embeddedDatabaseUrl(${JSON.stringify(dataDir)})); process.exit(0) })`],
    { cwd: root, encoding: 'utf8' },
  ).trim()
}

describe('embedded PostgreSQL', () => {
  it('serves PGlite on a loopback port that any Postgres client can use, and records its owner', async () => {
    const dir = tempDir()
    const url = await embeddedDatabaseUrl(dir)
    expect(url).toMatch(/^postgres:\/\/postgres:postgres@127\.0\.0\.1:\d+\/postgres/)
    const [row] = await query(url, 'select version() as v')
    expect(row.v).toMatch(/^PostgreSQL 1\d/)
    await query(url, 'create table note(body text); insert into note values ($$kept$$)')
    expect(await query(url, 'select body from note')).toEqual([{ body: 'kept' }])
    expect(JSON.parse(readFileSync(path.join(dir, 'embedded-postgres.lock'), 'utf8'))).toEqual({ pid: process.pid, port: Number(new URL(url).port) })
  })

  it('lets a second process of the app use the running server instead of opening the directory', async () => {
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
})
