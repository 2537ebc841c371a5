/**
 * A process that connects to DATABASE_URL as an app instance does (applying pending migrations as
 * it connects) and exits: tests/integration/migrate-once.int.test.ts starts several at once.
 */
import { getPayload } from 'payload'

import config from '../../src/payload.config'

const payload = await getPayload({ config })
await payload.destroy()
process.exit(0)
