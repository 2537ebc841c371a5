import { getEnv } from '@/lib/env'

import { createLocalStorage } from './local'
import { createS3Storage } from './s3'
import type { UploadCollection, UploadStorage } from './storage'

export * from './storage'

let storage: UploadStorage | undefined

/** The S3 bucket when S3_BUCKET is set; otherwise the local disk under DATA_DIR (docs/decisions/069). */
export function getUploadStorage(): UploadStorage {
  if (!storage) {
    const env = getEnv()
    storage = env.s3 ? createS3Storage(env.s3) : createLocalStorage(env.DATA_DIR)
  }
  return storage
}

/** A stored upload's bytes, wherever the configuration keeps them; null when there is none. */
export const readUpload = (collection: UploadCollection, filename: string, prefix?: string | null): Promise<Buffer | null> =>
  getUploadStorage().read(collection, filename, prefix)
