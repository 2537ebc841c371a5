'use client'

import Link from 'next/link'
import { useEffect, useState } from 'react'

import { SubmitButton, TextField } from '@/lib/forms/fields'
import { FormBanner } from '@/lib/forms/fields/FormBanner'
import { useActionForm } from '@/lib/forms/useActionForm'
import { LogoutForm } from '@/lib/session/LogoutForm'
import { safeNextPath } from '@/lib/paths/next-path'
import { useSessionUser } from '@/lib/session/useSessionUser'

import { signInAction } from '../actions'
import { IDLE_ACCOUNT_FORM } from '../form-state'
import { signInSchema } from '../schema'

const ORDER = ['email', 'password'] as const

type Props = { submitText: string; successLink: string; helpText?: string | null }

/**
 * The Login module's form (spec 000 section 2; 001 section 4, Session): e-mail and password,
 * checked by the same schema in the browser and on the server. Signed in, the member goes on to
 * the page that sent them here (?next=), or to the module's page after signing in.
 */
export function LoginForm({ submitText, successLink, helpText }: Props) {
  const { state, errors, formAction, pending, formRef, onSubmit, fieldsKey } = useActionForm({ action: signInAction, initial: IDLE_ACCOUNT_FORM, order: ORDER, schema: signInSchema })
  const user = useSessionUser()
  const [next, setNext] = useState('')
  useEffect(() => setNext(safeNextPath(new URLSearchParams(window.location.search).get('next'), '')), [])
  if (user) {
    return (
      <div role="status" className="flex flex-col gap-4 border border-current/20 p-6">
        <p>
          You are signed in as <strong>{user.name}</strong>.
        </p>
        <div className="flex flex-wrap gap-3">
          <Link href={next || successLink || '/'} className="btn btn-dark min-h-11">
            CONTINUE
          </Link>
          <LogoutForm label="LOG OUT" className="btn btn-outline min-h-11" />
        </div>
      </div>
    )
  }
  return (
    <form ref={formRef} action={formAction} onSubmit={onSubmit} noValidate aria-label="Member login" className="flex flex-col gap-5">
      <FormBanner message={state.message} />
      <input type="hidden" name="successLink" value={successLink} />
      {next ? <input type="hidden" name="next" value={next} /> : null}
      <div key={fieldsKey} className="contents">
        <TextField id="login-email" name="email" type="email" label="E-mail" autoComplete="username" inputMode="email" maxLength={254} defaultValue={state.values.email} error={errors.email} />
        <TextField id="login-password" name="password" type="password" label="Password" autoComplete="current-password" maxLength={1024} error={errors.password} />
      </div>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <SubmitButton pending={pending}>{submitText}</SubmitButton>
        <Link href="/account/forgot-password" className="underline underline-offset-4">
          Forgotten your password?
        </Link>
      </div>
      <p className="text-sm">
        Not a member yet?{' '}
        <Link href="/membership-application" className="underline underline-offset-4">
          Apply for membership
        </Link>{' '}
        or{' '}
        <Link href="/membership/book-a-tour" className="underline underline-offset-4">
          book a tour
        </Link>
        .
      </p>
      {helpText ? <p className="text-sm">{helpText}</p> : null}
    </form>
  )
}
