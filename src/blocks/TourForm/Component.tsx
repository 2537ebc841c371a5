import type { TourFormBlock } from '@/payload-types'
import { API_ERROR_MESSAGE, TOUR_DEFAULT_LOCATION_ID } from '@/features/enquiries/constants'
import { consentProps, locationIdOf, or } from '@/features/enquiries/components/block-props'

import { stickyButtonTargetsForm } from '../form-anchor'
import { FormSection } from '@/features/enquiries/components/FormSection'
import { TourForm } from '@/features/enquiries/components/TourForm.lazy'
import { DEFAULT_COMPLETE_PATH } from '@/features/enquiries/components/form-state'

import type { BlockContext } from '../types'

type Props = Partial<Omit<TourFormBlock, 'blockType'>> & BlockContext

/** The book-a-tour form; Club or Corporate, chosen by the visitor or by the link that brought them. */
export default function TourFormComponent(props: Props) {
  return (
    <FormSection anchored={stickyButtonTargetsForm(props.pagePath)}>
      <TourForm
        title={props.title ?? undefined}
        description={props.description ?? undefined}
        defaultMembership={props.defaultMembership === 'Corporate' ? 'Corporate' : 'Club'}
        defaultLocationId={locationIdOf(props.defaultClub, TOUR_DEFAULT_LOCATION_ID)}
        hideFormBehindButton={Boolean(props.hideFormBehindButton)}
        revealButtonText={or(props.revealButtonText, 'FILL THE FORM')}
        {...consentProps(props)}
        completeLink={or(props.completeLink, DEFAULT_COMPLETE_PATH)}
        apiErrorMessage={or(props.apiErrorMessage, API_ERROR_MESSAGE)}
        sourcePath={props.pagePath}
      />
    </FormSection>
  )
}
