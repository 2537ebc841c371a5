import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import pg from 'pg'
import { afterAll, describe, expect, it } from 'vitest'

import { runNightlyBackup } from '@/lib/db/nightly-backup'

import { embeddedDatabase } from './engines'

/**
 * Issue 35 §4: with the embedded database the worker writes a backup each night and keeps the last
 * BACKUP_KEEP. Once a day however often it wakes; older ones deleted; a run cut off half-way
 * cleared and done again.
 */
describe('the nightly backup', () => {
  const cleanup: (() => Promise<void> | void)[] = []
  afterAll(async () => {
    for (const step of cleanup.reverse()) await step()
  })

  it('writes the day’s backup once and keeps the newest', { timeout: 60_000 }, async () => {
    const db = await embeddedDatabase('migrated')
    cleanup.push(() => db.drop())
    const client = new pg.Client({ connectionString: db.url })
    await client.connect()
    cleanup.push(() => client.end())
    const dataDir = mkdtempSync(path.join(tmpdir(), 'clubhouse-nightly-'))
    cleanup.push(() => rmSync(dataDir, { recursive: true, force: true }))
    const backups = path.join(dataDir, 'backups')
    // Three nights already kept, a run cut off last night, and a backup someone made by hand.
    for (const name of ['nightly-2026-12-03', 'nightly-2026-12-04', 'nightly-2026-12-05', '.partial-nightly-2026-12-06', 'clubhouse-20261205-101010']) mkdirSync(path.join(backups, name), { recursive: true })
    await client.query(`INSERT INTO members (email, first_name, last_name) VALUES ('nightly@example.com', 'Night', 'Owl')`)

    const query = (text: string, values?: unknown[]) => client.query(text, values as unknown[])
    const options = { query, dataDir, keep: 3, hour: 3 }
    expect(await runNightlyBackup({ ...options, now: new Date('2026-12-07T02:00:00Z') })).toBeNull()

    const first = await runNightlyBackup({ ...options, now: new Date('2026-12-07T03:05:00Z') })
    expect(first?.written).toBe('nightly-2026-12-07')
    expect(first?.manifest.tables.members).toBe(1)
    expect(first?.pruned).toEqual(['nightly-2026-12-03'])
    expect(existsSync(path.join(backups, 'nightly-2026-12-07', 'manifest.json'))).toBe(true)
    expect(readdirSync(backups).sort()).toEqual(['clubhouse-20261205-101010', 'nightly-2026-12-04', 'nightly-2026-12-05', 'nightly-2026-12-07'])

    // The worker wakes again the same day (or a second worker does): nothing more is written.
    expect(await runNightlyBackup({ ...options, now: new Date('2026-12-07T04:05:00Z') })).toBeNull()
  })
})
