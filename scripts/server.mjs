/**
 * The production HTTP server `npm start` runs: Next's own request handler (a Next "custom server")
 * behind one step of ours. Next passes on a client's X-Forwarded-For as it came, so the app could
 * not tell a visitor's address from one the visitor made up; here the socket's address, and the
 * entries of as many proxies as TRUST_PROXY_HOPS trusts, decide it (src/lib/http/client-address.mjs).
 * Retries of a submission still in flight are answered here (scripts/coalesce-retries.mjs), and a
 * page's 404 is sent whole (src/lib/http/whole-not-found.mjs).
 * As it starts, before visitors are let in, the app is told once (POST /internal/started) so the
 * pages pre-built by another process are rendered again with this one's SERVER_URL (docs/decisions/055).
 * Every answer is compressed here, Brotli when the browser takes it, else gzip (docs/decisions/059).
 * /healthz and /readyz, and stopping on SIGTERM without dropping a request: docs/decisions/065.
 */
import { randomBytes } from 'node:crypto'
import { createServer } from 'node:http'
import path from 'node:path'
import { constants } from 'node:zlib'

import compression from 'compression'
import next from 'next'

import { CLIENT_ADDRESS_HEADER, resolveClientAddress } from '../src/lib/http/client-address.mjs'
import { runtimeHeaders } from '../src/lib/http/runtime-headers.mjs'
import { TWIN_TIMEOUT_MS, wholeNotFound } from '../src/lib/http/whole-not-found.mjs'
import { coalesceRetries } from './coalesce-retries.mjs'

const root = path.resolve(import.meta.dirname, '..')
const port = Number(process.env.PORT || 3000)
const trustedHops = Number(process.env.TRUST_PROXY_HOPS || 0)

const nodeFetch = globalThis.fetch
const app = next({ dev: false, dir: root, port, hostname: 'localhost' })
await app.prepare()
const handle = app.getRequestHandler()

// A page's 404 is sent whole, not as Next's empty error document (docs/decisions/057). The twin is
// fetched with Node's own fetch, kept before Next patches the global one for its data cache.
const pages = wholeNotFound(
  handle,
  (twin, headers) => nodeFetch(`http://127.0.0.1:${port}${twin}`, { headers, cache: 'no-store', signal: AbortSignal.timeout(TWIN_TIMEOUT_MS) }),
  randomBytes(16).toString('hex'),
)
const coalesced = coalesceRetries((req, res) => pages(req, res))

// Next's own compression is gzip only (next.config.mjs turns it off). Brotli at quality 5 costs the
// same time here as gzip at its level 6 and makes a page's HTML about a fifth smaller, which brings
// most pages under the ~14 kB a new connection's first round trip carries (docs/decisions/059).
// Outermost, so the 404 step and the retry step see plain bodies; Next's streaming calls res.flush(),
// which this middleware provides, so a streamed page is still sent as it renders.
// Next's route handlers set Content-Type with appendHeader, as a one-element list, which the default
// filter reads as not compressible (every API answer went uncompressed, 104 kB of OpenAPI document
// among them): the filter reads the one value.
const compress = compression({
  brotli: { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } },
  filter(req, res) {
    const type = res.getHeader('content-type')
    if (Array.isArray(type) && type.length === 1) res.setHeader('content-type', type[0])
    return compression.filter(req, res)
  },
})
/** @param {import('node:http').IncomingMessage} req @param {import('node:http').ServerResponse} res */
const answer = (req, res) => compress(req, res, () => coalesced(req, res))
// Headers that depend on where this process runs, set as each answer's headers go out: the build's
// are the builder's (docs/decisions/067).
const withRuntimeHeaders = runtimeHeaders(process.env)

// Only the start request passes before the app has been told it started; visitors wait for it.
const STARTING = 'x-clubhouse-starting'
const startKey = randomBytes(16).toString('hex')
let markStarted
const started = new Promise((resolve) => (markStarted = resolve))

// Health for a proxy or an orchestrator (docs/decisions/065). /healthz: this process answers, at
// once, even while starting or stopping. /readyz: 503 while starting or stopping, else the app's own
// check (the database answers and every migration is applied, src/app/readyz/route.ts).
let stopping = false
const plain = (res, status, body) => {
  res.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' })
  res.end(JSON.stringify(body))
}
let ready = false
/** Answers not yet finished: told to close their connection when the instance starts stopping. */
const inFlight = new Set()

const server = createServer((req, res) => {
  const route = req.url?.split('?')[0]
  if (route === '/healthz') return plain(res, 200, { status: 'ok' })
  if (route === '/readyz' && (!ready || stopping)) return plain(res, 503, { status: stopping ? 'stopping' : 'starting' })
  withRuntimeHeaders(req, res)
  // A client on a kept-alive connection reconnects for its next request, to an instance not stopping.
  if (stopping) res.setHeader('connection', 'close')
  else {
    inFlight.add(res)
    res.once('close', () => inFlight.delete(res))
  }
  const address = resolveClientAddress(req.headers['x-forwarded-for'], req.socket.remoteAddress, trustedHops)
  req.headers[CLIENT_ADDRESS_HEADER] = address
  req.headers['x-forwarded-for'] = address
  if (req.headers[STARTING] === startKey) return void answer(req, res)
  delete req.headers[STARTING]
  void started.then(() => answer(req, res))
})
// Every interface, IPv6 and IPv4, as `next start` listens.
server.listen(port, async () => {
  try {
    const res = await fetch(`http://127.0.0.1:${port}/internal/started`, { method: 'POST', headers: { [STARTING]: startKey } })
    if (!res.ok) throw new Error(`answered ${res.status}`)
  } catch (error) {
    // Serving still beats not serving: pre-built pages then keep the origin they were built with.
    console.error(`Telling the app it started failed (${error instanceof Error ? error.message : error}); pre-built pages keep their build's address.`)
  }
  markStarted()
  ready = true
  console.log(`Serving on http://localhost:${port}`)
})

// Stopping without dropping anyone (docs/decisions/065): /readyz says so for the drain period while
// everything is still served, then no new connections are taken, idle kept-alive ones are closed,
// and the requests in flight finish (up to the timeout) before the process exits.
const drainMs = Number(process.env.SHUTDOWN_DRAIN_SECONDS || 0) * 1000
const timeoutMs = Number(process.env.SHUTDOWN_TIMEOUT_SECONDS || 25) * 1000
const stop = (signal) => {
  if (stopping) return
  stopping = true
  for (const res of inFlight) if (!res.headersSent) res.setHeader('connection', 'close')
  console.log(`${signal}: stopping${drainMs ? ` in ${drainMs / 1000} s` : ''}; requests in flight are finished first.`)
  setTimeout(() => {
    server.close(() => void app.close().finally(() => process.exit(0)))
    server.closeIdleConnections()
    setTimeout(() => {
      console.warn(`Requests still in flight after ${timeoutMs / 1000} s: stopping anyway.`)
      process.exit(0)
    }, timeoutMs).unref()
  }, drainMs)
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stop(signal))
