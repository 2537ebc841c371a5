'use client'

import { useEffect, useRef } from 'react'

import { API_ERROR_MESSAGE, DEFAULT_DIAL_CODE, DIAL_CODES, ENQUIRY_DEFAULT_LOCATION_ID, type EnquiryVariant } from '../constants'
import { enquiryFormAction } from '../actions'
import { enquiryFormSchema } from '../form-schema'
import { useTracking } from './fields/useTracking'
import type { FormState } from './form-state'
import { clubOfLocation } from '../tour-next'
import { FormFooter } from './FormFooter'
import { CorporateFields, PersonFields, SocialFields } from './PersonFields'
import { TourNextSteps } from './TourNextSteps'
import { usePersonForm } from './usePersonForm'

export type EnquiryFormProps = {
  variant: EnquiryVariant
  title: string
  description?: string
  defaultLocationId?: number
  dialCodes?: readonly string[]
  consentText: string
  termsLinkText: string
  termsLink: string
  submitButtonText: string
  successMessage: string
  apiErrorMessage?: string
  sourcePath: string
  /** Where the form starts: idle, or the answer to a post (tests and server renders). */
  initialState?: FormState
  /** A tour request (/book-a-tour): the thanks say what happens next and link to the club chosen, events and membership. */
  nextSteps?: boolean
}

/** The club the server heard of, or else the one still selected in the browser. */
const chosenLocation = (state: FormState, selected: unknown): unknown => (state.status === 'success' && state.locationId) || selected

/** The membership enquiry form shared by the Club, Social and Corporate variants (spec 000 sections 3, 5). */
export function EnquiryForm({
  variant,
  title,
  description,
  defaultLocationId = ENQUIRY_DEFAULT_LOCATION_ID,
  dialCodes = DIAL_CODES,
  consentText,
  termsLinkText,
  termsLink,
  submitButtonText,
  successMessage,
  apiErrorMessage = API_ERROR_MESSAGE,
  sourcePath,
  initialState,
  nextSteps = false,
}: EnquiryFormProps) {
  const f = usePersonForm({
    schema: enquiryFormSchema,
    action: enquiryFormAction,
    initialState,
    // Several variants may share a page (the styleguide has three): each posts to its own anchor.
    anchored: true,
    // The page it was sent from, query included (/book-a-tour?membership=Corporate draws the Corporate form).
    query: sourcePath.split('?')[1],
    defaults: { enquiryType: variant, dialCode: dialCodes.includes(DEFAULT_DIAL_CODE) ? DEFAULT_DIAL_CODE : dialCodes[0], locationId: String(defaultLocationId), terms: false },
  })
  const tracking = useTracking()
  const thanks = useRef<HTMLParagraphElement>(null)
  const sent = f.state.status === 'success'

  useEffect(() => {
    if (sent) thanks.current?.focus()
  }, [sent])

  return (
    <div id={f.formId} className="flex scroll-mt-24 flex-col gap-6">
      <h2 className="font-display text-3xl uppercase tracking-wide tab:text-4xl">{title}</h2>
      {sent ? (
        <>
          <p ref={thanks} role="status" tabIndex={-1} className="whitespace-pre-line text-lg leading-relaxed" data-enquiry-sent="">
            {successMessage}
          </p>
          {nextSteps ? <TourNextSteps club={clubOfLocation(chosenLocation(f.state, f.form.getValues('locationId')))} withCall /> : null}
        </>
      ) : (
        <>
          {description ? <p className="leading-relaxed">{description}</p> : null}
          <form
            ref={f.formRef}
            action={f.formAction}
            onSubmit={f.onSubmit}
            noValidate
            aria-label={title}
            className="relative flex flex-col gap-5"
            data-form="enquiry"
            data-variant={variant}
          >
            <input type="hidden" name="enquiryType" value={variant} />
            <PersonFields f={f} dialCodes={dialCodes} />
            {variant === 'corporate' ? <CorporateFields f={f} /> : null}
            {variant === 'social' ? <SocialFields f={f} /> : null}
            <FormFooter
              f={f}
              {...{ consentText, termsLinkText, termsLink, submitButtonText, apiErrorMessage }}
              hidden={{ ...tracking, sourcePath }}
            />
          </form>
        </>
      )}
    </div>
  )
}
