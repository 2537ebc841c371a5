/**
 * Retries of one submission answered without a second trip through Next (docs/decisions/012).
 *
 * The spec's submission calls carry an Idempotency-Key, and clients resend a request they have no
 * answer to yet. The app answers a retry from the database (same key and body: the first answer,
 * with Idempotent-Replayed: true), but each one still costs Next's routing and a query: at a launch,
 * three retries a submission were most of the work. Here a retry that arrives while its first is in
 * flight, or within a minute of its answer, gets that answer as soon as it exists: same URL, key,
 * body and accepted encodings, and only a 2xx answer is reused. Anything else (another body under
 * the key, a first that failed, a cold key) goes to the app, which remains the authority: with
 * several instances, each may still ask it.
 */
import { createHash } from 'node:crypto'
import { PassThrough } from 'node:stream'

const PATHS = /^\/v1\/api\/(?:Customer|leads|Enquiry\/create)(?:\?|$)/
const REMEMBER_MS = 60_000
const MAX_ENTRIES = 20_000
/** Larger bodies go to the app as they are (it refuses them with 413). */
const MAX_BODY_BYTES = 64 * 1024

/** @typedef {{ status: number, headers: Record<string, string | string[] | number>, body: Buffer }} Answer */
/** @type {Map<string, { hash: string, answer: Promise<Answer | null> }>} */
const entries = new Map()

/** @param {import('node:http').IncomingMessage} req */
async function readBody(req) {
  const chunks = []
  let size = 0
  for await (const chunk of req) {
    chunks.push(chunk)
    size += chunk.length
  }
  return { body: Buffer.concat(chunks), size }
}

/** The request again, its body replayed from memory, for Next to read as it would the original. */
function replayable(req, body) {
  const copy = new PassThrough()
  copy.end(body)
  return Object.assign(copy, {
    headers: req.headers,
    rawHeaders: req.rawHeaders,
    method: req.method,
    url: req.url,
    httpVersion: req.httpVersion,
    httpVersionMajor: req.httpVersionMajor,
    httpVersionMinor: req.httpVersionMinor,
    socket: req.socket,
    connection: req.socket,
    complete: true,
    aborted: false,
  })
}

/** Records what the app sends, as it sends it. */
function capture(res) {
  const chunks = []
  const { write, end, writeHead } = res
  let headArgs = {}
  res.writeHead = function (status, ...rest) {
    const headers = rest.find((a) => a && typeof a === 'object')
    if (headers && !Array.isArray(headers)) headArgs = headers
    return writeHead.call(this, status, ...rest)
  }
  res.write = function (chunk, ...rest) {
    if (chunk) chunks.push(Buffer.from(chunk))
    return write.call(this, chunk, ...rest)
  }
  return new Promise((resolve) => {
    res.end = function (chunk, ...rest) {
      if (chunk && typeof chunk !== 'function') chunks.push(Buffer.from(chunk))
      const result = end.call(this, chunk, ...rest)
      resolve({ status: res.statusCode, headers: { ...res.getHeaders(), ...headArgs }, body: Buffer.concat(chunks) })
      return result
    }
    res.on('close', () => resolve(null))
  })
}

/** The app's own replays say so in their JSON too ("replayed": true), where the answer has that field. */
function asReplay(answer) {
  if (answer.headers['content-encoding'] || !String(answer.headers['content-type'] ?? '').includes('json')) return answer.body
  try {
    const json = JSON.parse(answer.body.toString('utf8'))
    if (json && typeof json === 'object' && typeof json.replayed === 'boolean') return Buffer.from(JSON.stringify({ ...json, replayed: true }))
  } catch {
    // not JSON after all: sent as it came
  }
  return answer.body
}

function send(res, answer) {
  const body = asReplay(answer)
  const headers = { ...answer.headers, 'idempotent-replayed': 'true', 'content-length': body.length }
  delete headers['set-cookie']
  delete headers.date
  delete headers['transfer-encoding']
  res.writeHead(answer.status, headers)
  res.end(body)
}

/**
 * @param {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => unknown} handle
 */
export function coalesceRetries(handle) {
  return async (req, res) => {
    const key = req.headers['idempotency-key']
    const length = Number(req.headers['content-length'] ?? NaN)
    if (req.method !== 'POST' || typeof key !== 'string' || !PATHS.test(req.url ?? '') || !(length <= MAX_BODY_BYTES)) return handle(req, res)

    let body
    try {
      ;({ body } = await readBody(req))
    } catch {
      return // the client went away
    }
    const id = `${req.url}\n${key}\n${req.headers['accept-encoding'] ?? ''}`
    const hash = createHash('sha256').update(body).digest('base64')
    const earlier = entries.get(id)
    if (earlier && earlier.hash === hash) {
      const answer = await earlier.answer
      if (answer) return send(res, answer)
    }

    const answer = capture(res).then((a) => (a && a.status >= 200 && a.status < 300 ? a : null))
    if (!earlier || earlier.hash !== hash) {
      const entry = { hash, answer }
      entries.set(id, entry)
      if (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value)
      void answer.then((a) => {
        const forget = () => {
          if (entries.get(id) === entry) entries.delete(id)
        }
        if (!a) forget()
        else setTimeout(forget, REMEMBER_MS).unref()
      })
    }
    return handle(replayable(req, body), res)
  }
}
