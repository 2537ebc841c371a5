import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'

import { hasRedisServer, REDIS_SERVER, startRedis } from './redis-for-tests'
import { connectRedis, createRedisStore, SINCE } from './redis-store.mjs'

type Store = ReturnType<typeof createRedisStore>
type Server = Awaited<ReturnType<typeof startRedis>>

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
async function until(check: () => boolean | Promise<boolean>, ms = 10_000) {
  const end = Date.now() + ms
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out waiting')
    await sleep(20)
  }
}

/** A page as Next hands it to the cache: HTML, the RSC payload and its segments as Buffers, the tags in a header. */
const page = (text: string, tags: string) => ({
  kind: 'APP_PAGE',
  html: `<html><body>${text}</body></html>`,
  rscData: Buffer.from(`rsc ${text}`),
  segmentData: new Map([['/_tree', Buffer.from([0, 1, 2, 255])]]),
  headers: { 'x-next-cache-tags': tags },
  status: 200,
  postponed: undefined,
})
const PAGE = { kind: 'APP_PAGE', isFallback: false, isRoutePPREnabled: false }
/** unstable_cache's entry, and the contexts it reads and writes it with. */
const data = (body: string) => ({ kind: 'FETCH', data: { headers: {}, body, status: 200, url: '' }, revalidate: 600 })
const FETCH_SET = { fetchCache: true, tags: ['events'], revalidate: 600 }
const FETCH_GET = { kind: 'FETCH', tags: ['events'], softTags: ['_N_T_/layout', '_N_T_/fulham/page'], revalidate: 600 }

const logs = () => {
  const lines = { warn: [] as string[], info: [] as string[] }
  return { lines, log: { warn: (m: string) => void lines.warn.push(m), info: (m: string) => void lines.info.push(m) } }
}

