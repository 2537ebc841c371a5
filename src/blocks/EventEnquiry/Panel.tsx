import { ContactBlockPanel } from '@/features/enquiries/components/contact/ContactBlockPanel'
import { eventsTeamContacts } from '@/features/shell/team-contacts'
import type { OfficeEnquiryBlock } from '@/payload-types'

import type { BlockContext } from '../types'

/** The block's fields: the office panel's, with WhatsApp in place of the phone (see config.ts). */
export type EventEnquiryFields = Omit<OfficeEnquiryBlock, 'blockType' | 'urgentPhone'> & { urgentWhatsapp?: string | null }

export type EventEnquiryProps = Partial<EventEnquiryFields> & BlockContext

/** The module's urgent contacts, else the events team's from the footer (Settings > Footer). */
export function EventEnquiryPanel({ urgentEmail, urgentWhatsapp, shell, ...props }: EventEnquiryProps & { queryOrigin: string }) {
  const team = eventsTeamContacts(shell?.footer)
  const urgent = { email: urgentEmail?.trim() || team.email, whatsapp: urgentWhatsapp?.trim() || team.whatsapp }
  return <ContactBlockPanel {...props} kind="event" urgent={urgent} />
}
