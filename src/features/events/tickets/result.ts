import { API_ERROR_MESSAGE } from './messages'
import type { PricedLine } from './rules'

/** What a ticket purchase came to, for the form, the API and the integration tests alike. */
export type TicketOrderResult =
  | {
      ok: true
      status: 201
      /** True when this was a repeat of an order already made (same idempotency key). */
      replayed: boolean
      reference: string
      total: number
      items: Omit<PricedLine, 'index' | 'id' | 'capacity' | 'priceIdentifier'>[]
      event: { title: string; startsAt: string | null }
      /** Where the buyer pays: the provider's page for this order. */
      checkoutUrl: string
      /** When the seats go back on sale unless paid for. */
      holdExpiresAt: string
      /** The order's own page (it carries the order's key): confirmation, or what became of it. */
      orderUrl: string
    }
  | { ok: false; status: 400; message: string; errors: Record<string, string> }
  | { ok: false; status: 404 | 409 | 422 | 503; message: string }
  | { ok: false; status: 429; message: string; retryAfterSeconds: number }

export const unavailable = (): TicketOrderResult => ({ ok: false, status: 503, message: API_ERROR_MESSAGE })

/** The JSON API's reply: 201 with the order and where to pay, or { message, errors? } with the status. */
export function orderReply(result: TicketOrderResult): Response {
  if (result.ok) {
    const { ok: _ok, status: _status, replayed, ...body } = result
    return Response.json({ ...body, status: 'pending' }, { status: 201, headers: replayed ? { 'Idempotent-Replayed': 'true' } : undefined })
  }
  if (result.status === 400) return Response.json({ message: result.message, errors: result.errors }, { status: 400 })
  const retryAfter = result.status === 503 ? 5 : result.status === 429 ? result.retryAfterSeconds : undefined
  return Response.json({ message: result.message }, { status: result.status, headers: retryAfter ? { 'Retry-After': String(retryAfter) } : undefined })
}
