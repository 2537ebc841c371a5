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
