import { execFile } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { promisify } from 'node:util'

import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'

import { SITE_ORIGIN_TAG } from '@/lib/seo/site-origin'

import ClubhouseCacheHandler, { LOCAL_TAGS, sharedCacheSettings } from './handler.mjs'
import { hasRedisServer, REDIS_SERVER, startRedis } from './redis-for-tests'

const require = createRequire(import.meta.url)
const { nodeFs } = require('next/dist/server/lib/node-fs-methods.js')
const FileSystemCache = require('next/dist/server/lib/incremental-cache/file-system-cache.js').default
const STATE = Symbol.for('clubhouse.next-cache')
const run = promisify(execFile)

/** A build folder as `next build` leaves it: its BUILD_ID beside server/. */
function buildFolder(buildId = 'build-abc') {
  const dir = mkdtempSync(path.join(tmpdir(), 'clubhouse-cache-'))
  mkdirSync(path.join(dir, 'server'))
  writeFileSync(path.join(dir, 'BUILD_ID'), buildId)
  return dir
}
/** The options Next gives a cache handler in production. */
const nextContext = (dist: string) => ({
  dev: false,
  fs: nodeFs,
  serverDistDir: path.join(dist, 'server'),
  flushToDisk: true,
  maxMemoryCacheSize: 50 * 1024 * 1024,
  revalidatedTags: [],
  _requestHeaders: {},
})

const folders: string[] = []
const fresh = (buildId?: string) => {
  const dir = buildFolder(buildId)
  folders.push(dir)
  return dir
}
afterEach(() => {
  delete (globalThis as Record<symbol, unknown>)[STATE]
})
afterAll(() => {
  for (const dir of folders) rmSync(dir, { recursive: true, force: true })
})

