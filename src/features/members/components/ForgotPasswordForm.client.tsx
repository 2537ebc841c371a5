'use client'

import { SubmitButton, TextField } from '@/lib/forms/fields'
import { FormBanner } from '@/lib/forms/fields/FormBanner'
import { useActionForm } from '@/lib/forms/useActionForm'

import { forgotPasswordAction } from '../actions'
import { IDLE_ACCOUNT_FORM } from '../form-state'
import { ACCOUNT_MESSAGES, forgotSchema } from '../schema'

/** Forgotten password: the same answer whether or not the address has an account. */
export function ForgotPasswordForm() {
  const { state, errors, formAction, pending, formRef, onSubmit, fieldsKey } = useActionForm({ action: forgotPasswordAction, initial: IDLE_ACCOUNT_FORM, order: ['email'], schema: forgotSchema })
  if (state.sent) {
    return (
      <p role="status" className="border border-black p-4">
        {ACCOUNT_MESSAGES.resetSent}
      </p>
    )
  }
  return (
    <form ref={formRef} action={formAction} onSubmit={onSubmit} noValidate aria-label="Reset your password" className="flex flex-col gap-5">
      <FormBanner message={state.message} />
      <div key={fieldsKey} className="contents">
        <TextField id="forgot-email" name="email" type="email" label="E-mail" autoComplete="username" inputMode="email" maxLength={254} defaultValue={state.values.email} error={errors.email} />
      </div>
      <SubmitButton pending={pending}>SEND ME A LINK</SubmitButton>
    </form>
  )
}
