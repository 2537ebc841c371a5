#!/usr/bin/env node
/**
 * npm run bench: figures, never a pass/fail on timing. For the home page: first-load JavaScript (gzip)
 * and requests per second of the served page next to a plain node:http server sending the same HTML,
 * measured in the same run (these machines are noisy: compare the ratio, not the absolutes). Then a
 * load run of tour requests (issue 4), which does fail the command when a response is a 5xx or the
 * database does not hold exactly one lead per submission: that is correctness, not speed. Last,
 * the event and office searches on 50,000 events and 10,000 offices (scripts/bench-search.ts).
 */
import { spawn } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { writeFileSync } from 'node:fs'
import path from 'node:path'

import autocannon from 'autocannon'

import { chunkContents, firstLoadJs, lighthouseMobile, startBareNext } from './bench-pages.mjs'
import { ticketLoad } from './bench-tickets.mjs'
import { freePort, startFreshApp } from './fresh-app.mjs'

const DURATION_S = Number(process.env.BENCH_DURATION ?? 10)
const CONNECTIONS = 20
const SUBMISSIONS = 1000
const RETRIES = 3
/** Submissions in flight at once; each has up to 1 + RETRIES requests open. */
const IN_FLIGHT = Number(process.env.BENCH_IN_FLIGHT ?? 100)
/** When each retry leaves, in ms after the first attempt, whether or not the first has been answered. */
const RETRY_DELAYS_MS = [0, 25, 250]
const BENCH_ADMIN = { email: 'bench-admin@clubhouse.test', password: 'bench-admin-password-1' }

const load = (url) =>
  new Promise((resolve, reject) =>
    autocannon({ url, connections: CONNECTIONS, duration: DURATION_S }, (err, result) => (err ? reject(err) : resolve(result))),
  )

console.log('Starting the app (fresh embedded database, production build)...')
const app = await startFreshApp({
  distDir: '.next-bench',
  reuseBuild: Boolean(process.env.BENCH_REUSE_BUILD),
  quiet: true,
  // No rate limit: every submission comes from this one address.
  env: { ENQUIRY_RATE_LIMIT: '0', ADMIN_EMAIL: BENCH_ADMIN.email, ADMIN_PASSWORD: BENCH_ADMIN.password },
})
let plain
let correct
try {
  const base = app.baseURL
  // BENCH_ONLY=submissions: just the submission load (and its drain), for working on that path;
  // BENCH_ONLY=pages: just the page figures (JavaScript, Lighthouse), for working on the bundle;
  // BENCH_ONLY=tickets: just the ticket purchases and the availability read (scripts/bench-tickets.mjs).
  if (process.env.BENCH_ONLY === 'pages') {
    await pageFigures(base)
    correct = true
  } else if (process.env.BENCH_ONLY === 'tickets') {
    correct = (await ticketLoad(base, BENCH_ADMIN)).correct
  } else {
    if (process.env.BENCH_ONLY !== 'submissions') plain = await pagesAndThroughput(base, app.dataDir)
    correct = (await submissionLoad(base)).correct
    correct = (await ticketLoad(base, BENCH_ADMIN)).correct && correct
  }
} finally {
  plain?.kill()
  await app.stop()
}
if (!correct) process.exitCode = 1

// Last: the event and office searches against 50,000 events and 10,000 offices (scripts/bench-search.ts),
// in a process of its own on a scratch database. Figures only; it fails the command only if it crashes.
if (!process.env.BENCH_ONLY) {
  const root = path.resolve(import.meta.dirname, '..')
  const search = spawn(path.join(root, 'node_modules/.bin/tsx'), ['scripts/bench-search.ts'], {
    cwd: root,
    stdio: 'inherit',
  })
  const code = await new Promise((resolve) => search.on('exit', (c, signal) => resolve(c ?? signal)))
  if (code !== 0) {
    console.error(`  the search bench stopped (${code})`)
    process.exitCode = 1
  }
}

