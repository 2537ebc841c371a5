import type { Payload, Where } from 'payload'

type Call = { collection: string; id?: number; data: Record<string, unknown>; req?: unknown }

/**
 * Just the Payload calls the e-mail port makes, recorded, for unit tests; the real outbox
 * collection is exercised by the integration tests. `failWith` makes every call throw.
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
    async find(args: { where: Where }) {
      if (options.failWith) throw options.failWith
      return { docs: created.map((_, i) => ({ id: i + 1, ...row(i + 1) })).filter((doc) => matches(doc, args.where)) }
    },
  }
  /** The row as it stands after every update, for assertions on its final state. */
  const row = (id: number) => Object.assign({}, created[id - 1]?.data, ...updated.filter((u) => u.id === id).map((u) => u.data))
  return { payload: payload as unknown as Payload, created, updated, row }
}

/** The part of Payload's query language the port uses: `and`, `equals` and `in`. */
function matches(doc: Record<string, unknown>, where: Where): boolean {
  return Object.entries(where).every(([key, condition]) => {
    if (key === 'and') return (condition as Where[]).every((w) => matches(doc, w))
    return Object.entries(condition as Record<string, unknown>).every(([operator, value]) => {
      if (operator === 'equals') return doc[key] === value
      if (operator === 'in') return (value as unknown[]).includes(doc[key])
      throw new Error(`outboxStub: unsupported operator ${operator}`)
    })
  })
}
