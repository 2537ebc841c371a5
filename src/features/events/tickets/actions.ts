'use server'

import { randomUUID } from 'node:crypto'

import { headers } from 'next/headers'
import { redirect } from 'next/navigation'

import { fieldErrors } from '@/lib/forms/errors'
import { clientIp } from '@/lib/http/client-ip'
import { currentMember } from '@/model/member-identity'
import { getPayloadClient } from '@/model/payload-client'

import { formValuesOf, stateForResult, type TicketFormState } from './form-state'
import { API_ERROR_MESSAGE } from './messages'
import { buyTickets } from './orders/purchase.server'
import { ticketFormSchema } from './schema'

/**
 * The ticket form's server action, with or without JavaScript: the form's own checks, then the
 * purchase, which checks the choice again against the stored event and its stock, holds the
 * seats and sends the buyer to pay. Every failure is a state the form renders.
 */
export async function ticketOrderAction(_previous: TicketFormState, formData: FormData): Promise<TicketFormState> {
  const values = formValuesOf(formData)
  const parsed = ticketFormSchema().safeParse(values)
  if (!parsed.success) return { status: 'invalid', errors: fieldErrors(parsed.error), values }
  const { request, idempotencyKey } = parsed.data
  let checkoutUrl: string
  try {
    const member = await currentMember().catch(() => null)
    const result = await buyTickets(await getPayloadClient(), values.slug, request, {
      idempotencyKey: idempotencyKey || undefined,
      ip: clientIp(await headers()),
      memberId: member?.id,
    })
    if (!result.ok) {
      const state = stateForResult(result, values, request)
      // A purchase that failed made no order to come back to: trying again is a new purchase.
      return state.status === 'failed' && result.status !== 429 ? { ...state, values: { ...values, idempotencyKey: randomUUID() } } : state
    }
    checkoutUrl = result.checkoutUrl
  } catch (error) {
    console.error('Ticket order could not be made:', error)
    return { status: 'failed', message: API_ERROR_MESSAGE, values: { ...values, idempotencyKey: randomUUID() } }
  }
  // Outside the try: redirect() throws to do its work.
  redirect(checkoutUrl)
}
