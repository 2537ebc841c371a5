/**
 * npm run restore -- folder: brings a backup made by `npm run backup` into an empty install of the
 * same version (a new DATA_DIR, or an empty DATABASE_URL database): the migrations are applied
 * first, then the rows, sequences and uploaded files, into DATA_DIR or, with S3_BUCKET, into the
 * bucket. Refuses an install that has content, and a backup whose uploads were in a bucket unless
 * this install uses one too. docs/decisions/068, 069.
 */
import path from 'node:path'

import { getPayload } from 'payload'
import type pg from 'pg'

import config from '../src/payload.config'
import { contentTypeOf, getUploadStorage } from '../src/integrations/storage/port'
import { describeUploadsAt, restoreBackup, uploadsAtOf } from '../src/lib/db/backup'
import { getEnv } from '../src/lib/env'

const from = process.argv[2]
if (!from) {
  console.error('Usage: npm run restore -- <backup folder>')
  process.exit(1)
}
const env = getEnv()
// Connecting applies the migrations (src/model/db-adapter.ts): the install is then this version's, empty.
const payload = await getPayload({ config })
const client = await (payload.db as unknown as { pool: pg.Pool }).pool.connect()
try {
  const started = Date.now()
  const uploads = uploadsAtOf(env)
  const manifest = await restoreBackup((text, values) => client.query(text, values as unknown[]), path.resolve(from), path.resolve(env.DATA_DIR), {
    uploads,
    putFile: (folder, filename, bytes) => getUploadStorage().write(folder, filename, bytes, contentTypeOf(filename)),
  })
  const rows = Object.values(manifest.tables).reduce((a, b) => a + b, 0)
  console.log(`Restored ${path.resolve(from)} (made ${manifest.createdAt}): ${rows} rows${manifest.files.length ? `, files of ${manifest.files.join(' and ')} into ${describeUploadsAt(uploads)}` : ''} (${((Date.now() - started) / 1000).toFixed(1)} s).`)
  if (manifest.uploads?.store === 's3') {
    const same = describeUploadsAt(manifest.uploads) === describeUploadsAt(uploads)
    console.log(`Its uploaded files were in ${describeUploadsAt(manifest.uploads)}${same ? ', which this install uses.' : `; this install reads ${describeUploadsAt(uploads)}, which must hold a copy of them.`}`)
  }
} catch (error) {
  console.error(`Restore failed: ${error instanceof Error ? error.message : error}`)
  process.exitCode = 1
} finally {
  client.release()
  await payload.destroy()
}
process.exit()
