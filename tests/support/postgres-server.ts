import { randomBytes } from 'node:crypto'

import pg from 'pg'

/** The machine's PostgreSQL server the tests and the search benchmark also run on. */
export const SERVER_URL = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test'

export async function serverAvailable(): Promise<boolean> {
  const client = new pg.Client({ connectionString: SERVER_URL, connectionTimeoutMillis: 2000 })
  try {
    await client.connect()
    await client.query('select 1')
    return true
  } catch {
    return false
  } finally {
    await client.end().catch(() => {})
  }
}

/** An empty database of its own on the server, dropped by `drop()` (the benchmark's scratch space). */
export async function scratchServerDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `ct_${Date.now().toString(36)}_bench_${randomBytes(3).toString('hex')}`
  const run = async (sql: string) => {
    const client = new pg.Client({ connectionString: SERVER_URL })
    await client.connect()
    try {
      await client.query(sql)
    } finally {
      await client.end()
    }
  }
  await run(`create database ${name}`)
  const url = new URL(SERVER_URL)
  url.pathname = `/${name}`
  return { url: url.toString(), drop: () => run(`drop database if exists ${name} with (force)`) }
}
