/**
 * A page that answers 404 is sent whole (issue 33 §5, docs/decisions/057).
 *
 * Next renders notFound() thrown by a page rendered on request as an empty error document
 * (`<html id="__next_error__">`: no lang, no title, no content) and leaves the browser to draw the
 * not-found screen from the page's data (vercel/next.js#62228, open). A crawler, a browser without
 * JavaScript or a slow phone sees an empty page. Here such an answer is held back (404 HTML only;
 * every other answer streams as before) and replaced by the same screen rendered as a page of its
 * own ("the twin": /page-not-found, or /office-detail/unknown for an unknown office), fetched from this
 * server, with the twin's content headers and the original answer's status and caching.
 */

import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib'

/** What Next's empty error document starts with. */
export const ERROR_SHELL = '<html id="__next_error__"'
/**
 * Marks the server's own fetch of a twin, which is never replaced again; its value is a secret of
 * the process (a visitor's copy of the header is taken off the request).
 */
export const TWIN_HEADER = 'x-clubhouse-not-found-twin'
/** How long a twin may take before Next's own 404 is sent instead. */
export const TWIN_TIMEOUT_MS = 5000

/** The twin a path's 404 is replaced with: the first rule whose prefix the path starts with. */
export const NOT_FOUND_TWINS = [
  { prefix: '/office-detail', twin: '/office-detail/unknown' },
  { prefix: '/', twin: '/page-not-found' },
]

/** A path under a prefix: the prefix itself or below it (/office-detail, /office-detail/x; not /office-details). */
const under = (pathname, prefix) => prefix === '/' || pathname === prefix || pathname.startsWith(`${prefix}/`)
/** @param {string} pathname */
export const twinFor = (pathname) => NOT_FOUND_TWINS.find((rule) => under(pathname, rule.prefix))?.twin ?? '/page-not-found'
const TWINS = new Set(NOT_FOUND_TWINS.map((rule) => rule.twin))

/** Paths that never answer an HTML page: the APIs, Next's files, and files by name (/wp-login.php, /.env). */
const NOT_PAGES = /^\/(?:_next|api|v1|admin|internal)(?:\/|$)|\.[A-Za-z0-9]+$/

/** The headers of the twin that describe its body, which replace the original answer's. */
const BODY_HEADERS = ['content-type', 'content-security-policy']

/**
 * Whether a held body is Next's empty error document. `npm start` compresses outside this step
 * (scripts/server.mjs), so the body is plain there; where a compression wraps this response's write
 * inside it (Next's own, when on), the body is read decoded.
 * @param {Buffer} body @param {string} encoding
 */
export function isErrorShell(body, encoding) {
  try {
    const plain = encoding === 'gzip' ? gunzipSync(body) : encoding === 'br' ? brotliDecompressSync(body) : encoding === 'deflate' ? inflateSync(body) : body
    return plain.subarray(0, 200).toString('utf8').includes(ERROR_SHELL)
  } catch {
    return false
  }
}

/**
 * @param {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => unknown} handle
 * @param {(path: string, headers: Record<string, string>) => Promise<Response>} fetchTwin fetches a path
 *   of this server with the headers given (the twin marker), within TWIN_TIMEOUT_MS
 * @param {string} secret the value this process's own twin fetches carry
 */
export function wholeNotFound(handle, fetchTwin, secret) {
  return (req, res) => {
    const ownFetch = req.headers[TWIN_HEADER] === secret
    delete req.headers[TWIN_HEADER]
    // An address URL cannot read (a malformed absolute form) is Next's to answer, as before.
    const pathname = URL.canParse(req.url ?? '/', 'http://localhost') ? new URL(req.url ?? '/', 'http://localhost').pathname : null
    if (ownFetch || pathname === null || (req.method !== 'GET' && req.method !== 'HEAD') || NOT_PAGES.test(pathname)) return handle(req, res)
    // A twin asked for by its own address is a 404 too: it stands for pages that are not there.
    if (TWINS.has(pathname)) forceStatus(res, 404)
    holdNotFound(res, pathname, (twin) => fetchTwin(twin, { [TWIN_HEADER]: secret }))
    return handle(req, res)
  }
}

