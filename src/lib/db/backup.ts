import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import { getEnv, type Env } from '@/lib/env'

/**
 * A backup of the whole database as the rows of every table (docs/decisions/068), read in one
 * REPEATABLE READ transaction, so it is consistent without stopping the site; with the schema's
 * version (the applied migrations), the sequences, and the uploaded files kept on local disk (in
 * S3, the bucket is their store and the backup only names it: docs/decisions/069).
 * Not pg_dump: the embedded server is PostgreSQL 18 and no pg_dump 18 is to be had here (Debian 12
 * has 15, which refuses a newer server; the npm packages ship none). Restored into an install of
 * the same version (its migrations applied, no content), it gives the same rows.
 */

export type Query = (text: string, values?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>
/**
 * Where an install keeps its uploads (docs/decisions/069): the disk (DATA_DIR), whose files the
 * backup copies, or an S3 bucket, which is the store itself and is not copied (keep it versioned).
 */
export type UploadsAt = { store: 'disk' } | { store: 's3'; bucket: string; prefix: string; endpoint?: string }
/** `uploads`: absent in backups made before uploads could be in S3, which all had them on disk. */
export type Manifest = { format: 1; createdAt: string; migrations: string[]; tables: Record<string, number>; files: string[]; uploads?: UploadsAt }

export const BACKUP_FORMAT = 1
/** Folders of DATA_DIR holding uploads (src/collections/Media.ts, ProfilePictures.ts). */
export const UPLOAD_FOLDERS = ['media', 'profile-pictures'] as const
export type UploadFolder = (typeof UPLOAD_FOLDERS)[number]

/** Where this configuration keeps uploads. */
export const uploadsAtOf = ({ s3 }: Pick<Env, 's3'>): UploadsAt =>
  s3 ? { store: 's3', bucket: s3.bucket, prefix: s3.prefix, ...(s3.endpoint ? { endpoint: s3.endpoint } : {}) } : { store: 'disk' }

/** For people: `s3://bucket/prefix` (at the endpoint), or the disk. */
export const describeUploadsAt = (at: UploadsAt): string =>
  at.store === 's3' ? `s3://${at.bucket}/${at.prefix}${at.endpoint ? ` at ${at.endpoint}` : ''}` : 'the local disk'

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`

async function userTables(query: Query): Promise<string[]> {
  const { rows } = await query(
    `SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p') AND NOT c.relispartition ORDER BY c.relname`,
  )
  return rows.map((r) => String(r.name))
}

/**
 * Writes the backup into `dir` (created; must be empty). The database is read through `query` on
 * one connection. Uploads on the disk are copied from `dataDir`; uploads in S3 (`uploads`, by
 * default the configuration's) are not: the manifest names the bucket instead.
 */
export async function writeBackup(query: Query, dir: string, dataDir: string | null, uploads: UploadsAt = uploadsAtOf(getEnv())): Promise<Manifest> {
  mkdirSync(path.join(dir, 'tables'), { recursive: true })
  if (readdirSync(path.join(dir, 'tables')).length) throw new Error(`${dir} already holds a backup: choose an empty folder.`)
  await query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY')
  try {
    const tables: Record<string, number> = {}
    for (const table of await userTables(query)) {
      const { rows } = await query(`SELECT count(*)::int AS n, coalesce(json_agg(t), '[]'::json)::text AS rows FROM ${quote(table)} t`)
      tables[table] = Number(rows[0]!.n)
      writeFileSync(path.join(dir, 'tables', `${table}.json`), String(rows[0]!.rows))
    }
    const sequences = (await query(`SELECT sequencename AS name, last_value FROM pg_sequences WHERE schemaname = 'public' ORDER BY sequencename`)).rows
    writeFileSync(path.join(dir, 'sequences.json'), JSON.stringify(sequences))
    const migrations = tables.payload_migrations ? (await query('SELECT name FROM payload_migrations ORDER BY name')).rows.map((r) => String(r.name)) : []
    await query('COMMIT')
    // The files after the rows: an upload made meanwhile is a file without a row, never a row without its file.
    const files: string[] = []
    for (const folder of uploads.store === 'disk' ? UPLOAD_FOLDERS : []) {
      const from = dataDir ? path.join(dataDir, folder) : ''
      if (from && existsSync(from)) {
        cpSync(from, path.join(dir, 'files', folder), { recursive: true })
        files.push(folder)
      }
    }
    const manifest: Manifest = { format: BACKUP_FORMAT, createdAt: new Date().toISOString(), migrations, tables, files, uploads }
    writeFileSync(path.join(dir, 'manifest.json'), JSON.stringify(manifest, null, 2))
    return manifest
  } catch (error) {
    await query('ROLLBACK').catch(() => {})
    throw error
  }
}

/** Where the restored install keeps uploads, and how a file goes into the bucket when that is S3. */
export type RestoreTarget = { uploads?: UploadsAt; putFile?: (folder: UploadFolder, filename: string, bytes: Buffer) => Promise<void> }

