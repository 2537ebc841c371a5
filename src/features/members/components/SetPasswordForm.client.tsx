'use client'

import Link from 'next/link'

import { MIN_PASSWORD_LENGTH } from '@/lib/auth/password-length'
import { SubmitButton, TextField } from '@/lib/forms/fields'
import { FormBanner } from '@/lib/forms/fields/FormBanner'
import { useActionForm } from '@/lib/forms/useActionForm'

import { setPasswordAction } from '../actions'
import { IDLE_ACCOUNT_FORM } from '../form-state'

const ORDER = ['password', 'confirm'] as const

/**
 * The e-mailed link's form: a password (the staff rule: at least 12 characters, not a common one),
 * typed twice. The rule itself is checked by the server, which holds the list of common passwords.
 */
export function SetPasswordForm({ token, email }: { token: string; email: string }) {
  const { state, errors, formAction, pending, formRef, onSubmit } = useActionForm({ action: setPasswordAction, initial: IDLE_ACCOUNT_FORM, order: ORDER, query: `token=${encodeURIComponent(token)}` })
  if (state.linkUsed) return <SpentLink />
  return (
    <form ref={formRef} action={formAction} onSubmit={onSubmit} noValidate aria-label="Choose your password" className="flex flex-col gap-5">
      <FormBanner message={state.message} />
      <input type="hidden" name="token" value={token} />
      {/* Password managers file the new password under the account's address. */}
      <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
      <p id="password-rule" className="text-sm">
        Use at least {MIN_PASSWORD_LENGTH} characters. A few words you will remember make a strong password; very common passwords are refused.
      </p>
      <TextField
        id="set-password"
        name="password"
        type="password"
        label="New password"
        autoComplete="new-password"
        maxLength={1024}
        aria-describedby="password-rule"
        error={errors.password}
      />
      <TextField id="set-confirm" name="confirm" type="password" label="New password again" autoComplete="new-password" maxLength={1024} error={errors.confirm} />
      <SubmitButton pending={pending}>SET PASSWORD AND SIGN IN</SubmitButton>
    </form>
  )
}

export function SpentLink() {
  return (
    <div role="alert" className="flex flex-col gap-4 border border-black p-6">
      <p>This link has expired or has already been used. Each link works once; a newer one replaces it.</p>
      <p>
        <Link href="/account/forgot-password" className="btn btn-dark min-h-11">
          SEND ME A NEW LINK
        </Link>
      </p>
    </div>
  )
}