/** @param {import('node:http').ServerResponse} res @param {number} status */
function forceStatus(res, status) {
  const writeHead = res.writeHead
  res.writeHead = function (_status, ...rest) {
    return writeHead.call(this, status, ...rest)
  }
  const flushHeaders = res.flushHeaders
  res.flushHeaders = function () {
    this.statusCode = status
    return flushHeaders.call(this)
  }
  const write = res.write
  res.write = function (...args) {
    if (!this.headersSent) this.statusCode = status
    return write.apply(this, args)
  }
  const end = res.end
  res.end = function (...args) {
    if (!this.headersSent) this.statusCode = status
    return end.apply(this, args)
  }
}

/**
 * Watches the answer: once its status and headers are known (the first writeHead, flush, write
 * or end), anything but 404 HTML goes on untouched; 404 HTML is held until it ends, then sent as it
 * was, or as the twin if it is Next's empty error document. The watching functions stay in place
 * and pass calls on (a compression inside this step wraps them after they are installed, so putting
 * the originals back would unwrap it too); what is finally sent goes to the originals directly.
 * @param {import('node:http').ServerResponse} res
 * @param {string} pathname
 * @param {(path: string) => Promise<Response>} fetchTwin
 */
function holdNotFound(res, pathname, fetchTwin) {
  const original = { writeHead: res.writeHead, flushHeaders: res.flushHeaders, write: res.write, end: res.end }
  /** @type {Buffer[] | null} 404 HTML held back; null when passing through */
  let held = null
  let decided = false
  let headHeld = false
  const decide = () => {
    if (decided) return
    decided = true
    const type = String(res.getHeader('content-type') ?? '')
    if (res.statusCode === 404 && type.startsWith('text/html')) held = []
  }
  const chunkOf = (chunk, encoding) => (typeof chunk === 'string' ? Buffer.from(chunk, typeof encoding === 'string' ? encoding : 'utf8') : Buffer.from(chunk))

  res.writeHead = function (status, ...rest) {
    if (!decided) {
      // What writeHead would set, set now so the decision sees it; the call itself may wait.
      this.statusCode = status
      const headers = rest.find((arg) => typeof arg === 'object' && arg !== null)
      if (headers && !Array.isArray(headers)) for (const [name, value] of Object.entries(headers)) if (value !== undefined) this.setHeader(name, value)
      decide()
    }
    if (!held) return original.writeHead.call(this, status, ...rest)
    headHeld = true
    return this
  }
  res.flushHeaders = function () {
    decide()
    if (!held) return original.flushHeaders.call(this)
  }
  res.write = function (chunk, encoding, callback) {
    decide()
    if (!held) return original.write.call(this, chunk, encoding, callback)
    held.push(chunkOf(chunk, encoding))
    const done = typeof encoding === 'function' ? encoding : callback
    if (typeof done === 'function') queueMicrotask(() => done())
    return true
  }
  res.end = function (chunk, encoding, callback) {
    decide()
    if (!held) return original.end.call(this, chunk, encoding, callback)
    if (chunk !== undefined && chunk !== null && typeof chunk !== 'function') held.push(chunkOf(chunk, encoding))
    const body = Buffer.concat(held)
    held = null // from here every call passes through
    const done = [chunk, encoding, callback].find((arg) => typeof arg === 'function')
    let sent = false
    const send = (/** @type {Buffer} */ out) => {
      if (sent) return
      sent = true
      try {
        res.removeHeader('content-length')
        if (headHeld) original.writeHead.call(res, res.statusCode)
        original.end.call(res, out, done)
      } catch (error) {
        console.error(`A 404 could not be sent (${error instanceof Error ? error.message : error})`)
        res.destroy()
      }
    }
    if (!isErrorShell(body, String(res.getHeader('content-encoding') ?? ''))) {
      send(body)
      return res
    }
    void fetchTwin(twinFor(pathname))
      .then(async (twin) => {
        const html = Buffer.from(await twin.arrayBuffer())
        const text = html.toString('utf8')
        // The server's own fetch of a twin is not forced to 404: anything but 200 and a whole page is a failure.
        if (twin.status !== 200 || !text.includes('<title') || text.includes(ERROR_SHELL)) throw new Error(`the twin answered ${twin.status} without a whole page`)
        for (const name of BODY_HEADERS) {
          const value = twin.headers.get(name)
          if (value) res.setHeader(name, value)
          else res.removeHeader(name)
        }
        // fetch() decoded the twin; what is sent is that plain body. (A HEAD's held body is empty,
        // never the error document, so only GETs come here.)
        res.removeHeader('content-encoding')
        send(html)
      })
      .catch((error) => {
        console.error(`The whole not-found page could not be fetched (${error instanceof Error ? error.message : error}); Next's own 404 is sent.`)
        send(body)
      })
    return res
  }
}
