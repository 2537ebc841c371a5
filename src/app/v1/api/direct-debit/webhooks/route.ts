import { applyDirectDebitEvents } from '@/features/application/webhooks.server'
import { applyDuesEvents } from '@/features/dues/events.server'
import { getDirectDebitPort, InvalidWebhookSignature } from '@/integrations/direct-debit/port'
import { guarded } from '@/lib/http/json-endpoint'
import { getPayloadClient } from '@/model/payload-client'

export const dynamic = 'force-dynamic'

/** GoCardless sends at most a few hundred events a webhook; this is far above that. */
const MAX_BODY_BYTES = 1024 * 1024

/**
 * POST /v1/api/direct-debit/webhooks: the direct-debit provider's events (GoCardless, or the local
 * sandbox signing the same way). The signature is checked on the raw body before anything is read:
 * a bad one is 498, as GoCardless's guide asks. Each event applies once; the answer is 204 whether
 * an event changed a lead or dues or was one this app does not act on, so the provider stops retrying.
 */
export function POST(request: Request): Promise<Response> {
  return guarded(async () => {
    if (Number(request.headers.get('content-length') ?? 0) > MAX_BODY_BYTES) return Response.json({ message: 'Too large.' }, { status: 413 })
    const raw = await request.text()
    if (Buffer.byteLength(raw) > MAX_BODY_BYTES) return Response.json({ message: 'Too large.' }, { status: 413 })
    const port = getDirectDebitPort(getPayloadClient)
    let events
    try {
      events = port.parseWebhook(raw, request.headers.get('webhook-signature'))
    } catch (error) {
      if (error instanceof InvalidWebhookSignature) return Response.json({ message: 'Invalid signature.' }, { status: 498 })
      if (error instanceof SyntaxError) return Response.json({ message: 'The body is not valid JSON.' }, { status: 400 })
      throw error
    }
    const payload = await getPayloadClient()
    // The applications' mandates, then the members' dues: each keeps its own record of the events it applied.
    await applyDirectDebitEvents(payload, events, (id) => port.getMandate(id))
    await applyDuesEvents(payload, events, port)
    return new Response(null, { status: 204 })
  })
}