/** A page of each type, with an event and a ticket page found through the API. */
async function pageTypes(base) {
  const { results } = await (await fetch(`${base}/v1/api/events/search?limit=50`)).json()
  let ticketPath = null
  for (const event of results) {
    if ((await fetch(`${base}/event-tickets/${event.slug}`)).ok) {
      ticketPath = `/event-tickets/${event.slug}`
      break
    }
  }
  return [
    ['home', '/', 'content'],
    ['a club page', '/fulham', 'content'],
    ['events', '/events', 'content'],
    ['offices', '/discover-offices', 'content'],
    ['an event page', `/event/${results[0].slug}`, 'content'],
    ['book a tour', '/membership/book-a-tour', 'form'],
    ...(ticketPath ? [['a ticket page', ticketPath, 'form']] : []),
  ]
}

/**
 * Per page type: first-load JavaScript and Lighthouse's mobile score, beside a bare Next page
 * built and served in the same run; then what the largest chunks hold. Budget (issue 12): content
 * pages <= bare + 10 kB and a score >= bare - 3; form pages <= bare + 60 kB.
 */
async function pageFigures(base) {
  const kb = (n) => (n / 1024).toFixed(1)
  const bare = await startBareNext()
  try {
    const bareJs = await firstLoadJs(bare.baseURL, '/')
    const bareLh = await lighthouseMobile(`${bare.baseURL}/`)
    console.log('\nPages: first-load JavaScript (gzip -9 of every script the page loads) and Lighthouse mobile performance (median of 3)')
    console.log(`  ${'a bare Next page (same Next, same run)'.padEnd(44)} ${kb(bareJs.gzip).padStart(6)} kB              score ${bareLh.score} (${bareLh.scores.join(', ')}), LCP ${(bareLh.lcpMs / 1000).toFixed(1)} s`)
    const chunks = new Map()
    for (const [name, pagePath, kind] of await pageTypes(base)) {
      const js = await firstLoadJs(base, pagePath)
      const lh = await lighthouseMobile(`${base}${pagePath}`)
      const over = js.gzip - bareJs.gzip
      const budget = kind === 'form' ? 60 * 1024 : 10 * 1024
      const verdicts = [over <= budget ? 'JS within budget' : `JS ${kb(over - budget)} kB over budget`]
      if (kind === 'content') verdicts.push(lh.score >= bareLh.score - 3 ? 'score within budget' : 'score under budget')
      console.log(
        `  ${`${name} (${pagePath})`.slice(0, 44).padEnd(44)} ${kb(js.gzip).padStart(6)} kB (+${kb(over)})  score ${lh.score} (${lh.scores.join(', ')}), LCP ${(lh.lcpMs / 1000).toFixed(1)} s [${lh.lcpElement.slice(0, 40)}]; ${verdicts.join(', ')}`,
      )
      for (const c of js.chunks) chunks.set(c.src, { ...c, pages: [...(chunks.get(c.src)?.pages ?? []), name] })
    }
    console.log('  the largest chunks, the pages that load them, and what they hold:')
    for (const c of [...chunks.values()].sort((a, b) => b.gzip - a.gzip).slice(0, 8)) {
      console.log(`    ${kb(c.gzip).padStart(5)} kB  ${c.pages.length} page(s)  ${chunkContents(c.text).join(', ') || '(Next and React runtime)'}`)
    }
  } finally {
    bare.stop()
  }
}

