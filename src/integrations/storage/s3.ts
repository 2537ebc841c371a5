import path from 'node:path'

import { S3, type S3ClientConfig } from '@aws-sdk/client-s3'

import type { S3Settings } from '@/lib/env'

import { isPlainFilename, type UploadCollection, type UploadStorage } from './storage'

/**
 * The client's settings, shared by Payload's S3 plugin (payload-adapter.ts) and the reads here.
 * Without keys, the SDK's own chain finds credentials. S3-compatible services (an endpoint of
 * their own) get checksums only where S3 requires them: several refuse or mangle the trailing
 * checksums the SDK otherwise adds to every upload since 2025.
 */
export function s3ClientConfig(settings: S3Settings): S3ClientConfig {
  return {
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    ...(settings.endpoint ? { endpoint: settings.endpoint, requestChecksumCalculation: 'WHEN_REQUIRED', responseChecksumValidation: 'WHEN_REQUIRED' } : {}),
    ...(settings.credentials ? { credentials: settings.credentials } : {}),
  }
}

/** A collection's folder in the bucket: <S3_PREFIX>/<collection>, the plugin's `prefix` for it. */
export const collectionPrefix = (settings: Pick<S3Settings, 'prefix'>, collection: UploadCollection): string => path.posix.join(settings.prefix || '.', collection)

/** An object's key as Payload's S3 plugin stores it: the document's folder (or the collection's), then the name. */
export const objectKey = (settings: Pick<S3Settings, 'prefix'>, collection: UploadCollection, filename: string, prefix?: string | null): string =>
  path.posix.join(prefix?.replace(/^\/+|\/+$/g, '') || collectionPrefix(settings, collection), filename)

const notFound = (error: unknown) => {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } }
  return e?.name === 'NoSuchKey' || e?.name === 'NotFound' || e?.$metadata?.httpStatusCode === 404
}

/** Uploads in an S3 bucket (S3_BUCKET), private: nothing here sets an ACL, so the bucket's default (private) holds. */
export function createS3Storage(settings: S3Settings, client: S3 = new S3(s3ClientConfig(settings))): UploadStorage {
  return {
    name: 's3',
    location: `s3://${settings.bucket}/${settings.prefix}`,
    async read(collection, filename, prefix) {
      if (!isPlainFilename(filename)) return null
      try {
        const object = await client.getObject({ Bucket: settings.bucket, Key: objectKey(settings, collection, filename, prefix) })
        return object.Body ? Buffer.from(await object.Body.transformToByteArray()) : null
      } catch (error) {
        if (notFound(error)) return null
        throw error
      }
    },
    async write(collection, filename, bytes, contentType) {
      if (!isPlainFilename(filename)) throw new Error(`Not a file name: ${JSON.stringify(filename)}`)
      await client.putObject({ Bucket: settings.bucket, Key: objectKey(settings, collection, filename), Body: bytes, ContentType: contentType })
    },
  }
}
