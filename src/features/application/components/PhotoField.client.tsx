'use client'

import { useEffect, useState } from 'react'

import { FieldError } from '@/lib/forms/fields/FieldError'
import { fieldStyles } from '@/lib/forms/fields/styles'

import { PHOTO_PROMPT } from '@/model/photos/photo-messages'

export type ChosenPhoto = { name: string; error?: string } | null

type Props = {
  id: string
  /** The photo already held, as its owner may see it; with a remove button that posts intent=removePhoto. */
  photoUrl: string | null
  error?: string
  /** Larger files are refused in the browser before they are sent (the server checks again). */
  maxBytes: number
  tooLargeMessage: string
  onChosen: (chosen: ChosenPhoto) => void
  legend?: string
  alt?: string
  removable?: boolean
  /** What the photo should show; the applicant's own by default. */
  prompt?: string
}

/**
 * A head-and-shoulders photo with the spec's prompt: the held one with a remove button, or the
 * uploader: a "choose a photo" button (the native input's label, so it opens the picker without
 * JavaScript too) and, once a photo is chosen, a preview of it with its name. Shared by the
 * individual application's photo step and the corporate contact and members steps.
 */
export function PhotoField({ id, photoUrl, error, maxBytes, tooLargeMessage, onChosen, legend = 'Photo', alt = 'Your photo', removable = true, prompt = PHOTO_PROMPT }: Props) {
  const [preview, setPreview] = useState<{ url: string; name: string; shown: boolean } | null>(null)
  // Each preview's object URL is let go when another replaces it or the field goes.
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview.url) : undefined), [preview])
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className={fieldStyles.label}>{legend}</legend>
      <p id={`${id}-prompt`} className="text-sm">
        {prompt}
      </p>
      {photoUrl ? (
        <div className="flex flex-wrap items-end gap-4">
          <img src={photoUrl} alt={alt} width={160} height={160} className="size-40 object-cover" />
          {removable ? (
            <button type="submit" name="intent" value="removePhoto" formNoValidate className="btn btn-outline min-h-11">
              REMOVE PHOTO
            </button>
          ) : null}
        </div>
      ) : (
        <div className="flex flex-wrap items-end gap-4" data-photo-chooser="">
          {preview?.shown ? (
            <img src={preview.url} alt="The photo you chose" width={160} height={160} className="size-40 object-cover" onError={() => setPreview({ ...preview, shown: false })} />
          ) : null}
          <div className="flex flex-col gap-2">
            {/* Seen as the button below; the input stays in the form, focusable, and posts the file. */}
            <input
              id={id}
              name="photo"
              type="file"
              accept="image/jpeg,image/png,image/webp,image/avif,image/heic,image/heif"
              aria-describedby={`${id}-prompt ${id}-error`}
              aria-invalid={error ? true : undefined}
              className="peer sr-only"
              onChange={(e) => {
                const file = e.target.files?.[0]
                setPreview(null)
                if (!file) return onChosen(null)
                // The server checks the bytes too; this saves sending the whole file to hear no.
                if (file.size > maxBytes) {
                  e.target.value = ''
                  return onChosen({ name: file.name, error: tooLargeMessage })
                }
                setPreview({ url: URL.createObjectURL(file), name: file.name, shown: true })
                onChosen({ name: file.name })
              }}
            />
            <label
              htmlFor={id}
              className="btn btn-outline min-h-11 cursor-pointer self-start peer-focus-visible:shadow-[0_0_0_4px_var(--color-ink),0_0_0_6px_var(--color-gold)]"
            >
              {preview ? 'CHOOSE ANOTHER PHOTO' : 'CHOOSE A PHOTO'}
            </label>
            {preview ? (
              <p className="text-sm [overflow-wrap:anywhere]" data-photo-chosen="">
                Chosen: {preview.name}
              </p>
            ) : null}
          </div>
        </div>
      )}
      <FieldError id={`${id}-error`} message={error} />
    </fieldset>
  )
}
