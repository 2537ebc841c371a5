/**
 * A relay in a process of its own, for the outbox relay's fault tests (tests/integration/outbox-relay-suite.ts),
 * which kill it with SIGKILL. RELAY_STOP=claim: it claims one row, says `claimed <id>` and waits
 * forever before sending, as a worker killed between its claim's commit and the send would.
 * Otherwise it relays as the worker does, and the test kills it where the server holds its answer.
 */
import pg from 'pg'

import { relayOutbox } from '../../src/integrations/email/relay'
import { createSender, describe, isTransient } from '../../src/integrations/email/smtp'

const { DATABASE_URL, SMTP_URL, RELAY_SECRET, RELAY_STOP } = process.env
const pool = new pg.Pool({ connectionString: DATABASE_URL, max: 1 })
const handled = await relayOutbox(pool, createSender({ url: SMTP_URL!, from: 'The Club <hello@club.test>' }), {
  secret: RELAY_SECRET!,
  isTransient,
  describe,
  limit: 1,
  afterClaim:
    RELAY_STOP === 'claim'
      ? async (id) => {
          process.stdout.write(`claimed ${id}\n`)
          // Kept alive until killed: an unsettled promise alone would let Node exit.
          setInterval(() => {}, 1000)
          await new Promise(() => {})
        }
      : undefined,
})
process.stdout.write(`handled ${handled}\n`)
await pool.end()
