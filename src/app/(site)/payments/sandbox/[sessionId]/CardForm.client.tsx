'use client'

import { useActionState, useEffect, useRef } from 'react'

import { firstInOrder } from '@/lib/forms/errors'
import { SubmitButton, TextField } from '@/lib/forms/fields'

import { payAtSandbox } from './actions'
import { CARD_FIELD_ORDER, type CardFormState } from './schema'

const initial: CardFormState = { errors: {}, values: {} }

/** The card form; it posts without JavaScript too, and focuses the bank's answer or the first field with a message. */
export function CardForm({ sessionId, amount }: { sessionId: string; amount: string }) {
  const [state, action, pending] = useActionState(payAtSandbox, initial)
  const form = useRef<HTMLFormElement>(null)
  useEffect(() => {
    if (state.errors._) return void form.current?.querySelector<HTMLElement>('[data-card-error]')?.focus()
    const first = firstInOrder(CARD_FIELD_ORDER, state.errors)
    if (first) form.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus()
  }, [state])
  const { errors, values } = state
  return (
    <form ref={form} action={action} noValidate className="flex flex-col gap-5" aria-label="Card details">
      {errors._ ? (
        <p role="alert" tabIndex={-1} data-card-error="" className="border border-red-700 p-3 text-sm text-red-700">
          {errors._}
        </p>
      ) : null}
      <input type="hidden" name="sessionId" value={sessionId} />
      <TextField id="card-number" name="cardNumber" label="Card number" inputMode="numeric" autoComplete="cc-number" placeholder="1234 1234 1234 1234" error={errors.cardNumber} />
      <div className="grid grid-cols-2 gap-4">
        <TextField id="card-expiry" name="expiry" label="Expiry (MM/YY)" inputMode="numeric" autoComplete="cc-exp" placeholder="MM/YY" defaultValue={values.expiry} error={errors.expiry} />
        <TextField id="card-cvc" name="cvc" label="CVC" inputMode="numeric" autoComplete="cc-csc" error={errors.cvc} />
      </div>
      <TextField id="card-name" name="cardholder" label="Name on card" autoComplete="cc-name" defaultValue={values.cardholder} error={errors.cardholder} />
      <SubmitButton pending={pending}>Pay {amount}</SubmitButton>
    </form>
  )
}
