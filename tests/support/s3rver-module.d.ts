/** The part of s3rver (a fake S3 server for tests, no types of its own) that tests/support/s3rver.ts uses. */
declare module 's3rver' {
  import type { IncomingMessage, ServerResponse } from 'node:http'

  type Options = {
    directory?: string
    silent?: boolean
    vhostBuckets?: boolean
    address?: string
    port?: number
    configureBuckets?: { name: string; configs: (string | Buffer)[] }[]
  }

  export default class S3rver {
    constructor(options?: Options)
    configureBuckets(): Promise<void>
    callback(): (req: IncomingMessage, res: ServerResponse) => Promise<void>
    logger?: { close?: () => void }
    store: { listObjects(bucket: string, options: { prefix?: string; maxKeys?: number }): Promise<{ objects: { key: string }[] }> }
  }
}
