'use server'

import { headers } from 'next/headers'

import { fieldErrors } from '@/lib/forms/errors'
import { clientIp } from '@/lib/http/client-ip'
import { getPayloadClient } from '@/model/payload-client'

import { formValuesOf, stateForResult, type TicketFormState } from './form-state'
import { API_ERROR_MESSAGE } from './messages'
import { requestTickets } from './request.server'
import { ticketFormSchema } from './schema'

/**
 * The ticket form's server action, with or without JavaScript: the form's own checks, then the
 * request service, which checks the choice again against the stored event. Every answer is a
 * state the form renders; nothing here throws to the visitor.
 */
export async function ticketRequestAction(_previous: TicketFormState, formData: FormData): Promise<TicketFormState> {
  const values = formValuesOf(formData)
  const parsed = ticketFormSchema().safeParse(values)
  if (!parsed.success) return { status: 'invalid', errors: fieldErrors(parsed.error), values }
  const { request, idempotencyKey } = parsed.data
  try {
    const result = await requestTickets(await getPayloadClient(), values.slug, request, {
      idempotencyKey: idempotencyKey || undefined,
      ip: clientIp(await headers()),
    })
    return stateForResult(result, values, request)
  } catch (error) {
    console.error('Ticket request could not be sent:', error)
    return { status: 'failed', message: API_ERROR_MESSAGE, values }
  }
}
