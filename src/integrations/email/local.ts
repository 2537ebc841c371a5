import type { EmailPort } from './email'
import { insertEmail, recordEmail } from './outbox'

/** Without SMTP, messages stay in the outbox collection, where staff read them in the back office. */
export function createLocalPort({ from }: { from: string }): EmailPort {
  return {
    name: 'local',
    async send(payload, message) {
      const id = await recordEmail(payload, message, from, { status: 'local', transport: 'local', attempts: 0 })
      return id === undefined ? { id: 'unrecorded', status: 'failed' } : { id, status: 'local' }
    },
    queue: (payload, message, req) => insertEmail(payload, message, from, { status: 'local', transport: 'local', attempts: 0 }, req),
    async deliver() {},
    relay: async () => 0,
  }
}
