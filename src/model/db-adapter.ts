import { postgresAdapter } from '@payloadcms/db-postgres'
import type { DatabaseAdapterObj, Migration } from 'payload'

import { migrations } from '@/migrations'

import { embeddedDatabaseUrl } from '@/lib/db/embedded'
import { withAdvisoryLock, type PoolHolder } from '@/lib/db/exclusive'

/** Set `req.context[KEEP_RESERVED_ID] = true` on a create whose `data.id` came from the table's own sequence. */
export const KEEP_RESERVED_ID = 'keepReservedId'

type Options = { databaseUrl?: string; dataDir: string; migrationDir: string }

/**
 * Every process applies pending migrations as it connects (app instances, the worker, the seed,
 * a deploy's new version): one at a time, under an advisory lock (docs/decisions/064), so instances
 * started together do not run the same migration twice. The others wait, then find nothing left to
 * do; a process killed mid-migration frees the lock at once (its migration's transaction rolls back).
 */
const MIGRATIONS_LOCK = 'migrations'

/**
 * Postgres for Payload: the server in DATABASE_URL, or the embedded one started when Payload
 * first connects (never at import: Next's build workers import this config too). Either way the
 * schema comes from the committed migrations, applied on connect, never from a dev-mode push.
 */
export function databaseAdapter({ databaseUrl, dataDir, migrationDir }: Options): DatabaseAdapterObj {
  const base = postgresAdapter({
    pool: {
      connectionString: databaseUrl ?? 'postgres://embedded',
      max: 10,
      // While the database is away, a request waits at most this long for a connection and then
      // fails (503 from our API) instead of hanging; new connections work as soon as it is back.
      connectionTimeoutMillis: 5_000,
      idleTimeoutMillis: 30_000,
    },
    push: false,
    migrationDir,
    // A page's modules are one jsonb value (docs/decisions/005): one row per page read, and a new
    // block type needs no migration.
    blocksAsJSON: true,
    // Only for ids the app reserved itself (a submission's lead, docs/decisions/012); `create`
    // below drops any other id, so no client can pick ids ahead of a sequence.
    allowIDOnCreate: true,
  })
  return {
    ...base,
    init: (args) => {
      const adapter = base.init(args)
      const create = adapter.create
      adapter.create = function (this: typeof adapter, createArgs) {
        const { data, req } = createArgs
        if (data && 'id' in data && req?.context?.[KEEP_RESERVED_ID] !== true) {
          const { id: _ignored, ...rest } = data
          return create.call(this, { ...createArgs, data: rest })
        }
        return create.call(this, createArgs)
      }
      const connect = adapter.connect!
      adapter.connect = async function (this: typeof adapter, options) {
        if (!databaseUrl) {
          const connectionString = await embeddedDatabaseUrl(dataDir)
          Object.assign(this as unknown as { poolOptions: object }, {
            poolOptions: { ...(this as unknown as { poolOptions: object }).poolOptions, connectionString },
          })
        }
        await connect.call(this, options)
        // A connection the server drops (restart, failover) must not crash the app: pg emits the
        // error on the pool for idle connections and on the client for checked-out ones, and an
        // unheard 'error' event kills the process. The query in flight fails (503 from our API).
        type Emitter = { on: (event: string, listener: (arg: never) => void) => void }
        const pool = (this as unknown as { pool?: Emitter }).pool
        const lost = (error: Error) => this.payload.logger.warn(`Database connection lost (${error.message}); the next query reconnects.`)
        pool?.on('error', lost)
        pool?.on('connect', (client: Emitter) => client.on('error', lost))
        if (process.env.PAYLOAD_MIGRATING !== 'true') {
          await withAdvisoryLock(this as unknown as PoolHolder, MIGRATIONS_LOCK, true, () => this.migrate({ migrations: migrations as unknown as Migration[] }))
        }
      }
      return adapter
    },
  }
}

