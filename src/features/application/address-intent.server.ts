import 'server-only'

import { headers } from 'next/headers'

import { findAddresses } from '@/integrations/postcodes/lookup.server'
import { clientIp } from '@/lib/http/client-ip'
import { getPayloadClient } from '@/model/payload-client'

import { APPLICATION_MESSAGES } from './schema'
import type { StepState } from './step-state'

/**
 * The address fields' own buttons (AddressFields): find the postcode's addresses, use the one
 * picked, or type it by hand. Answers the step's new state, or null when the post is the step's
 * send (then the picked address, if any, fills the fields: without JavaScript an applicant may
 * choose and press NEXT straight away).
 */
export async function addressIntent(formData: FormData, values: Record<string, string>): Promise<StepState | null> {
  const intent = formData.get('intent')
  if (intent === 'find') {
    const found = await findAddresses(await getPayloadClient(), values.postcode ?? '', clientIp(await headers()))
    if (!found.ok) {
      const message =
        found.reason === 'invalid' ? APPLICATION_MESSAGES.postcodeInvalid : found.reason === 'limited' ? APPLICATION_MESSAGES.lookupLimited : APPLICATION_MESSAGES.lookupUnavailable
      return { errors: { postcode: message }, values, lookup: { addresses: [] } }
    }
    if (!found.addresses.length) return { errors: { postcode: APPLICATION_MESSAGES.postcodeNotFound }, values, lookup: { addresses: [] } }
    return { errors: {}, values: { ...values, postcode: found.postcode }, lookup: { addresses: found.addresses } }
  }
  if (intent === 'manual') return { errors: {}, values, manual: true }
  if (intent === 'pick') {
    const chosen = parsePicked(values.pick)
    return { errors: {}, values: chosen ? { ...values, ...chosen } : values, manual: true }
  }
  const picked = !values.addressLine1?.trim() ? parsePicked(values.pick) : null
  if (picked) Object.assign(values, picked)
  return null
}

function parsePicked(value: string | undefined): Record<string, string> | null {
  try {
    const a = JSON.parse(value ?? '') as Record<string, unknown>
    const str = (k: string) => (typeof a[k] === 'string' ? (a[k] as string) : '')
    return { addressLine1: str('line_1'), addressLine2: str('line_2'), town: str('post_town'), county: str('county'), postcode: str('postcode') }
  } catch {
    return null
  }
}
