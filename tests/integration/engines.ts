import { randomBytes } from 'node:crypto'

import pg from 'pg'

/** url undefined: the app's own embedded default, started by the adapter in the suite's fresh DATA_DIR. */
export type TestDatabase = { url?: string; drop: () => Promise<void> }

/** The embedded PostgreSQL exactly as `npm start` runs it, on a data directory of the suite's own. */
export async function embeddedDatabase(): Promise<TestDatabase> {
  return { url: undefined, drop: async () => {} }
}

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

/** A database of its own on the PostgreSQL server, dropped after the suite. */
export async function serverDatabase(): Promise<TestDatabase> {
  const name = `clubhouse_it_${Date.now()}_${randomBytes(3).toString('hex')}`
  const admin = new pg.Client({ connectionString: SERVER_URL })
  await admin.connect()
  await admin.query(`create database ${name}`)
  await admin.end()
  const url = new URL(SERVER_URL)
  url.pathname = `/${name}`
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: SERVER_URL })
      await client.connect()
      await client.query(`drop database if exists ${name} with (force)`)
      await client.end()
    },
  }
}
