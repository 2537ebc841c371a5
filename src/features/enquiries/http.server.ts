import 'server-only'

import { API_ERROR_MESSAGE } from './constants'
import { clientIp } from './request.server'
import type { SubmitContext, SubmitResult } from './submit.server'

/** How the spec's API routes read requests and turn submission results into replies. */

const MAX_BODY_BYTES = 64 * 1024

export type JsonBody = { ok: true; body: unknown } | { ok: false; response: Response }

export async function readJson(request: Request): Promise<JsonBody> {
  const type = request.headers.get('content-type') ?? ''
  if (!/^application\/(.+\+)?json\b/i.test(type)) {
    return { ok: false, response: Response.json({ message: 'Send the body as JSON (Content-Type: application/json).' }, { status: 415 }) }
  }
  const length = Number(request.headers.get('content-length') ?? 0)
  if (length > MAX_BODY_BYTES) return { ok: false, response: tooLarge() }
  let text: string
  try {
    text = await request.text()
  } catch {
    return { ok: false, response: Response.json({ message: 'The request body could not be read.' }, { status: 400 }) }
  }
  if (Buffer.byteLength(text) > MAX_BODY_BYTES) return { ok: false, response: tooLarge() }
  try {
    return { ok: true, body: JSON.parse(text) }
  } catch {
    return { ok: false, response: Response.json({ message: 'The request body is not valid JSON.' }, { status: 400 }) }
  }
}

const tooLarge = () => Response.json({ message: `The request body is over ${MAX_BODY_BYTES / 1024} kB.` }, { status: 413 })

export function submitContext(request: Request, source: SubmitContext['source']): SubmitContext {
  const url = new URL(request.url)
  return {
    source,
    ip: clientIp(request.headers),
    idempotencyKey: request.headers.get('idempotency-key') ?? undefined,
    async: url.searchParams.get('useAsync')?.toLowerCase() === 'true',
  }
}

/** The reply every submission endpoint sends; `prefix` names where the fields sat in the body. */
export function reply(result: SubmitResult, success: (r: Extract<SubmitResult, { ok: true }>) => unknown, prefix = ''): Response {
  if (result.ok) {
    return Response.json(success(result), {
      status: result.status,
      headers: result.replayed ? { 'Idempotent-Replayed': 'true' } : undefined,
    })
  }
  if (result.status === 400) {
    // The key travels in a header, so its error is not under the body's prefix.
    const path = (k: string) => (k === '_' ? prefix.replace(/\.$/, '') || '_' : k === 'idempotencyKey' ? k : prefix + k)
    const errors = Object.fromEntries(Object.entries(result.errors).map(([k, v]) => [path(k), v]))
    return Response.json({ message: result.message, errors }, { status: 400 })
  }
  return Response.json(
    { message: result.message },
    { status: result.status, headers: result.retryAfterSeconds ? { 'Retry-After': String(result.retryAfterSeconds) } : undefined },
  )
}

/** Whatever goes wrong in a handler, the client gets the spec's failure text and a 503, never a 500. */
export async function guarded(handler: () => Promise<Response>): Promise<Response> {
  try {
    return await handler()
  } catch (error) {
    console.error('Submission endpoint failed:', error)
    return Response.json({ message: API_ERROR_MESSAGE }, { status: 503, headers: { 'Retry-After': '5' } })
  }
}
