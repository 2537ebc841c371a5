'use client'

import { useCallback, useEffect, useState } from 'react'

import { MobileField, SelectField, TextField } from '@/lib/forms/fields'
import { useActionForm } from '@/lib/forms/useActionForm'
import { APPLICATION_PHOTO_MAX_BYTES, ROLES } from '@/model/application'
import { DIAL_CODES, TITLES } from '@/model/people'
import { MOBILE_MAX_LENGTH } from '@/model/person-rules'
import { useHydrated } from '@/lib/forms/useHydrated'

import { AddressFields } from '../../components/AddressForm.client'
import { FormBanner } from '@/lib/forms/fields/FormBanner'
import { PhotoField, type ChosenPhoto } from '../../components/PhotoField.client'
import { StepButtons } from '../../components/StepButtons'
import { PHOTO_MESSAGES } from '@/model/photos/photo-messages'
import type { StepState } from '../../step-state'
import { contactDetailsAction } from '../actions'
import { contactDetailsComplete } from '../steps'

const TITLE_OPTIONS = TITLES.map((t) => ({ label: t, value: t }))
const ROLE_OPTIONS = ROLES.map((r) => ({ label: r, value: r }))
const ORDER = ['title', 'firstName', 'lastName', 'dialCode', 'mobileNumber', 'role', 'photo', 'country', 'postcode', 'addressLine1', 'addressLine2', 'town', 'county'] as const

type Props = { saved: Record<string, string>; email: string; photoUrl: string | null; edit: boolean }

/**
 * Corporate step 1, CONTACT DETAILS (spec 001 sections 2 to 5): the primary contact (title,
 * names, the e-mail the link went to, dial code and mobile, role, photo), then the address with
 * the postcode finder. Next is enabled only with a photo held or chosen; the server checks the rest.
 */
export function ContactDetailsForm({ saved, email, photoUrl, edit }: Props) {
  const initial: StepState = { errors: {}, values: saved, manual: Boolean(saved.addressLine1) }
  const { state, errors, formAction, pending, formRef, onSubmit, fieldsKey } = useActionForm({ action: contactDetailsAction, initial, order: ORDER, query: edit ? 'edit=true' : undefined })
  const hydrated = useHydrated()
  const [chosen, setChosen] = useState<ChosenPhoto>(null)
  const v = state.values
  const hasPhoto = Boolean(photoUrl) || Boolean(chosen && !chosen.error)
  // The spec's next button: enabled once every required field is filled and a photo is held (the server checks the rest).
  const [filled, setFilled] = useState(true)
  const check = useCallback(() => {
    const form = formRef.current
    if (!form) return
    const values = Object.fromEntries([...new FormData(form).entries()].filter((e): e is [string, string] => typeof e[1] === 'string'))
    setFilled(contactDetailsComplete(values, true, false))
  }, [formRef])
  // Read after React has drawn what a change caused (a picked address fills the fields).
  const recheck = () => setTimeout(check)
  useEffect(check, [state, check])
  return (
    <form
      ref={formRef}
      action={formAction}
      onSubmit={onSubmit}
      onInput={recheck}
      onChange={recheck}
      noValidate
      aria-labelledby="step-heading"
      className="flex flex-col gap-5"
    >
      <FormBanner message={state.message} />
      {edit ? <input type="hidden" name="edit" value="true" /> : null}
      <div key={fieldsKey} className="contents">
      <SelectField id="contact-title" name="title" label="Title" options={TITLE_OPTIONS} placeholder="Select" defaultValue={v.title ?? ''} error={errors.title} />
      <TextField id="contact-firstName" name="firstName" label="First name" autoComplete="given-name" maxLength={100} defaultValue={v.firstName} error={errors.firstName} />
      <TextField id="contact-lastName" name="lastName" label="Last name" autoComplete="family-name" maxLength={100} defaultValue={v.lastName} error={errors.lastName} />
      <TextField id="contact-email" name="emailDisplay" label="E-mail" value={email} readOnly aria-describedby="contact-email-note" />
      <p id="contact-email-note" className="-mt-3 text-sm text-black/70">
        The address we send your application’s link to. To use another, start a new application with it.
      </p>
      <MobileField
        id="contact-mobileNumber"
        dialCodes={DIAL_CODES}
        maxLength={MOBILE_MAX_LENGTH + 8}
        dialCode={{ name: 'dialCode', defaultValue: v.dialCode ?? '+44' }}
        number={{ name: 'mobileNumber', inputMode: 'tel', autoComplete: 'tel-national', defaultValue: v.mobileNumber }}
        dialCodeError={errors.dialCode}
        numberError={errors.mobileNumber}
      />
      <SelectField id="contact-role" name="role" label="Role" options={ROLE_OPTIONS} placeholder="Select" defaultValue={v.role ?? ''} error={errors.role} />
      <PhotoField
        id="contact-photo"
        photoUrl={photoUrl}
        error={chosen?.error ?? errors.photo}
        maxBytes={APPLICATION_PHOTO_MAX_BYTES}
        tooLargeMessage={PHOTO_MESSAGES.tooLarge}
        onChosen={setChosen}
      />
      <h2 className="mt-4 font-display text-2xl uppercase tracking-wide">Address</h2>
      <AddressFields state={state} errors={errors} />
      </div>
      <StepButtons pending={pending} disabled={hydrated && (!hasPhoto || !filled)} />
    </form>
  )
}
