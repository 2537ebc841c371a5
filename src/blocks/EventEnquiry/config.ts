import type { Block } from 'payload'

import { panelFields, whatsappField } from '@/model/contact-panel-fields'

/**
 * An ENQUIRE button opening the event contact side panel (spec 000 section 2, Modals): the same
 * panel as the office enquiry, with the events team's words and WhatsApp for urgent enquiries.
 */
export const EventEnquiry: Block = {
  slug: 'eventEnquiry',
  interfaceName: 'EventEnquiryBlock',
  labels: { singular: 'Event enquiry', plural: 'Event enquiry' },
  fields: [
    ...panelFields('event'),
    {
      type: 'row',
      fields: [
        { name: 'urgentEmail', type: 'email', label: 'Urgent enquiries: e-mail', admin: { description: 'e.g. events@clubhouse.london. Left empty, the footer’s e-mail labelled “Events”.' } },
        whatsappField(
          'urgentWhatsapp',
          'Urgent enquiries: WhatsApp',
          'The number visitors can message, e.g. +44 7700 900123. Opens a WhatsApp chat. Left empty, the events team’s from Settings > Footer.',
        ),
      ],
    },
  ],
}
