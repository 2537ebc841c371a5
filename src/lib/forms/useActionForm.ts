'use client'

import { useActionState, useEffect, useRef, useState, type FormEvent } from 'react'
import type { core } from 'zod/mini'

import { fieldErrors, firstInOrder } from './errors'
import { useFormPermalink } from './useFormPermalink'

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
  /** The query the page needs to draw this form again after a post without JavaScript (edit=true). */
  query?: string
}

/**
 * A form posted to a server action (with JavaScript or without), for forms checked when sent
 * rather than field by field (that is useSchemaForm): the funnel's steps. The browser checks the same schema
 * before sending; the server's answer (messages, what was typed, a banner) comes back through
 * useActionState, which also serves the page when it was posted without JavaScript. Focus moves
 * to the first field with a message, or to the banner.
 */
export function useActionForm<S extends ActionFormState>({ action, initial, order, schema, focusNames, query }: Options<S>) {
  // Without JavaScript the form posts to its page's own address, written as its action.
  const permalink = useFormPermalink(query)
  const [state, formAction, pending] = useActionState<S, FormData>(action as (previous: Awaited<S>, formData: FormData) => Promise<S>, initial as Awaited<S>, permalink)
  const [local, setLocal] = useState<{ errors: Record<string, string>; values: Record<string, string>; from: S } | null>(null)
  const formRef = useRef<HTMLFormElement>(null)
  // Messages from the browser's own check hold until the server answers again.
  const mine = local && local.from === state ? local : null
  const errors = mine ? mine.errors : state.errors
  // What the fields held when their messages were given.
  const values = mine ? mine.values : state.values
  const shown = useRef({ errors, values, state })
  useEffect(() => {
    shown.current = { errors, values, state }
  })

  // Leaving a field that has a message after changing it checks it again: a mended field loses its
  // message then, not at the next send. Fields without a message get none until the form is sent.
  useEffect(() => {
    const form = formRef.current
    if (!form || !schema) return
    const recheck = (event: FocusEvent) => {
      const name = (event.target as { name?: unknown }).name
      if (typeof name !== 'string' || !name) return
      const key = Object.entries(focusNames ?? {}).find(([, control]) => control === name)?.[0] ?? name
      const { errors: now, values: before, state: from } = shown.current
      const values = valuesOf(form)
      if (!now[key] || values[name] === before[name]) return
      const checked = schema['~standard'].validate(values)
      if (checked instanceof Promise) return
      const found = checked.issues ? fieldErrors(checked) : {}
      if (found[key] === now[key]) return
      const { [key]: _old, ...rest } = now
      setLocal({ errors: found[key] ? { ...rest, [key]: found[key] } : rest, values, from })
    }
    form.addEventListener('focusout', recheck)
    return () => form.removeEventListener('focusout', recheck)
    // Again after each answer: a form keyed by what was posted is a new element.
  }, [schema, focusNames, state])

  useEffect(() => {
    focusFirst(formRef.current, order, state.errors, Boolean(state.message), focusNames)
  }, [state, order, focusNames])

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null
    // Buttons that do something else (find an address, remove a photo) are not the form's send.
    if (!schema || submitter?.formNoValidate || submitter?.name === 'intent') return
    const values = valuesOf(event.currentTarget)
    // Through the schema's own standard interface: importing zod's parse here would put zod on the
    // steps that post without a schema (payment), 7 kB for nothing. An async schema is the server's to check.
    const checked = schema['~standard'].validate(values)
    if (checked instanceof Promise || !checked.issues) {
      setLocal(null)
      return
    }
    event.preventDefault()
    const found = fieldErrors(checked)
    setLocal({ errors: found, values, from: state })
    focusFirst(event.currentTarget, order, found, false, focusNames)
  }

  // After an action React resets the form's fields to their defaults; a <select> keeps the default
  // it was first rendered with, so fields keyed by what was posted start again from those values.
  const fieldsKey = JSON.stringify(state.values)
  return { state, errors, formAction, pending, formRef, onSubmit, fieldsKey }
}

const valuesOf = (form: HTMLFormElement): Record<string, string> =>
  Object.fromEntries([...new FormData(form).entries()].filter((entry): entry is [string, string] => typeof entry[1] === 'string'))

function focusFirst(form: HTMLFormElement | null, order: readonly string[], errors: Record<string, string>, banner: boolean, names?: Record<string, string>) {
  if (!form) return
  const first = firstInOrder(order, errors)
  const target = first ? form.querySelector<HTMLElement>(`[name="${names?.[first] ?? first}"]`) : banner ? form.querySelector<HTMLElement>('[role="alert"]') : null
  target?.focus()
}
