/**
 * Ticket purchases under load (issue 16), against a running app: buyers at IN_FLIGHT at once, each
 * holding one seat of an event with plenty, while a visitor reads the event's availability one
 * request after another; the availability read is timed alone first, in the same run, as the
 * baseline. Figures only, except correctness: every 201 must be one held seat, and no 5xx.
 */
import { randomUUID } from 'node:crypto'

const PURCHASES = Number(process.env.BENCH_PURCHASES ?? 600)
const IN_FLIGHT = Number(process.env.BENCH_PURCHASES_IN_FLIGHT ?? 50)
const SEATS = 100_000

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]

/** Times reads of the event's availability until `until` resolves (or `count` reads). */
async function reads(url, { count, until }) {
  const times = []
  let going = true
  until?.then(() => (going = false))
  while (going && (count === undefined || times.length < count)) {
    const t = performance.now()
    const res = await fetch(url).catch(() => undefined)
    await res?.arrayBuffer()
    times.push(res?.ok ? performance.now() - t : Infinity)
  }
  return times.sort((a, b) => a - b)
}

export async function ticketLoad(base, admin) {
  const login = await fetch(`${base}/api/users/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(admin) })
  const { token } = await login.json()
  const auth = { authorization: `JWT ${token}`, 'content-type': 'application/json', origin: base }
  const [club] = (await (await fetch(`${base}/api/clubs?limit=1&depth=0`)).json()).docs
  const [media] = (await (await fetch(`${base}/api/media?limit=1&depth=0`)).json()).docs
  const created = await fetch(`${base}/api/events`, {
    method: 'POST',
    headers: auth,
    body: JSON.stringify({
      title: `Bench gala ${randomUUID().slice(0, 6)}`,
      startsAt: new Date(Date.now() + 30 * 86_400_000).toISOString(),
      club: club.id,
      headerImage: media.id,
      eventType: 'public',
      eventStatus: 'on-sale',
      eventCategories: ['social'],
      visible: true,
      tickets: [{ itemTitle: 'Gala seat', itemPrice: 25, itemMinimumPurchase: 1, itemMaximumPurchase: 4, quantityAvailable: SEATS }],
    }),
  })
  if (!created.ok) throw new Error(`creating the bench event answered ${created.status}: ${await created.text()}`)
  const { doc: event } = await created.json()
  const availability = `${base}/v1/api/events/${event.slug}/availability`

  const alone = await reads(availability, { count: 200 })

  const statuses = {}
  const latencies = []
  let next = 0
  const buy = async (i) => {
    const t = performance.now()
    const res = await fetch(`${base}/v1/api/events/${event.slug}/orders`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': randomUUID() },
      body: JSON.stringify({ fullName: `Bench Buyer ${i}`, email: `bench-buyer-${i}@example.com`, phone: '+44 20 7123 4567', items: [{ index: 0, quantity: 1 }] }),
    }).catch(() => undefined)
    await res?.arrayBuffer()
    latencies.push(performance.now() - t)
    const key = res ? res.status : 'transport error'
    statuses[key] = (statuses[key] ?? 0) + 1
  }
  const started = performance.now()
  const buying = Promise.all(Array.from({ length: IN_FLIGHT }, async () => {
    while (next < PURCHASES) await buy(next++)
  }))
  const during = await reads(availability, { until: buying })
  await buying
  const seconds = (performance.now() - started) / 1000

  const after = await (await fetch(availability)).json()
  const held = statuses[201] ?? 0
  const taken = SEATS - after.items[0].left
  const serverErrors = Object.entries(statuses).filter(([s]) => Number(s) >= 500 || s === 'transport error').reduce((n, [, c]) => n + c, 0)
  const sorted = latencies.sort((a, b) => a - b)
  console.log(`\nTicket purchases: ${PURCHASES} buyers of one seat each (POST /v1/api/events/{slug}/orders, a hold and a checkout each), ${IN_FLIGHT} at once`)
  console.log(`  ${(PURCHASES / seconds).toFixed(1)} purchases/s sustained with holds (${seconds.toFixed(1)} s wall); latency p50 ${percentile(sorted, 50).toFixed(0)} ms, p95 ${percentile(sorted, 95).toFixed(0)} ms`)
  console.log(`  responses by status: ${Object.entries(statuses).map(([s, n]) => `${s} ${n}`).join(', ')}`)
  console.log(`  availability read alone: p50 ${percentile(alone, 50).toFixed(1)} ms, p95 ${percentile(alone, 95).toFixed(1)} ms (${alone.length} reads)`)
  console.log(`  availability read during the purchases: p50 ${percentile(during, 50).toFixed(1)} ms, p95 ${percentile(during, 95).toFixed(1)} ms (${during.length} reads)`)
  console.log(`  seats taken: ${taken}; orders held: ${held} (must be equal)`)
  const correct = taken === held && serverErrors === 0
  if (!correct) console.error('  FAILED: every held order must be exactly one taken seat, with no 5xx')
  return { correct }
}
