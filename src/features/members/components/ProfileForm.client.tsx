'use client'

import { useActionState, useEffect, useRef } from 'react'

import { FieldError, FormBanner, SubmitButton, TextField, fieldStyles } from '@/lib/forms/fields'
import { useFormPermalink } from '@/lib/forms/useFormPermalink'

import { saveProfileAction } from '../actions'
import { IDLE_ACCOUNT_FORM } from '../form-state'

type Props = {
  role: string
  photoUrl: string | null
  directory: { listed: boolean; showPhoto: boolean; showRole: boolean; showIndustry: boolean; showCompany: boolean; showEmail: boolean }
}

const CHOICES = [
  ['showPhoto', 'My photo'],
  ['showRole', 'My role'],
  ['showIndustry', 'My industry'],
  ['showCompany', 'My company'],
  ['showEmail', 'My e-mail address'],
] as const

/** The member's own choices: a new photo (the application's rules), their role, and the directory. */
export function ProfileForm({ role, photoUrl, directory }: Props) {
  const [state, formAction, pending] = useActionState(saveProfileAction, IDLE_ACCOUNT_FORM, useFormPermalink())
  const form = useRef<HTMLFormElement>(null)
  // SAVE is at the foot of a long form: bring its answer (saved, or what went wrong) into view and focus.
  useEffect(() => {
    if (state === IDLE_ACCOUNT_FORM) return
    const target = form.current?.querySelector<HTMLElement>('[role=status], [role=alert], [aria-invalid=true]')
    target?.scrollIntoView({ block: 'center' })
    target?.focus()
  }, [state])
  return (
    <form ref={form} action={formAction} aria-label="Your profile" className="flex flex-col gap-6">
      <div className="contents">
        <FormBanner message={state.message} />
        {state.sent ? (
          <p role="status" tabIndex={-1} className="border border-black p-3 text-sm">
            Your profile is saved.
          </p>
        ) : null}
      </div>
      <fieldset className="flex flex-col gap-3">
        <legend className={fieldStyles.label}>Photo</legend>
        <div className="flex flex-wrap items-end gap-4">
          {photoUrl ? <img src={photoUrl} alt="Your photo" width={120} height={120} className="size-30 object-cover" /> : <p className="text-sm">No photo yet.</p>}
          <div className="flex flex-col gap-1">
            <label htmlFor="profile-photo" className="text-sm">
              {photoUrl ? 'Choose a new photo' : 'Choose a photo'} (head and shoulders, up to 12 MB)
            </label>
            <input
              id="profile-photo"
              name="photo"
              type="file"
              accept="image/jpeg,image/png,image/webp,image/avif,image/heic,image/heif"
              aria-describedby="profile-photo-error"
              aria-invalid={state.errors.photo ? true : undefined}
              className="min-h-11 text-sm file:mr-4 file:min-h-11 file:border file:border-current file:bg-transparent file:px-4"
            />
          </div>
        </div>
        <FieldError id="profile-photo-error" message={state.errors.photo} />
      </fieldset>
      <TextField id="profile-role" name="role" label="Role" optional maxLength={100} defaultValue={role} />
      <fieldset className="flex flex-col gap-3 border-t border-black/15 pt-4">
        <legend className="font-display text-lg uppercase tracking-wide">Members directory</legend>
        <label className="flex min-h-11 items-center gap-3">
          <input type="checkbox" name="listed" defaultChecked={directory.listed} className="size-5 shrink-0 accent-ink" />
          List me in the members directory, which only signed-in members see
        </label>
        <p className="text-sm">When you are listed, other members see your name and:</p>
        <div className="flex flex-wrap gap-x-6">
          {CHOICES.map(([name, label]) => (
            <label key={name} className="flex min-h-11 items-center gap-3">
              <input type="checkbox" name={name} defaultChecked={directory[name]} className="size-5 shrink-0 accent-ink" />
              {label}
            </label>
          ))}
        </div>
      </fieldset>
      <SubmitButton pending={pending}>SAVE</SubmitButton>
    </form>
  )
}
