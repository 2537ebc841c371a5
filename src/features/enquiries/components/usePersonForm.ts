'use client'

import { startTransition, useActionState, useEffect, useEffectEvent, useId, useMemo, useRef, type ChangeEvent, type FocusEvent } from 'react'
import type { core } from 'zod/mini'

import { useFormPermalink } from '@/lib/forms/useFormPermalink'
import { daysInMonth } from '@/lib/forms/dates'
import { fieldId, useIdempotencyKey } from '@/lib/forms/fields'
import { useHydrated } from '@/lib/forms/useHydrated'
import { serverErrors, useSchemaForm } from '@/lib/forms/useSchemaForm'

import { mobileTypingError, nameTypingError } from '../rules'
import { controlIdFor } from './control-ids'
import { firstInvalid, IDLE, type FormState } from './form-state'

type Action = (previous: FormState, formData: FormData) => Promise<FormState>
type Values = Record<string, string | boolean | undefined>

/** Fields checked character by character while typing, before they have been left once (spec 001 section 5). */
const TYPING_RULES: Record<string, (value: string) => string | undefined> = {
  firstName: nameTypingError,
  lastName: nameTypingError,
  mobileNumber: mobileTypingError,
}

type DatePart = 'dobDay' | 'dobMonth' | 'dobYear'

/**
 * One form's state for the tour and enquiry forms: the kit's schema form checks with the same zod schema the
 * server action uses, and the action's answer (field messages, a failure, success) comes back through
 * useActionState, which also serves the form when it posts without JavaScript.
 */
