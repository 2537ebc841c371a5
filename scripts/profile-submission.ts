/**
 * Where one tour request's time goes: N submissions through the same code the API route calls
 * (validation, idempotency lookup, rate limit, 30-day link lookup, the lead's Payload create and
 * its hooks, the outbox e-mails), one at a time, on a scratch database of the embedded server,
 * under the V8 CPU profiler. Prints wall time per submission and self time per area.
 *
 *   npx tsx scripts/profile-submission.ts            (PROFILE_RUNS=300 by default)
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { Session } from 'node:inspector/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { allowServerOnly } from './server-only.mjs'

allowServerOnly()

const RUNS = Number(process.env.PROFILE_RUNS ?? 300)
const dataDir = mkdtempSync(path.join(tmpdir(), 'clubhouse-profile-'))
Object.assign(process.env, { PAYLOAD_SECRET: 'profile-secret-0123456789abcdef0123456789', DATA_DIR: dataDir, ENQUIRY_RATE_LIMIT: '0' })
delete process.env.DATABASE_URL

const [{ default: config }, { getPayload }, { submitTour }, { afterResponseSettled }] = await Promise.all([
  import('../src/payload.config'),
  import('payload'),
  import('../src/features/enquiries/submit.server'),
  import('../src/lib/server/after-response'),
])
const payload = await getPayload({ config })
await payload.create({ collection: 'clubs', overrideAccess: true, data: { name: 'Fulham', address: 'Fulham', locationId: 5 } as never })

const request = (i: number) => ({
  title: 'Mr', firstName: 'Profile', lastName: 'Visitor', emailAddress: `profile-${i}@example.com`, mobileNumber: `+4477009${String(i).padStart(5, '0')}`,
  dateOfBirth: '1988-04-17', locationId: 5, clientType: 'Club', termsAccepted: true,
})
const once = async (i: number) => {
  const result = await submitTour(request(i), { source: 'tour-api', ip: '127.0.0.1', idempotencyKey: `profile-key-${i}`, async: false })
  if (!result.ok) throw new Error(JSON.stringify(result))
  await afterResponseSettled()
}
for (let i = 0; i < 30; i++) await once(100_000 + i) // warm-up: JIT, pools, caches

// Statements sent to PostgreSQL, each a round trip.
const { default: pg } = await import('pg')
let statements = 0
const query = pg.Client.prototype.query
pg.Client.prototype.query = function (this: unknown, ...args: unknown[]) {
  statements++
  return (query as (...a: unknown[]) => unknown).apply(this, args)
} as typeof query
statements = 0

const session = new Session()
session.connect()
await session.post('Profiler.enable')
await session.post('Profiler.setSamplingInterval', { interval: 200 })
await session.post('Profiler.start')
const started = performance.now()
for (let i = 0; i < RUNS; i++) await once(i)
const elapsed = performance.now() - started
const { profile } = await session.post('Profiler.stop')

type Node = { id: number; callFrame: { functionName: string; url: string }; hitCount?: number; children?: number[] }
const nodes = new Map<number, Node>((profile.nodes as Node[]).map((n) => [n.id, n]))
const interval = (profile.endTime - profile.startTime) / 1000 / profile.samples!.length // ms per sample
const area = (url: string, name: string): string => {
  if (name === '(idle)' || name === '(program)') return name === '(idle)' ? 'idle: waiting on PostgreSQL' : 'V8 internals'
  if (name === '(garbage collector)') return 'garbage collection'
  const pkg = url.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/)?.[1]
  if (pkg) return pkg
  if (url.includes('/src/')) return `app: ${url.split('/src/')[1]!.split('/').slice(0, 2).join('/')}`
  if (url.startsWith('node:')) return 'node core'
  return url ? 'other' : `native ${name || '(anonymous)'}`
}
const totals = new Map<string, number>()
for (const id of profile.samples as number[]) {
  const n = nodes.get(id)!
  const key = area(n.callFrame.url, n.callFrame.functionName)
  totals.set(key, (totals.get(key) ?? 0) + interval)
}
console.log(`\n${RUNS} tour requests one at a time on the embedded PostgreSQL: ${(elapsed / RUNS).toFixed(1)} ms each (wall)`)
console.log(`${(statements / RUNS).toFixed(1)} SQL statements per submission (each a round trip), transactions included`)
console.log('Self time per submission, by area:')
for (const [key, ms] of [...totals].sort((a, b) => b[1] - a[1]).slice(0, 18)) console.log(`  ${(ms / RUNS).toFixed(2).padStart(6)} ms  ${key}`)

if (process.env.PROFILE_FUNCTIONS) {
  const parents = new Map<number, number>()
  for (const n of nodes.values()) for (const c of n.children ?? []) parents.set(c, n.id)
  const byFunction = new Map<string, number>()
  for (const id of profile.samples as number[]) {
    let n = nodes.get(id)!
    let label = `${n.callFrame.functionName || '(anonymous)'} ${n.callFrame.url.split('node_modules/').pop()}`
    // Native frames are named by the nearest JavaScript caller.
    for (let hops = 0; !n.callFrame.url && parents.has(n.id) && hops < 6; hops++) {
      n = nodes.get(parents.get(n.id)!)!
      label += ` <- ${n.callFrame.functionName} ${n.callFrame.url.split('node_modules/').pop()}`
    }
    byFunction.set(label, (byFunction.get(label) ?? 0) + interval)
  }
  console.log('Top functions (self time per submission):')
  for (const [key, ms] of [...byFunction].sort((a, b) => b[1] - a[1]).slice(0, 25)) console.log(`  ${(ms / RUNS).toFixed(2).padStart(6)} ms  ${key.slice(0, 220)}`)
}

await payload.destroy()
rmSync(dataDir, { recursive: true, force: true })
process.exit(0)
