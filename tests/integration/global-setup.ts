import { chmodSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import pg from 'pg'
import type { TestProject } from 'vitest/node'

import { startEmbeddedServer } from '@/lib/db/embedded-server'

import { SERVER_URL, serverAvailable } from '../support/postgres-server'
import { ensureTemplate, type EngineInfo } from '../support/templates'


declare module 'vitest' {
  export interface ProvidedContext {
    testDatabases: { embedded?: EngineInfo; postgres?: EngineInfo }
  }
}

/** Databases of runs that were killed before their teardown: after this long they are nobody's. */
const STALE_MS = 6 * 60 * 60_000

/**
 * Once per run and project: the database servers the integration suites copy their databases
 * on (tests/integration/engines.ts). The embedded project starts one embedded PostgreSQL (the
 * server `npm start` runs, without fsync: a test run needs no crash safety, and the embedded
 * server's own life cycle is tested apart in embedded.int.test.ts); the postgres project uses the
 * machine's server. Everything the run made is dropped at the end.
 */
export default async function setup(project: TestProject) {
  const engines = (process.env.TEST_ENGINES ?? project.name.replace(/^integration-/, '')).split(',')
  const dir = mkdtempSync(path.join(tmpdir(), 'clubhouse-test-db-'))
  chmodSync(dir, 0o711) // as root, the embedded server runs as the postgres user, who must reach its cluster below
  const prefix = `ct_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 6)}`
  const provided: { embedded?: EngineInfo; postgres?: EngineInfo } = {}
  const teardowns: (() => Promise<void>)[] = []

  if (engines.includes('embedded')) {
    const server = await startEmbeddedServer(path.join(dir, 'embedded'), { settings: { fsync: 'off', synchronous_commit: 'off', full_page_writes: 'off', max_connections: '300' } })
    provided.embedded = { name: 'embedded-postgres', url: server.url, prefix, dir: path.join(dir, 'embedded-files') }
    teardowns.push(() => server.stop())
  }
  if (engines.includes('postgres')) {
    if (await serverAvailable()) {
      provided.postgres = { name: 'PostgreSQL', url: SERVER_URL, prefix, dir: path.join(dir, 'postgres-files') }
      await dropDatabases(SERVER_URL, (name) => isStale(name))
      teardowns.push(() => dropDatabases(SERVER_URL, (name) => name.startsWith(`${prefix}_`)))
    }
  }
  project.provide('testDatabases', provided)
  // The seeded template takes a minute to make (the seed draws and resizes ~90 pictures): start it
  // now, beside the first suites, rather than when the first suite that needs it asks.
  const building = Object.values(provided).map((info) =>
    ensureTemplate(info, 'seeded').catch((error: unknown) => console.warn(`test databases: ${String(error)}`)),
  )
  return async () => {
    await Promise.all(building)
    for (const teardown of teardowns) await teardown().catch((error: unknown) => console.warn(`test databases: ${String(error)}`))
    rmSync(dir, { recursive: true, force: true })
  }
}

function isStale(name: string): boolean {
  const made = /^ct_([0-9a-z]+)_/.exec(name)?.[1]
  if (made) return Date.now() - Number.parseInt(made, 36) > STALE_MS
  const older = /^clubhouse_it_(\d+)_/.exec(name)?.[1] // the names runs used before templates
  return older !== undefined && Date.now() - Number(older) > STALE_MS
}

async function dropDatabases(url: string, which: (name: string) => boolean) {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    const { rows } = await client.query<{ datname: string }>(`select datname from pg_database where datname like 'ct\\_%' or datname like 'clubhouse\\_it\\_%'`)
    for (const { datname } of rows) if (which(datname)) await client.query(`drop database if exists ${datname} with (force)`)
  } finally {
    await client.end()
  }
}
