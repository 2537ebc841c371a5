import { ContactPanel } from '@/features/enquiries/components/contact/ContactPanel'
import { HubSpotPreviewNote } from '@/features/enquiries/components/contact/HubSpotPreviewNote'
import type { OfficeEnquiryBlock } from '@/payload-types'

import type { BlockContext } from '../types'

type PanelFields = Partial<Omit<OfficeEnquiryBlock, 'blockType' | 'urgentEmail' | 'urgentPhone'>> & BlockContext

export type OfficeEnquiryProps = Partial<Omit<OfficeEnquiryBlock, 'blockType'>> & BlockContext

/**
 * The office and event blocks' shared panel, given the page title (their Component.tsx looks it up);
 * they differ only in the team and in how to reach it urgently.
 */
export function ContactBlockPanel({
  kind,
  urgent,
  queryOrigin,
  pagePath,
  preview,
  ...block
}: PanelFields & { kind: 'office' | 'event'; urgent: { email?: string | null; phone?: string | null; whatsapp?: string | null }; queryOrigin: string }) {
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
      />
    </>
  )
}

export function OfficeEnquiryPanel({ urgentEmail, urgentPhone, ...props }: OfficeEnquiryProps & { queryOrigin: string }) {
  return <ContactBlockPanel {...props} kind="office" urgent={{ email: urgentEmail, phone: urgentPhone }} />
}
