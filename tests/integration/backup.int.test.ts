import { spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import pg from 'pg'
import { afterAll, describe, expect, it } from 'vitest'

import { createS3Storage } from '@/integrations/storage/s3'
import { restoreBackup, writeBackup, type UploadsAt } from '@/lib/db/backup'
import type { S3Settings } from '@/lib/env'

import { startS3rver, S3RVER_CREDENTIALS } from '../support/s3rver'

import { copySeededMedia, embeddedDatabase, type TestDatabase } from './engines'

const root = path.resolve(import.meta.dirname, '../..')

/** Every table's row count and a digest of its rows, and every sequence: what a restore must give back. */
async function contents(client: pg.Client) {
  const tables = (await client.query<{ name: string }>(`SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename`)).rows.map((r) => r.name)
  const out: Record<string, string> = {}
  for (const table of tables) {
    const { rows } = await client.query<{ n: number; digest: string }>(`SELECT count(*)::int AS n, md5(coalesce(string_agg(t::text, '|' ORDER BY t::text), '')) AS digest FROM "${table}" t`)
    out[table] = `${rows[0]!.n} ${rows[0]!.digest}`
  }
  const sequences = (await client.query<{ name: string; last_value: string | null }>(`SELECT sequencename AS name, last_value FROM pg_sequences WHERE schemaname = 'public' ORDER BY sequencename`)).rows
  return { tables: out, sequences }
}

const filesIn = (dir: string): string[] => readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).map((e) => path.relative(dir, path.join(e.parentPath, e.name))).sort()

/**
 * Issue 35 §4, docs/decisions/068: `npm run backup` on the seeded site with a member's booking and
 * payments, brought back by the restore into an empty install of the same version: every table's
 * rows, every sequence and every uploaded file the same; a second restore over content is refused.
 */
