import type { OfficeEnquiryBlock } from '@/payload-types'

import { ContactPanel } from './ContactPanel'
import { HubSpotPreviewNote } from './HubSpotPreviewNote'

/** What the office and event panels store (their CMS fields), and where they are shown. */
export type ContactBlockFields = Partial<Omit<OfficeEnquiryBlock, 'blockType' | 'urgentEmail' | 'urgentPhone'>> & {
  /** The page's path, sent as the enquiry's source. */
  pagePath?: string
  /** Staff previewing a draft see why a configured HubSpot form is not shown. */
  preview?: boolean
  /** What the enquiry is about, shown in the panel (ContactPanel). */
  subject?: string | null
  /** Only the button, inside a card or price box (ContactPanel). */
  compact?: boolean
  /** The club of the office, meeting room or event, which the enquiry carries. */
  locationId?: number | null
}

/**
 * The office and event panels (the blocks, the office detail and the event page): an ENQUIRE
 * button opening the side panel with the contact form. They differ only in the team and in how to
 * reach it urgently; `queryOrigin` names what the enquiry is about (the page's or office's title).
 */
export function ContactBlockPanel({
  kind,
  urgent,
  queryOrigin,
  pagePath,
  preview,
  subject,
  compact,
  locationId,
  ...block
}: ContactBlockFields & { kind: 'office' | 'event'; urgent: { email?: string | null; phone?: string | null; whatsapp?: string | null }; queryOrigin: string }) {
  return (
    <>
      {preview ? <HubSpotPreviewNote block={kind === 'office' ? 'officeEnquiry' : 'eventEnquiry'} portalId={block.portalId} formId={block.formId} /> : null}
      <ContactPanel
        kind={kind}
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
        urgent={urgent}
        queryOrigin={queryOrigin}
        sourcePath={pagePath ?? ''}
        locationId={locationId}
        subject={subject}
        compact={compact}
      />
    </>
  )
}
