import type { EnquiryFormBlock } from '@/payload-types'
import { API_ERROR_MESSAGE, ENQUIRY_DEFAULT_LOCATION_ID, ENQUIRY_VARIANTS, type EnquiryVariant } from '@/features/enquiries/constants'
import { consentProps, locationIdOf, or } from '@/features/enquiries/components/block-props'

import { stickyButtonTargetsForm } from '../form-anchor'
import { EnquiryForm } from '@/features/enquiries/components/EnquiryForm.lazy'
import { FormSection } from '@/features/enquiries/components/FormSection'

import type { BlockContext } from '../types'

type Props = Partial<Omit<EnquiryFormBlock, 'blockType'>> & BlockContext

const variantOf = (v: unknown): EnquiryVariant => ((ENQUIRY_VARIANTS as readonly unknown[]).includes(v) ? (v as EnquiryVariant) : 'club')

/** The membership enquiry form block (Club, Social or Corporate); the terrace pages' sticky button scrolls to it. */
export default function EnquiryFormComponent(props: Props) {
  return (
    <FormSection anchored={stickyButtonTargetsForm(props.pagePath)}>
      <EnquiryForm
        variant={variantOf(props.variant)}
        title={or(props.title, 'Enquire about membership')}
        description={props.description ?? undefined}
        defaultLocationId={locationIdOf(props.defaultClub, ENQUIRY_DEFAULT_LOCATION_ID)}
        {...consentProps(props)}
        successMessage={or(props.successMessage, 'Thank you for your enquiry. Our membership team will be in touch within 24 hours.')}
        apiErrorMessage={or(props.apiErrorMessage, API_ERROR_MESSAGE)}
        sourcePath={props.pagePath ?? ''}
      />
    </FormSection>
  )
}
