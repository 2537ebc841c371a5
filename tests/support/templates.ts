import { execFile } from 'node:child_process'
import path from 'node:path'
import { promisify } from 'node:util'

import pg from 'pg'

/** A database server of the run: where to connect as its administrator, and the names this run owns. */
export type EngineInfo = { name: string; url: string; prefix: string; dir: string }

export const withUrl = (base: string, database: string) => {
  const url = new URL(base)
  url.pathname = `/${database}`
  return url.toString()
}

export async function admin<T>(info: EngineInfo, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: info.url })
  await client.connect()
  try {
    return await work(client)
  } finally {
    await client.end()
  }
}

const run = promisify(execFile)
const root = path.resolve(import.meta.dirname, '../..')

/**
 * The run's template of this kind, made by the first suite that asks (the others wait on an
 * advisory lock): a database built under a side name by `tests/support/make-template.ts` in a
 * process of its own, then renamed into place, so a half-made template is never copied.
 */
export async function ensureTemplate(info: EngineInfo, kind: 'migrated' | 'seeded'): Promise<string> {
  const name = `${info.prefix}_${kind}`
  // Made outside the lock: the seeded template copies the migrated one, which takes the lock itself.
  const source = kind === 'seeded' ? await ensureTemplate(info, 'migrated') : 'template0'
  return admin(info, async (client) => {
    const key = Number.parseInt(createHashKey(name), 16)
    await client.query('select pg_advisory_lock($1)', [key])
    try {
      const found = await client.query('select 1 from pg_database where datname = $1', [name])
      if (found.rowCount) return name
      const building = `${name}_building`
      await client.query(`drop database if exists ${building} with (force)`)
      await client.query(`create database ${building} template ${source}`)
      const started = Date.now()
      await run(path.join(root, 'node_modules/.bin/tsx'), ['tests/support/make-template.ts', kind], {
        cwd: root,
        env: { ...process.env, DATABASE_URL: withUrl(info.url, building), DATA_DIR: mediaRoot(info, kind), PAYLOAD_SECRET: 'integration-test-secret-0123456789abcdef' },
        maxBuffer: 16 * 1024 * 1024,
      }).catch((error: { stdout?: string; stderr?: string }) => {
        throw new Error(`Making the ${kind} template on ${info.name} failed:\n${error.stdout ?? ''}\n${error.stderr ?? ''}`)
      })
      console.log(`test databases: the ${kind} template on ${info.name} took ${((Date.now() - started) / 1000).toFixed(1)} s`)
      // A template must have no connections when it is copied: the maker's pool may linger a moment.
      await client.query(`select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()`, [building])
      await client.query(`alter database ${building} rename to ${name}`)
      return name
    } finally {
      await client.query('select pg_advisory_unlock($1)', [key])
    }
  })
}

/** Eight hex digits of the name: the advisory lock's key (a 32-bit integer). */
const createHashKey = (name: string) => {
  let h = 0x811c9dc5
  for (const c of name) h = Math.imul(h ^ c.charCodeAt(0), 0x01000193) >>> 0
  return (h & 0x7fffffff).toString(16)
}

export const mediaRoot = (info: EngineInfo, kind: string) => path.join(info.dir, `${kind}-data`)

