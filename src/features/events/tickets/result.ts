import { API_ERROR_MESSAGE } from './messages'
import type { PricedLine } from './rules'

/** What a ticket request came to, for the form, the API and the integration tests alike. */
export type TicketRequestResult =
  | {
      ok: true
      status: 201
      /** True when this was a repeat of a request already stored (same idempotency key). */
      replayed: boolean
      reference: string
      total: number
      items: Omit<PricedLine, 'index'>[]
      event: { title: string; startsAt: string | null }
    }
  | { ok: false; status: 400; message: string; errors: Record<string, string> }
  | { ok: false; status: 404 | 409 | 422 | 503; message: string }
  | { ok: false; status: 429; message: string; retryAfterSeconds: number }

export const unavailable = (): TicketRequestResult => ({ ok: false, status: 503, message: API_ERROR_MESSAGE })

/** The JSON API's reply: 201 { reference, total, items }, or { message, errors? } with the status. */
export function ticketReply(result: TicketRequestResult): Response {
  if (result.ok) {
    return Response.json(
      { reference: result.reference, total: result.total, items: result.items, event: result.event },
      { status: 201, headers: result.replayed ? { 'Idempotent-Replayed': 'true' } : undefined },
    )
  }
  if (result.status === 400) return Response.json({ message: result.message, errors: result.errors }, { status: 400 })
  const retryAfter = result.status === 503 ? 5 : result.status === 429 ? result.retryAfterSeconds : undefined
  return Response.json({ message: result.message }, { status: result.status, headers: retryAfter ? { 'Retry-After': String(retryAfter) } : undefined })
}
