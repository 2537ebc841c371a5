import type { ShellData } from './types'

/**
 * How visitors reach the events team urgently (spec 000 section 2, Modals: the event contact's
 * "urgent contact by e-mail or WhatsApp"): the footer's e-mail labelled "Events" and the footer's
 * events WhatsApp number, both edited under Settings > Footer.
 */
export function eventsTeamContacts(footer: Pick<ShellData['footer'], 'enquiry'> | null | undefined): { email: string | null; whatsapp: string | null } {
  const enquiry = footer?.enquiry
  const email = enquiry?.emails?.find((e) => e.label?.trim().toLowerCase() === 'events')?.email?.trim()
  const whatsapp = enquiry?.eventsWhatsapp?.trim()
  return { email: email || null, whatsapp: whatsapp || null }
}
