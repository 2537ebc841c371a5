/**
 * What the upload stores share (the local disk, an S3 bucket), apart from port.ts, which picks one
 * of them: they import this file, callers import port.ts (docs/decisions/069).
 */

/** The upload collections, each a folder of the store (DATA_DIR/<collection>, or <S3_PREFIX>/<collection>/ in the bucket). */
export const UPLOAD_COLLECTIONS = ['media', 'profile-pictures'] as const
export type UploadCollection = (typeof UPLOAD_COLLECTIONS)[number]

/**
 * Where uploaded files live. Payload writes and deletes them itself (the collections' `staticDir`,
 * or the S3 plugin: payload-adapter.ts); this reads them back for the app's own capability-checked
 * routes, and writes them for a restore.
 */
export type UploadStorage = {
  name: 'disk' | 's3'
  /** For people: the folder, or s3://bucket/prefix. */
  location: string
  /**
   * A stored file's bytes, or null when there is none. `prefix`: the folder the document recorded
   * (its `prefix` field, S3 only); without one, the collection's own.
   */
  read(collection: UploadCollection, filename: string, prefix?: string | null): Promise<Buffer | null>
  /** Stores a file under the collection's folder (a restore into this store). */
  write(collection: UploadCollection, filename: string, bytes: Buffer, contentType: string): Promise<void>
}

/** A file name Payload could have stored: one path segment, no way out of the folder. */
export const isPlainFilename = (filename: string): boolean =>
  filename.length > 0 && filename !== '.' && filename !== '..' && !/[/\\\0]/.test(filename)

const CONTENT_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
  avif: 'image/avif',
  svg: 'image/svg+xml',
  mp4: 'video/mp4',
  webm: 'video/webm',
  pdf: 'application/pdf',
}

/** The type a file is served with, by its extension (the kinds the upload collections take). */
export const contentTypeOf = (filename: string): string => CONTENT_TYPES[filename.split('.').pop()?.toLowerCase() ?? ''] ?? 'application/octet-stream'
