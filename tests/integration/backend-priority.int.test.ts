import { readFileSync } from 'node:fs'

import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { lowerBackendPriority } from '@/lib/db/backend-priority'

import { embeddedDatabase, type TestDatabase } from './engines'

/** A process's nice value (field 19 of /proc/<pid>/stat, counted after the command's closing parenthesis). */
const niceOf = (pid: number) => Number(readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ')[16])

const CONCURRENT_QUERY = 'already executing a query'

/**
 * The worker lowers the priority of the embedded server's backends that serve it (scripts/worker.ts).
 * It used to ask each backend its pid with a query on the client the pool was handing over, beside
 * the caller's own query: pg warned "Calling client.query() when the client is already executing a
 * query" (issue 32), and pg 9 will throw.
 */
describe('the worker’s database backends at its priority', () => {
  let db: TestDatabase
  const warnings: string[] = []
  const onWarning = (warning: Error) => warnings.push(warning.message)

  beforeAll(async () => {
    db = await embeddedDatabase('empty')
    process.on('warning', onWarning)
  })

  afterAll(async () => {
    process.off('warning', onWarning)
    await db?.drop()
  })

  const busyPool = async (lower: (pool: pg.Pool) => void) => {
    const pool = new pg.Pool({ connectionString: db.url, max: 2 })
    lower(pool)
    const pids = await Promise.all(Array.from({ length: 6 }, () => pool.query<{ pid: number }>('SELECT pg_backend_pid() AS pid, pg_sleep(0.02)').then((r) => r.rows[0]!.pid)))
    await new Promise((resolve) => setTimeout(resolve, 50))
    // Read while the connections are open: a backend ends with its connection.
    const nice = new Map([...new Set(pids)].map((pid) => [pid, niceOf(pid)]))
    await pool.end()
    return nice
  }

  it('runs each backend at 19 without a query beside the caller’s, which the old way did', async () => {
    const nice = await busyPool((pool) => lowerBackendPriority(pool))
    expect(nice.size).toBeGreaterThan(0)
    for (const [pid, value] of nice) expect(value, `backend ${pid}`).toBe(19)
    expect(warnings.filter((m) => m.includes(CONCURRENT_QUERY))).toEqual([])

    // The control, after (pg warns once per process): the old listener, asking the pid with a query on acquire, is warned about here.
    await busyPool((pool) => pool.on('acquire', (client) => void client.query('SELECT pg_backend_pid()').catch(() => {})))
    expect(warnings.filter((m) => m.includes(CONCURRENT_QUERY))).toHaveLength(1)
  })
})
