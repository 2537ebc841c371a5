'use server'

import { redirect } from 'next/navigation'

import { checkoutSandbox } from '@/integrations/payment/port'
import { fieldErrors } from '@/lib/forms/errors'
import { typedValues } from '@/lib/forms/form-values'
import { getPayloadClient } from '@/model/payload-client'

import { sandboxCardSchema, type CardFormState } from './schema'

/** Takes the (test) card and returns the buyer to the club, as Checkout does; a declined card stays here to try another. */
export async function payAtSandbox(_state: CardFormState, formData: FormData): Promise<CardFormState> {
  const sessionId = String(formData.get('sessionId') ?? '')
  // The card's digits are never echoed back into the page.
  const values = { ...typedValues(formData), cardNumber: '', cvc: '' }
  const parsed = sandboxCardSchema.safeParse(Object.fromEntries(formData))
  if (!parsed.success) return { errors: fieldErrors(parsed.error), values }
  const sandbox = checkoutSandbox(getPayloadClient)
  const result = sandbox ? await sandbox.pay(sessionId, { number: parsed.data.cardNumber }) : { ok: false as const, message: 'This checkout is not available.' }
  if (!result.ok) return { errors: { _: result.message }, values }
  redirect(result.session.successUrl)
}
