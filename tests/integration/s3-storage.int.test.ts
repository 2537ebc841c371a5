import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { S3 } from '@aws-sdk/client-s3'
import type { Payload, SanitizedConfig } from 'payload'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startS3rver, S3RVER_CREDENTIALS, type FakeS3 } from '../support/s3rver'

import { embeddedDatabase, type TestDatabase } from './engines'

type Handler = (request: Request, args: { params: Promise<{ slug: string[] }> }) => Promise<Response>

const BUCKET = 'clubhouse-uploads'
const PREFIX = 'club-test'

/**
 * Issue 35 §2, docs/decisions/069: with S3_BUCKET set, media and profile photos are objects in the
 * bucket (under S3_PREFIX/<collection>/), not files on the instance's disk. Media is served by
 * Payload's file route to anyone; a profile photo only to sales staff, never anonymously, and never
 * as an object anyone could fetch from the bucket (the fake bucket refuses unsigned requests, as a
 * real one does by default, and no upload asks for a public ACL); the app's own photo routes read
 * it through readProfilePicture. A missing object is 404, not 500.
 */
describe('uploads in an S3 bucket', () => {
  let db: TestDatabase
  let s3: FakeS3
  let client: S3
  let payload: Payload
  let dataDir: string
  let get: Handler
  const tokens = { content: '', sales: '' }

  const rest = (url: string, token?: string) => {
    const { pathname } = new URL(url, 'http://localhost:3000')
    const slug = pathname.replace(/^\/api\//, '').split('/').map(decodeURIComponent)
    return get(new Request(`http://localhost:3000${url}`, { headers: token ? { Authorization: `JWT ${token}` } : {} }), { params: Promise.resolve({ slug }) })
  }
  const object = async (key: string) => Buffer.from(await (await client.getObject({ Bucket: BUCKET, Key: key })).Body!.transformToByteArray())

  beforeAll(async () => {
    // The database first: its template is made by a process that inherits this one's environment.
    db = await embeddedDatabase('migrated')
    s3 = await startS3rver(undefined, { bucket: BUCKET, prefix: PREFIX })
    client = new S3({ endpoint: s3.endpoint, region: 'us-east-1', forcePathStyle: true, credentials: S3RVER_CREDENTIALS })
    dataDir = mkdtempSync(path.join(tmpdir(), 'clubhouse-s3-it-'))
    Object.assign(process.env, { PAYLOAD_SECRET: 'integration-test-secret-0123456789abcdef', DATA_DIR: dataDir, DATABASE_URL: db.url, ...s3.env })
    const [{ default: config }, payloadModule, routes] = await Promise.all([import('@/payload.config'), import('payload'), import('@payloadcms/next/routes')])
    get = routes.REST_GET(config as Promise<SanitizedConfig>) as never
    payload = await payloadModule.getPayload({ config })
    for (const role of ['content', 'sales'] as const) {
      const email = `${role}-s3@clubhouse.test`
      await payload.create({ collection: 'users', overrideAccess: true, data: { email, password: `${role}-password-123`, roles: [role] } })
      tokens[role] = (await payload.login({ collection: 'users', data: { email, password: `${role}-password-123` } })).token!
    }
  })

  afterAll(async () => {
    await payload?.destroy()
    // As in cms-suite: destroy leaves the pool open; its idle connections drop with the database.
    ;(payload?.db as unknown as { pool?: { on: (e: 'error', f: () => void) => void } } | undefined)?.pool?.on('error', () => {})
    await db?.drop()
    await s3?.stop()
    if (dataDir) rmSync(dataDir, { recursive: true, force: true })
  })

  it('stores a media file and its sizes in the bucket, serves it through Payload to anyone, and answers a missing one 404', async () => {
    const png = await sharp({ create: { width: 600, height: 400, channels: 3, background: '#2a5d4f' } }).png().toBuffer()
    const media = await payload.create({ collection: 'media', overrideAccess: true, data: { alt: 'The terrace' }, file: { data: png, mimetype: 'image/png', name: 'terrace.png', size: png.length } })
    expect(media.filename).toBe('terrace.webp')
    expect(media.prefix).toBe(`${PREFIX}/media`)

    const keys = await s3.keys()
    expect(keys).toContain(`${PREFIX}/media/terrace.webp`)
    expect(keys).toContain(`${PREFIX}/media/${media.sizes!.thumbnail!.filename}`)
    expect(existsSync(path.join(dataDir, 'media')), 'nothing on the disk').toBe(false)

    // The URL is the app's own route, as on the disk: pages never point at the bucket.
    expect(media.url).toMatch(/^\/api\/media\/file\/terrace\.webp(\?|$)/)
    for (const url of [media.url!, '/api/media/file/terrace.webp']) {
      const res = await rest(url)
      expect(res.status, url).toBe(200)
      expect(res.headers.get('content-type')).toBe('image/webp')
      expect(Buffer.from(await res.arrayBuffer()).equals(await object(`${PREFIX}/media/terrace.webp`))).toBe(true)
    }

    // No such file, and a file whose object has gone from the bucket: not found, not a server error.
    expect((await rest('/api/media/file/does-not-exist.webp')).status).toBe(404)
    await client.deleteObject({ Bucket: BUCKET, Key: `${PREFIX}/media/${media.sizes!.thumbnail!.filename}` })
    expect((await rest(media.sizes!.thumbnail!.url!)).status).toBe(404)
  })

  it('keeps a profile photo private: in the bucket only, served to sales staff, readable by the app, never anonymously', async () => {
    const { storeProfilePicture, readProfilePicture } = await import('@/model/profile-picture-file')
    const jpeg = await sharp({ create: { width: 300, height: 400, channels: 3, background: '#d9b38c' } }).jpeg().toBuffer()
    const id = await storeProfilePicture(payload, jpeg, 'applicant.jpg')
    const doc = await payload.findByID({ collection: 'profile-pictures', id, overrideAccess: true, depth: 0 })
    const key = `${PREFIX}/profile-pictures/${doc.filename}`

    expect(await s3.keys()).toContain(key)
    expect(existsSync(path.join(dataDir, 'profile-pictures')), 'nothing on the disk').toBe(false)
    expect((await object(key)).equals(jpeg)).toBe(true)

    // Payload's file route checks the collection's read access: nobody but sales staff.
    const url = doc.url!
    expect(url).toMatch(/^\/api\/profile-pictures\/file\//)
    expect([403, 404]).toContain((await rest(url)).status)
    expect([403, 404]).toContain((await rest(url, tokens.content)).status)
    const staff = await rest(url, tokens.sales)
    expect(staff.status).toBe(200)
    expect(staff.headers.get('cache-control')).toBe('private, no-store')
    expect(Buffer.from(await staff.arrayBuffer()).equals(jpeg)).toBe(true)

    // Not a public object: the bucket refuses an unsigned request, and no upload asked for an ACL.
    expect((await fetch(`${s3.endpoint}/${BUCKET}/${key}`)).status).toBe(403)
    const puts = s3.requests.filter((r) => r.method === 'PUT')
    expect(puts.length).toBeGreaterThan(0)
    expect(puts.filter((r) => 'x-amz-acl' in r.headers || 'x-amz-grant-read' in r.headers)).toEqual([])

    // The app's capability-checked photo routes read it back through the storage port.
    const read = await readProfilePicture(id)
    expect(read?.bytes.equals(jpeg)).toBe(true)
    expect(read).toMatchObject({ width: 300, height: 400 })

    // Gone from the bucket: no photo, and the file route says not found.
    await client.deleteObject({ Bucket: BUCKET, Key: key })
    expect(await readProfilePicture(id)).toBeNull()
    expect((await rest(url, tokens.sales)).status).toBe(404)

    // Deleting the record deletes its objects (the resized copy too).
    const other = await storeProfilePicture(payload, jpeg, 'replaced.jpg')
    const otherDoc = await payload.findByID({ collection: 'profile-pictures', id: other, overrideAccess: true, depth: 0 })
    expect((await s3.keys()).filter((k) => k.includes(path.parse(otherDoc.filename!).name))).toHaveLength(2)
    await payload.delete({ collection: 'profile-pictures', id: other, overrideAccess: true })
    expect((await s3.keys()).filter((k) => k.includes(path.parse(otherDoc.filename!).name))).toEqual([])
  })
})
