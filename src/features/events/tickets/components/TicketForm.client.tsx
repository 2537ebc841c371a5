'use client'

import { startTransition, useActionState, useEffect, useEffectEvent, useId, useMemo, useRef, type ReactNode } from 'react'
import type { z } from 'zod'

import { useFormPermalink } from '@/lib/forms/useFormPermalink'
import { errorIdFor, FieldError, fieldStyles, TextAreaField, TextField } from '@/lib/forms/fields'
import { useHydrated } from '@/lib/forms/useHydrated'
import { errorAt, useFieldValue, useSchemaForm, type SchemaFormErrors } from '@/lib/forms/useSchemaForm'

import { ticketOrderAction } from '../actions'
import { IDLE, PERSON_FIELDS, type TicketFormState } from '../form-state'
import { MESSAGE_MAX_LENGTH, TICKET_TEXTS } from '../messages'
import { formatPrice } from '../../price'
import { quantityChoices, runningTotal, type TicketItem } from '../rules'
import { ticketFormSchema } from '../schema'
import { TicketItemCard } from './TicketItemCard'

type Schema = ReturnType<typeof ticketFormSchema>
type Input = z.input<Schema>

export type TicketFormProps = {
  slug: string
  items: TicketItem[]
  /** Each item's picture by its index, rendered on the server (TicketPicture). */
  pictures?: Partial<Record<number, ReactNode>>
  /** A fresh UUID from the server render: posting twice (with or without JavaScript) makes one order. */
  idempotencyKey: string
  /** How long seats are held while the buyer pays (Settings > Tickets). */
  holdMinutes: number
  /** Where the form starts: idle, or the answer to a post (tests). */
  initialState?: TicketFormState
}

const LABELS = TICKET_TEXTS.labels

/**
 * The ticket selection and the buyer's details (spec 000 section 2, /event-tickets/{slug}). It
 * posts to a server action, which holds the seats and sends the buyer to pay, so it works without
 * JavaScript; with it, the same schema checks each field on leaving it and on sending, and the
 * total follows the quantities as they change.
 */
