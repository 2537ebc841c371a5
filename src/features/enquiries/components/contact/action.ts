'use server'

import { headers } from 'next/headers'

import { fieldErrors } from '@/lib/forms/errors'
import { clientIp } from '@/lib/http/client-ip'
import { contactFormSchema } from '../../form-schema'
import { submitEnquiry } from '../../submit.server'
import { contactValues, stateFromOutcome, type ContactFormState } from './state'

/**
 * The office enquiry and event contact form: checked with the same schema as in the browser, then
 * stored through the submission service. Used with and without JavaScript, so every answer is a
 * state the form can render; nothing here throws to the visitor.
 */
export async function contactFormAction(_previous: ContactFormState, formData: FormData): Promise<ContactFormState> {
  const raw: Record<string, string> = {}
  for (const [name, value] of formData.entries()) {
    // React's own fields ($ACTION_…) and anything not text are not the visitor's.
    if (typeof value === 'string' && !name.startsWith('$')) raw[name] = value
  }
  const values = contactValues(raw)
  const parsed = contactFormSchema.safeParse(raw)
  if (!parsed.success) return stateFromOutcome({ ok: false, status: 400, errors: fieldErrors(parsed.error) }, values)
  try {
    const { input, idempotencyKey, honeypot } = parsed.data
    const result = await submitEnquiry(input, {
      source: 'enquiry-form',
      ip: clientIp(await headers()),
      idempotencyKey: idempotencyKey || undefined,
      honeypot,
    })
    return stateFromOutcome(result, values)
  } catch (error) {
    console.error('Contact enquiry could not be submitted:', error)
    return stateFromOutcome({ ok: false, status: 503, message: '' }, values)
  }
}
