'use client'

import { startTransition, useActionState, useEffect, useRef } from 'react'

import { errorIdFor, FieldError, FieldLabel, fieldId, fieldStyles, HiddenFields, Honeypot, SubmitButton, TextField, useIdempotencyKey } from '@/lib/forms/fields'
import { useHydrated } from '@/lib/forms/useHydrated'
import { useSchemaForm } from '@/lib/forms/useSchemaForm'

import { MESSAGE_MAX_LENGTH } from '../../constants'
import { contactFormSchema } from '../../form-schema'
import { contactFormAction } from './action'
import { ConsentLine } from './ConsentLine'
import { ContactSuccess, type UrgentContacts } from './ContactSuccess'
import { CONTACT_FIELDS, INITIAL_CONTACT_STATE } from './state'
import { CONTACT_LABELS, CONTACT_SUBMIT_TEXT, type ContactKind } from './texts'

type Field = (typeof CONTACT_FIELDS)[number]

export type ContactEnquiryFormProps = {
  kind: ContactKind
  /** Prefix of the field ids: unique on the page, since the same form may be in a panel and inline. */
  formId: string
  /** The page's title, so the team knows where the enquiry came from. */
  queryOrigin: string
  sourcePath: string
  /** The club of the office, meeting room or event the enquiry is about, so the record and the team's e-mail name it. */
  locationId?: number | null
  consentText: string
  termsLinkText: string
  termsLink: string
  submitButtonText?: string
  successMessage: string
  urgent: UrgentContacts
  /**
   * Where the form posts when JavaScript is off: the anchor of the inline copy, so the browser
   * lands on the answer. Also keys the server's reply to this one form.
   */
  permalink?: string
}

/**
 * The office enquiry and event contact form. Without JavaScript it posts to the server action and
 * the server renders the outcome; with it, the same schema checks each field on blur (then as the
 * visitor types) and on submit, focusing the first field to fix.
 */
export function ContactEnquiryForm(props: ContactEnquiryFormProps) {
  const { kind, formId, queryOrigin, sourcePath, locationId, consentText, termsLinkText, termsLink, successMessage, urgent, permalink } = props
  const [state, formAction, pending] = useActionState(contactFormAction, INITIAL_CONTACT_STATE, permalink)
  const hydrated = useHydrated()
  const formRef = useRef<HTMLFormElement>(null)
  const sentRef = useRef<HTMLParagraphElement>(null)
  const { keyFor, renew } = useIdempotencyKey()

  const echoed = state.status === 'invalid' || state.status === 'failed' ? state.values : undefined
  const form = useSchemaForm(contactFormSchema, {
    mode: 'onTouched',
    defaultValues: { fullName: echoed?.fullName ?? '', email: echoed?.email ?? '', phone: echoed?.phone ?? '', enquiry: echoed?.enquiry ?? '' },
  })
  const { errors } = form.formState

  // The server's answer: its field messages join the browser's, and focus goes where it is needed.
  useEffect(() => {
    if (state.status === 'invalid') {
      const fields = CONTACT_FIELDS.filter((f) => state.errors[f])
      for (const f of fields) form.setError(f, { type: 'server', message: state.errors[f] })
      if (fields[0]) form.setFocus(fields[0])
    }
    if (state.status === 'sent') {
      renew()
      sentRef.current?.focus()
    }
  }, [state, form, renew])

  if (state.status === 'sent') return <ContactSuccess kind={kind} message={successMessage} urgent={urgent} headingRef={sentRef} />

  // Before hydration (and always without JavaScript) only the server's messages exist.
  const errorOf = (name: Field): string | undefined =>
    errors[name]?.message ?? (!hydrated && state.status === 'invalid' ? state.errors[name] : undefined)
  const firstServerError = !hydrated && state.status === 'invalid' ? CONTACT_FIELDS.find((f) => state.errors[f]) : undefined
  const id = (name: string) => fieldId(formId, name)
  const field = (name: Field) => ({ ...form.register(name), id: id(name), error: errorOf(name), autoFocus: firstServerError === name })

  const send = () => {
    const data = new FormData(formRef.current!)
    data.set('idempotencyKey', keyFor(data))
    startTransition(() => formAction(data))
  }

  return (
    <form ref={formRef} action={formAction} onSubmit={form.handleSubmit(send)} noValidate className="flex flex-col gap-5" data-contact-form={kind}>
      <TextField label={CONTACT_LABELS.fullName} autoComplete="name" {...field('fullName')} />
      <TextField label={CONTACT_LABELS.email} type="email" autoComplete="email" inputMode="email" {...field('email')} />
      <TextField label={CONTACT_LABELS.phone} type="tel" autoComplete="tel" inputMode="tel" {...field('phone')} />
      <div className={fieldStyles.field}>
        <FieldLabel htmlFor={id('enquiry')} label={CONTACT_LABELS.enquiry} optional />
        <textarea
          {...form.register('enquiry')}
          id={id('enquiry')}
          rows={4}
          maxLength={MESSAGE_MAX_LENGTH}
          className={fieldStyles.control}
          aria-invalid={errorOf('enquiry') ? true : undefined}
          aria-describedby={errorIdFor(id('enquiry'))}
          autoFocus={firstServerError === 'enquiry'}
        />
        <FieldError id={errorIdFor(id('enquiry'))} message={errorOf('enquiry')} />
      </div>
      <HiddenFields values={{ kind, queryOrigin, sourcePath, consentText, locationId: locationId ? String(locationId) : undefined }} />
      <Honeypot />
      {state.status === 'failed' ? (
        <p role="alert" className="text-sm text-red-700">
          {state.message}
        </p>
      ) : null}
      <SubmitButton pending={pending}>{props.submitButtonText || CONTACT_SUBMIT_TEXT}</SubmitButton>
      <ConsentLine text={consentText} linkText={termsLinkText} link={termsLink} />
    </form>
  )
}
