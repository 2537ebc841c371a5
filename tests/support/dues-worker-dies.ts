/**
 * A dues worker that is killed (SIGKILL, as kill -9) right after the provider answered its
 * subscription and before the answer is recorded: run by the dues suite as its own process on
 * the suite's database (DATABASE_URL and the rest from the environment it is given).
 */
import { allowServerOnly } from '../../scripts/server-only.mjs'

allowServerOnly()
const [{ default: config }, { getPayload }, { startCollections }, { getDirectDebitPort }] = await Promise.all([
  import('../../src/payload.config'),
  import('payload'),
  import('../../src/features/dues/collect.server'),
  import('../../src/integrations/direct-debit/port'),
])
const payload = await getPayload({ config })
const port = getDirectDebitPort(async () => payload)
const dying: typeof port = {
  ...port,
  async createSubscription(input) {
    const made = await port.createSubscription(input)
    process.stdout.write(`made ${made.id}\n`)
    process.kill(process.pid, 'SIGKILL')
    return new Promise(() => {})
  },
}
await startCollections(payload, dying)
process.stdout.write('finished without dying\n')
process.exit(1)
