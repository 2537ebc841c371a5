'use client'

import { SubmitButton } from '@/lib/forms/fields'
import { useActionForm } from '@/lib/forms/useActionForm'

import { paymentAction } from '../actions'
import { IDLE_STEP } from '../step-state'
import { FormBanner } from '@/lib/forms/fields/FormBanner'

const NO_FIELDS: readonly string[] = []

/**
 * Sends the applicant to the Direct Debit provider's page. `attempt` is made when the page is
 * rendered, so the same click sent twice starts one setup, and a new visit a new one.
 */
export function PaymentForm({ attempt, label }: { attempt: string; label: string }) {
  const { state, formAction, pending, formRef } = useActionForm({ action: paymentAction, initial: IDLE_STEP, order: NO_FIELDS })
  return (
    <form ref={formRef} action={formAction} aria-label="Set up Direct Debit" className="flex flex-col gap-4">
      <FormBanner message={state.message} />
      <input type="hidden" name="attempt" value={attempt} />
      <SubmitButton pending={pending} className="btn btn-dark inline-flex items-center justify-center gap-3 self-start disabled:opacity-60">
        {label}
      </SubmitButton>
    </form>
  )
}