/**
 * Brings a backup back into an empty install of the same version: every migration of the backup
 * applied and no content yet (refused otherwise, before anything is written). One transaction, with
 * foreign keys and triggers held off while the rows go in (`session_replication_role`, which needs
 * a superuser or the tables' owner), then the sequences and the uploaded files: copied into
 * `dataDir`, or put into the bucket by `putFile` when this install keeps uploads in S3 (so a
 * backup of a disk install moves it to S3). A backup whose uploads were in S3 holds none: it is
 * restored only into an install that uses S3, meant to be that bucket or a copy of it.
 */
export async function restoreBackup(query: Query, dir: string, dataDir: string | null, target: RestoreTarget = {}): Promise<Manifest> {
  const manifest = JSON.parse(readFileSync(path.join(dir, 'manifest.json'), 'utf8')) as Manifest
  if (manifest.format !== BACKUP_FORMAT) throw new Error(`This backup's format (${manifest.format}) is not one this version reads.`)
  const from = manifest.uploads ?? { store: 'disk' }
  const to = target.uploads ?? uploadsAtOf(getEnv())
  if (from.store === 's3' && to.store === 'disk') {
    throw new Error(`This backup's uploads are in ${describeUploadsAt(from)}, not in the backup: set S3_BUCKET (and S3_PREFIX, S3_ENDPOINT...) to that bucket, or to a copy of it, and restore again.`)
  }
  if (from.store === 'disk' && to.store === 's3' && manifest.files.length && !target.putFile) {
    throw new Error(`This backup holds uploaded files (${manifest.files.join(', ')}) but this install keeps uploads in ${describeUploadsAt(to)} and was given no way to put them there.`)
  }
  const unknownFolder = manifest.files.find((folder) => !(UPLOAD_FOLDERS as readonly string[]).includes(folder))
  if (unknownFolder) throw new Error(`This backup holds files of ${unknownFolder}, which this version does not keep.`)
  const here = (await query('SELECT name FROM payload_migrations ORDER BY name')).rows.map((r) => String(r.name))
  if (here.join('\n') !== manifest.migrations.join('\n')) {
    throw new Error(`The backup was made at another version: it has ${manifest.migrations.length} migrations (last ${manifest.migrations.at(-1)}), this install ${here.length} (last ${here.at(-1)}). Restore into an install of the backup's version, then upgrade.`)
  }
  const tables = await userTables(query)
  const missing = Object.keys(manifest.tables).filter((t) => !tables.includes(t))
  if (missing.length) throw new Error(`This install has no table ${missing.join(', ')}.`)
  for (const table of tables) {
    if (table === 'payload_migrations') continue
    const { rows } = await query(`SELECT EXISTS (SELECT 1 FROM ${quote(table)}) AS any`)
    if (rows[0]!.any) throw new Error(`This install is not empty (${table} has rows): restore into a new install.`)
  }
  await query('BEGIN')
  try {
    await query('SET LOCAL session_replication_role = replica')
    for (const [table, count] of Object.entries(manifest.tables)) {
      if (table === 'payload_migrations' || count === 0) continue
      const columns = (
        await query(
          `SELECT a.attname AS name FROM pg_attribute a WHERE a.attrelid = $1::regclass AND a.attnum > 0 AND NOT a.attisdropped AND a.attgenerated = '' ORDER BY a.attnum`,
          [quote(table)],
        )
      ).rows.map((r) => quote(String(r.name)))
      const list = columns.join(', ')
      const json = readFileSync(path.join(dir, 'tables', `${table}.json`), 'utf8')
      await query(`INSERT INTO ${quote(table)} (${list}) OVERRIDING SYSTEM VALUE SELECT ${list} FROM json_populate_recordset(NULL::${quote(table)}, $1::json)`, [json])
    }
    const sequences = JSON.parse(readFileSync(path.join(dir, 'sequences.json'), 'utf8')) as { name: string; last_value: string | number | null }[]
    for (const s of sequences) {
      if (s.last_value !== null) await query('SELECT setval($1::regclass, $2::bigint, true)', [quote(s.name), s.last_value])
    }
    await query('COMMIT')
  } catch (error) {
    await query('ROLLBACK').catch(() => {})
    throw error
  }
  for (const folder of manifest.files as UploadFolder[]) {
    if (to.store === 's3') {
      for (const filename of readdirSync(path.join(dir, 'files', folder), { withFileTypes: true }).filter((e) => e.isFile()).map((e) => e.name)) {
        await target.putFile!(folder, filename, readFileSync(path.join(dir, 'files', folder, filename)))
      }
      continue
    }
    if (!dataDir) throw new Error(`The backup holds uploaded files (${folder}) but this install keeps none on disk.`)
    cpSync(path.join(dir, 'files', folder), path.join(dataDir, folder), { recursive: true })
  }
  return manifest
}