export function usePersonForm({
  schema,
  action,
  defaults,
  initialState = IDLE,
  anchored = false,
  query,
}: {
  schema: core.$ZodType
  action: Action
  defaults: Values
  /** The state to start from; after a post without JavaScript, Next supplies the action's answer itself. */
  initialState?: FormState
  /**
   * Without JavaScript, post to this form's own anchor on the page (`#formId`, given to the form's
   * box by its component): for a form whose answer shows in place and that may share its page with
   * others of its kind, each of which must get only its own answer. A form whose success leaves the
   * page (the tour form) posts to the page itself: a redirect would carry the anchor along.
   */
  anchored?: boolean
  /** The query the page needs to draw this form again (/book-a-tour's membership=). */
  query?: string
}) {
  const formId = `form${useId().replace(/[^\w-]/g, '')}`
  // React writes the permalink as the form's action (never action="", which HTML does not allow).
  const page = useFormPermalink(query)
  // An anchored form keeps React's own matching (no permalink, so action=""): its anchor comes from
  // useId, which the pre-built page and the page answering a post without JavaScript did not give
  // alike, so the answer never reached its form. None of the validated page types holds one.
  const [state, formAction, pending] = useActionState(action, initialState, anchored ? undefined : page)
  const formRef = useRef<HTMLFormElement>(null)
  const hydrated = useHydrated()
  const { keyFor, renew } = useIdempotencyKey()

  const echoed = state.status === 'error' ? state.values : undefined
  const fromServer = useMemo(() => (state.status === 'error' ? serverErrors(state.errors) : undefined), [state])
  // The schema's input is every field the forms post; its output (the API payload) is the action's business.
  const form = useSchemaForm(schema as core.$ZodType<unknown, Values>, {
    // Messages on leaving a field; after a first message, or after sending, while typing too.
    mode: 'onBlur',
    reValidateMode: 'onChange',
    // Focus follows the page's field order, including the date of birth group, below.
    shouldFocusError: false,
    defaultValues: { ...defaults, ...echoed },
    errors: fromServer,
  })
  const { errors, isSubmitted } = form.formState

  const focusField = (name: string | undefined) => {
    if (name) document.getElementById(controlIdFor(formId, name))?.focus()
  }

  // Only a new answer from the server moves focus: an effect event, so the effect hangs on [state] alone.
  const onAnswer = useEffectEvent((answer: FormState) => {
    if (answer.status === 'success') renew()
    if (answer.status !== 'error') return
    if (answer.failure?.status === 422) renew()
    focusField(firstInvalid(answer.errors))
  })
  useEffect(() => onAnswer(state), [state])

  /** After a change: show INVALID while typing, or re-check a field that already shows a message. */
  const afterChange = (name: string, value: string) => {
    if (isSubmitted) return // react-hook-form re-checks every change after a send
    const current = form.getFieldState(name).error
    if (current && current.type !== 'typing') return void form.trigger(name)
    const message = TYPING_RULES[name]?.(value)
    if (message) form.setError(name, { type: 'typing', message })
    else if (current) form.clearErrors(name)
  }

  const text = (value: unknown) => (typeof value === 'string' ? value : undefined)
  const initial = (name: string) => text(echoed?.[name] ?? defaults[name])
  const errorFor = (name: string): string | undefined => text(errors[name]?.message)
  /** Without JavaScript the page comes back from the server: its first invalid field takes focus. */
  const autoFocusName = !hydrated && state.status === 'error' ? firstInvalid(state.errors) : undefined

  /** The props of a registered text input or select. */
  const field = (name: string) => ({
    ...form.register(name, { onChange: (e: ChangeEvent<HTMLInputElement>) => afterChange(name, e.target.value) }),
    id: fieldId(formId, name),
    defaultValue: initial(name),
    autoFocus: autoFocusName === name || undefined,
    error: errorFor(name),
  })

  const checkbox = (name: string) => {
    const { defaultValue: _unused, ...rest } = field(name)
    const posted = echoed ? echoed[name] === 'on' || echoed[name] === 'true' : defaults[name] === true
    return { ...rest, defaultChecked: posted }
  }

  /** Date of birth: three selects checked as one field, whose day list follows the month and year. */
  const dateOfBirth = () => {
    const [month, year] = form.watch(['dobMonth', 'dobYear']).map(text)
    const recheck = () => {
      if (isSubmitted || form.getFieldState('dateOfBirth').error) void form.trigger('dateOfBirth')
    }
    const part = (name: DatePart) => ({
      ...form.register(name, {
        onChange: () => {
          if (name !== 'dobDay') {
            const [m, y] = [Number(form.getValues('dobMonth')), Number(form.getValues('dobYear'))]
            const day = Number(form.getValues('dobDay'))
            if (m && day > daysInMonth(m, y || undefined)) form.setValue('dobDay', '')
          }
          recheck()
        },
      }),
      defaultValue: initial(name),
      autoFocus: (name === 'dobDay' && autoFocusName === 'dateOfBirth') || undefined,
    })
    return {
      id: fieldId(formId, 'dateOfBirth'),
      month,
      year,
      day: part('dobDay'),
      monthSelect: part('dobMonth'),
      yearSelect: part('dobYear'),
      error: errorFor('dateOfBirth'),
      /** Leaving the group, not moving between its selects, checks it. */
      onBlur: (e: FocusEvent<HTMLElement>) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) void form.trigger('dateOfBirth')
      },
    }
  }

  const onSubmit = form.handleSubmit(
    () => {
      const data = new FormData(formRef.current!)
      data.set('idempotencyKey', keyFor(data))
      startTransition(() => formAction(data))
    },
    (invalid) => focusField(firstInvalid(invalid)),
  )

  const hasErrors = Object.keys(errors).length > 0

  return {
    form,
    formId,
    hydrated,
    formRef,
    state,
    formAction,
    pending,
    onSubmit,
    field,
    checkbox,
    dateOfBirth,
    errorFor,
    initial,
    autoFocusName,
    /** Send is disabled while a message shows; never in the server's page, which must post without JavaScript. */
    sendDisabled: hydrated && hasErrors,
    echoed,
  }
}

export type PersonForm = ReturnType<typeof usePersonForm>
