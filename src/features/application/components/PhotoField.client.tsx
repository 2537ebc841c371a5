'use client'

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

/** A head-and-shoulders photo with the spec's prompt: the held one with a remove button, or the uploader. */
export function PhotoField({ id, photoUrl, error, maxBytes, tooLargeMessage, onChosen, legend = 'Photo', alt = 'Your photo', removable = true, prompt = PHOTO_PROMPT }: Props) {
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
        <input
          id={id}
          name="photo"
          type="file"
          accept="image/jpeg,image/png,image/webp,image/avif,image/heic,image/heif"
          aria-describedby={`${id}-prompt ${id}-error`}
          aria-invalid={error ? true : undefined}
          className="min-h-11 text-sm file:mr-4 file:min-h-11 file:border file:border-current file:bg-transparent file:px-4"
          onChange={(e) => {
            const file = e.target.files?.[0]
            if (!file) return onChosen(null)
            // The server checks the bytes too; this saves sending the whole file to hear no.
            if (file.size > maxBytes) {
              e.target.value = ''
              return onChosen({ name: file.name, error: tooLargeMessage })
            }
            onChosen({ name: file.name })
          }}
        />
      )}
      <FieldError id={`${id}-error`} message={error} />
    </fieldset>
  )
}
