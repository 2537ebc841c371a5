import 'server-only'

import { clientIp } from '@/lib/http/client-ip'

import type { SubmitContext, SubmitResult } from './submit.server'

/** How the submission routes turn a request into a context and a result into a reply (reading and failing: src/lib/http/json-endpoint.ts). */

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
