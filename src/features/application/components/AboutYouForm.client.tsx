'use client'

import { useState, useSyncExternalStore } from 'react'

import { SelectField, TextAreaField } from '@/lib/forms/fields'
import { FieldError } from '@/lib/forms/fields/FieldError'
import { fieldStyles } from '@/lib/forms/fields/styles'
import { useActionForm } from '@/lib/forms/useActionForm'
import { ABOUT_MEMBER_MAX, APPLICATION_PHOTO_MAX_BYTES, GENDERS, ROLES } from '@/model/application'

import { aboutYouAction } from '../actions'
import { PHOTO_MESSAGES, PHOTO_PROMPT } from '../photo-messages'
import { PROFILE_FIELD_ORDER, profileSchema } from '../schema'
import type { StepState } from '../step-state'
import { FormBanner } from './FormBanner'
import { StepButtons } from './StepButtons'

const GENDER_OPTIONS = GENDERS.map((g) => ({ label: g, value: g }))
const ROLE_OPTIONS = ROLES.map((r) => ({ label: r, value: r }))

const noSubscribe = () => () => {}
const useHydrated = () => useSyncExternalStore(noSubscribe, () => true, () => false)

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
  const { state, errors, formAction, pending, formRef, onSubmit } = useActionForm({
    action: aboutYouAction,
    initial: { errors: {}, values: saved } as StepState,
    order: PROFILE_FIELD_ORDER,
    schema: profileSchema,
  })
  const hydrated = useHydrated()
  const [chosen, setChosen] = useState<{ name: string; error?: string } | null>(null)
  const v = state.values
  const photoError = chosen?.error ?? errors.photo
  const hasPhoto = Boolean(photoUrl) || Boolean(chosen && !chosen.error)

  return (
    <form ref={formRef} action={formAction} onSubmit={onSubmit} noValidate aria-labelledby="step-heading" className="flex flex-col gap-5">
      <FormBanner message={state.message} />
      {edit ? <input type="hidden" name="edit" value="true" /> : null}
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
      <fieldset className="flex flex-col gap-3">
        <legend className={fieldStyles.label}>Photo</legend>
        <p id="about-photo-prompt" className="text-sm">
          {PHOTO_PROMPT}
        </p>
        {photoUrl ? (
          <div className="flex flex-wrap items-end gap-4">
            <img src={photoUrl} alt="Your photo" width={160} height={160} className="size-40 object-cover" />
            <button type="submit" name="intent" value="removePhoto" formNoValidate className="btn btn-outline min-h-11">
              REMOVE PHOTO
            </button>
          </div>
        ) : (
          <>
            <input
              id="about-photo"
              name="photo"
              type="file"
              accept="image/jpeg,image/png,image/webp,image/avif,image/heic,image/heif"
              aria-describedby="about-photo-prompt about-photo-error"
              aria-invalid={photoError ? true : undefined}
              className="min-h-11 text-sm file:mr-4 file:min-h-11 file:border file:border-current file:bg-transparent file:px-4"
              onChange={(e) => {
                const file = e.target.files?.[0]
                if (!file) return setChosen(null)
                // The server checks the bytes too; this saves sending 12 MB to hear no.
                if (file.size > APPLICATION_PHOTO_MAX_BYTES) {
                  e.target.value = ''
                  return setChosen({ name: file.name, error: PHOTO_MESSAGES.tooLarge })
                }
                setChosen({ name: file.name })
              }}
            />
          </>
        )}
        <FieldError id="about-photo-error" message={photoError} />
      </fieldset>
      <StepButtons pending={pending} previous="/application/address" disabled={hydrated && !hasPhoto} />
    </form>
  )
}