describe('where the cache is: decided by the serving process, never the build', () => {
  it('without REDIS_URL it is Next’s own file-system cache, with Next’s options', async () => {
    const saved = process.env.REDIS_URL
    delete process.env.REDIS_URL
    try {
      const dist = fresh()
      const handler = new ClubhouseCacheHandler(nextContext(dist))
      expect(handler.store).toBeNull()
      expect(handler.files).toBeInstanceOf(FileSystemCache)
      const value = { kind: 'FETCH', data: { headers: {}, body: '"x"', status: 200, url: '' }, revalidate: 600 }
      await handler.set('k1', value, { fetchCache: true, tags: ['events'], revalidate: 600 })
      expect(existsSync(path.join(dist, 'cache', 'fetch-cache', 'k1'))).toBe(true)
      const get = { kind: 'FETCH', tags: ['events'], softTags: [], revalidate: 600 }
      expect((await new ClubhouseCacheHandler(nextContext(dist)).get('k1', get))?.value).toEqual(value)
      await handler.revalidateTag('events', { expire: 0 })
      expect(await new ClubhouseCacheHandler(nextContext(dist)).get('k1', get)).toBeNull()
    } finally {
      if (saved !== undefined) process.env.REDIS_URL = saved
    }
  })

  it('names each build’s and origin’s entries apart, and one tag hash for all', () => {
    const dist = fresh('build-abc')
    const ctx = nextContext(dist)
    const settings = sharedCacheSettings({ REDIS_URL: 'redis://cache:6379', SERVER_URL: 'https://club.example/' }, ctx)
    expect(settings).toMatchObject({ url: 'redis://cache:6379', buildId: 'build-abc', origin: 'https://club.example', tagsKey: 'clubhouse:next:tags' })
    expect(settings?.entryPrefix).toMatch(/^clubhouse:next:build-abc:[0-9a-f]{12}:$/)
    const same = sharedCacheSettings({ REDIS_URL: 'redis://other:6379', SERVER_URL: 'https://club.example' }, ctx)
    expect(same?.entryPrefix).toBe(settings?.entryPrefix)
    const otherOrigin = sharedCacheSettings({ REDIS_URL: 'redis://cache:6379', PORT: '8080' }, ctx)
    expect(otherOrigin?.origin).toBe('http://localhost:8080')
    expect(otherOrigin?.entryPrefix).not.toBe(settings?.entryPrefix)
    const otherBuild = sharedCacheSettings({ REDIS_URL: 'redis://cache:6379', SERVER_URL: 'https://club.example' }, nextContext(fresh('build-def')))
    expect(otherBuild?.entryPrefix).toMatch(/^clubhouse:next:build-def:/)
    expect(otherBuild?.tagsKey).toBe(settings?.tagsKey)
    expect(sharedCacheSettings({ REDIS_URL: 'redis://cache:6379', REDIS_KEY_PREFIX: 'staging' }, ctx)).toMatchObject({ tagsKey: 'staging:next:tags' })
  })

  it('is not shared while `next build` runs, in `next dev`, or with no build to name', () => {
    const ctx = nextContext(fresh())
    expect(sharedCacheSettings({}, ctx)).toBeNull()
    expect(sharedCacheSettings({ REDIS_URL: ' ' }, ctx)).toBeNull()
    expect(sharedCacheSettings({ REDIS_URL: 'redis://cache:6379', NEXT_PHASE: 'phase-production-build' }, ctx)).toBeNull()
    expect(sharedCacheSettings({ REDIS_URL: 'redis://cache:6379' }, { ...ctx, dev: true })).toBeNull()
    expect(sharedCacheSettings({ REDIS_URL: 'redis://cache:6379' }, { ...ctx, serverDistDir: path.join(tmpdir(), 'no-such-build', 'server') })).toBeNull()
  })

  it('a REDIS_URL the client cannot read: said once, and the process keeps its own cache', () => {
    const saved = process.env.REDIS_URL
    process.env.REDIS_URL = 'http://cache.example:6379'
    const errors: unknown[] = []
    const original = console.error
    console.error = (...args: unknown[]) => void errors.push(args.join(' '))
    try {
      const ctx = nextContext(fresh())
      const handler = new ClubhouseCacheHandler(ctx)
      expect(handler.store).toBeNull()
      expect(handler.files).toBeInstanceOf(FileSystemCache)
      new ClubhouseCacheHandler(ctx)
      expect(errors).toEqual([expect.stringMatching(/REDIS_URL is not usable \(Protocol - http: - is not a valid Redis protocol/)])
    } finally {
      console.error = original
      if (saved === undefined) delete process.env.REDIS_URL
      else process.env.REDIS_URL = saved
    }
  })

  it('keeps the site-origin tag, which each server expires as it starts, out of Redis', () => {
    expect(LOCAL_TAGS).toEqual([SITE_ORIGIN_TAG])
  })
})

/**
 * Two server processes as Next runs them: each loads the handler with a plain import() (no bundler,
 * no TypeScript) and calls it as Next does.
 */
const CHILD = `
const [url, dist, action, key, arg] = process.argv.slice(1)
const { default: Handler } = await import(url)
const { createRequire } = await import('node:module')
const { nodeFs } = createRequire(url)('next/dist/server/lib/node-fs-methods.js')
const ctx = { dev: false, fs: nodeFs, serverDistDir: dist + '/server', flushToDisk: true, maxMemoryCacheSize: 0, revalidatedTags: [], _requestHeaders: {} }
const handler = new Handler(ctx)
const PAGE = { kind: 'APP_PAGE', isFallback: false, isRoutePPREnabled: false }
let out
if (action === 'set') {
  await handler.set(key, { kind: 'APP_PAGE', html: arg, rscData: Buffer.from(arg), segmentData: undefined, headers: { 'x-next-cache-tags': 'page:/home,site-origin' }, status: 200, postponed: undefined }, { ...PAGE, cacheControl: { revalidate: false } })
  out = 'set'
} else if (action === 'get') {
  const entry = await handler.get(key, PAGE)
  out = entry && { html: entry.value.html, rsc: entry.value.rscData.toString(), cacheControl: entry.cacheControl }
} else if (action === 'revalidate') {
  await handler.revalidateTag(key, { expire: 0 })
  out = 'revalidated'
}
console.log(JSON.stringify({ shared: Boolean(handler.store), out }))
process.exit(0)
`

describe.skipIf(!hasRedisServer)(`two server processes sharing one Redis (a redis-server of its own from ${REDIS_SERVER})`, () => {
  let redis: Awaited<ReturnType<typeof startRedis>>
  beforeAll(async () => {
    redis = await startRedis()
  })
  afterAll(async () => {
    await redis?.stop()
  })

  const handlerUrl = pathToFileURL(path.resolve(import.meta.dirname, 'handler.mjs')).href
  const instance = (dist: string, env: Record<string, string>) => async (action: string, key: string, arg = '') => {
    const { stdout } = await run(process.execPath, ['--input-type=module', '-e', CHILD, handlerUrl, dist, action, key, arg], {
      env: { PATH: process.env.PATH, NODE_ENV: 'production', REDIS_KEY_PREFIX: 'handler-test', ...env },
    })
    return JSON.parse(stdout.trim().split('\n').at(-1) ?? 'null') as { shared: boolean; out: unknown }
  }

  it('a page one writes is served by the other; a revalidation on either is a miss on both', async () => {
    const dist = fresh('build-1')
    const env = { REDIS_URL: redis.url, SERVER_URL: 'https://club.example' }
    const [a, b] = [instance(dist, env), instance(dist, env)]
    expect(await a('set', '/home', 'home v1')).toEqual({ shared: true, out: 'set' })
    expect(await b('get', '/home')).toEqual({ shared: true, out: { html: 'home v1', rsc: 'home v1', cacheControl: { revalidate: false } } })
    // A starting server expires site-origin: the other's pages stay.
    await b('revalidate', 'site-origin')
    expect((await a('get', '/home')).out).toMatchObject({ html: 'home v1' })
    await b('revalidate', 'page:/home')
    expect((await a('get', '/home')).out).toBeNull()
    expect((await b('get', '/home')).out).toBeNull()
  })

  it('another build or origin does not read those entries; without REDIS_URL the process uses its own', async () => {
    const env = { REDIS_URL: redis.url, SERVER_URL: 'https://club.example' }
    const dist = fresh('build-2')
    await instance(dist, env)('set', '/about', 'about')
    expect((await instance(dist, env)('get', '/about')).out).toMatchObject({ html: 'about' })
    expect((await instance(fresh('build-3'), env)('get', '/about')).out).toBeNull()
    expect((await instance(dist, { ...env, SERVER_URL: 'https://staging.example' })('get', '/about')).out).toBeNull()
    expect(await instance(dist, { SERVER_URL: 'https://club.example' })('get', '/about')).toEqual({ shared: false, out: null })
  })

  it('Redis unreachable: the process answers at once with a miss and says so once', async () => {
    const dist = fresh('build-4')
    const started = performance.now()
    const { stdout, stderr } = await run(process.execPath, ['--input-type=module', '-e', CHILD, handlerUrl, dist, 'get', '/home'], {
      env: { PATH: process.env.PATH, NODE_ENV: 'production', REDIS_URL: 'redis://127.0.0.1:1', SERVER_URL: 'https://club.example' },
    })
    const elapsed = performance.now() - started
    expect(JSON.parse(stdout.trim().split('\n').at(-1) ?? 'null')).toEqual({ shared: true, out: null })
    expect(stderr.match(/is not answering/g)).toHaveLength(1)
    console.log(`a process with Redis unreachable: started, missed and exited in ${elapsed.toFixed(0)} ms`)
    expect(elapsed).toBeLessThan(5_000)
  })
})
