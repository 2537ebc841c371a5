'use client'

import { useState } from 'react'

import { SelectField, TextAreaField } from '@/lib/forms/fields'
import { useActionForm } from '@/lib/forms/useActionForm'
import { ABOUT_MEMBER_MAX, APPLICATION_PHOTO_MAX_BYTES, GENDERS, ROLES } from '@/model/application'
import { useHydrated } from '@/lib/forms/useHydrated'

import { aboutYouAction } from '../actions'
import { PHOTO_MESSAGES } from '@/model/photos/photo-messages'
import { PROFILE_FIELD_ORDER, profileSchema } from '../schema'
import type { StepState } from '../step-state'
import { FormBanner } from '@/lib/forms/fields/FormBanner'
import { PhotoField, type ChosenPhoto } from './PhotoField.client'
import { StepButtons } from './StepButtons'

const GENDER_OPTIONS = GENDERS.map((g) => ({ label: g, value: g }))
const ROLE_OPTIONS = ROLES.map((r) => ({ label: r, value: r }))

type Props = {
  saved: Record<string, string>
  industries: { label: string; value: string }[]
  /** The photo already on the application, as the applicant may see it. */
  photoUrl: string | null
  edit: boolean
}

/**
 * Step 2, ABOUT YOU (spec 001 sections 2, 4, 5): gender, industry, role, about you (at most 4000
 * characters) and a head-and-shoulders photo. Next is enabled only with a photo, uploaded or held,
 * and nothing loading; a held photo shows with a remove button that returns to the uploader.
 */
export function AboutYouForm({ saved, industries, photoUrl, edit }: Props) {
  const { state, errors, formAction, pending, formRef, onSubmit, fieldsKey } = useActionForm({
    action: aboutYouAction,
    initial: { errors: {}, values: saved } as StepState,
    order: PROFILE_FIELD_ORDER,
    query: edit ? 'edit=true' : undefined,
    schema: profileSchema,
  })
  const hydrated = useHydrated()
  const [chosen, setChosen] = useState<ChosenPhoto>(null)
  const v = state.values
  const photoError = chosen?.error ?? errors.photo
  const hasPhoto = Boolean(photoUrl) || Boolean(chosen && !chosen.error)

  return (
    <form ref={formRef} action={formAction} onSubmit={onSubmit} noValidate aria-labelledby="step-heading" className="flex flex-col gap-5">
      <FormBanner message={state.message} />
      {edit ? <input type="hidden" name="edit" value="true" /> : null}
      <div key={fieldsKey} className="contents">
      <SelectField id="about-gender" name="gender" label="Gender" options={GENDER_OPTIONS} placeholder="Select" defaultValue={v.gender ?? ''} error={errors.gender} />
      <SelectField id="about-industry" name="industry" label="Industry" options={industries} placeholder="Select" defaultValue={v.industry ?? ''} error={errors.industry} />
      <SelectField id="about-role" name="role" label="Role" options={ROLE_OPTIONS} placeholder="Select" defaultValue={v.role ?? ''} error={errors.role} />
      <TextAreaField
        id="about-aboutMember"
        name="aboutMember"
        label="About you"
        rows={6}
        maxLength={ABOUT_MEMBER_MAX}
        defaultValue={v.aboutMember}
        error={errors.aboutMember}
      />
      </div>
      <PhotoField
        id="about-photo"
        photoUrl={photoUrl}
        error={photoError}
        maxBytes={APPLICATION_PHOTO_MAX_BYTES}
        tooLargeMessage={PHOTO_MESSAGES.tooLarge}
        onChosen={setChosen}
      />
      <StepButtons pending={pending} previous="/application/address" disabled={hydrated && !hasPhoto} />
    </form>
  )
}
