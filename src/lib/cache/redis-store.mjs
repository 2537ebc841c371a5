/**
 * Next's incremental cache kept in Redis, shared by the instances of one build (docs/decisions/070):
 * the pages Next caches (pre-built and revalidated ones) and unstable_cache's data, with their tags.
 * src/lib/cache/handler.mjs hands Next's calls here when REDIS_URL is set.
 *
 * - An entry is one string: the v8 serialisation of { lastModified, value, tags, cacheControl }, so
 *   Next's Buffers and Maps (a page's RSC payload and segments) come back as they went in. Its key
 *   starts with the build's prefix (entryPrefix), so two builds never read each other's entries.
 *   It is kept ttlSeconds (7 days): an old build's entries leave Redis by themselves.
 * - A tag's expiry is one field of one hash (tagsKey), the time it was expired in ms, shared by every
 *   build: an entry is a miss when one of its tags was expired after it was written. Expiring a tag is
 *   one command, however many entries hold it, and an old and a new build see each other's
 *   revalidations during a rolling deploy. A time is only ever raised (instances' clocks differ).
 *   Every expiry is immediate: revalidateTag's stale-while-revalidate profiles (never used here)
 *   are treated as `{ expire: 0 }`, a blocking render rather than a stale page.
 * - The hash also holds when it was made (SINCE): if it is lost (evicted, deleted), every entry
 *   written before it was made again is a miss, since which of their tags were expired is unknown.
 * - An entry is dated from when this process last missed it (not when it was written), so a render
 *   that read the database before a publish and finishes after it is not kept as fresh.
 * - Redis away or slow: every call gives up after timeoutMs (a miss; a write is dropped), calls skip
 *   Redis for pauseMs after a failure, the outage is logged once, and tags expired meanwhile are kept
 *   and sent when it answers again. Pages are then rendered on each request, never served stale.
 */
import { createRequire } from 'node:module'
import v8 from 'node:v8'

const TAGS_HEADER = 'x-next-cache-tags'
/** How long the time of a read is kept for the write that follows it. */
const READ_WINDOW_MS = 60_000
const MAX_READS = 10_000
/** The field of the tags hash that holds when the hash was made (no tag of the app has a '#'). */
export const SINCE = '#since'

/** Raises each tag's expiry (ARGV[2..]) to ARGV[1], never lowers it; a hash made anew records when. */
const RAISE_TAGS = `local at = tonumber(ARGV[1])
redis.call('HSETNX', KEYS[1], '${SINCE}', ARGV[1])
for i = 2, #ARGV do
  local current = tonumber(redis.call('HGET', KEYS[1], ARGV[i]))
  if current == nil or current < at then redis.call('HSET', KEYS[1], ARGV[i], ARGV[1]) end
end
return 1`

/**
 * A Redis client that fails fast: a command sent while disconnected fails at once instead of waiting
 * for the connection, a dead connection is found by a ping, and reconnecting backs off to 5 s.
 * Loaded on demand, so a process without REDIS_URL never loads the client.
 * @param {string} url
 */
export function connectRedis(url) {
  const redis = createRequire(import.meta.url)('@redis/client')
  const client = redis.createClient({
    url,
    disableOfflineQueue: true,
    pingInterval: 10_000,
    socket: { connectTimeout: 2_000, reconnectStrategy: (/** @type {number} */ retries) => Math.min(200 * 2 ** retries, 5_000) },
  })
  /** The same connection, answering strings as Buffers (the entries). */
  const buffers = client.withTypeMapping({ [redis.RESP_TYPES.BLOB_STRING]: Buffer })
  return { client, buffers, ErrorReply: /** @type {new (...args: never[]) => Error} */ (redis.ErrorReply) }
}

/** The address of a Redis URL without its credentials, for the logs. */
export function redisHost(/** @type {string} */ url) {
  try {
    const parsed = new URL(url)
    return `${parsed.protocol}//${parsed.host}${parsed.pathname.length > 1 ? parsed.pathname : ''}`
  } catch {
    return 'an unreadable REDIS_URL'
  }
}