export function TicketForm({ slug, items, pictures = {}, idempotencyKey, holdMinutes, initialState = IDLE }: TicketFormProps) {
  // Without JavaScript the form posts to its page's own address, written as its action.
  const [state, formAction, pending] = useActionState(ticketOrderAction, initialState, useFormPermalink())
  const hydrated = useHydrated()
  const formId = `tickets${useId().replace(/[^\w-]/g, '')}`
  const formRef = useRef<HTMLFormElement>(null)
  const schema = useMemo(() => ticketFormSchema(items), [items])

  const echoed = state.status === 'invalid' || state.status === 'failed' ? state.values : undefined
  // The same submission keeps its key through corrections and retries; the page's next render brings a new one.
  const key = echoed?.idempotencyKey || idempotencyKey
  // The first ticket on sale starts at its minimum (most buyers want it); extras start at none.
  const firstOnSale = items.find((i) => !i.soldOut)?.index
  const initialQuantity = (item: TicketItem) => {
    const q = echoed?.quantities[item.index] ?? ''
    if (echoed) return quantityChoices(item).includes(Number(q)) && q !== '' ? q : '0'
    return item.index === firstOnSale ? String(item.min) : '0'
  }
  const form = useSchemaForm(schema, {
    mode: 'onBlur',
    reValidateMode: 'onChange',
    shouldFocusError: false,
    defaultValues: {
      fullName: echoed?.fullName ?? '',
      email: echoed?.email ?? '',
      phone: echoed?.phone ?? '',
      message: echoed?.message ?? '',
      quantities: items.map(initialQuantity),
      titles: items.map((item) => item.title),
      idempotencyKey: key,
    },
  })
  const { errors } = form.formState
  const quantities = useFieldValue(form, 'quantities')
  const total = runningTotal(
    items,
    (quantities ?? []).map((q) => Number(q) || 0),
  )

  const controlId = (name: string) => `${formId}-${name.replace('.', '-')}`
  /** Field order on the page: the first with a message takes focus. */
  const order = [...items.map((i) => `quantities.${i.index}`), 'tickets', ...PERSON_FIELDS]
  const focusFirst = (has: (name: string) => boolean) => {
    const name = order.find(has)
    if (!name) return
    document.getElementById(name === 'tickets' ? `${formId}-tickets` : controlId(name))?.focus()
  }

  // The server's answer: its messages join the browser's, and focus goes where it is needed.
  // Only a new answer from the server moves focus: an effect event, so the effect hangs on [state] alone.
  const onAnswer = useEffectEvent((answer: typeof state) => {
    if (answer.status === 'invalid') {
      for (const [name, message] of Object.entries(answer.errors)) form.setError(name as never, { type: 'server', message })
      focusFirst((name) => Boolean(answer.errors[name]))
    }
    if (answer.status === 'failed') document.getElementById(`${formId}-failure`)?.focus()
  })
  useEffect(() => onAnswer(state), [state])

  // Before hydration (and always without JavaScript) only the server's messages exist.
  const errorOf = (name: string): string | undefined =>
    errorAt(errors, name)?.message ?? (!hydrated && state.status === 'invalid' ? state.errors[name] : undefined)
  const firstServerError = !hydrated && state.status === 'invalid' ? order.find((n) => state.errors[n]) : undefined

  // Values are given to the markup too, so a page rendered without JavaScript shows what was sent.
  const field = (name: (typeof PERSON_FIELDS)[number]) => ({
    ...form.register(name),
    defaultValue: echoed?.[name] ?? '',
    id: controlId(name),
    error: errorOf(name),
    autoFocus: firstServerError === name || undefined,
  })

  const onQuantityChange = () => {
    const chosen = (form.getValues('quantities') ?? []).some((q) => Number(q) > 0)
    if (chosen) form.clearErrors('tickets' as never)
  }

  const send = () => {
    const data = new FormData(formRef.current!)
    startTransition(() => formAction(data))
  }
  const onInvalid = (invalid: SchemaFormErrors<Input>) => focusFirst((name) => Boolean(errorAt(invalid, name)))

  const ticketsError = errorOf('tickets')

  return (
    <form
      ref={formRef}
      action={formAction}
      onSubmit={form.handleSubmit(send, onInvalid)}
      noValidate
      aria-label={TICKET_TEXTS.heading}
      className="flex flex-col gap-10"
      data-ticket-form=""
    >
      <fieldset className="flex flex-col gap-4">
        {/* A heading inside the legend: the cards' h3 titles then sit under an h2, not straight under the page's h1. */}
        <legend className="mb-4">
          <h2 className="font-display text-2xl uppercase tracking-wide">{TICKET_TEXTS.ticketsLegend}</h2>
        </legend>
        <ul className="grid gap-6 tab:grid-cols-2">
          {items.map((item) => {
            const name = `quantities.${item.index}` as const
            const id = controlId(name)
            const error = errorOf(name)
            return (
              <li key={item.index}>
                <input type="hidden" name={`titles.${item.index}`} value={item.title} />
                <TicketItemCard item={item} picture={pictures[item.index]}>
                  <div className={fieldStyles.field}>
                    <label htmlFor={id} className={fieldStyles.label}>
                      Quantity<span className="sr-only"> of {item.title}</span>
                    </label>
                    <select
                      {...form.register(name, { onChange: onQuantityChange })}
                      defaultValue={initialQuantity(item)}
                      id={id}
                      className={`${fieldStyles.control} max-w-32`}
                      aria-invalid={error ? true : undefined}
                      aria-describedby={errorIdFor(id)}
                      autoFocus={firstServerError === name || undefined}
                    >
                      {quantityChoices(item).map((q) => (
                        <option key={q} value={String(q)}>
                          {q === 0 ? TICKET_TEXTS.none : q}
                        </option>
                      ))}
                    </select>
                    <FieldError id={errorIdFor(id)} message={error} />
                  </div>
                </TicketItemCard>
              </li>
            )
          })}
        </ul>
        <p className="flex items-baseline justify-between border-t border-ink pt-4 text-lg" aria-live="polite" aria-atomic="true">
          <span>{TICKET_TEXTS.total}</span>
          <strong data-ticket-total="">{formatPrice(total)}</strong>
        </p>
        <p id={`${formId}-tickets`} tabIndex={-1} className={fieldStyles.error} role={ticketsError ? 'alert' : undefined}>
          {ticketsError ?? ''}
        </p>
      </fieldset>

      <fieldset className="flex max-w-xl flex-col gap-5">
        <legend className="mb-4 font-display text-2xl uppercase tracking-wide">{TICKET_TEXTS.detailsLegend}</legend>
        <TextField label={LABELS.fullName} autoComplete="name" maxLength={200} {...field('fullName')} />
        <TextField label={LABELS.email} type="email" inputMode="email" autoComplete="email" maxLength={320} {...field('email')} />
        <TextField label={LABELS.phone} type="tel" inputMode="tel" autoComplete="tel" maxLength={40} {...field('phone')} />
        <TextAreaField optional label={LABELS.message} maxLength={MESSAGE_MAX_LENGTH} {...field('message')} />
      </fieldset>

      <input type="hidden" name="slug" value={slug} />
      <input type="hidden" name="idempotencyKey" value={key} />

      <div className="flex max-w-xl flex-col gap-5">
        <p className="border-l-4 border-gold bg-stone px-4 py-3 text-sm leading-relaxed">{TICKET_TEXTS.paymentNote(holdMinutes)}</p>
        {state.status === 'failed' ? (
          <p id={`${formId}-failure`} tabIndex={-1} role="alert" className="border border-red-700 px-4 py-3 text-sm text-red-700">
            {state.message}
          </p>
        ) : null}
        <button
          type="submit"
          className="btn btn-dark inline-flex items-center justify-center gap-3 self-start disabled:cursor-not-allowed disabled:opacity-60"
          disabled={pending}
          aria-busy={pending || undefined}
        >
          {pending ? <span aria-hidden="true" className="size-4 animate-spin rounded-full border-2 border-current border-t-transparent" /> : null}
          {TICKET_TEXTS.submit}
          {pending ? <span className="sr-only"> (sending)</span> : null}
        </button>
      </div>
    </form>
  )
}
