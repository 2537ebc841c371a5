/**
 * npm run bench:cluster (issue 35 §5): pages and submissions per second with one instance and with
 * two, on the cluster test's topology (tests/cluster/topology.ts), in one run; and each process's
 * memory. Figures only, never a verdict on timing. Needs the end-to-end build (`npm test` or
 * `npm run test:cluster` makes it) or CLUSTER_DIST_DIR.
 *
 * One instance: all connections to A. Two: half to A and half to B at once, summed (no proxy in
 * either, so both measure the instances). Then the same two through nginx, as visitors reach them.
 */
import { randomUUID } from 'node:crypto'
import { readFileSync } from 'node:fs'

import autocannon from 'autocannon'

import { E2E_DIST_DIR } from '../tests/e2e/app-env'
import { startTopology } from '../tests/cluster/topology'

const DURATION_S = Number(process.env.BENCH_DURATION ?? 10)
const CONNECTIONS = 20
const PAGE = '/the-club'

const tour = () =>
  JSON.stringify({ title: 'Ms', firstName: 'Bench', lastName: 'Visitor', emailAddress: `bench-${randomUUID()}@example.com`, mobileNumber: '+447700900123', dateOfBirth: '1990-01-02', locationId: 15, clientType: 'Club', termsAccepted: true })

type Result = { rps: number; p99: number; non2xx: number; errors: number }

function run(url: string, connections: number, kind: 'page' | 'submission'): Promise<Result> {
  const options: autocannon.Options =
    kind === 'page'
      ? { url: `${url}${PAGE}`, connections, duration: DURATION_S }
      : {
          url: `${url}/v1/api/Customer?useAsync=true`,
          connections,
          duration: DURATION_S,
          requests: [
            {
              method: 'POST',
              setupRequest: (req) => ({ ...req, headers: { 'content-type': 'application/json', 'idempotency-key': randomUUID() }, body: tour() }),
            },
          ],
        }
  return new Promise((resolve, reject) =>
    autocannon(options, (err, r) => (err ? reject(err) : resolve({ rps: r.requests.average, p99: r.latency.p99, non2xx: r.non2xx, errors: r.errors }))),
  )
}

async function both(urls: string[], kind: 'page' | 'submission'): Promise<Result> {
  const parts = await Promise.all(urls.map((url) => run(url, CONNECTIONS / urls.length, kind)))
  return { rps: parts.reduce((s, p) => s + p.rps, 0), p99: Math.max(...parts.map((p) => p.p99)), non2xx: parts.reduce((s, p) => s + p.non2xx, 0), errors: parts.reduce((s, p) => s + p.errors, 0) }
}

const rssMb = (pid: number) => {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').split('\n').find((l) => l.startsWith('VmRSS:'))
  return line ? Math.round(Number(line.split(/\s+/)[1]) / 1024) : NaN
}

console.log('Starting the topology (two instances, worker, nginx, Redis, S3)...')
// No submissions limit: one address sends them all.
const cluster = await startTopology(process.env.CLUSTER_DIST_DIR ?? E2E_DIST_DIR, { ENQUIRY_RATE_LIMIT: '0' })
try {
  // Warm both instances (first renders, connections to the database and Redis).
  await both([cluster.a.baseURL, cluster.b.baseURL], 'page')
  const rows: [string, Result][] = []
  for (const kind of ['page', 'submission'] as const) {
    rows.push([`${kind}s, one instance`, await run(cluster.a.baseURL, CONNECTIONS, kind)])
    rows.push([`${kind}s, two instances`, await both([cluster.a.baseURL, cluster.b.baseURL], kind)])
    rows.push([`${kind}s, two through nginx`, await run(cluster.proxyURL, CONNECTIONS, kind)])
  }
  console.log(`\nautocannon -c ${CONNECTIONS} -d ${DURATION_S}, ${PAGE} and POST /v1/api/Customer (a new key each), this machine (${(await import('node:os')).cpus().length} cores), one run`)
  console.log('what'.padEnd(34) + 'req/s'.padStart(9) + 'p99 ms'.padStart(9) + 'non-2xx'.padStart(9) + 'errors'.padStart(8))
  for (const [name, r] of rows) console.log(name.padEnd(34) + r.rps.toFixed(0).padStart(9) + String(r.p99).padStart(9) + String(r.non2xx).padStart(9) + String(r.errors).padStart(8))
  console.log('\nMemory (resident), after the load:')
  for (const [name, pid] of Object.entries(cluster.pids())) console.log(`  ${name.padEnd(8)} ${rssMb(pid)} MB`)
} finally {
  await cluster.stop()
}
process.exit(0)
