/**
 * Makes a test template database (tests/integration/engines.ts) in a process of its own: boots
 * Payload on DATABASE_URL, which applies every committed migration on connect, and with `seeded`
 * fills in the club's starting content as the suites that need it used to (no administrator).
 */
import { allowServerOnly } from '../../scripts/server-only.mjs'

allowServerOnly()
const kind = process.argv[2]
if (kind !== 'migrated' && kind !== 'seeded') throw new Error('usage: make-template.ts migrated|seeded')

const [{ default: config }, { getPayload }] = await Promise.all([import('../../src/payload.config'), import('payload')])
const payload = await getPayload({ config })
if (kind === 'seeded') {
  const { seed } = await import('../../src/seed')
  await seed(payload, { allowLocalAdmin: false })
}
await payload.destroy()
process.exit(0)
