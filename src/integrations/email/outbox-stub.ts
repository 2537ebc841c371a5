import type { Payload } from 'payload'

type Call = { collection: string; id?: number; data: Record<string, unknown>; req?: unknown }

/**
 * Just the two Payload calls the e-mail port makes, recorded, for unit tests; the real outbox
 * collection is exercised by the integration tests. `failWith` makes both calls throw.
 */
export function outboxStub(options: { failWith?: Error } = {}) {
  const created: Call[] = []
  const updated: Call[] = []
  let nextId = 1
  const payload = {
    async create(args: Call) {
      if (options.failWith) throw options.failWith
      created.push({ collection: args.collection, data: args.data, ...(args.req ? { req: args.req } : {}) })
      return { id: nextId++, ...args.data }
    },
    async update(args: Call) {
      if (options.failWith) throw options.failWith
      updated.push({ collection: args.collection, id: args.id, data: args.data })
      return { id: args.id, ...args.data }
    },
  }
  /** The row as it stands after every update, for assertions on its final state. */
  const row = (id: number) => Object.assign({}, created[id - 1]?.data, ...updated.filter((u) => u.id === id).map((u) => u.data))
  return { payload: payload as unknown as Payload, created, updated, row }
}
