import { RenderBlocks } from '@/blocks/RenderBlocks'
import { consentProps } from '@/features/enquiries/components/block-props'
import { EnquiryForm } from '@/features/enquiries/components/EnquiryForm.lazy'
import { FormSection } from '@/features/enquiries/components/FormSection'
import { API_ERROR_MESSAGE, ENQUIRY_DEFAULT_LOCATION_ID } from '@/features/enquiries/constants'
import type { MembershipType } from '@/payload-types'

import { feeText } from '@/features/membership/fees'
import { enquiryVariantOf, tourPathOf, type TourMembership } from '@/features/membership/params'
import { getMembershipType } from '@/features/membership/queries.server'
import { TourLoading } from '@/features/membership/components/TourLoading'

export const BOOK_A_TOUR_PATH = '/book-a-tour'
export const TOUR_FORM_TITLE = 'Book a tour'
export const TOUR_SUCCESS_MESSAGE = 'Thank you for your enquiry. Our membership team will be in touch within 24 hours.'

type Props = {
  membership: TourMembership
  productName: string
  /** Reads the membership's content; the page passes the cached query. */
  load?: (membership: TourMembership) => Promise<MembershipType | null>
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error))

/**
 * /book-a-tour once its membership content has arrived: the fee line, the hero, the enquiry form,
 * then the gallery and split section (spec 000 section 2). A failed read is logged and the
 * spinner stays, as the spec has it (sections 4 and 8): the visitor sees nothing broken.
 */
export async function MembershipTour({ membership, productName, load = getMembershipType }: Props) {
  let type: MembershipType | null
  try {
    type = await load(membership)
  } catch (error) {
    console.error(`Error fetching blob data: ${messageOf(error)}`)
    return <TourLoading productName={productName} />
  }
  const fee = feeText(membership, type?.prices)
  const dialCodes = type?.dialCodeOptions?.map((o) => o.code).filter(Boolean)
  const hero = type?.hero ?? []
  return (
    <div data-membership={membership}>
      {fee ? (
        <p data-fee-line="" className="bg-ink px-6 py-3 text-center text-sm uppercase tracking-widest text-white">
          {fee}
        </p>
      ) : null}
      {/* The hero's title is the page heading; without a hero the page still needs one. */}
      {hero.length ? <RenderBlocks blocks={hero} pagePath={BOOK_A_TOUR_PATH} /> : <h1 className="sr-only">{TOUR_FORM_TITLE}</h1>}
      <FormSection anchored={false}>
        <EnquiryForm
          key={membership}
          variant={enquiryVariantOf(membership)}
          title={type?.formTitle?.trim() || TOUR_FORM_TITLE}
          defaultLocationId={ENQUIRY_DEFAULT_LOCATION_ID}
          dialCodes={dialCodes?.length ? dialCodes : undefined}
          {...consentProps({})}
          successMessage={TOUR_SUCCESS_MESSAGE}
          nextSteps
          apiErrorMessage={API_ERROR_MESSAGE}
          sourcePath={tourPathOf(membership)}
        />
      </FormSection>
      <RenderBlocks blocks={type?.sections} pagePath={BOOK_A_TOUR_PATH} />
    </div>
  )
}
