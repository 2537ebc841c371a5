import { createHmac } from 'node:crypto'

import { getEnv } from '@/lib/env'
import { resolvePayloadSecret } from '@/lib/secret'

/**
 * An order's key (its capability): the HMAC of its reference under the app's secret, so a repeat
 * of the purchase, the provider's return and the confirmation e-mail all carry the same key
 * without it being stored; only its hash is kept, and erasing the order's buyer removes that.
 */
export const orderKeyOf = (reference: string): string =>
  createHmac('sha256', resolvePayloadSecret(getEnv())).update(`ticket-order:${reference}`).digest('base64url')

/** The order's own page: the provider sends the buyer back here, and the confirmation e-mail links to it. */
export const orderUrlOf = (slug: string, reference: string): string =>
  `${getEnv().serverUrl}/event-tickets/${encodeURIComponent(slug)}/order/${encodeURIComponent(reference)}?key=${encodeURIComponent(orderKeyOf(reference))}`
