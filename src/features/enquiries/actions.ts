'use server'

import { cookies, headers } from 'next/headers'
import { redirect } from 'next/navigation'

import { fieldErrors } from '@/lib/forms/errors'
import { typedValues } from '@/lib/forms/form-values'
import { clientIp } from '@/lib/http/client-ip'

import { completePath, FIELD_ORDER, stateFor, type FormState } from './components/form-state'
import { enquiryFormSchema, tourFormSchema } from './form-schema'
import { submitEnquiry, submitTour, type SubmitResult } from './submit.server'
import { clubCookieValue, clubOfLocation, TOUR_CLUB_COOKIE, TOUR_CLUB_MAX_AGE_S } from './tour-next'

/**
 * The tour and membership enquiry forms' server actions. A form posts here natively without
 * JavaScript, or through the same action from the browser after checking itself with the same schema.
 */

async function send(run: (ip: string) => Promise<SubmitResult>): Promise<SubmitResult> {
  try {
    return await run(clientIp(await headers()))
  } catch (error) {
    // The service answers failures itself; anything it throws still reaches the visitor as "please try again".
    console.error('Form submission failed:', error)
    return { ok: false, status: 503, message: 'Service unavailable' }
  }
}

export async function tourFormAction(_previous: FormState, formData: FormData): Promise<FormState> {
  const values = typedValues(formData)
  const parsed = tourFormSchema.safeParse(values)
  if (!parsed.success) return { status: 'error', errors: fieldErrors(parsed.error), values }
  const { payload, idempotencyKey, honeypot } = parsed.data
  const result = await send((ip) => submitTour(payload, { source: 'tour-form', ip, idempotencyKey, honeypot }))
  const state = stateFor(result, values, FIELD_ORDER)
  if (state.status !== 'success') return state
  // The thank-you page links to the club chosen (issue 17); the cookie tells it which.
  const club = clubOfLocation(values.locationId)
  const jar = await cookies()
  if (club) jar.set(TOUR_CLUB_COOKIE, clubCookieValue(club), { maxAge: TOUR_CLUB_MAX_AGE_S, path: '/', sameSite: 'lax', httpOnly: true })
  else jar.delete(TOUR_CLUB_COOKIE)
  // Outside any try: redirect() works by throwing. The next page is a new page, so the form starts empty.
  redirect(completePath(values.completeLink))
}

export async function enquiryFormAction(_previous: FormState, formData: FormData): Promise<FormState> {
  const values = typedValues(formData)
  const parsed = enquiryFormSchema.safeParse(values)
  if (!parsed.success) return { status: 'error', errors: fieldErrors(parsed.error), values }
  const { input, idempotencyKey, honeypot } = parsed.data
  const result = await send((ip) => submitEnquiry(input, { source: 'enquiry-form', ip, idempotencyKey, honeypot }))
  const state = stateFor(result, values, FIELD_ORDER)
  // The thanks link to the club chosen, also when the page was posted without JavaScript.
  return state.status === 'success' ? { ...state, locationId: values.locationId } : state
}
