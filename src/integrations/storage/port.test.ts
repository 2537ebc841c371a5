import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { afterAll, describe, expect, it } from 'vitest'

import { createLocalStorage } from './local'
import { collectionPrefix, objectKey, s3ClientConfig } from './s3'
import { contentTypeOf, isPlainFilename } from './storage'

describe('upload storage', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'clubhouse-storage-'))
  afterAll(() => rmSync(dir, { recursive: true, force: true }))

  it('on the disk: each collection in its folder of DATA_DIR; a missing file or a name that leaves the folder is none', async () => {
    const disk = createLocalStorage(dir)
    await disk.write('profile-pictures', 'a.jpg', Buffer.from('jpeg'), 'image/jpeg')
    expect((await disk.read('profile-pictures', 'a.jpg'))?.toString()).toBe('jpeg')
    expect(await disk.read('media', 'a.jpg')).toBeNull()
    expect(await disk.read('profile-pictures', '../profile-pictures/a.jpg')).toBeNull()
    await expect(disk.write('media', '../escape.jpg', Buffer.from('x'), 'image/jpeg')).rejects.toThrow(/Not a file name/)
  })

  it('in S3: keys as the Payload plugin makes them, under the prefix, the document’s own folder first', () => {
    expect(collectionPrefix({ prefix: '' }, 'media')).toBe('media')
    expect(collectionPrefix({ prefix: 'staging/club' }, 'profile-pictures')).toBe('staging/club/profile-pictures')
    expect(objectKey({ prefix: 'club' }, 'media', 'hall.webp')).toBe('club/media/hall.webp')
    // Rows stored on the disk before (prefix '') read from the collection's folder.
    expect(objectKey({ prefix: 'club' }, 'media', 'hall.webp', '')).toBe('club/media/hall.webp')
    expect(objectKey({ prefix: 'club' }, 'media', 'hall.webp', 'old/media')).toBe('old/media/hall.webp')
  })

  it('asks S3-compatible services for checksums only where S3 requires them, and passes no keys it was not given', () => {
    const aws = s3ClientConfig({ bucket: 'b', prefix: '', region: 'eu-west-2', forcePathStyle: false })
    expect(aws).toEqual({ region: 'eu-west-2', forcePathStyle: false })
    const minio = s3ClientConfig({ bucket: 'b', prefix: '', region: 'us-east-1', forcePathStyle: true, endpoint: 'http://minio:9000', credentials: { accessKeyId: 'k', secretAccessKey: 's' } })
    expect(minio).toMatchObject({ endpoint: 'http://minio:9000', forcePathStyle: true, requestChecksumCalculation: 'WHEN_REQUIRED', credentials: { accessKeyId: 'k', secretAccessKey: 's' } })
  })

  it('knows a plain file name and the type to serve it with', () => {
    expect(['a.jpg', 'hall-400x300.webp'].every(isPlainFilename)).toBe(true)
    expect(['', '.', '..', 'a/b.jpg', 'a\\b.jpg', 'a\0.jpg'].some(isPlainFilename)).toBe(false)
    expect(contentTypeOf('Hall.WEBP')).toBe('image/webp')
    expect(contentTypeOf('brochure.pdf')).toBe('application/pdf')
    expect(contentTypeOf('noext')).toBe('application/octet-stream')
  })
})