/** The home page's throughput beside a plain node:http server sending the same HTML. Returns that server. */
async function pagesAndThroughput(base, dataDir) {
  const html = await (await fetch(`${base}/`)).text()
  await pageFigures(base)

  // The plain server runs in a process of its own, like the app, so autocannon competes with neither.
  const plainPort = await freePort()
  const htmlFile = path.join(dataDir, 'home.html')
  writeFileSync(htmlFile, html)
  const plain = spawn(process.execPath, ['-e', `
    const html = require('node:fs').readFileSync(${JSON.stringify(htmlFile)})
    require('node:http').createServer((_, res) => { res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }); res.end(html) })
      .listen(${plainPort}, '127.0.0.1', () => console.log('ready'))`], { stdio: ['ignore', 'pipe', 'inherit'] })
  await new Promise((r) => plain.stdout.once('data', r))

  await load(`${base}/`) // warm-up, discarded
  const appResult = await load(`${base}/`)
  const plainResult = await load(`http://127.0.0.1:${plainPort}/`)

  console.log(`\nThroughput, autocannon -c ${CONNECTIONS} -d ${DURATION_S}, same machine, same run`)
  const row = (name, r) =>
    console.log(`  ${name.padEnd(28)} ${String(Math.round(r.requests.average)).padStart(7)} req/s   p50 ${r.latency.p50} ms   p99 ${r.latency.p99} ms   errors ${r.errors + r.non2xx}`)
  row('Next + Payload (static /)', appResult)
  row('node:http, same HTML', plainResult)
  console.log(`  ratio app / plain: ${(appResult.requests.average / plainResult.requests.average).toFixed(3)}`)

  return plain
}

/** A tour request of spec 001 section 3; every submission a different person. */
function tourRequest(i, run) {
  const corporate = i % 4 === 3
  return {
    title: ['Mr', 'Mrs', 'Miss', 'Ms', 'Dr'][i % 5],
    firstName: 'Bench',
    lastName: 'Visitor',
    emailAddress: `bench-${run}-${i}@example.com`,
    mobileNumber: `+4477009${String(i).padStart(5, '0')}`,
    dateOfBirth: '1988-04-17',
    locationId: [5, 15, 14, 8][i % 4],
    clientType: corporate ? 'Corporate' : 'Club',
    ...(corporate ? { companyName: 'Bench Ltd', numberOfMembers: 3 + (i % 8) } : {}),
    gaUtmSource: 'bench',
    termsAccepted: true,
  }
}

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]
}

/**
 * 1,000 distinct tour requests (POST /v1/api/Customer?useAsync=true, an Idempotency-Key each), IN_FLIGHT
 * at a time, each sent 1 + RETRIES times with the same key, the retries leaving while the first may
 * still be unanswered. Then counts the leads stored, read back as staff through the REST API.
 */