describe.skipIf(!hasRedisServer)(`Next's cache in Redis (a redis-server of its own from ${REDIS_SERVER})`, () => {
  let redis: Server
  const stores: Store[] = []
  let n = 0
  /** A store as one instance would have it; `prefix` stands for its build and origin. */
  const instance = (options: { prefix?: string; timeoutMs?: number; pauseMs?: number; url?: string } = {}) => {
    const { lines, log } = logs()
    const store = createRedisStore({
      url: options.url ?? redis.url,
      entryPrefix: `test:next:${options.prefix ?? 'build-1:origin'}:`,
      tagsKey: 'test:next:tags',
      localTags: ['site-origin'],
      timeoutMs: options.timeoutMs,
      pauseMs: options.pauseMs,
      log,
    })
    stores.push(store)
    return Object.assign(store, { lines })
  }
  const ready = async (...list: Store[]) => until(() => list.every((s) => s.state().ready))
  const raws: { destroy: () => void }[] = []
  /** A plain client, to look at what the stores wrote. */
  const raw = async () => {
    const { client } = connectRedis(redis.url)
    client.on('error', () => {})
    raws.push(client)
    await client.connect()
    return client
  }
  const key = () => `/page-${++n}`

  beforeAll(async () => {
    redis = await startRedis()
  })
  afterEach(() => {
    for (const store of stores.splice(0)) store.close()
    for (const client of raws.splice(0)) client.destroy()
  })
  afterAll(async () => {
    await redis?.stop()
  })

  it('serves a page one instance wrote to another, Buffers and Maps intact, with its lifetime', async () => {
    const [a, b] = [instance(), instance()]
    await ready(a, b)
    const k = key()
    await a.set(k, page('home', 'page:/home,shell,_N_T_/layout'), { ...PAGE, cacheControl: { revalidate: false, expire: undefined } })
    const entry = await b.get(k, PAGE)
    expect(entry?.value).toEqual(page('home', 'page:/home,shell,_N_T_/layout'))
    expect(Buffer.isBuffer(entry?.value.rscData)).toBe(true)
    expect(entry?.value.segmentData.get('/_tree')).toEqual(Buffer.from([0, 1, 2, 255]))
    expect(entry?.cacheControl).toEqual({ revalidate: false, expire: undefined })
    expect(entry?.lastModified).toBeGreaterThan(Date.now() - 5_000)
  })

  it('a tag expired on one instance is a miss on every instance, pages and data alike, until written again', async () => {
    const [a, b] = [instance(), instance()]
    await ready(a, b)
    const home = key()
    const events = key()
    await a.set(home, page('home', 'page:/home,shell'), PAGE)
    await a.set(events, data('[1,2]'), FETCH_SET)
    expect(await b.get(home, PAGE)).not.toBeNull()
    expect((await b.get(events, FETCH_GET))?.value).toEqual(data('[1,2]'))

    await sleep(2)
    await a.revalidateTag('shell')
    expect(await b.get(home, PAGE)).toBeNull()
    expect(await a.get(home, PAGE)).toBeNull()
    expect(await b.get(events, FETCH_GET)).not.toBeNull()

    // revalidatePath('/fulham') expires the implicit tag each data read on that page carries.
    await sleep(2)
    await b.revalidateTag(['_N_T_/fulham/page'])
    expect(await a.get(events, FETCH_GET)).toBeNull()

    // Rendered again after the publish: served again.
    await a.set(home, page('home v2', 'page:/home,shell'), PAGE)
    expect((await b.get(home, PAGE))?.value.html).toContain('home v2')
  })

  it('keeps builds and origins apart, but a revalidation on either build reaches both (a rolling deploy)', async () => {
    const [old, next] = [instance({ prefix: 'build-old:origin' }), instance({ prefix: 'build-new:origin' })]
    await ready(old, next)
    const k = key()
    await old.set(k, page('old build', 'page:/about'), PAGE)
    expect(await next.get(k, PAGE)).toBeNull()
    await next.set(k, page('new build', 'page:/about'), PAGE)
    expect((await old.get(k, PAGE))?.value.html).toContain('old build')
    expect((await next.get(k, PAGE))?.value.html).toContain('new build')

    await sleep(2)
    await old.revalidateTag('page:/about')
    expect(await next.get(k, PAGE)).toBeNull()
    expect(await old.get(k, PAGE)).toBeNull()
  })

  it('does not keep as fresh a render that read before a publish and was written after it', async () => {
    const [a, b] = [instance(), instance()]
    await ready(a, b)
    const k = key()
    expect(await a.get(k, PAGE)).toBeNull() // A starts rendering from what the database holds now...
    await sleep(5)
    await b.revalidateTag('page:/events') // ...staff publish through B...
    await sleep(5)
    await a.set(k, page('before the publish', 'page:/events'), PAGE) // ...A's render finishes.
    expect(await b.get(k, PAGE)).toBeNull()
    // The next render starts after the publish and is kept.
    await b.set(k, page('after the publish', 'page:/events'), PAGE)
    expect((await a.get(k, PAGE))?.value.html).toContain('after the publish')

    // A page served from the cache meanwhile does not date the render after the next publish back: one render per publish.
    await sleep(5)
    await b.revalidateTag('page:/events')
    await sleep(5)
    expect(await a.get(k, PAGE)).toBeNull()
    await a.set(k, page('after the second publish', 'page:/events'), PAGE)
    expect((await b.get(k, PAGE))?.value.html).toContain('after the second publish')
  })

  it('never sends the site-origin tag: a starting instance does not throw away the others’ pages', async () => {
    const [a, b] = [instance(), instance()]
    await ready(a, b)
    const k = key()
    await a.set(k, page('home', 'site-origin,page:/home'), PAGE)
    await sleep(2)
    await b.revalidateTag('site-origin')
    expect(await a.get(k, PAGE)).not.toBeNull()
    const client = await raw()
    expect(Number(await client.hExists('test:next:tags', 'site-origin'))).toBe(0)
    // A tag's time is only ever raised: an instance whose clock is behind does not un-expire entries.
    const ahead = String(Date.now() + 60_000)
    await client.hSet('test:next:tags', 'clock-test', ahead)
    await a.revalidateTag('clock-test')
    expect(await client.hGet('test:next:tags', 'clock-test')).toBe(ahead)
  })

  it('the tags hash lost (evicted, deleted): what was written before is a miss, what is written after is served', async () => {
    const [a, b] = [instance(), instance()]
    await ready(a, b)
    const [k1, k2] = [key(), key()]
    await a.set(k1, page('one', 'page:/one'), PAGE)
    await a.set(k2, data('[]'), FETCH_SET)
    expect(await b.get(k1, PAGE)).not.toBeNull()
    const client = await raw()
    await client.del('test:next:tags')
    await sleep(2)
    expect(await b.get(k1, PAGE)).toBeNull()
    expect(await a.get(k2, FETCH_GET)).toBeNull()
    expect(Number(await client.hGet('test:next:tags', SINCE))).toBeGreaterThan(0)
    await sleep(2)
    await a.set(k1, page('one again', 'page:/one'), PAGE)
    expect((await b.get(k1, PAGE))?.value.html).toContain('one again')
  })

  it('a Redis that stops answering: a miss after the timeout, then at once; served again when it answers', async () => {
    const a = instance({ timeoutMs: 200, pauseMs: 300 })
    await ready(a)
    const k = key()
    await a.set(k, page('home', 'page:/home'), PAGE)
    redis.pause()
    try {
      let started = performance.now()
      expect(await a.get(k, PAGE)).toBeNull()
      const first = performance.now() - started
      started = performance.now()
      expect(await a.get(k, PAGE)).toBeNull()
      const second = performance.now() - started
      await a.set(key(), page('dropped', 'x'), PAGE)
      console.log(`Redis not answering: first get ${first.toFixed(0)} ms, the next ${second.toFixed(1)} ms`)
      expect(first).toBeGreaterThanOrEqual(190)
      expect(first).toBeLessThan(1_500)
      expect(second).toBeLessThan(50)
      expect(a.lines.warn).toHaveLength(1)
      expect(a.lines.warn[0]).toMatch(/Redis at redis:\/\/127\.0\.0\.1:\d+ is not answering \(no answer in 200 ms\)/)
    } finally {
      redis.resume()
    }
    await sleep(350)
    await until(async () => (await a.get(k, PAGE)) !== null)
    expect(a.lines.info).toEqual([expect.stringMatching(/answers again/)])
  })

  it('Redis gone: misses at once, writes dropped, revalidations kept and sent when it is back; logged once', async () => {
    const [a, b] = [instance(), instance()]
    await ready(a, b)
    const k = key()
    await a.set(k, page('home', 'page:/home'), PAGE)
    await redis.stop()
    await until(() => !a.state().ready && !b.state().ready)

    const started = performance.now()
    for (let i = 0; i < 20; i++) expect(await b.get(k, PAGE)).toBeNull()
    const perGet = (performance.now() - started) / 20
    await b.set(k, page('dropped', 'page:/home'), PAGE)
    await a.revalidateTag(['page:/home', 'site-origin'])
    await a.revalidateTag('events')
    console.log(`Redis down: a get answers a miss in ${perGet.toFixed(2)} ms`)
    expect(perGet).toBeLessThan(20)
    expect(a.state().pending.sort()).toEqual(['events', 'page:/home'])
    expect(a.lines.warn).toHaveLength(1)
    expect(a.lines.warn[0]).toMatch(/is not answering/)

    await redis.start()
    await until(() => a.state().ready && a.state().pending.length === 0, 15_000)
    const client = await raw()
    expect(Number(await client.hGet('test:next:tags', 'page:/home'))).toBeGreaterThan(0)
    expect(Number(await client.hGet('test:next:tags', 'events'))).toBeGreaterThan(0)
    expect(a.lines.warn).toHaveLength(1)
    expect(a.lines.info).toEqual(expect.arrayContaining([expect.stringMatching(/answers again/), expect.stringMatching(/2 tag revalidation\(s\) made while Redis was away sent/)]))
  })

  it('a Redis that never answered: every call returns at once, nothing throws', async () => {
    const nowhere = `redis://127.0.0.1:${redis.port + 1 === 65536 ? 1 : redis.port + 1}`
    const a = instance({ url: nowhere })
    await until(() => a.lines.warn.length > 0)
    const started = performance.now()
    expect(await a.get('/x', PAGE)).toBeNull()
    await a.set('/x', page('x', 'x'), PAGE)
    await a.revalidateTag('x')
    expect(performance.now() - started).toBeLessThan(50)
    expect(a.lines.warn).toHaveLength(1)
  })
})

if (!hasRedisServer) {
  it.skip(`Next's cache in Redis: skipped, no Redis server at ${REDIS_SERVER} (install redis-server, or set REDIS_SERVER_BIN)`, () => {})
}
