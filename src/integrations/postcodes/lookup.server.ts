import 'server-only'

import type { Payload } from 'payload'

import { hitRateLimit, type RateRule } from '@/lib/http/rate-limit'

import { getPostcodePort, normalisePostcode, PostcodeLookupError, type PostcodeAddress } from './port'

/**
 * Each lookup costs the club a credit at the vendor, so one address gets a generous but finite
 * number: an applicant tries a few postcodes, a script trying thousands is stopped.
 */
export const POSTCODE_LOOKUP_RULE: RateRule = { name: 'postcode-lookup', limit: 60, windowMs: 10 * 60 * 1000 }

export type LookupResult =
  | { ok: true; postcode: string; addresses: PostcodeAddress[] }
  | { ok: false; reason: 'invalid' }
  | { ok: false; reason: 'limited'; retryAfterSeconds: number }
  | { ok: false; reason: 'unavailable' }

/** The addresses at a postcode for the address steps and GET /v1/api/postcodes/{postcode}. */
export async function findAddresses(payload: Payload, input: string, ip: string): Promise<LookupResult> {
  const postcode = normalisePostcode(input)
  if (!postcode) return { ok: false, reason: 'invalid' }
  const verdict = await hitRateLimit(payload, POSTCODE_LOOKUP_RULE, ip)
  if (!verdict.allowed) return { ok: false, reason: 'limited', retryAfterSeconds: verdict.retryAfterSeconds }
  try {
    return { ok: true, postcode, addresses: await getPostcodePort().find(postcode) }
  } catch (error) {
    if (!(error instanceof PostcodeLookupError)) throw error
    console.error(error.message, error.cause ?? '')
    return { ok: false, reason: 'unavailable' }
  }
}
