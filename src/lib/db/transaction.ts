import { commitTransaction, createLocalReq, initTransaction, killTransaction, type Payload, type PayloadRequest } from 'payload'

/**
 * Runs several Payload operations as one PostgreSQL transaction: pass `req` to each of them, and
 * either all of their writes are kept or, when one throws, none is. A `req` already inside a
 * transaction (a hook's) joins it instead of starting another.
 */
export async function withTransaction<T>(payload: Payload, work: (req: PayloadRequest) => Promise<T>, parent?: PayloadRequest): Promise<T> {
  const req = parent ?? (await createLocalReq({}, payload))
  const owns = await initTransaction(req)
  try {
    const result = await work(req)
    if (owns) await commitTransaction(req)
    return result
  } catch (error) {
    if (owns) await killTransaction(req)
    throw error
  }
}

type SqlFragment = ReturnType<typeof import('@payloadcms/db-postgres').sql>
type Executor = { execute: (query: SqlFragment) => Promise<{ rows: Record<string, unknown>[] }> }

/**
 * Raw SQL (drizzle's `sql` template: values travel as parameters) on the connection of `req`'s
 * transaction, so it sees and locks what the Payload operations around it write.
 */
export async function sqlInTransaction<T>(req: PayloadRequest, query: SqlFragment): Promise<T[]> {
  const adapter = req.payload.db as unknown as { sessions: Record<string, { db: Executor } | undefined>; drizzle: Executor }
  const id = await req.transactionID
  const db = (id !== undefined && adapter.sessions[String(id)]?.db) || adapter.drizzle
  return (await db.execute(query)).rows as T[]
}
