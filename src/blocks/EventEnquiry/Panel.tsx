import { ContactBlockPanel } from '@/features/enquiries/components/contact/ContactBlockPanel'
import type { OfficeEnquiryBlock } from '@/payload-types'

import type { BlockContext } from '../types'

/** The block's fields: the office panel's, with WhatsApp in place of the phone (see config.ts). */
export type EventEnquiryFields = Omit<OfficeEnquiryBlock, 'blockType' | 'urgentPhone'> & { urgentWhatsapp?: string | null }

export type EventEnquiryProps = Partial<EventEnquiryFields> & BlockContext

export function EventEnquiryPanel({ urgentEmail, urgentWhatsapp, ...props }: EventEnquiryProps & { queryOrigin: string }) {
  return <ContactBlockPanel {...props} kind="event" urgent={{ email: urgentEmail, whatsapp: urgentWhatsapp }} />
}