async function submissionLoad(base) {
  const run = randomUUID().slice(0, 8)
  const statuses = {}
  const latencies = []
  let transportErrors = 0
  let answeredNew = 0
  let exactlyOnce = 0

  const attempt = async (body, key) => {
    const started = performance.now()
    try {
      const response = await fetch(`${base}/v1/api/Customer?useAsync=true`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'idempotency-key': key },
        body,
      })
      await response.arrayBuffer()
      latencies.push(performance.now() - started)
      statuses[response.status] = (statuses[response.status] ?? 0) + 1
      return response.ok && response.headers.get('idempotent-replayed') !== 'true'
    } catch {
      transportErrors += 1
      return false
    }
  }

  const submit = async (i) => {
    const body = JSON.stringify(tourRequest(i, run))
    const key = randomUUID()
    const sends = [attempt(body, key)]
    for (const delay of RETRY_DELAYS_MS.slice(0, RETRIES)) sends.push(new Promise((r) => setTimeout(r, delay)).then(() => attempt(body, key)))
    const fresh = (await Promise.all(sends)).filter(Boolean).length
    answeredNew += fresh
    if (fresh === 1) exactlyOnce += 1
  }

  // A visitor reading an event page while the submissions pour in: one request after another.
  const search = await (await fetch(`${base}/v1/api/events/search`)).json()
  const eventPath = `/event/${search.results[0].slug}`
  const pageLatencies = []
  let loading = true
  const reader = (async () => {
    while (loading) {
      const t = performance.now()
      const res = await fetch(`${base}${eventPath}`).catch(() => undefined)
      await res?.arrayBuffer()
      pageLatencies.push(res?.ok ? performance.now() - t : Infinity)
    }
  })()

  let next = 0
  const worker = async () => {
    while (next < SUBMISSIONS) await submit(next++)
  }
  const started = performance.now()
  await Promise.all(Array.from({ length: IN_FLIGHT }, worker))
  const seconds = (performance.now() - started) / 1000
  loading = false
  await reader

  const login = await fetch(`${base}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(BENCH_ADMIN),
  })
  if (!login.ok) console.error(`  staff login answered ${login.status}: ${await login.clone().text()}`)
  const { token } = await login.json()
  const count = async (collection) => {
    const res = await fetch(`${base}/api/${collection}?limit=1&depth=0`, { headers: { authorization: `JWT ${token}` } })
    if (!res.ok) console.error(`  GET /api/${collection} answered ${res.status}`)
    return (await res.json()).totalDocs
  }
  // 202 means stored: the worker makes the leads and their e-mails right after. Watch it drain.
  const storedAtEnd = await count('leads')
  let stored = storedAtEnd
  let mails = await count('outbox')
  while ((stored < SUBMISSIONS || mails < 2 * SUBMISSIONS) && performance.now() - started < seconds * 1000 + 180_000) {
    await new Promise((r) => setTimeout(r, 250))
    ;[stored, mails] = [await count('leads'), await count('outbox')]
  }
  const drained = (performance.now() - started) / 1000

  const sorted = latencies.sort((a, b) => a - b)
  const requests = SUBMISSIONS * (1 + RETRIES)
  const serverErrors = Object.entries(statuses).filter(([s]) => Number(s) >= 500).reduce((n, [, c]) => n + c, 0)
  console.log(`\nSubmissions: ${SUBMISSIONS} tour requests (POST /v1/api/Customer?useAsync=true), each sent ${1 + RETRIES} times with one`)
  console.log(`Idempotency-Key (retries ${RETRY_DELAYS_MS.slice(0, RETRIES).join(', ')} ms after the first, unanswered or not), ${IN_FLIGHT} submissions in flight`)
  console.log(`  ${(SUBMISSIONS / seconds).toFixed(1)} submissions/s, ${(requests / seconds).toFixed(1)} requests/s (${seconds.toFixed(1)} s wall)`)
  console.log(`  latency p50 ${percentile(sorted, 50)?.toFixed(0)} ms, p95 ${percentile(sorted, 95)?.toFixed(0)} ms, max ${sorted.at(-1)?.toFixed(0)} ms`)
  console.log(`  responses by status: ${Object.entries(statuses).map(([s, n]) => `${s} ${n}`).join(', ')}; transport errors ${transportErrors}`)
  console.log(`  5xx responses: ${serverErrors} (expected 0)`)
  console.log(`  answered as new: ${answeredNew} (${exactlyOnce} submissions exactly once; the rest as replays)`)
  const pages = pageLatencies.sort((a, b) => a - b)
  console.log(`  an event page (${eventPath}) read ${pages.length} times meanwhile: p50 ${percentile(pages, 50)?.toFixed(0)} ms, p95 ${percentile(pages, 95)?.toFixed(0)} ms`)
  console.log(`  leads made when the last reply came: ${storedAtEnd}; all made ${drained.toFixed(1)} s after the first request (${(drained - seconds).toFixed(1)} s after the last reply)`)
  console.log(`  leads stored: ${stored} (expected ${SUBMISSIONS})`)
  console.log(`  e-mails in the outbox: ${mails} (a confirmation and a team notification each: ${2 * SUBMISSIONS})`)
  const correct = stored === SUBMISSIONS && serverErrors === 0 && transportErrors === 0
  if (!correct) console.error('  FAILED: every submission must be stored exactly once, with no 5xx and no dropped request')
  return { correct }
}
