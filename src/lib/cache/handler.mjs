/**
 * Next's incremental cache handler (next.config.mjs `cacheHandler`): the pre-built and revalidated
 * pages and unstable_cache's data, with their tags (docs/decisions/070).
 *
 * One build, configured at run time: whether the cache is shared is decided by the serving process,
 * never by the build. With REDIS_URL set (and not while `next build` runs, nor in `next dev`), every
 * call goes to Redis (./redis-store.mjs), so a publish on one instance expires the page on all of
 * them. Without it, every call goes to Next's own file-system cache, given the same options Next
 * would give it: the site behaves exactly as without this handler.
 *
 * Next loads this file itself, with a plain import() at run time (not through the bundler): it is
 * plain JavaScript and imports only Node and packages. So it reads process.env directly rather than
 * through src/lib/env.ts, which is TypeScript behind the `@/` alias and checks the whole app's
 * settings. A REDIS_URL the Redis client cannot read is logged and the process keeps its own cache.
 */
import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'

import { createRedisStore, redisHost } from './redis-store.mjs'

const require = createRequire(import.meta.url)
/** Next's default handler, the one it uses when no cacheHandler is configured. */
const FileSystemCache = require('next/dist/server/lib/incremental-cache/file-system-cache.js').default

/**
 * Tags that only ever concern this process: the pages holding the site's origin (SITE_ORIGIN_TAG in
 * src/lib/seo/site-origin.ts), which every server expires as it starts so that pages pre-built
 * elsewhere are rendered again with its SERVER_URL (docs/decisions/055). The shared entries are
 * already kept apart by origin (their prefix holds it) and are never the build's, so expiring that
 * tag in Redis would only make each starting instance throw away every other instance's pages.
 * (Next still notes the expiry in this process's memory, so the starting instance itself renders
 * each pre-built page once more on its first request, and writes it back.)
 */
export const LOCAL_TAGS = Object.freeze(['site-origin'])

const BUILD_PHASE = 'phase-production-build'
const STATE = Symbol.for('clubhouse.next-cache')

/**
 * @typedef {{ dev?: boolean, serverDistDir?: string, fs?: unknown, flushToDisk?: boolean, maxMemoryCacheSize?: number }} HandlerContext
 * @typedef {{ url: string, entryPrefix: string, tagsKey: string, buildId: string, origin: string }} SharedCacheSettings
 */

/**
 * Where the shared cache is, or null for Next's own cache: REDIS_URL unset, `next build` running
 * (it writes the pre-built pages into the build folder, as always), `next dev`, or no build to name.
 * Entries: `{REDIS_KEY_PREFIX}:next:{build id}:{origin hash}:{Next's key}`, so builds (a rolling
 * deploy's old and new) and origins never read each other's; tag expiries: one hash
 * `{REDIS_KEY_PREFIX}:next:tags` for every build and origin.
 * @param {Record<string, string | undefined>} env
 * @param {HandlerContext} ctx
 * @returns {SharedCacheSettings | null}
 */
export function sharedCacheSettings(env, ctx) {
  const url = env.REDIS_URL?.trim()
  if (!url || ctx.dev || env.NEXT_PHASE === BUILD_PHASE || !ctx.serverDistDir) return null
  let buildId
  try {
    buildId = readFileSync(path.join(ctx.serverDistDir, '..', 'BUILD_ID'), 'utf8').trim()
  } catch {
    return null
  }
  // As src/lib/env.ts reads it: SERVER_URL, else http://localhost:PORT, without a trailing slash.
  const origin = (env.SERVER_URL || `http://localhost:${env.PORT || 3000}`).replace(/\/$/, '')
  const base = `${env.REDIS_KEY_PREFIX || 'clubhouse'}:next:`
  const originHash = createHash('sha256').update(origin).digest('hex').slice(0, 12)
  return { url, entryPrefix: `${base}${buildId}:${originHash}:`, tagsKey: `${base}tags`, buildId, origin }
}

/**
 * The process's shared store, made once (Next makes a handler per request), or null.
 * @param {HandlerContext} ctx
 * @returns {ReturnType<typeof createRedisStore> | null}
 */
function sharedStore(ctx) {
  const state = /** @type {{ [STATE]?: { store: ReturnType<typeof createRedisStore> | null } }} */ (globalThis)
  if (!state[STATE]) {
    const settings = sharedCacheSettings(process.env, ctx)
    if (process.env.REDIS_URL && !settings && !ctx.dev && process.env.NEXT_PHASE !== BUILD_PHASE) {
      console.warn(`Next cache: REDIS_URL is set but there is no build id under ${ctx.serverDistDir}; using the cache of this process.`)
    }
    let store = null
    if (settings) {
      try {
        store = createRedisStore({ ...settings, localTags: LOCAL_TAGS })
        console.log(`Next cache: shared through Redis at ${redisHost(settings.url)} (build ${settings.buildId}, ${settings.origin}).`)
      } catch (error) {
        // A REDIS_URL the client cannot read (not redis:// or rediss://): serving beats not serving.
        console.error(`Next cache: REDIS_URL is not usable (${error instanceof Error ? error.message : error}); using the cache of this process.`)
      }
    }
    state[STATE] = { store }
  }
  return state[STATE].store
}

export default class ClubhouseCacheHandler {
  /** @param {HandlerContext & Record<string, unknown>} ctx */
  constructor(ctx) {
    this.store = sharedStore(ctx)
    // Next itself uses its file-system cache only with a file system and a build folder.
    this.files = this.store || !ctx.fs || !ctx.serverDistDir ? null : new FileSystemCache(ctx)
  }

  /** @param {string} key @param {any} ctx */
  async get(key, ctx) {
    if (this.store) return this.store.get(key, ctx)
    return this.files ? this.files.get(key, ctx) : null
  }

  /** @param {string} key @param {any} data @param {any} ctx */
  async set(key, data, ctx) {
    if (this.store) return this.store.set(key, data, ctx)
    if (this.files) await this.files.set(key, data, ctx)
  }

  /** @param {string | string[]} tags @param {{ expire?: number }} [durations] */
  async revalidateTag(tags, durations) {
    if (this.store) return this.store.revalidateTag(tags)
    if (this.files) await this.files.revalidateTag(tags, durations)
  }

  resetRequestCache() {
    this.files?.resetRequestCache()
  }
}
