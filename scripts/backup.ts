/**
 * npm run backup [-- folder]: a consistent backup of the database (every table's rows, read in one
 * transaction), and the uploaded files when they are on local disk, into a new folder (default
 * backups/clubhouse-<time>). Works while the site runs, on the embedded database or DATABASE_URL.
 * Uploads in an S3 bucket (S3_BUCKET) are not copied: the bucket is their store, kept by its own
 * versioning; the backup names it. docs/decisions/068, 069.
 */
import path from 'node:path'

import pg from 'pg'

import { describeUploadsAt, uploadsAtOf, writeBackup } from '../src/lib/db/backup'
import { embeddedDatabaseUrl, stopEmbeddedDatabases } from '../src/lib/db/embedded'
import { EnvError, parseEnv } from '../src/lib/env'

let env
try {
  env = parseEnv(process.env)
} catch (error) {
  if (error instanceof EnvError) {
    console.error(error.message)
    process.exit(1)
  }
  throw error
}

const stamp = new Date().toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15)
const dir = path.resolve(process.argv[2] ?? path.join('backups', `clubhouse-${stamp}`))
const client = new pg.Client({ connectionString: env.DATABASE_URL ?? (await embeddedDatabaseUrl(env.DATA_DIR)) })
try {
  await client.connect()
  const started = Date.now()
  const uploads = uploadsAtOf(env)
  const manifest = await writeBackup((text, values) => client.query(text, values as unknown[]), dir, path.resolve(env.DATA_DIR), uploads)
  const rows = Object.values(manifest.tables).reduce((a, b) => a + b, 0)
  console.log(`Backup written to ${dir}: ${Object.keys(manifest.tables).length} tables, ${rows} rows${manifest.files.length ? `, files of ${manifest.files.join(' and ')}` : ''} (${((Date.now() - started) / 1000).toFixed(1)} s).`)
  if (uploads.store === 's3') console.log(`The uploaded files stay in ${describeUploadsAt(uploads)}, not in the backup: keep the bucket's versioning on (docs/decisions/069).`)
} catch (error) {
  console.error(`Backup failed: ${error instanceof Error ? error.message : error}`)
  process.exitCode = 1
} finally {
  await client.end().catch(() => {})
  await stopEmbeddedDatabases()
}
