import { ContactPanel } from '@/features/enquiries/components/contact/ContactPanel'
import { HubSpotPreviewNote } from '@/features/enquiries/components/contact/HubSpotPreviewNote'
import type { OfficeEnquiryBlock } from '@/payload-types'

import type { BlockContext } from '../types'

/** The block's fields: the office panel's, with WhatsApp in place of the phone (see config.ts). */
export type EventEnquiryFields = Omit<OfficeEnquiryBlock, 'blockType' | 'urgentPhone'> & { urgentWhatsapp?: string | null }

export type EventEnquiryProps = Partial<EventEnquiryFields> & BlockContext

/** The block's panel, given the page title (Component.tsx looks it up). */
export function EventEnquiryPanel({ queryOrigin, pagePath, preview, ...block }: EventEnquiryProps & { queryOrigin: string }) {
  return (
    <>
      {preview ? <HubSpotPreviewNote block="eventEnquiry" portalId={block.portalId} formId={block.formId} /> : null}
      <ContactPanel
        kind="event"
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
        urgent={{ email: block.urgentEmail, whatsapp: block.urgentWhatsapp }}
        queryOrigin={queryOrigin}
        sourcePath={pagePath ?? ''}
      />
    </>
  )
}
