'use client'

import { useActionState, useEffect, useRef } from 'react'

import { CheckboxField, SubmitButton, TextField } from '@/lib/forms/fields'
import { firstInOrder } from '@/lib/forms/errors'

import { authoriseSandboxFlow } from './actions'
import { SANDBOX_FIELD_ORDER, type SandboxFormState } from './schema'

const initial: SandboxFormState = { errors: {}, values: {} }

/** The bank-details form; it posts without JavaScript too, and focuses the first field with a message. */
export function SandboxForm({ flowId }: { flowId: string }) {
  const [state, action, pending] = useActionState(authoriseSandboxFlow, initial)
  const form = useRef<HTMLFormElement>(null)
  useEffect(() => {
    const first = firstInOrder(SANDBOX_FIELD_ORDER, state.errors)
    if (first) form.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus()
  }, [state])
  const { errors, values } = state
  return (
    <form ref={form} action={action} noValidate className="flex flex-col gap-5" aria-label="Bank details">
      {errors._ ? (
        <p role="alert" className="border border-red-700 p-3 text-sm text-red-700">
          {errors._}
        </p>
      ) : null}
      <input type="hidden" name="flowId" value={flowId} />
      <TextField id="dd-holder" name="accountHolder" label="Account holder name" autoComplete="name" defaultValue={values.accountHolder} error={errors.accountHolder} />
      <TextField id="dd-sort" name="sortCode" label="Sort code" inputMode="numeric" autoComplete="off" placeholder="20-00-00" defaultValue={values.sortCode} error={errors.sortCode} />
      <TextField id="dd-account" name="accountNumber" label="Account number" inputMode="numeric" autoComplete="off" defaultValue={values.accountNumber} error={errors.accountNumber} />
      <CheckboxField id="dd-authorised" name="authorised" label="I am the account holder and can authorise Direct Debits on this account on my own" defaultChecked={values.authorised === 'on'} error={errors.authorised} />
      <SubmitButton pending={pending}>Set up Direct Debit</SubmitButton>
    </form>
  )
}
