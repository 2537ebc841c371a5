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

import { printJsContents } from './bench-js-contents.mjs'
import { chunkContents, firstLoadJs, LIGHTHOUSE_RUNS, lighthouseAll, median, startBareNext } from './bench-pages.mjs'
import { benchSessions } from './bench-sessions.mjs'
import { ticketLoad } from './bench-tickets.mjs'
import { freePort, startFreshApp } from './fresh-app.mjs'
import { PAGE_TYPES } from './page-journeys.mjs'

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
// BENCH_ONLY=js-contents builds with browser source maps, into a folder of its own.
const jsContents = process.env.BENCH_ONLY === 'js-contents'
const app = await startFreshApp({
  distDir: jsContents ? '.next-bench-maps' : '.next-bench',
  reuseBuild: Boolean(process.env.BENCH_REUSE_BUILD),
  quiet: true,
  // No rate limit: every submission comes from this one address.
  env: { ENQUIRY_RATE_LIMIT: '0', ADMIN_EMAIL: BENCH_ADMIN.email, ADMIN_PASSWORD: BENCH_ADMIN.password, ...(jsContents ? { NEXT_BROWSER_SOURCE_MAPS: '1' } : {}) },
})
let plain
let correct
try {
  const base = app.baseURL
  // BENCH_ONLY=submissions: just the submission load (and its drain), for working on that path;
  // BENCH_ONLY=pages: just the page figures (JavaScript, Lighthouse), for working on the bundle;
  // BENCH_ONLY=tickets: just the ticket purchases and the availability read (scripts/bench-tickets.mjs).
  // BENCH_ONLY=js-contents: what each page type's first-load JavaScript holds, beside the bare page.
  if (process.env.BENCH_ONLY === 'pages') {
    await pageFigures(base, BENCH_ADMIN)
    correct = true
  } else if (jsContents) {
    await jsContentsFigures(base, BENCH_ADMIN)
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

/**
 * The page types to measure (scripts/page-journeys.mjs): all, or those BENCH_PAGES names by key
 * (BENCH_PAGES=home,club,apply-address).
 */
function pageTypes() {
  const wanted = process.env.BENCH_PAGES?.split(',').map((k) => k.trim()).filter(Boolean)
  if (!wanted) return PAGE_TYPES
  const unknown = wanted.filter((k) => !PAGE_TYPES.some((t) => t.key === k))
  if (unknown.length) throw new Error(`BENCH_PAGES: no page type ${unknown.join(', ')} (known: ${PAGE_TYPES.map((t) => t.key).join(', ')})`)
  return PAGE_TYPES.filter((t) => wanted.includes(t.key))
}

/**
 * Per page type: first-load JavaScript and Lighthouse (mobile performance, the median of
 * BENCH_LIGHTHOUSE_RUNS; desktop performance; accessibility, SEO and best practices), beside a
 * bare Next page built and served in the same run; then the audits that cost each score under
 * 100, and what the largest chunks hold. Budgets (issues 12 and 17): content pages <= bare + 10 kB,
 * form pages <= bare + 60 kB; mobile performance no lower than the bare page's; desktop,
 * accessibility, SEO and best practices 100; the largest paint under 2.5 s on the simulated phone.
 */
async function pageFigures(base, admin) {
  const kb = (n) => (n / 1024).toFixed(1)
  const types = pageTypes()
  const needed = new Set(types.map((t) => t.session).filter(Boolean))
  console.log(`\nPages: ${types.length} page types, Lighthouse mobile performance the median of ${LIGHTHOUSE_RUNS} runs`)
  const sessions = await benchSessions(base, admin, needed)
  const bare = await startBareNext()
  const rows = []
  const chunks = new Map()
  const started = performance.now()
  const measure = async (name, baseURL, pagePath, headers) => {
    const js = await firstLoadJs(baseURL, pagePath, headers)
    const lh = await lighthouseAll(`${baseURL}${pagePath}`, { headers })
    return { name, path: pagePath, js, lh }
  }
  // The bare page is measured before, halfway and after the page types, and they are compared with
  // the median of all its runs: a machine that gets busier or quieter during the run moves both.
  const bareRuns = []
  const measureBare = async () => bareRuns.push(await measure('bare Next page', bare.baseURL, '/'))
  try {
    console.log('  measuring the bare Next page...')
    await measureBare()
    for (const [i, type] of types.entries()) {
      if (i === Math.floor(types.length / 2) && i > 0) {
        console.log('  measuring the bare Next page again (halfway)...')
        await measureBare()
      }
      const elapsed = ((performance.now() - started) / 60_000).toFixed(1)
      console.log(`  [${i + 1}/${types.length}, ${elapsed} min] ${type.name} (${type.path})...`)
      try {
        const row = await measure(type.name, base, type.path, await sessions.headersFor(type.session))
        row.kind = type.kind
        rows.push(row)
        const { mobile, desktop, accessibility, seo, bestPractices } = row.lh
        console.log(`    ${kb(row.js.gzip)} kB, mobile ${mobile.score} (${mobile.scores.join(', ')}), LCP ${(mobile.lcpMs / 1000).toFixed(2)} s, desktop ${desktop.score}, a11y ${accessibility.score}, SEO ${seo.score}, BP ${bestPractices.score}`)
        for (const c of row.js.chunks) chunks.set(c.src, { ...c, pages: [...(chunks.get(c.src)?.pages ?? []), type.name] })
      } catch (error) {
        console.error(`    failed: ${error.message}`)
        rows.push({ name: type.name, path: type.path, error: error.message })
      }
    }
    console.log('  measuring the bare Next page again (last)...')
    await measureBare()
  } finally {
    bare.stop()
  }

  const pooled = bareRuns.flatMap((row) => row.lh.mobile.scores)
  const bareRow = { ...bareRuns[0], lh: { ...bareRuns[0].lh, mobile: { ...bareRuns[0].lh.mobile, score: median(pooled), scores: pooled, lcpMs: median(bareRuns.map((row) => row.lh.mobile.lcpMs)) } } }
  rows.unshift(bareRow)
  const header = ['page type', 'path', 'JS kB (+ over bare)', 'mobile perf (runs)', 'LCP s', 'desktop', 'a11y', 'SEO', 'BP', 'budgets']
  const table = rows.map((row) => {
    if (row.error) return [row.name, row.path, 'failed', '', '', '', '', '', '', row.error.slice(0, 60)]
    const { js, lh } = row
    const over = js.gzip - bareRow.js.gzip
    const misses = []
    if (row !== bareRow) {
      if (over > (row.kind === 'form' ? 60 : 10) * 1024) misses.push('JS')
      if (lh.mobile.score < bareRow.lh.mobile.score) misses.push('mobile')
      if (lh.desktop.score < 100) misses.push('desktop')
      if (lh.accessibility.score < 100) misses.push('a11y')
      if (lh.seo.score < 100) misses.push('SEO')
      if (lh.bestPractices.score < 100) misses.push('BP')
      if (lh.mobile.lcpMs >= 2500) misses.push('LCP')
    }
    return [
      row.name,
      row.path,
      row === bareRow ? kb(js.gzip) : `${kb(js.gzip)} (+${kb(over)})`,
      row === bareRow
        ? `${lh.mobile.score} (${lh.mobile.scores.join(', ')})`
        : `${lh.mobile.score} (${lh.mobile.score - bareRow.lh.mobile.score >= 0 ? '+' : ''}${lh.mobile.score - bareRow.lh.mobile.score} on bare; ${lh.mobile.scores.join(', ')})`,
      (lh.mobile.lcpMs / 1000).toFixed(2),
      String(lh.desktop.score),
      String(lh.accessibility.score),
      String(lh.seo.score),
      String(lh.bestPractices.score),
      row === bareRow ? '' : misses.length ? `missed: ${misses.join(', ')}` : 'all met',
    ]
  })
  const widths = header.map((h, i) => Math.max(h.length, ...table.map((r) => r[i].length)))
  const line = (cells) => `  | ${cells.map((c, i) => c.padEnd(widths[i])).join(' | ')} |`
  console.log(`\nPage figures (${((performance.now() - started) / 60_000).toFixed(1)} min): JS is gzip -9 of every script the page loads; mobile perf the median of ${LIGHTHOUSE_RUNS} after one run not counted (the bare page's: of all ${pooled.length} runs, before, halfway and after); LCP the median, simulated mobile`)
  console.log(line(header))
  console.log(`  |${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`)
  for (const cells of table) console.log(line(cells))

  console.log('\n  Audits that cost a score under 100 (mobile perf: the median run):')
  for (const row of rows) {
    if (row.error) continue
    const { lh } = row
    const lines = [
      ['mobile perf', lh.mobile.score, lh.mobile.failing],
      ['desktop perf', lh.desktop.score, lh.desktop.failing],
      ['a11y', lh.accessibility.score, lh.accessibility.failing],
      ['SEO', lh.seo.score, lh.seo.failing],
      ['BP', lh.bestPractices.score, lh.bestPractices.failing],
    ].filter(([, s]) => s < 100)
    if (!lines.length) continue
    console.log(`  ${row.name} (${row.path}); LCP element: ${lh.mobile.lcpElement.slice(0, 60) || 'unnamed'}`)
    for (const [category, s, failing] of lines) console.log(`    ${category} ${s}: ${failing.join(', ') || '(no single audit: the metrics as a whole)'}`)
  }

  console.log('\n  the largest chunks, the pages that load them, and what they hold:')
  for (const c of [...chunks.values()].sort((a, b) => b.gzip - a.gzip).slice(0, 8)) {
    console.log(`    ${kb(c.gzip).padStart(5)} kB  ${c.pages.length} page(s)  ${chunkContents(c.text).join(', ') || '(Next and React runtime)'}`)
  }
}

/** Per page type (BENCH_PAGES), its first-load JavaScript by package or folder, over the bare page's. */
async function jsContentsFigures(base, admin) {
  const types = pageTypes()
  const sessions = await benchSessions(base, admin, new Set(types.map((t) => t.session).filter(Boolean)))
  const bare = await startBareNext({ sourceMaps: true })
  try {
    const pages = []
    for (const type of types) pages.push({ name: type.name, path: type.path, headers: await sessions.headersFor(type.session) })
    await printJsContents(pages, { base, distDir: path.join(path.resolve(import.meta.dirname, '..'), '.next-bench-maps') }, bare)
  } finally {
    bare.stop()
  }
}

/** The home page's throughput beside a plain node:http server sending the same HTML. Returns that server. */
async function pagesAndThroughput(base, dataDir) {
  const html = await (await fetch(`${base}/`)).text()
  await pageFigures(base, BENCH_ADMIN)

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