describe('a backup and its restore', () => {
  const cleanup: (() => Promise<void> | void)[] = []
  afterAll(async () => {
    for (const step of cleanup.reverse()) await step()
  })
  const client = async (url: string) => {
    const c = new pg.Client({ connectionString: url })
    await c.connect()
    cleanup.push(() => c.end())
    return c
  }
  const tempDir = (prefix: string) => {
    const dir = mkdtempSync(path.join(tmpdir(), prefix))
    cleanup.push(() => rmSync(dir, { recursive: true, force: true }))
    return dir
  }

  it('gives back every row, sequence and uploaded file of the seeded site', { timeout: 180_000 }, async () => {
    const source: TestDatabase = await embeddedDatabase('seeded')
    cleanup.push(() => source.drop())
    const sourceData = tempDir('clubhouse-backup-src-')
    copySeededMedia(source, sourceData)
    const from = await client(source.url)
    // A member with their dues, three payments and a table booking, beside the seeded content.
    await from.query(`WITH m AS (INSERT INTO members (email, first_name, last_name) VALUES ('backup-member@example.com', 'Backup', 'Member') RETURNING id),
      d AS (INSERT INTO dues (payer_id, membership_type, people, monthly_amount, joining_amount, term_months, fixed_at) SELECT id, 'Club', 1, 150, 250, 12, now() FROM m RETURNING id),
      p AS (INSERT INTO payments (provider_id, dues_id, kind, amount, charge_date, status) SELECT 'PMBACKUP' || g, d.id, 'monthly', 150, '2026-1' || g || '-07', 'paid_out' FROM d, generate_series(0, 2) g RETURNING id)
      INSERT INTO table_bookings (reference, restaurant_id, start_date_time, party_size, member_id, status)
      SELECT 'TB-BACKUP-1', (SELECT min(id) FROM restaurants), now() + interval '3 days', 4, m.id, 'confirmed' FROM m`)
    const before = await contents(from)
    expect(before.tables.payments!.startsWith('3 ')).toBe(true)
    expect(before.tables.table_bookings!.startsWith('1 ')).toBe(true)
    expect(Number(before.tables.pages!.split(' ')[0])).toBeGreaterThan(10)

    // The command, as an operator runs it, against the site's database.
    const dir = path.join(tempDir('clubhouse-backup-'), 'nightly')
    const run = spawnSync(path.join(root, 'node_modules/.bin/tsx'), ['scripts/backup.ts', dir], {
      cwd: root,
      env: { ...process.env, DATABASE_URL: source.url, DATA_DIR: sourceData, PAYLOAD_SECRET: 'backup-test-secret-0123456789abcdef' },
      encoding: 'utf8',
      timeout: 120_000,
    })
    expect(run.status, run.stderr).toBe(0)
    expect(run.stdout).toMatch(new RegExp(`^Backup written to ${dir}: \\d+ tables, \\d+ rows, files of media`))

    const target: TestDatabase = await embeddedDatabase('migrated')
    cleanup.push(() => target.drop())
    const targetData = tempDir('clubhouse-backup-dst-')
    const to = await client(target.url)
    await restoreBackup((text, values) => to.query(text, values as unknown[]), dir, targetData)
    expect(await contents(to)).toEqual(before)
    expect(filesIn(path.join(targetData, 'media'))).toEqual(filesIn(path.join(sourceData, 'media')))
    expect(filesIn(path.join(targetData, 'media')).length).toBeGreaterThan(0)

    // Over content it refuses, before writing anything.
    await expect(restoreBackup((text, values) => to.query(text, values as unknown[]), dir, targetData)).rejects.toThrow(/This install is not empty/)
    expect(await contents(to)).toEqual(before)
  })

  /**
   * docs/decisions/069: uploads in a bucket are not copied (the bucket is their store), so such a
   * backup is refused by an install that keeps uploads on the disk; a backup of a disk install
   * restored into one that uses S3 puts its files into the bucket, where the S3 plugin reads them.
   */
  it('names the bucket instead of copying it, and moves a disk backup’s files into the bucket', { timeout: 60_000 }, async () => {
    const s3 = await startS3rver(undefined, { bucket: 'club-backup', prefix: 'club' })
    cleanup.push(() => s3.stop())
    const settings: S3Settings = { bucket: 'club-backup', prefix: 'club', region: 'us-east-1', endpoint: s3.endpoint, forcePathStyle: true, credentials: S3RVER_CREDENTIALS }
    const inS3: UploadsAt = { store: 's3', bucket: settings.bucket, prefix: settings.prefix, endpoint: s3.endpoint }
    const storage = createS3Storage(settings)
    const putFile = (folder: 'media' | 'profile-pictures', filename: string, bytes: Buffer) => storage.write(folder, filename, bytes, 'image/webp')

    const source: TestDatabase = await embeddedDatabase('migrated')
    cleanup.push(() => source.drop())
    const from = await client(source.url)
    await from.query(`INSERT INTO media (alt, filename, mime_type, prefix) VALUES ('Hall', 'hall.webp', 'image/webp', '')`)
    // A stale folder on the disk of an install that now uses S3 is not what its backup holds.
    const sourceData = tempDir('clubhouse-backup-s3-src-')
    mkdirSync(path.join(sourceData, 'media'))
    writeFileSync(path.join(sourceData, 'media', 'hall.webp'), 'webp bytes')

    const bucketBackup = path.join(tempDir('clubhouse-backup-s3-'), 'b')
    const manifest = await writeBackup((text, values) => from.query(text, values as unknown[]), bucketBackup, sourceData, inS3)
    expect(manifest).toMatchObject({ files: [], uploads: inS3 })
    expect(readdirSync(bucketBackup)).not.toContain('files')

    const onDisk: TestDatabase = await embeddedDatabase('migrated')
    cleanup.push(() => onDisk.drop())
    const disk = await client(onDisk.url)
    await expect(restoreBackup((text, values) => disk.query(text, values as unknown[]), bucketBackup, tempDir('clubhouse-backup-s3-dst-'), { uploads: { store: 'disk' } })).rejects.toThrow(
      /uploads are in s3:\/\/club-backup\/club at http:\/\/127\.0\.0\.1:\d+, not in the backup: set S3_BUCKET/,
    )
    expect((await disk.query('SELECT count(*)::int AS n FROM media')).rows[0].n).toBe(0)

    // The same install from a disk backup: its files go into the bucket, under the collection's folder.
    const diskBackup = path.join(tempDir('clubhouse-backup-s3-'), 'd')
    expect(await writeBackup((text, values) => from.query(text, values as unknown[]), diskBackup, sourceData, { store: 'disk' })).toMatchObject({ files: ['media'], uploads: { store: 'disk' } })
    await expect(restoreBackup((text, values) => disk.query(text, values as unknown[]), diskBackup, null, { uploads: inS3 })).rejects.toThrow(/no way to put them there/)
    await restoreBackup((text, values) => disk.query(text, values as unknown[]), diskBackup, null, { uploads: inS3, putFile })
    expect(await s3.keys()).toEqual(['club/media/hall.webp'])
    expect((await storage.read('media', 'hall.webp', ''))?.toString()).toBe('webp bytes')
    expect((await disk.query('SELECT filename, prefix FROM media')).rows).toEqual([{ filename: 'hall.webp', prefix: '' }])
  })
})
