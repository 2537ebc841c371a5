import { s3Storage } from '@payloadcms/storage-s3'
import type { Plugin } from 'payload'

import { getEnv } from '@/lib/env'

import { readUpload } from './port'
import { collectionPrefix, s3ClientConfig } from './s3'
import { UPLOAD_COLLECTIONS, type UploadCollection } from './storage'

/**
 * Payload's side of the upload store (docs/decisions/069): with S3_BUCKET, the S3 plugin stores
 * the upload collections' files (and their resized copies) in the bucket, each collection under
 * its folder, instead of DATA_DIR. Without it the plugin is off and the files stay on the disk.
 *
 * Either way the plugin adds its two fields (`prefix`, `_objectKey`) to the collections, so the
 * schema, and the migrations, are the same whatever the configuration.
 *
 * The objects stay private: no ACL is ever set (the bucket's default, private, holds), no signed
 * download links, and no direct-to-bucket uploads. Files are served by Payload's own file route
 * (/api/<collection>/file/<name>), which checks the collection's read access first: a media file
 * to anyone, a profile photo to sales staff only; the app's capability-checked photo routes read
 * through `readStoredUpload`.
 */
export function uploadStoragePlugin(): Plugin {
  const s3 = getEnv().s3
  const collections = Object.fromEntries(UPLOAD_COLLECTIONS.map((slug) => [slug, s3 ? { prefix: collectionPrefix(s3, slug) } : true])) as Record<UploadCollection, { prefix: string } | true>
  return s3Storage({
    enabled: Boolean(s3),
    alwaysInsertFields: true,
    bucket: s3?.bucket ?? '',
    config: s3 ? s3ClientConfig(s3) : {},
    collections,
  })
}

/** A stored upload's bytes, from the disk or the bucket, for a caller that has checked who may see it. */
export const readStoredUpload: typeof readUpload = (collection, filename, prefix) => readUpload(collection, filename, prefix)
