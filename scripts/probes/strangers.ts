/**
 * Issue 32 §4 probe, against a running site (docs/decisions/045): what a stranger learns from the
 * calls that take an e-mail address, and how many e-mails they can make the club send to one.
 *
 *   npx tsx scripts/probes/strangers.ts http://localhost:3000 [pairs=5]
 *
 * 1. Enumeration: for each call (tour `POST /v1/api/leads`, `POST /v1/api/Enquiry/create`, the
 *    application start), `pairs` times: an address is used once (so it is known), then the call
 *    is made again with it and with a new address; the two answers are compared (status and body,
 *    the new records' ids and capabilities set aside as what they are). Prints how many differ.
 * 2. E-mail bombing: 12 application starts for one victim's address, each from its own
 *    X-Forwarded-For address; counts the outbox e-mails to the victim through the admin REST API
 *    (the local admin admin@clubhouse.local), and checks the first continue link still opens.
 *
 * X-Forwarded-For is believed only when the server runs with TRUST_PROXY_HOPS >= 1 (scripts/server.mjs)
 * or in development; otherwise all requests share one address and the per-address limits
 * (ENQUIRY_RATE_LIMIT) may answer 429: the probe prints those answers and says so.
 * Writes test records (leads, enquiries, e-mails to example.com) into the site's database.
 */
const base = (process.argv[2] ?? 'http://localhost:3000').replace(/\/$/, '')
const pairs = Number(process.argv[3] ?? 5)
const ADMIN = { email: process.env.PROBE_ADMIN_EMAIL ?? 'admin@clubhouse.local', password: process.env.PROBE_ADMIN_PASSWORD ?? 'clubhouse-local-admin' }
const run = `${Date.now().toString(36)}`
let serial = 0
const address = (what: string) => `probe-${what}-${run}-${++serial}@example.com`
let ipSerial = 0
const nextIp = () => `198.51.${100 + Math.floor(++ipSerial / 250)}.${ipSerial % 250}`

const person = (emailAddress: string) => ({
  title: 'Ms',
  firstName: 'Probe',
  lastName: 'Visitor',
  emailAddress,
  dialCode: '+44',
  mobileNumber: '+447700900123',
  dateOfBirth: '1988-04-17',
  locationId: 15,
})

type Call = { name: string; send: (email: string, ip: string) => Promise<Response> }

const post = (path: string, body: unknown, ip: string) =>
  fetch(`${base}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': ip }, body: JSON.stringify(body) })

const CALLS: Call[] = [
  { name: 'POST /v1/api/leads (tour)', send: (email, ip) => post('/v1/api/leads', { ...person(email), clientType: 'Club', termsAccepted: true }, ip) },
  { name: 'POST /v1/api/Enquiry/create', send: (email, ip) => post('/v1/api/Enquiry/create', { input: { ...person(email), enquiryType: 'club', termsAccepted: true } }, ip) },
  { name: 'POST /v1/api/leads (application start)', send: (email, ip) => post('/v1/api/leads?useAsync=true', { startApplication: true, ...person(email), mobileNumber: '7700900123' }, ip) },
]

/** Status and body, with what is new by nature (ids, capabilities) replaced by its type. */
async function shape(res: Response): Promise<string> {
  const text = await res.text()
  let body: unknown = text
  try {
    body = JSON.parse(text)
  } catch {
    // not JSON: compared as text
  }
  if (body && typeof body === 'object' && !Array.isArray(body)) {
    const b = { ...(body as Record<string, unknown>) }
    for (const key of ['id', 'continueUrl']) if (key in b) b[key] = typeof b[key]
    body = b
  }
  return `${res.status} ${JSON.stringify(body)}`
}

async function enumeration() {
  console.log(`\n1. Enumeration (${pairs} pairs per call)`)
  for (const call of CALLS) {
    let differing = 0
    let refused = 0
    const examples = new Set<string>()
    let last = ''
    for (let i = 0; i < pairs; i++) {
      const known = address('known')
      const first = await call.send(known, nextIp())
      if (first.status === 429) refused++
      const again = await shape(await call.send(known, nextIp()))
      const fresh = await shape(await call.send(address('new'), nextIp()))
      if (again.startsWith('429') || fresh.startsWith('429')) refused++
      last = fresh
      if (again !== fresh) {
        differing++
        examples.add(`known: ${again}\n      new:   ${fresh}`)
      }
    }
    console.log(`   ${call.name}: ${differing} of ${pairs} pairs answered differently${refused ? ` (${refused} answers were 429: X-Forwarded-For not believed? see TRUST_PROXY_HOPS)` : ''}`)
    for (const e of [...examples].slice(0, 1)) console.log(`      ${e}`)
    if (!differing) console.log(`      both: ${last}`)
  }
}

async function adminToken(): Promise<string | null> {
  const res = await fetch(`${base}/api/users/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(ADMIN) })
  if (!res.ok) return null
  return ((await res.json()) as { token?: string }).token ?? null
}

async function outboxTo(token: string, to: string): Promise<number> {
  const res = await fetch(`${base}/api/outbox?where[to][equals]=${encodeURIComponent(to)}&limit=0&depth=0`, { headers: { authorization: `JWT ${token}` } })
  if (!res.ok) throw new Error(`outbox read answered ${res.status}`)
  return ((await res.json()) as { totalDocs: number }).totalDocs
}

async function bombing() {
  console.log('\n2. E-mail bombing: 12 starts for one address from 12 X-Forwarded-For addresses')
  const victim = address('victim')
  const token = await adminToken()
  if (!token) console.log('   (admin sign-in failed: outbox not counted)')
  const statuses: Record<number, number> = {}
  let firstLink: string | null = null
  for (let i = 0; i < 12; i++) {
    const res = await CALLS[2]!.send(victim, `203.0.113.${10 + i}`)
    statuses[res.status] = (statuses[res.status] ?? 0) + 1
    const body = (await res.json().catch(() => ({}))) as { continueUrl?: string }
    if (i === 0 && body.continueUrl) firstLink = body.continueUrl
  }
  console.log(`   answers: ${Object.entries(statuses).map(([s, n]) => `${n} x ${s}`).join(', ')}${statuses[429] ? ' (429: X-Forwarded-For not believed; the server needs TRUST_PROXY_HOPS >= 1 for this probe)' : ''}`)
  if (token) {
    // The outbox row is written with the start, before its answer; no wait is needed.
    console.log(`   e-mails to the victim in the outbox: ${await outboxTo(token, victim)}`)
  }
  if (firstLink) {
    const res = await fetch(`${base}/v1/api/leads?continueurl=${encodeURIComponent(firstLink)}`)
    console.log(`   the first start's continue link after the other 11: ${res.status === 200 ? 'still opens (200)' : `no longer opens (${res.status})`}`)
  }
}

await enumeration()
await bombing()

export {}
