import { mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { createServer, type IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'

import S3rver from 's3rver'

/** s3rver's one account: every signed request must use these. */
export const S3RVER_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' }

export type FakeS3 = {
  /** http://127.0.0.1:<port>: S3_ENDPOINT (path-style addressing: S3_FORCE_PATH_STYLE=true). */
  endpoint: string
  bucket: string
  /** The folder s3rver keeps the bucket in. */
  directory: string
  /** The variables that point the app at this bucket (src/lib/env.ts), with `S3_PREFIX` when given. */
  env: Record<string, string>
  /** Every request the server answered, in order (method, path with query, headers). */
  requests: { method: string; url: string; headers: IncomingMessage['headers'] }[]
  /** Object keys in the bucket, as stored (s3rver keeps them in its folder). */
  keys: () => Promise<string[]>
  stop: () => Promise<void>
}

/**
 * A fake S3 for tests (s3rver) on a free loopback port, with one bucket, its objects kept in
 * `folder` (<folder>/<bucket>/<key>._S3rver_object), or a temporary folder of its own when none is
 * given. Like a bucket with S3's defaults (Block Public Access, no bucket policy), it refuses
 * anonymous requests with 403 AccessDenied unless `publicReads` is set: s3rver itself has no ACLs
 * and would serve anyone. Signed requests must use S3RVER_CREDENTIALS (they are in `env`).
 * `stop()` closes it; it removes the folder only when it made it.
 *
 *   const s3 = await startS3rver() // or startS3rver(path.join(work, 's3'), { bucket: 'uploads', prefix: 'club' })
 *   Object.assign(process.env, s3.env) // before the app reads its environment; or { ...env, ...s3.env } for a child process
 *   ...
 *   await s3.stop()
 */
export async function startS3rver(folder?: string, { bucket = 'clubhouse-test', prefix, publicReads = false }: { bucket?: string; prefix?: string; publicReads?: boolean } = {}): Promise<FakeS3> {
  const directory = folder ?? mkdtempSync(path.join(tmpdir(), 'clubhouse-s3rver-'))
  mkdirSync(directory, { recursive: true })
  const s3rver = new S3rver({ directory, silent: true, vhostBuckets: false, configureBuckets: [{ name: bucket, configs: [] }] })
  await s3rver.configureBuckets()
  const handle = s3rver.callback()
  const requests: FakeS3['requests'] = []
  const server = createServer((req, res) => {
    requests.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers })
    const signed = 'authorization' in req.headers || /[?&](X-Amz-Algorithm|Signature)=/i.test(req.url ?? '')
    if (!signed && !publicReads) {
      res.writeHead(403, { 'Content-Type': 'application/xml' })
      res.end('<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>AccessDenied</Code><Message>Access Denied</Message></Error>')
      return
    }
    void handle(req, res)
  })
  await new Promise<void>((resolve, reject) => server.once('error', reject).listen(0, '127.0.0.1', () => resolve()))
  const endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return {
    endpoint,
    bucket,
    directory,
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_FORCE_PATH_STYLE: 'true',
      S3_ACCESS_KEY_ID: S3RVER_CREDENTIALS.accessKeyId,
      S3_SECRET_ACCESS_KEY: S3RVER_CREDENTIALS.secretAccessKey,
      ...(prefix ? { S3_PREFIX: prefix } : {}),
    },
    requests,
    keys: async () => {
      const { objects } = await s3rver.store.listObjects(bucket, { maxKeys: 100_000 })
      return objects.map((o: { key: string }) => o.key).sort()
    },
    stop: async () => {
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
      s3rver.logger?.close?.()
      if (!folder) rmSync(directory, { recursive: true, force: true })
    },
  }
}
