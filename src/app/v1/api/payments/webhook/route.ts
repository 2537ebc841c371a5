import { applyPaymentEvent } from '@/features/events/tickets/orders/payments.server'
import { getPaymentPort, InvalidWebhookSignature, MalformedWebhookEvent } from '@/integrations/payment/port'
import { guarded } from '@/lib/http/json-endpoint'
import { getPayloadClient } from '@/model/payload-client'

export const dynamic = 'force-dynamic'

/** Stripe's events are a few kilobytes; this is far above that. */
const MAX_BODY_BYTES = 512 * 1024

/**
 * POST /v1/api/payments/webhook: the card-payment provider's events (Stripe, or the local checkout
 * signing the same way). The signature is checked on the raw body before anything is read: a bad
 * one is 400, as Stripe's guide has it. Each event applies once; 200 whether it changed an order,
 * was a replay, or is one this app does not act on, so the provider stops retrying.
 */
export function POST(request: Request): Promise<Response> {
  return guarded(async () => {
    if (Number(request.headers.get('content-length') ?? 0) > MAX_BODY_BYTES) return Response.json({ message: 'Too large.' }, { status: 413 })
    const raw = await request.text()
    if (Buffer.byteLength(raw) > MAX_BODY_BYTES) return Response.json({ message: 'Too large.' }, { status: 413 })
    const port = getPaymentPort(getPayloadClient)
    let event
    try {
      event = port.parseWebhook(raw, request.headers.get('stripe-signature'))
    } catch (error) {
      if (error instanceof InvalidWebhookSignature) return Response.json({ message: 'Invalid signature.' }, { status: 400 })
      if (error instanceof SyntaxError) return Response.json({ message: 'The body is not valid JSON.' }, { status: 400 })
      if (error instanceof MalformedWebhookEvent) return Response.json({ message: 'The event has no id or creation time.' }, { status: 400 })
      throw error
    }
    if (!event) return Response.json({ received: true, ignored: true })
    const outcome = await applyPaymentEvent(await getPayloadClient(), event, port.name)
    return Response.json({ received: true, replayed: outcome === 'replayed' })
  })
}