/**
 * @typedef {{ kind?: string, tags?: string[], softTags?: string[], fetchCache?: boolean, cacheControl?: unknown }} CacheContext
 * @typedef {{ lastModified: number, value: any, cacheControl?: unknown }} CacheEntry
 * @typedef {{ warn: (message: string) => void, info: (message: string) => void }} Log
 */

/**
 * @param {{
 *   url: string, entryPrefix: string, tagsKey: string,
 *   localTags?: readonly string[], timeoutMs?: number, pauseMs?: number, ttlSeconds?: number, log?: Log,
 * }} options
 *   localTags: tags this store never sends to Redis (see handler.mjs); ttlSeconds: how long an entry
 *   is kept (a build's entries leave Redis that long after it stops being served).
 */
export function createRedisStore({ url, entryPrefix, tagsKey, localTags = [], timeoutMs = 500, pauseMs = 5_000, ttlSeconds = 7 * 24 * 60 * 60, log = console }) {
  const { client, buffers, ErrorReply } = connectRedis(url)
  const where = redisHost(url)
  const local = new Set(localTags)
  /** @type {Map<string, number>} key -> when this process missed it, until it writes it */
  const reads = new Map()
  /** Tags expired while Redis was away: sent when it answers again. */
  const pending = new Set()
  let down = false
  let pausedUntil = 0
  let closed = false
  const refused = new Set()
  /** @type {() => void} */
  let settled = () => {}
  /** The first connection made or failed: a process's first calls wait for it (at most timeoutMs) rather than miss. */
  const firstConnection = new Promise((resolve) => (settled = () => resolve(undefined)))
  let everReady = false

  const outage = (/** @type {unknown} */ error) => {
    settled()
    if (down || closed) return
    down = true
    log.warn(
      `Next cache: Redis at ${where} is not answering (${error instanceof Error ? error.message : String(error)}); pages are rendered without the shared cache, and revalidations kept, until it does.`,
    )
  }
  const recovered = () => {
    everReady = true
    settled()
    pausedUntil = 0
    if (down) {
      down = false
      log.info(`Next cache: Redis at ${where} answers again.`)
    }
    void markSince().then(sendPending)
  }
  client.on('error', outage)
  client.on('ready', recovered)
  client.connect().catch(outage)

  const usable = () => !closed && client.isReady && Date.now() >= pausedUntil

  /** Whether Redis can be used now, once the first connection is made or has failed. */
  async function available() {
    if (!everReady && !down && !closed) {
      /** @type {NodeJS.Timeout | undefined} */
      let timer
      await Promise.race([firstConnection, new Promise((resolve) => (timer = setTimeout(resolve, timeoutMs)))])
      clearTimeout(timer)
    }
    return usable()
  }

  /**
   * One call to Redis, given up after timeoutMs. Redis not answering (a timeout, a lost connection)
   * pauses every call for pauseMs; a refusal (an error reply, e.g. out of memory) is only logged.
   * @template T
   * @param {() => Promise<T>} call
   * @returns {Promise<T>}
   */
  async function run(call) {
    /** @type {NodeJS.Timeout | undefined} */
    let timer
    try {
      const answer = await Promise.race([
        call(),
        new Promise((_, reject) => {
          timer = setTimeout(() => reject(new Error(`no answer in ${timeoutMs} ms`)), timeoutMs)
        }),
      ])
      if (down) recovered()
      return /** @type {T} */ (answer)
    } catch (error) {
      if (error instanceof ErrorReply) {
        if (!refused.has(error.message)) {
          refused.add(error.message)
          log.warn(`Next cache: Redis at ${where} refused a command (${error.message}).`)
        }
      } else {
        pausedUntil = Date.now() + pauseMs
        outage(error)
      }
      throw error
    } finally {
      clearTimeout(timer)
    }
  }

  const raise = (/** @type {string[]} */ tags) => run(() => client.eval(RAISE_TAGS, { keys: [tagsKey], arguments: [String(Date.now()), ...tags] }))

  /** The tags hash exists from the first connection on (a Redis emptied meanwhile gets it again). */
  async function markSince() {
    try {
      await run(() => client.hSetNX(tagsKey, SINCE, String(Date.now())))
    } catch {
      // Logged by run(); made by the next revalidation or read instead.
    }
  }

  async function sendPending() {
    if (pending.size === 0 || !usable()) return
    const tags = [...pending]
    pending.clear()
    try {
      await raise(tags)
      log.info(`Next cache: ${tags.length} tag revalidation(s) made while Redis was away sent.`)
    } catch {
      for (const tag of tags) pending.add(tag)
    }
  }

  /** A miss: the render that follows reads the database from about now. Concurrent misses keep the first. */
  function noteMiss(/** @type {string} */ key, /** @type {number} */ at) {
    const now = Date.now()
    const earlier = reads.get(key)
    if (earlier !== undefined && now - earlier < READ_WINDOW_MS) return null
    if (reads.size >= MAX_READS) for (const [k, t] of reads) if (now - t >= READ_WINDOW_MS) reads.delete(k)
    if (reads.size < MAX_READS) reads.set(key, at)
    return null
  }

  function takeRead(/** @type {string} */ key) {
    const now = Date.now()
    const at = reads.get(key)
    reads.delete(key)
    return at !== undefined && now - at < READ_WINDOW_MS ? at : now
  }

  /** The tags a page carries (Next puts them in its headers), or those unstable_cache gave. */
  function tagsOf(/** @type {any} */ value, /** @type {CacheContext} */ ctx) {
    if (ctx.fetchCache) return ctx.tags ?? []
    const header = value?.headers?.[TAGS_HEADER]
    return typeof header === 'string' && header ? header.split(',') : []
  }

  return {
    /**
     * @param {string} key
     * @param {CacheContext} [ctx]
     * @returns {Promise<CacheEntry | null>}
     */
    async get(key, ctx = {}) {
      const asked = Date.now()
      if (!(await available())) return noteMiss(key, asked)
      try {
        const raw = await run(() => buffers.get(entryPrefix + key))
        if (!raw) return noteMiss(key, asked)
        const entry = v8.deserialize(/** @type {Buffer} */ (raw))
        const tags = [...new Set([...(entry.tags ?? []), ...(ctx.tags ?? []), ...(ctx.softTags ?? [])])].filter((tag) => !local.has(tag))
        const [since, ...times] = await run(() => client.hmGet(tagsKey, [SINCE, ...tags]))
        if (since === null || since === undefined) {
          // The hash was lost: whatever was expired before is unknown. Entries from now on count.
          await run(() => client.hSetNX(tagsKey, SINCE, String(Date.now())))
          return noteMiss(key, asked)
        }
        if (Number(since) > entry.lastModified) return noteMiss(key, asked)
        if (times.some((time) => time !== null && Number(time) > entry.lastModified)) return noteMiss(key, asked)
        return { lastModified: entry.lastModified, value: entry.value, cacheControl: entry.cacheControl }
      } catch {
        return noteMiss(key, asked)
      }
    },

    /**
     * @param {string} key
     * @param {any} value
     * @param {CacheContext} [ctx]
     */
    async set(key, value, ctx = {}) {
      if (!(await available())) return void reads.delete(key)
      const lastModified = takeRead(key)
      const entry = { lastModified, value, tags: tagsOf(value, ctx), cacheControl: ctx.fetchCache ? undefined : ctx.cacheControl }
      try {
        await run(() => client.set(entryPrefix + key, v8.serialize(entry), { expiration: { type: 'EX', value: ttlSeconds } }))
      } catch {
        // Logged by run(); the page is served anyway and cached by a later request.
      }
    },

    /** @param {string | string[]} tags */
    async revalidateTag(tags) {
      const shared = (Array.isArray(tags) ? tags : [tags]).filter((tag) => !local.has(tag))
      if (shared.length === 0) return
      if (!(await available())) {
        for (const tag of shared) pending.add(tag)
        return
      }
      try {
        await raise(shared)
      } catch {
        for (const tag of shared) pending.add(tag)
      }
    },

    /** For tests: whether Redis is in use now, and the tags waiting for it. */
    state: () => ({ ready: usable(), pending: [...pending] }),

    close() {
      closed = true
      client.destroy()
    },
  }
}
