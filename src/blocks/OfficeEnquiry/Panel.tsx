import { ContactPanel } from '@/features/enquiries/components/contact/ContactPanel'
import { HubSpotPreviewNote } from '@/features/enquiries/components/contact/HubSpotPreviewNote'
import type { OfficeEnquiryBlock } from '@/payload-types'

import type { BlockContext } from '../types'

export type OfficeEnquiryProps = Partial<Omit<OfficeEnquiryBlock, 'blockType'>> & BlockContext

/** The block's panel, given the page title (Component.tsx looks it up). */
export function OfficeEnquiryPanel({ queryOrigin, pagePath, preview, ...block }: OfficeEnquiryProps & { queryOrigin: string }) {
  return (
    <>
      {preview ? <HubSpotPreviewNote block="officeEnquiry" portalId={block.portalId} formId={block.formId} /> : null}
      <ContactPanel
        kind="office"
        blockId={block.id}
        buttonText={block.buttonText}
        heading={block.heading}
        introText={block.introText}
        portalId={block.portalId}
        formId={block.formId}
        region={block.region}
        consentText={block.consentText}
        termsLinkText={block.termsLinkText}
        termsLink={block.termsLink}
        successMessage={block.successMessage}
        urgent={{ email: block.urgentEmail, phone: block.urgentPhone }}
        queryOrigin={queryOrigin}
        sourcePath={pagePath ?? ''}
      />
    </>
  )
}
