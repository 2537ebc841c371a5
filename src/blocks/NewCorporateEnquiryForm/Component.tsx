import type { NewCorporateEnquiryFormBlock } from '@/payload-types'
import { API_ERROR_MESSAGE, TOUR_DEFAULT_LOCATION_ID } from '@/features/enquiries/constants'
import { consentProps, locationIdOf, or } from '@/features/enquiries/components/block-props'

import { stickyButtonTargetsForm } from '../form-anchor'
import { FormSection } from '@/features/enquiries/components/FormSection'
import { TourForm } from '@/features/enquiries/components/TourForm.lazy'
import { DEFAULT_COMPLETE_PATH } from '@/features/enquiries/components/form-state'

import type { BlockContext } from '../types'

type Props = Partial<Omit<NewCorporateEnquiryFormBlock, 'blockType'>> & BlockContext

/**
 * The tour form fixed to Corporate, no toggle. Hidden behind its button, it also opens when the
 * /corporate mobile sticky button asks (spec 000: "opens the form view").
 */
export default function NewCorporateEnquiryFormComponent(props: Props) {
  return (
    <FormSection anchored={stickyButtonTargetsForm(props.pagePath)}>
      <TourForm
        title={or(props.title, 'Corporate membership')}
        description={props.description ?? undefined}
        fixedMembership="Corporate"
        defaultLocationId={locationIdOf(props.defaultClub, TOUR_DEFAULT_LOCATION_ID)}
        hideFormBehindButton={Boolean(props.hideFormBehindButton)}
        revealButtonText={or(props.revealButtonText, 'FILL THE FORM')}
        openOnRequest
        {...consentProps(props)}
        completeLink={or(props.completeLink, DEFAULT_COMPLETE_PATH)}
        apiErrorMessage={or(props.apiErrorMessage, API_ERROR_MESSAGE)}
        sourcePath={props.pagePath}
      />
    </FormSection>
  )
}
