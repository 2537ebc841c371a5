'use client'

import { useEffect } from 'react'

import { DEFAULT_DIAL_CODE, DIAL_CODES, LOCATIONS, TOUR_DEFAULT_LOCATION_ID, type ClientType } from '../constants'
import { tourFormAction } from '../actions'
import { tourFormSchema } from '../form-schema'
import { useTracking } from './fields/useTracking'
import type { FormState } from './form-state'
import { FormFooter } from './FormFooter'
import { MembershipToggle } from './MembershipToggle'
import { CorporateFields, PersonFields } from './PersonFields'
import { RevealGate } from './RevealGate.client'
import { locationFromQuery, membershipFromQuery } from './membership-query'
import { usePersonForm } from './usePersonForm'

export type TourFormProps = {
  title?: string
  description?: string
  /** Club unless the page's query says otherwise (?club=corporate, or the older ?membership=Corporate). */
  defaultMembership?: ClientType
  /** Corporate only, without the Club/Corporate toggle (the corporate enquiry block). */
  fixedMembership?: ClientType
  hideFormBehindButton?: boolean
  revealButtonText?: string
  /** Reveal the form when the /corporate sticky button asks. */
  openOnRequest?: boolean
  defaultLocationId?: number
  dialCodes?: readonly string[]
  consentText: string
  termsLinkText: string
  termsLink: string
  submitButtonText: string
  completeLink: string
  apiErrorMessage: string
  sourcePath?: string
  /** Where the form starts: idle, or the answer to a post (tests and server renders). */
  initialState?: FormState
}

/** The book-a-tour form (spec 001 sections 2, 4, 5): success goes to the completion page. */
export function TourForm({
  title,
  description,
  defaultMembership = 'Club',
  fixedMembership,
  hideFormBehindButton = false,
  revealButtonText = 'FILL THE FORM',
  openOnRequest = false,
  defaultLocationId = TOUR_DEFAULT_LOCATION_ID,
  dialCodes = DIAL_CODES,
  consentText,
  termsLinkText,
  termsLink,
  submitButtonText,
  completeLink,
  apiErrorMessage,
  sourcePath,
  initialState,
}: TourFormProps) {
  const f = usePersonForm({
    schema: tourFormSchema,
    action: tourFormAction,
    initialState,
    defaults: {
      clientType: fixedMembership ?? defaultMembership,
      dialCode: dialCodes.includes(DEFAULT_DIAL_CODE) ? DEFAULT_DIAL_CODE : dialCodes[0],
      locationId: String(defaultLocationId),
      termsAccepted: false,
    },
  })
  const tracking = useTracking()
  const { setValue, clearErrors } = f.form

  // The pages are pre-built, so the query is read in the browser.
  useEffect(() => {
    const search = window.location.search
    const location = locationFromQuery(search, LOCATIONS)
    if (location) setValue('locationId', String(location))
    const membership = fixedMembership ? undefined : membershipFromQuery(search)
    if (!membership) return
    setValue('clientType', membership)
    if (membership === 'Club') clearErrors(['companyName', 'numberOfMembers'])
  }, [fixedMembership, setValue, clearErrors])

  // Before hydration CSS alone hides the corporate fields (by the checked radio); after it, the attribute too.
  const corporate = f.form.watch('clientType') === 'Corporate'

  return (
    <div className="flex flex-col gap-6">
      {title ? <h2 className="font-display text-3xl uppercase tracking-wide tab:text-4xl">{title}</h2> : null}
      {description ? <p className="leading-relaxed">{description}</p> : null}
      <RevealGate enabled={hideFormBehindButton} buttonText={revealButtonText} open={f.state.status === 'error'} openOnRequest={openOnRequest}>
        <form
          ref={f.formRef}
          action={f.formAction}
          onSubmit={f.onSubmit}
          noValidate
          aria-label={title || 'Book a tour'}
          className="group/tour relative flex flex-col gap-5"
          data-form="tour"
        >
          {fixedMembership ? <input type="hidden" name="clientType" value={fixedMembership} /> : <MembershipToggle f={f} />}
          <PersonFields f={f} dialCodes={dialCodes} />
          {/* Hidden by CSS while Club is checked, so the toggle works before (and without) JavaScript. */}
          <div
            className="flex flex-col gap-5 group-has-[input[value=Club]:checked]/tour:hidden"
            hidden={f.hydrated && !corporate}
            data-corporate-fields=""
          >
            <CorporateFields f={f} />
          </div>
          <FormFooter
            f={f}
            {...{ consentText, termsLinkText, termsLink, submitButtonText, apiErrorMessage }}
            hidden={{ ...tracking, sourcePath, completeLink }}
          />
        </form>
      </RevealGate>
    </div>
  )
}
