'use client'

import { useActionState, useEffect, useRef, useState, type FormEvent } from 'react'
import type { core } from 'zod/mini'

import { fieldErrors, firstInOrder } from './errors'

export type ActionFormState = { errors: Record<string, string>; values: Record<string, string>; message?: string }

type Options<S extends ActionFormState> = {
  action: (previous: S, formData: FormData) => Promise<S>
  initial: S
  /** The fields in page order: the first with a message takes focus. */
  order: readonly string[]
  /** The schema the server action parses with; the browser checks it first and sends nothing that fails. */
  schema?: core.$ZodType
  /** A message's field to the control that takes its focus, where they differ (dateOfBirth: dobDay). */
  focusNames?: Record<string, string>
}

/**
 * A form posted to a server action (with JavaScript or without), for forms that do not need
 * react-hook-form's field-by-field checks: the funnel's steps. The browser checks the same schema
 * before sending; the server's answer (messages, what was typed, a banner) comes back through
 * useActionState, which also serves the page when it was posted without JavaScript. Focus moves
 * to the first field with a message, or to the banner.
 */
export function useActionForm<S extends ActionFormState>({ action, initial, order, schema, focusNames }: Options<S>) {
  const [state, formAction, pending] = useActionState<S, FormData>(action as (previous: Awaited<S>, formData: FormData) => Promise<S>, initial as Awaited<S>)
  const [local, setLocal] = useState<{ errors: Record<string, string>; from: S } | null>(null)
  const formRef = useRef<HTMLFormElement>(null)
  // Messages from the browser's own check hold until the server answers again.
  const errors = local && local.from === state ? local.errors : state.errors

  useEffect(() => {
    focusFirst(formRef.current, order, state.errors, Boolean(state.message), focusNames)
  }, [state, order, focusNames])

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null
    // Buttons that do something else (find an address, remove a photo) are not the form's send.
    if (!schema || submitter?.formNoValidate || submitter?.name === 'intent') return
    const values = Object.fromEntries([...new FormData(event.currentTarget).entries()].filter(([, v]) => typeof v === 'string'))
    // Through the schema's own standard interface: importing zod's parse here would put zod on the
    // steps that post without a schema (payment), 7 kB for nothing. An async schema is the server's to check.
    const checked = schema['~standard'].validate(values)
    if (checked instanceof Promise || !checked.issues) {
      setLocal(null)
      return
    }
    event.preventDefault()
    const found = fieldErrors(checked)
    setLocal({ errors: found, from: state })
    focusFirst(event.currentTarget, order, found, false, focusNames)
  }

  // After an action React resets the form's fields to their defaults; a <select> keeps the default
  // it was first rendered with, so fields keyed by what was posted start again from those values.
  const fieldsKey = JSON.stringify(state.values)
  return { state, errors, formAction, pending, formRef, onSubmit, fieldsKey }
}

function focusFirst(form: HTMLFormElement | null, order: readonly string[], errors: Record<string, string>, banner: boolean, names?: Record<string, string>) {
  if (!form) return
  const first = firstInOrder(order, errors)
  const target = first ? form.querySelector<HTMLElement>(`[name="${names?.[first] ?? first}"]`) : banner ? form.querySelector<HTMLElement>('[role="alert"]') : null
  target?.focus()
}
